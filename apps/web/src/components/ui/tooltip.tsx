import { Tooltip as TooltipPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/cn";

/** How long a pointer rests on a control before its tooltip shows (docs/product/product-spec.md §9). */
export const tooltipDelayMs = 700;
/** Within this time after one tooltip closes, the next one shows at once (docs/product/product-spec.md §9). */
export const tooltipSkipDelayMs = 300;

/** Shares the spec's delays among every tooltip; mounted once in the app's providers. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={tooltipDelayMs} skipDelayDuration={tooltipSkipDelayMs}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

export const Tooltip = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

/**
 * The tooltip bubble. A tooltip only repeats a control's accessible name for sighted pointer
 * users: the control itself must still carry an `aria-label` or visible text.
 */
export function TooltipContent({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          "z-50 rounded-md bg-foreground px-2 py-1 text-xs font-medium text-background shadow-md data-[state=closed]:animate-fade-out data-[state=delayed-open]:animate-fade-in",
          className,
        )}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}

/** A control with a short label shown on hover and keyboard focus. */
export function WithTooltip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}
