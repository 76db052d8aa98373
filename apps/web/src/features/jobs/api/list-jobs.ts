import type { JobPage } from "@agora/contracts";
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { dealListRefreshMs } from "@/lib/deals/list-offers";
import { type JobScope, jobsPath } from "./keys";

/**
 * `GET /api/v1/jobs?scope=mine|open&skill=`: my jobs (any state), or open jobs of other clients,
 * newest first, one page; `cursor` is the previous page's `nextCursor`.
 */
export async function listJobs(
  scope: JobScope,
  skill: string,
  signal?: AbortSignal,
  cursor?: string,
): Promise<JobPage> {
  // `/api/v1/jobs?scope=open&skill=python`; no `skill` when it is blank.
  const query = { scope, skill: skill.trim() || undefined, ...(cursor ? { cursor } : {}) };
  return dataOf(api.GET("/api/v1/jobs", { params: { query }, signal }));
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

/** Every job of the list, page after page ("Load more"); keeps the last list on screen while another skill loads. */
export function useJobPages(scope: JobScope, skill = "") {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: [jobsPath, { scope, skill: skill.trim() }, "pages"],
      initialPageParam: undefined as string | undefined,
      queryFn: ({ pageParam, signal }) => listJobs(scope, skill, signal, pageParam),
      getNextPageParam: (page) => page.nextCursor ?? undefined,
      staleTime: 5_000,
      refetchOnMount: true,
      refetchInterval: dealListRefreshMs,
    }),
    placeholderData: keepPreviousData,
  });
}
