import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";

/** Path of the mandates collection; also the first part of every mandate query key. */
export const mandatesPath = "/api/v1/mandates";

/** `GET /api/v1/mandates`: the caller's mandates, newest first, each with its spend. */
export const mandatesQueryOptions = queryOptions({
  queryKey: [mandatesPath],
  queryFn: ({ signal }) => dataOf(api.GET("/api/v1/mandates", { signal })),
  // Spend moves while an agent works with its key; the page keeps up without a reload.
  refetchInterval: 30_000,
});

export function useMandates() {
  return useQuery(mandatesQueryOptions);
}
