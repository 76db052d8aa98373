import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { webhooksQueryOptions } from "./list-webhooks";

/** `DELETE /api/v1/webhooks/:id`: the endpoint and its pending deliveries go. Answers 204. */
export async function deleteWebhook(id: string): Promise<void> {
  await api.DELETE("/api/v1/webhooks/{id}", { params: { path: { id } } });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryOptions.queryKey }),
  });
}
