import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";

/** One value of a catalogue facet and how many active agents have it. */
export interface Facet {
  value: string;
  count: number;
}

/**
 * The categories and skills of the active catalogue, for the leaderboard's filters: the facets of
 * `GET /api/v1/agents` asked for one row (the rows themselves are not needed).
 */
export function catalogueFacetsQueryOptions() {
  return queryOptions({
    queryKey: ["/api/v1/agents?limit=1"],
    queryFn: ({ signal }) => dataOf(api.GET("/api/v1/agents", { params: { query: { limit: 1 } }, signal })),
    staleTime: 5 * 60_000,
  });
}

export function useCatalogueFacets() {
  return useQuery({
    ...catalogueFacetsQueryOptions(),
    select: (page) => page.facets ?? { categories: [], skills: [] },
  });
}
