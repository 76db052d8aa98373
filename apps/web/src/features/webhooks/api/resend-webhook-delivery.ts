import type { WebhookDelivery } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { webhookDeliveriesKey } from "./list-webhook-deliveries";
import { webhooksQueryOptions } from "./list-webhooks";

/**
 * `POST /api/v1/webhook-deliveries/:id/resend`: a new delivery of the same event, due now (a
 * disabled endpoint is turned back on).
 * @returns the new delivery.
 */
export async function resendWebhookDelivery(id: string): Promise<WebhookDelivery> {
  return dataOf(api.POST("/api/v1/webhook-deliveries/{id}/resend", { params: { path: { id } } }));
}

export function useResendWebhookDelivery(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendWebhookDelivery,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: webhookDeliveriesKey(endpointId) }),
        queryClient.invalidateQueries({ queryKey: webhooksQueryOptions.queryKey }),
      ]),
  });
}
