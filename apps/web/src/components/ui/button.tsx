import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

const base =
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-lg text-sm font-medium transition-colors outline-none select-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0";

const variants = {
  primary: "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90",
  secondary: "bg-muted text-foreground hover:bg-accent",
  outline: "border border-input bg-card text-foreground shadow-xs hover:bg-muted",
  ghost: "text-foreground hover:bg-muted",
  destructive: "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90",
  "destructive-outline": "border border-input bg-card text-destructive shadow-xs hover:bg-destructive-soft",
  "destructive-ghost": "text-muted-foreground hover:bg-destructive-soft hover:text-destructive",
  link: "h-auto px-0 text-primary underline-offset-4 hover:underline",
} as const;

const sizes = {
  sm: "h-8 px-3",
  md: "h-9 px-4",
  lg: "h-11 px-6 text-base",
  icon: "size-9",
  "icon-sm": "size-8",
} as const;

export type ButtonProps = ComponentProps<"button"> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the single child (a link, usually) with the button's look instead of a <button>. */
  asChild?: boolean;
};

/**
 * The one button. `asChild` lends its look to a link: `<Button asChild><a href="…">…</a></Button>`.
 * Pick looks with `variant` and `size`; `className` is for layout (margins, alignment) only, since
 * two utilities for the same property would fight.
 */
export function Button({ variant = "primary", size = "md", asChild = false, className, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      className={cn(base, variants[variant], variant !== "link" && sizes[size], className)}
      {...(asChild ? {} : { type: "button" })}
      {...props}
    />
  );
}
