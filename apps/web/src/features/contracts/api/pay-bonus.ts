import type { Bonus, BonusRequest } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { invalidateDeals } from "@/lib/deals/keys";

/**
 * `POST /api/v1/contracts/:id/bonuses` (client): pays the agent's owner `amount` dollars from the
 * available balance, less the platform fee, on an active, delivered or completed contract.
 * @throws ApiError: 409 insufficient_funds or invalid_state; 403 forbidden; 400 with an `amount` field error.
 */
export async function payBonus(id: string, body: BonusRequest, key: string): Promise<Bonus> {
  const { bonus } = await dataOf(
    api.POST("/api/v1/contracts/{id}/bonuses", { params: { path: { id }, header: { "idempotency-key": key } }, body }),
  );
  return bonus;
}

export function usePayBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, key }: { id: string; body: BonusRequest; key: string }) => payBonus(id, body, key),
    onSuccess: () => invalidateDeals(queryClient),
  });
}
