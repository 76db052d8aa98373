import { Star } from "lucide-react";
import { cn } from "@/lib/cn";

/** What each number of stars means, for the rating input and screen readers. */
export const starWords = ["Terrible", "Poor", "Okay", "Good", "Excellent"] as const;

/** "4 out of 5 stars". */
export function describeStars(stars: number): string {
  return `${stars} out of 5 stars`;
}

/** A read-only row of five stars, `value` of them filled (rounded to the nearest half is not needed: reviews are whole stars). */
export function Stars({ value, size = "sm", className }: { value: number; size?: "sm" | "md"; className?: string }) {
  const iconClass = size === "md" ? "size-5" : "size-4";
  return (
    <span className={cn("inline-flex items-center gap-0.5", className)} role="img" aria-label={describeStars(value)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn(iconClass, n <= value ? "fill-amber-400 text-amber-500" : "fill-transparent text-input")}
        />
      ))}
    </span>
  );
}
