import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";

/**
 * Path of my compliance status; also the prefix of every compliance query key, so a verification
 * step that invalidates `[compliancePath]` refreshes the status and the dashboard together.
 */
export const compliancePath = "/api/v1/compliance";

/** `GET /api/v1/compliance`: my tier, its limits, the next tier, my agents and my audit trail. */
export const complianceQueryOptions = queryOptions({
  queryKey: [compliancePath],
  queryFn: ({ signal }) => dataOf(api.GET("/api/v1/compliance", { signal })),
  staleTime: 0,
  refetchOnMount: true,
});

export function useCompliance() {
  return useQuery(complianceQueryOptions);
}
