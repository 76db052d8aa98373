import type { Job } from "@agora/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { dealListRefreshMs } from "@/features/hiring/api/list-offers";
import { apiRequest } from "@/lib/api";
import { type JobScope, jobsPath } from "./keys";

/** The URL of a job list: `/api/v1/jobs?scope=open&skill=python`. */
export function buildJobsUrl(scope: JobScope, skill = ""): string {
  const params = new URLSearchParams({ scope });
  if (skill.trim()) params.set("skill", skill.trim());
  return `${jobsPath}?${params.toString()}`;
}

/** `GET /api/v1/jobs?scope=mine|open&skill=`: my jobs (any state), or open jobs of other clients. */
export async function listJobs(scope: JobScope, skill: string, signal?: AbortSignal): Promise<{ data: Job[] }> {
  const res = await apiRequest("GET", buildJobsUrl(scope, skill), undefined, { signal });
  return (await res.json()) as { data: Job[] };
}

export function jobsQueryOptions(scope: JobScope, skill = "") {
  return queryOptions({
    queryKey: [jobsPath, { scope, skill: skill.trim() }],
    queryFn: ({ signal }) => listJobs(scope, skill, signal),
    staleTime: 5_000,
    refetchOnMount: true,
    // New offers change the counts; other clients post new jobs.
    refetchInterval: dealListRefreshMs,
  });
}

/** @param skill only jobs asking for this skill (exact match); all when empty. */
export function useJobs(scope: JobScope, skill = "") {
  // Keep the last list on screen while another skill loads, instead of flashing skeletons.
  return useQuery({ ...jobsQueryOptions(scope, skill), placeholderData: keepPreviousData });
}
