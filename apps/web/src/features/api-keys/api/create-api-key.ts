import type { CreateApiKeyRequest, CreatedApiKey } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { apiKeysQueryOptions } from "@/lib/queries/list-api-keys";

/**
 * `POST /api/v1/api-keys`.
 * @returns the new key with its secret, which the server never returns again.
 * @throws ApiError with the problem (validation_failed with field errors, limit_reached, …).
 */
export async function createApiKey(body: CreateApiKeyRequest): Promise<CreatedApiKey> {
  return dataOf(api.POST("/api/v1/api-keys", { body }));
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions.queryKey }),
  });
}
