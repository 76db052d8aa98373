import type { StakePosition, StakeRequest } from "@agora/contracts";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { walletPath } from "@/lib/queries/get-wallet";
import { agentsPath } from "@/lib/queries/list-agents";
import { stakesPath } from "./list-stakes";
import { topStakePoolsPath } from "./list-top-stake-pools";

/**
 * `POST /api/v1/agents/:id/stakes` with an Idempotency-Key: moves the amount from my available
 * balance to my stake on the agent, adding to my position there.
 * @throws ApiError: 400 naming `amount`; 409 insufficient_funds; 404 for an agent that cannot be
 *   staked on; 403 for a key under a spending mandate.
 */
export async function stakeOnAgent(agentId: string, body: StakeRequest, key: string): Promise<StakePosition> {
  return dataOf(
    api.POST("/api/v1/agents/{id}/stakes", {
      params: { path: { id: agentId }, header: { "idempotency-key": key } },
      body,
    }),
  );
}

/**
 * Refreshes whatever a stake or an unstake changes: my balances, my stakes, the pools and the
 * agents' stake signals.
 */
export function invalidateStakeViews(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [walletPath, stakesPath, topStakePoolsPath, agentsPath].map((path) =>
      queryClient.invalidateQueries({ queryKey: [path] }),
    ),
  ).then(() => undefined);
}

export function useStakeOnAgent(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: StakeRequest; key: string }) => stakeOnAgent(agentId, body, key),
    onSuccess: () => invalidateStakeViews(queryClient),
  });
}
