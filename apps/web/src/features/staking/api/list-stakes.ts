import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { walletPath } from "@/lib/queries/get-wallet";
import { useRealtime } from "@/lib/realtime";

/** Path of my stakes; also the first part of their query key. */
export const stakesPath = "/api/v1/stakes";

/** Positions per page of my stakes (the API allows up to 100). */
export const stakesPageSize = 25;

/**
 * `GET /api/v1/stakes`: my positions, newest first, each with its cooldowns, earnings and slashes;
 * every page carries my totals over all of them.
 */
export const stakesQueryOptions = infiniteQueryOptions({
  queryKey: [stakesPath],
  queryFn: ({ pageParam, signal }) =>
    dataOf(api.GET("/api/v1/stakes", { params: { query: { cursor: pageParam, limit: stakesPageSize } }, signal })),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => last.nextCursor ?? undefined,
});

/**
 * My stakes, page after page; `enabled: false` for a visitor, who has none. Live: a slash or a
 * finished cooldown arrives as `stake.slashed|released` on my `user` channel, and my stakes and
 * my wallet are read again.
 */
export function useMyStakes({ enabled = true }: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  useRealtime(enabled ? "user" : null, (event) => {
    if (!event.event.startsWith("stake.")) return;
    void queryClient.invalidateQueries({ queryKey: [stakesPath] });
    void queryClient.invalidateQueries({ queryKey: [walletPath] });
  });
  return useInfiniteQuery({ ...stakesQueryOptions, enabled });
}
