import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";

/** Path of the API keys collection; also the list's query key. */
export const apiKeysPath = "/api/v1/api-keys";

/** `GET /api/v1/api-keys`: the caller's live keys, newest first. */
export const apiKeysQueryOptions = queryOptions({
  queryKey: [apiKeysPath],
  queryFn: ({ signal }) => dataOf(api.GET("/api/v1/api-keys", { signal })),
});

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions);
}
