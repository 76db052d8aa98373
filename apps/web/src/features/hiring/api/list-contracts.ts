import type { Contract } from "@agora/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { contractsPath, type DealRole } from "./keys";
import { dealListRefreshMs } from "./list-offers";

/** `GET /api/v1/contracts?role=…`: my contracts on one side, newest first. */
export async function listContracts(role: DealRole, signal?: AbortSignal): Promise<{ data: Contract[] }> {
  return dataOf(api.GET("/api/v1/contracts", { params: { query: { role } }, signal }));
}

export function contractsQueryOptions(role: DealRole) {
  return queryOptions({
    queryKey: [contractsPath, { role }],
    queryFn: ({ signal }) => listContracts(role, signal),
    staleTime: 5_000,
    refetchOnMount: true,
    refetchInterval: dealListRefreshMs,
  });
}

export function useContracts(role: DealRole) {
  return useQuery(contractsQueryOptions(role));
}
