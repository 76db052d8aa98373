import type { ServiceSummary } from "@agora/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";

/** Path of the public service list; also its query key. */
export const servicesPath = "/api/services";

/** The list is fresh for 5 min (docs/product/product-spec.md §7). */
const servicesStaleMs = 5 * 60_000;

/**
 * The answer as sent: a plain array, or the cursor page `{ data, nextCursor }` that docs/product/DESIGN.md
 * uses for lists. Both are read, so the shell does not depend on which one the server picks.
 */
type ServicesAnswer = ServiceSummary[] | { data: ServiceSummary[] } | null;

/** The services of an answer; anything unexpected reads as no services. */
export function toServiceList(answer: ServicesAnswer): ServiceSummary[] {
  if (Array.isArray(answer)) return answer;
  if (answer && Array.isArray(answer.data)) return answer.data;
  return [];
}

/** `GET /api/services`: the services on offer. */
export const servicesQueryOptions = queryOptions({
  queryKey: [servicesPath],
  queryFn: ({ signal }): Promise<ServicesAnswer> => dataOf(api.GET("/api/services", { signal })),
  staleTime: servicesStaleMs,
  select: (answer: ServicesAnswer) => toServiceList(answer),
});

export function useServices() {
  return useQuery(servicesQueryOptions);
}
