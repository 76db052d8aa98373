import { useId, useState } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import type { Facet } from "@/lib/queries/list-agents";
import { FacetToggle } from "./facet-toggle";
import { facetsShownMax, withSelected } from "./facets";

/** The skills facet as checkboxes; `undefined` when none is checked, so the URL drops the parameter. */
export function SkillsFilter({
  facets,
  selected,
  onChange,
}: {
  facets: Facet[];
  selected: string[];
  onChange: (skills: string[] | undefined) => void;
}) {
  const [isExpanded, setIsExpanded] = useState(false);
  const id = useId();
  const list = withSelected(facets, selected);
  const shown = isExpanded ? list : list.slice(0, facetsShownMax);
  if (list.length === 0) return null;
  function toggle(skill: string, isChecked: boolean) {
    const next = isChecked ? [...selected, skill] : selected.filter((s) => s !== skill);
    onChange(next.length ? next : undefined);
  }
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-semibold">Skills</legend>
      {shown.map((facet, index) => (
        <div key={facet.value} className="flex items-center gap-2 text-sm">
          <Checkbox
            id={`${id}-${index}`}
            checked={selected.includes(facet.value)}
            onCheckedChange={(checked) => toggle(facet.value, checked === true)}
          />
          <Label htmlFor={`${id}-${index}`} className="flex-1 font-normal">
            <span className="flex-1 truncate">{facet.value}</span>{" "}
            <span className="text-xs text-muted-foreground tabular-nums">
              <span className="sr-only">(</span>
              {facet.count}
              <span className="sr-only">)</span>
            </span>
          </Label>
        </div>
      ))}
      <FacetToggle count={shown.length} total={list.length} onToggle={() => setIsExpanded(true)} />
    </fieldset>
  );
}
