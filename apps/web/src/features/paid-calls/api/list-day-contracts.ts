import type { X402DayContractPage, X402DayContractRole } from "@agora/contracts";
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { walletPath } from "@/lib/queries/get-wallet";
import { useRealtime } from "@/lib/realtime";
import { paidCallsPath } from "./keys";

/** Day contracts per page (the server allows up to 100). */
export const dayContractsPageSize = 25;

/** `GET /api/v1/x402/day-contracts?role=…`: one page of my day contracts on one side, newest day first. */
export async function listDayContracts(
  role: X402DayContractRole,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<X402DayContractPage> {
  const query = { role, limit: dayContractsPageSize, ...(cursor ? { cursor } : {}) };
  return dataOf(api.GET("/api/v1/x402/day-contracts", { params: { query }, signal }));
}

/** My day contracts on one side as pages chained by `nextCursor` ("Load more"). */
export function dayContractsQueryOptions(role: X402DayContractRole) {
  return infiniteQueryOptions({
    queryKey: [paidCallsPath, { role }],
    queryFn: ({ pageParam, signal }) => listDayContracts(role, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page: X402DayContractPage) => page.nextCursor,
  });
}

/**
 * Reads paid calls again when one settles: `x402.settled` arrives on my `user` channel whether I
 * paid it or my agent was paid (decision 087), and my balance moved too. While the socket is not
 * subscribed the lists poll every 15 s instead, so the page never shows stale spend for long.
 * @returns whether live updates are on.
 */
export function usePaidCallsLive(): boolean {
  const queryClient = useQueryClient();
  const channel = useRealtime("user", (event) => {
    if (event.event !== "x402.settled") return;
    void queryClient.invalidateQueries({ queryKey: [paidCallsPath] });
    void queryClient.invalidateQueries({ queryKey: [walletPath] });
  });
  return channel === "subscribed";
}

/** Polling interval while live updates are off, ms. */
export const paidCallsPollMs = 15_000;

/** My day contracts on one side, page after page, polled only while `isLive` is false. */
export function useDayContracts(role: X402DayContractRole, isLive: boolean) {
  return useInfiniteQuery({ ...dayContractsQueryOptions(role), refetchInterval: isLive ? false : paidCallsPollMs });
}
