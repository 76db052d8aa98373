import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

// Looks come from `variant`; `className` adds, never overrides (e.g. `font-mono`).
const variants = {
  neutral: "border-border bg-muted text-muted-foreground",
  primary: "border-transparent bg-primary-soft text-primary-soft-foreground",
  warning: "border-transparent bg-warning-soft text-warning-soft-foreground",
  outline: "border-border text-foreground",
} as const;

export function Badge({
  variant = "neutral",
  className,
  ...props
}: ComponentProps<"span"> & { variant?: keyof typeof variants }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-md border px-1.5 py-0.5 text-xs font-medium whitespace-nowrap",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
