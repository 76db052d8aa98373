import { useId } from "react";
import { NativeSelect } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { CatalogueSort } from "@/lib/queries/list-agents";
import { catalogueSorts } from "../../url-state";

/** The catalogue's sort order, as a native select. */
export function SortSelect({ value, onChange }: { value: CatalogueSort; onChange: (sort: CatalogueSort) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="shrink-0 text-muted-foreground">
        Sort by
      </Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as CatalogueSort)}
        className="h-11 w-44 sm:h-9"
      >
        {catalogueSorts.map((sort) => (
          <option key={sort.value} value={sort.value}>
            {sort.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
