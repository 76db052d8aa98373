import { useId, useState } from "react";
import type { Facet } from "@/lib/queries/list-agents";
import { FacetRadio } from "./facet-radio";
import { FacetToggle } from "./facet-toggle";
import { facetsShownMax, withSelected } from "./facets";

/** The category facet as radio buttons, "All categories" first; the first few show until "Show all". */
export function CategoryFilter({
  facets,
  selected,
  onChange,
}: {
  facets: Facet[];
  selected: string | undefined;
  onChange: (category: string | undefined) => void;
}) {
  const [isExpanded, setIsExpanded] = useState(false);
  const list = withSelected(facets, selected ? [selected] : []);
  const shown = isExpanded ? list : list.slice(0, facetsShownMax);
  const name = useId();
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-2 text-sm font-semibold">Category</legend>
      <FacetRadio name={name} label="All categories" checked={!selected} onSelect={() => onChange(undefined)} />
      {shown.map((facet) => (
        <FacetRadio
          key={facet.value}
          name={name}
          label={facet.value}
          count={facet.count}
          checked={selected === facet.value}
          onSelect={() => onChange(facet.value)}
        />
      ))}
      <FacetToggle count={shown.length} total={list.length} onToggle={() => setIsExpanded(true)} />
    </fieldset>
  );
}
