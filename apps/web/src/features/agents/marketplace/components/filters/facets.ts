import type { Facet } from "@/lib/queries/list-agents";

/** Facet values listed before the rest hide behind "Show all". */
export const facetsShownMax = 8;

/** Adds the selected values to the facet list when the server no longer counts them. */
export function withSelected(facets: Facet[], selected: string[]): Facet[] {
  const missing = selected.filter((value) => !facets.some((f) => f.value === value));
  return [...missing.map((value) => ({ value, count: 0 })), ...facets];
}
