import type { ApiKeyList } from "@agora/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";

/** Path of the API keys collection; also the list's query key. */
export const apiKeysPath = "/api/v1/api-keys";

/** `GET /api/v1/api-keys`: the caller's live keys, newest first. Uses the default query function. */
export const apiKeysQueryOptions = queryOptions<ApiKeyList>({ queryKey: [apiKeysPath] });

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions);
}
