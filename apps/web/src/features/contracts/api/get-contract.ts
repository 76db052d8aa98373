import type { Contract } from "@agora/contracts";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { contractsPath } from "@/lib/deals/keys";

/** How often an open contract is re-read while it can still change, ms (the other side acts too). */
export const contractRefreshMs = 5_000;

/** Whether nothing more can happen to a contract. */
export function isClosed(contract: Pick<Contract, "status">): boolean {
  return contract.status === "completed" || contract.status === "cancelled" || contract.status === "resolved";
}

/** `GET /api/v1/contracts/:id`: the contract with its escrow, payouts and fees. */
export async function getContract(id: string, signal?: AbortSignal): Promise<Contract> {
  return dataOf(api.GET("/api/v1/contracts/{id}", { params: { path: { id } }, signal }));
}

export function contractQueryOptions(id: string) {
  return queryOptions({
    queryKey: [contractsPath, id],
    queryFn: ({ signal }) => getContract(id, signal),
    staleTime: 0,
    refetchOnMount: true,
    refetchInterval: (query) => (query.state.data && isClosed(query.state.data) ? false : contractRefreshMs),
  });
}

export function useContract(id: string) {
  return useQuery(contractQueryOptions(id));
}

/** Puts a contract a mutation answered with into the cache, so the panel shows it at once. */
export function storeContract(queryClient: QueryClient, contract: Contract): void {
  queryClient.setQueryData(contractQueryOptions(contract.id).queryKey, contract);
}
