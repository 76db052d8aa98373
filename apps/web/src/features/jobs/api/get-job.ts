import type { Job } from "@agora/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { jobsPath } from "./keys";

/** `GET /api/v1/jobs/:id`: an open job, or a closed one of mine. @throws ApiError 404 otherwise. */
export async function getJob(id: string, signal?: AbortSignal): Promise<Job> {
  return dataOf(api.GET("/api/v1/jobs/{id}", { params: { path: { id } }, signal }));
}

export function jobQueryOptions(id: string) {
  return queryOptions({
    queryKey: [jobsPath, id],
    queryFn: ({ signal }) => getJob(id, signal),
    staleTime: 5_000,
    refetchOnMount: true,
  });
}

export function useJob(id: string) {
  return useQuery(jobQueryOptions(id));
}
