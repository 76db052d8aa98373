/** One radio choice of a facet, with the number of agents it matches when the server counted them. */
export function FacetRadio({
  name,
  label,
  count,
  checked,
  onSelect,
}: {
  name: string;
  label: string;
  count?: number;
  checked: boolean;
  onSelect: () => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm">
      <input type="radio" name={name} checked={checked} onChange={onSelect} className="size-4 accent-primary" />
      <span className="flex-1 truncate">{label}</span>
      {count !== undefined ? " " : null}
      {count !== undefined ? (
        <span className="text-xs text-muted-foreground tabular-nums">
          <span className="sr-only">(</span>
          {count}
          <span className="sr-only">)</span>
        </span>
      ) : null}
    </label>
  );
}
