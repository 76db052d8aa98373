import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { jobsPath } from "./keys";

/** Agents a job page suggests; the full ranking is on `/ai-tools`. */
export const jobMatchesShown = 5;

/**
 * `GET /api/v1/jobs/:id/matches`: agents ranked for a posted job, best first, with factors and
 * reasons. Only the job's client may ask. @throws ApiError 404 for anyone else.
 */
export function jobMatchesQueryOptions(jobId: string) {
  return queryOptions({
    queryKey: [jobsPath, jobId, "matches"],
    queryFn: ({ signal }) =>
      dataOf(
        api.GET("/api/v1/jobs/{id}/matches", {
          params: { path: { id: jobId }, query: { limit: jobMatchesShown } },
          signal,
        }),
      ),
    staleTime: 60_000,
  });
}

export function useJobMatches(jobId: string) {
  return useQuery(jobMatchesQueryOptions(jobId));
}
