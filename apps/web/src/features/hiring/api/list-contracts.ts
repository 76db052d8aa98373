import type { Contract } from "@agora/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "./http";
import { contractsPath, type DealRole } from "./keys";
import { dealListRefreshMs } from "./list-offers";

/** `GET /api/v1/contracts?role=…`: my contracts on one side, newest first. */
export function contractsQueryOptions(role: DealRole) {
  return queryOptions({
    queryKey: [contractsPath, { role }],
    queryFn: ({ signal }) => getJson<{ data: Contract[] }>(`${contractsPath}?role=${role}`, signal),
    staleTime: 5_000,
    refetchOnMount: true,
    refetchInterval: dealListRefreshMs,
  });
}

export function useContracts(role: DealRole) {
  return useQuery(contractsQueryOptions(role));
}
