import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";

/** Path of the public service catalogue (v1, with the agents' query parameters). */
export const servicesV1Path = "/api/v1/services";

/** `GET /api/v1/services?q=…&limit=…`: active services matching the words. */
export function useServiceSearch(q: string, limit = 10) {
  const params = new URLSearchParams({ q, limit: String(limit) });
  return useQuery({
    queryKey: [`${servicesV1Path}?${params.toString()}`],
    queryFn: ({ signal }) => dataOf(api.GET("/api/v1/services", { params: { query: { q, limit } }, signal })),
    enabled: q.trim() !== "",
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
