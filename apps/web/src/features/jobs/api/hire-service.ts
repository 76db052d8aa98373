import type { HireRequest, Offer } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { offersPath } from "@/lib/deals/keys";

/**
 * `POST /api/v1/services/:id/hire`: an offer at the service's terms, pending until the agent's
 * owner accepts. `{}` for per-minute services, `{amount}` within the price range for fixed price.
 * @throws ApiError: 403 for one's own agent, 400 with an `amount` field error, 404 for a hidden service.
 */
export async function hireService(serviceId: string, body: HireRequest, key: string): Promise<Offer> {
  const { offer } = await dataOf(
    api.POST("/api/v1/services/{id}/hire", {
      params: { path: { id: serviceId }, header: { "idempotency-key": key } },
      body,
    }),
  );
  return offer;
}

export function useHireService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ serviceId, body, key }: { serviceId: string; body: HireRequest; key: string }) =>
      hireService(serviceId, body, key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [offersPath] }),
  });
}
