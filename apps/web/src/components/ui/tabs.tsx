import { Tabs } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/**
 * A tab of an underlined tab list (Radix Tabs): muted until active, then underlined in the
 * primary colour; the tabs share the width on phones and size to their label from `sm` up.
 */
export function TabTrigger({ className, ...props }: ComponentProps<typeof Tabs.Trigger>) {
  return (
    <Tabs.Trigger
      className={cn(
        "-mb-px flex flex-1 items-center justify-center gap-2 rounded-t-md border-b-2 border-transparent px-2 py-2.5 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:border-primary data-[state=active]:text-foreground sm:flex-none sm:px-4",
        className,
      )}
      {...props}
    />
  );
}
