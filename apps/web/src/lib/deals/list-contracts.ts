import type { ContractPage } from "@agora/contracts";
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { contractsPath, type DealRole } from "./keys";
import { dealListRefreshMs } from "./list-offers";

/**
 * `GET /api/v1/contracts?role=…`: my contracts on one side, newest first, one page.
 * @param cursor the previous page's `nextCursor`; the first page when absent.
 * @param jobId only the contracts made on this job.
 */
export async function listContracts(
  role: DealRole,
  { cursor, jobId, signal }: { cursor?: string | undefined; jobId?: string; signal?: AbortSignal } = {},
): Promise<ContractPage> {
  const query = { role, ...(cursor ? { cursor } : {}), ...(jobId ? { jobId, limit: 100 } : {}) };
  return dataOf(api.GET("/api/v1/contracts", { params: { query }, signal }));
}

/** The newest page of my contracts on one side (the dashboard's overview). */
export function contractsQueryOptions(role: DealRole) {
  return queryOptions({
    queryKey: [contractsPath, { role }],
    queryFn: ({ signal }) => listContracts(role, { signal }),
    staleTime: 5_000,
    refetchOnMount: true,
    refetchInterval: dealListRefreshMs,
  });
}

export function useContracts(role: DealRole) {
  return useQuery(contractsQueryOptions(role));
}

/** All my contracts on one side, page after page ("Load more"). */
export function useContractPages(role: DealRole) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [contractsPath, { role }, "pages"],
      initialPageParam: undefined as string | undefined,
      queryFn: ({ pageParam, signal }) => listContracts(role, { cursor: pageParam, signal }),
      getNextPageParam: (page) => page.nextCursor ?? undefined,
      staleTime: 5_000,
      refetchOnMount: true,
      refetchInterval: dealListRefreshMs,
    }),
  );
}

/** My contracts on one side made on job `jobId` (a job has a few; one page of 100 holds them). */
export function useJobContracts(jobId: string, role: DealRole) {
  return useQuery({
    queryKey: [contractsPath, { role, jobId }],
    queryFn: ({ signal }) => listContracts(role, { jobId, signal }),
    staleTime: 5_000,
    refetchOnMount: true,
    refetchInterval: dealListRefreshMs,
  });
}
