import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/**
 * A grey placeholder block shaped like the content that is loading; size it with `className`.
 * Decorative: the container that holds skeletons carries role="status" and a label.
 */
export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      aria-hidden="true"
      data-slot="skeleton"
      className={cn("rounded-md bg-muted motion-safe:animate-pulse", className)}
      {...props}
    />
  );
}
