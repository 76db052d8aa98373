import type { CreatedWebhook, CreateWebhookRequest } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { webhooksQueryOptions } from "./list-webhooks";

/**
 * `POST /api/v1/webhooks`.
 * @returns the endpoint and its signing secret, which the server never returns again.
 * @throws ApiError with the problem (validation_failed naming `url`, `events`…, limit_reached).
 */
export async function createWebhook(body: CreateWebhookRequest): Promise<CreatedWebhook> {
  return dataOf(api.POST("/api/v1/webhooks", { body }));
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryOptions.queryKey }),
  });
}
