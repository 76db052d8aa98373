import type { Job } from "@agora/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { jobsPath } from "./keys";

/** `GET /api/v1/jobs/:id`: an open job, or a closed one of mine. @throws ApiError 404 otherwise. */
export async function getJob(id: string, signal?: AbortSignal): Promise<Job> {
  const res = await apiRequest("GET", `${jobsPath}/${encodeURIComponent(id)}`, undefined, { signal });
  return (await res.json()) as Job;
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
