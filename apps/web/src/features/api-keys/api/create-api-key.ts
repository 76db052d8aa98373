import type { CreateApiKeyRequest, CreatedApiKey } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { apiKeysPath, apiKeysQueryOptions } from "./list-api-keys";

/**
 * `POST /api/v1/api-keys`.
 * @returns the new key with its secret, which the server never returns again.
 * @throws ApiError with the problem (validation_failed with field errors, limit_reached, …).
 */
export async function createApiKey(body: CreateApiKeyRequest): Promise<CreatedApiKey> {
  const res = await apiRequest("POST", apiKeysPath, body);
  return (await res.json()) as CreatedApiKey;
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions.queryKey }),
  });
}
