import type { LeaderboardEntry } from "@agora/contracts";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const leaderboardPath = "/api/v1/reputation/leaderboard";

/** Rows per page of the leaderboard (the API allows up to 100). */
export const leaderboardPageSize = 20;

/** The leaderboard's filters; all optional. */
export interface LeaderboardFilters {
  category?: string | undefined;
  skill?: string | undefined;
  /** Lowest KYA level, 1–4 (0 is no filter). */
  minVerification?: number | undefined;
}

export interface LeaderboardPage {
  data: LeaderboardEntry[];
  nextCursor: string | null;
}

/** The query string of a leaderboard request, in a fixed order so equal filters share a cache entry. */
export function buildLeaderboardParams(filters: LeaderboardFilters, cursor?: string): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category) params.set("category", filters.category);
  if (filters.skill?.trim()) params.set("skill", filters.skill.trim().toLowerCase());
  if (filters.minVerification) params.set("minVerification", String(filters.minVerification));
  if (cursor) params.set("cursor", cursor);
  params.set("limit", String(leaderboardPageSize));
  return params;
}

/** `GET /api/v1/reputation/leaderboard` (open): active agents by score, best first. */
export async function listLeaderboard(
  filters: LeaderboardFilters,
  cursor?: string,
  signal?: AbortSignal,
): Promise<LeaderboardPage> {
  const res = await apiRequest("GET", `${leaderboardPath}?${buildLeaderboardParams(filters, cursor)}`, undefined, {
    signal,
  });
  return (await res.json()) as LeaderboardPage;
}

export function leaderboardQueryOptions(filters: LeaderboardFilters) {
  return infiniteQueryOptions({
    queryKey: [leaderboardPath, buildLeaderboardParams(filters).toString()],
    queryFn: ({ pageParam, signal }) => listLeaderboard(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 60_000,
  });
}

/** The leaderboard page after page; the previous rows stay while new filters load. */
export function useLeaderboard(filters: LeaderboardFilters) {
  return useInfiniteQuery({ ...leaderboardQueryOptions(filters), placeholderData: keepPreviousData });
}
