import type { Withdrawal, WithdrawalStatus } from "@agora/contracts";
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { auditLogPath } from "./audit-log";

export const withdrawalDeskPath = "/api/v1/admin/withdrawals";

/**
 * `GET /api/v1/admin/withdrawals?status=` (admins): requested ones oldest first, decided ones
 * newest first, cursor-paged.
 */
export function withdrawalDeskQueryOptions(status: WithdrawalStatus) {
  return infiniteQueryOptions({
    queryKey: [withdrawalDeskPath, status],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      dataOf(
        api.GET(withdrawalDeskPath, {
          params: { query: pageParam ? { status, cursor: pageParam } : { status } },
          signal,
        }),
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useWithdrawalDesk(status: WithdrawalStatus) {
  return useInfiniteQuery(withdrawalDeskQueryOptions(status));
}

/** What an admin decides on a requested withdrawal; a rejection carries the reason the user reads. */
export type WithdrawalDecision = { decision: "paid" } | { decision: "rejected"; reason: string };

/**
 * `POST /api/v1/admin/withdrawals/{id}/{paid|rejected}` with an Idempotency-Key.
 * @throws ApiError: 400 naming `reason`; 409 `invalid_state` when another admin decided first,
 *   `conflict_of_interest` for the admin's own withdrawal.
 */
export async function decideWithdrawal(id: string, decision: WithdrawalDecision, key: string): Promise<Withdrawal> {
  return dataOf(
    api.POST("/api/v1/admin/withdrawals/{id}/{decision}", {
      params: { path: { id, decision: decision.decision }, header: { "idempotency-key": key } },
      body: decision.decision === "rejected" ? { reason: decision.reason } : {},
    }),
  );
}

export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, key }: { id: string; decision: WithdrawalDecision; key: string }) =>
      decideWithdrawal(id, decision, key),
    // Every tab of the desk and the audit log changed; a refusal (decided elsewhere) too, as the queue is stale.
    onSettled: () =>
      Promise.all(
        [withdrawalDeskPath, auditLogPath].map((path) => queryClient.invalidateQueries({ queryKey: [path] })),
      ),
  });
}
