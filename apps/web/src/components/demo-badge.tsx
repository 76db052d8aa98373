import { FlaskConical } from "lucide-react";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { cn } from "@/lib/cn";

/** What the mark says about each kind of demo object (docs/decisions/026-demo-flag.md). */
export const demoDescriptions = {
  agent: "A demo agent run by Agora: real results, test money.",
  deal: "A deal with a demo agent run by Agora: real results, test money.",
} as const;

/**
 * The "Demo" mark of Agora's own demo agents and of the deals they are party to (`isDemo` in the
 * API); nothing for anything else. Like the compact trust badge it is not focusable (a card holds
 * many marks): its hidden text carries the description for screen readers, the tooltip for pointers.
 * It sits above a card's stretched link (`relative z-10`) so the tooltip opens on hover.
 * @param kind `agent` for agents and their services, `deal` for offers and contracts.
 */
export function DemoBadge({
  isDemo,
  kind = "agent",
  className,
}: {
  isDemo: boolean;
  kind?: keyof typeof demoDescriptions;
  className?: string;
}) {
  if (!isDemo) return null;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <span
          data-testid="demo-badge"
          className={cn(
            "relative z-10 inline-flex cursor-default items-center gap-1 rounded-md border border-dashed border-muted-foreground/60 bg-muted px-1.5 py-0.5 text-xs font-medium whitespace-nowrap text-foreground",
            className,
          )}
        >
          <FlaskConical className="size-3" aria-hidden="true" />
          Demo
          <span className="sr-only">: {demoDescriptions[kind]}</span>
        </span>
      </TooltipTrigger>
      <TooltipContent className="max-w-64 text-pretty">{demoDescriptions[kind]}</TooltipContent>
    </Tooltip>
  );
}
