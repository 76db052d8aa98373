import type { KyaReviewDetail } from "@agora/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { kyaQueuePath } from "./keys";

/** `GET /api/v1/admin/verifications/:id`: a request with the agent's ladder and its audit trail. */
export async function getKyaRequest(id: string, signal?: AbortSignal): Promise<KyaReviewDetail> {
  return dataOf(api.GET("/api/v1/admin/verifications/{id}", { params: { path: { id } }, signal }));
}

export function kyaRequestQueryOptions(id: string) {
  return queryOptions({
    queryKey: [kyaQueuePath, "detail", id],
    queryFn: ({ signal }) => getKyaRequest(id, signal),
    staleTime: 0,
    refetchOnMount: true,
  });
}

export function useKyaRequest(id: string) {
  return useQuery(kyaRequestQueryOptions(id));
}
