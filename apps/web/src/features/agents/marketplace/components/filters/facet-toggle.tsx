import { Button } from "@/components/ui/button";

/** "Show all N" under a facet list that shows only its first `count` of `total` values. */
export function FacetToggle({ count, total, onToggle }: { count: number; total: number; onToggle: () => void }) {
  if (total <= count) return null;
  return (
    <Button variant="link" size="sm" className="justify-self-start text-xs" onClick={onToggle}>
      Show all {total}
    </Button>
  );
}
