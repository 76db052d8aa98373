import type { ApiKey, ApiKeyPage } from "@agora/contracts";
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";

/** Path of the API keys collection; also the prefix of the lists' query keys. */
export const apiKeysPath = "/api/v1/api-keys";

/**
 * `GET /api/v1/api-keys?cursor=…`: one page of the caller's unrevoked keys, newest first, as many
 * as the server's default page holds.
 * @param cursor the previous page's `nextCursor`; the first page when absent.
 */
export async function listApiKeys(cursor?: string, signal?: AbortSignal): Promise<ApiKeyPage> {
  return dataOf(api.GET("/api/v1/api-keys", { params: { query: cursor ? { cursor } : {} }, signal }));
}

/** My keys as pages chained by `nextCursor` ("Load more"); a refetch reloads every loaded page. */
export const apiKeysQueryOptions = infiniteQueryOptions({
  queryKey: [apiKeysPath],
  initialPageParam: undefined as string | undefined,
  queryFn: ({ pageParam, signal }) => listApiKeys(pageParam, signal),
  getNextPageParam: (page: ApiKeyPage) => page.nextCursor ?? undefined,
});

/** My API keys, page after page (the /api-keys page). */
export function useApiKeys() {
  return useInfiniteQuery(apiKeysQueryOptions);
}

/**
 * Every one of my unrevoked keys, read page after page, for a picker that must offer all of them
 * (a key past the first page can still get a mandate). Live keys are at most `apiKeysPerUserMax`,
 * so the walk is short unless many expired keys are kept.
 */
export const allApiKeysQueryOptions = queryOptions({
  queryKey: [apiKeysPath, "all"],
  queryFn: async ({ signal }): Promise<{ data: ApiKey[] }> => {
    const data: ApiKey[] = [];
    let cursor: string | undefined;
    do {
      const page = await listApiKeys(cursor, signal);
      data.push(...page.data);
      cursor = page.nextCursor ?? undefined;
    } while (cursor !== undefined);
    return { data };
  },
});

/** See {@link allApiKeysQueryOptions}. */
export function useAllApiKeys() {
  return useQuery(allApiKeysQueryOptions);
}
