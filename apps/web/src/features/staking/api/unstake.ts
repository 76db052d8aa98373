import type { StakePosition, UnstakeRequest } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { invalidateStakeViews } from "./stake-on-agent";

/**
 * `POST /api/v1/stakes/:id/unstake` with an Idempotency-Key: starts the cooldown for the amount
 * (all of the active stake when left out); the money returns to the available balance by itself
 * when the cooldown ends.
 * @throws ApiError: 400 naming `amount` when it is more than the active stake; 409 invalid_state
 *   when nothing is staked; 404 for a position that is not mine.
 */
export async function unstake(stakeId: string, body: UnstakeRequest, key: string): Promise<StakePosition> {
  return dataOf(
    api.POST("/api/v1/stakes/{id}/unstake", {
      params: { path: { id: stakeId }, header: { "idempotency-key": key } },
      body,
    }),
  );
}

export function useUnstake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stakeId, body, key }: { stakeId: string; body: UnstakeRequest; key: string }) =>
      unstake(stakeId, body, key),
    onSuccess: () => invalidateStakeViews(queryClient),
  });
}
