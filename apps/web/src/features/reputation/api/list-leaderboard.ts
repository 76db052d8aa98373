import type { LeaderboardEntry } from "@agora/contracts";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";

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

/** The query of a leaderboard request, in a fixed order so equal filters share a cache entry. */
function leaderboardQuery(filters: LeaderboardFilters, cursor?: string) {
  return {
    category: filters.category || undefined,
    skill: filters.skill?.trim().toLowerCase() || undefined,
    minVerification: filters.minVerification || undefined,
    cursor: cursor || undefined,
    limit: leaderboardPageSize,
  };
}

/** The query string of a leaderboard request ({@link leaderboardQuery}), e.g. for a cache key. */
export function buildLeaderboardParams(filters: LeaderboardFilters, cursor?: string): URLSearchParams {
  const entries = Object.entries(leaderboardQuery(filters, cursor));
  return new URLSearchParams(entries.flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])));
}

/** `GET /api/v1/reputation/leaderboard` (open): active agents by score, best first. */
export async function listLeaderboard(
  filters: LeaderboardFilters,
  cursor?: string,
  signal?: AbortSignal,
): Promise<LeaderboardPage> {
  const query = leaderboardQuery(filters, cursor);
  return dataOf(api.GET("/api/v1/reputation/leaderboard", { params: { query }, signal }));
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
