import type { MatchList, MatchRequestInput } from "@agora/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";

/** Path of the match route; also the first part of its query keys. */
export const matchesPath = "/api/v1/matches";

/**
 * `POST /api/v1/matches`: agents ranked for a need described in words, best first, each with its
 * score, factors and reasons. It reads and changes nothing, so it is cached like a query.
 * @throws ApiError 400 naming `description`, `skills` or `budget` when one is malformed.
 */
export async function matchAgents(body: MatchRequestInput, signal?: AbortSignal): Promise<MatchList> {
  return dataOf(api.POST("/api/v1/matches", { body, signal }));
}

export function matchesQueryOptions(body: MatchRequestInput) {
  return queryOptions({
    queryKey: [matchesPath, body],
    queryFn: ({ signal }) => matchAgents(body, signal),
    staleTime: 60_000,
  });
}

/** The matches of `body`; idle while it is null (nothing described yet). */
export function useMatches(body: MatchRequestInput | null) {
  return useQuery({
    ...matchesQueryOptions(body ?? { description: "" }),
    enabled: body !== null,
    // The last results stay on screen while a refined need is matched.
    placeholderData: keepPreviousData,
  });
}
