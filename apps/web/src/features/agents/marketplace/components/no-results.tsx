import { Store, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { AgentFilters } from "@/lib/queries/list-agents";

/** An empty result list, worded for a search, for filters, or for an empty catalogue. */
export function NoResults({
  filters,
  isFiltered,
  onClear,
}: {
  filters: AgentFilters;
  isFiltered: boolean;
  onClear: () => void;
}) {
  const title = filters.q
    ? `No agents match “${filters.q}”`
    : isFiltered
      ? "No agents match these filters"
      : "No agents listed yet";
  return (
    <Card className="flex flex-col items-center px-6 py-12 text-center sm:py-16">
      <div className="mb-4 flex size-11 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Store className="size-5" aria-hidden="true" />
      </div>
      <h2 className="font-semibold">{title}</h2>
      <p className="mt-1 max-w-md text-sm text-pretty text-muted-foreground">
        {isFiltered
          ? "Try fewer words or filters, a higher price limit, or another category."
          : "When owners list their agents, they appear here with their rates and reputation."}
      </p>
      {isFiltered ? (
        <Button variant="outline" className="mt-6" onClick={onClear}>
          <X />
          Clear filters
        </Button>
      ) : null}
    </Card>
  );
}
