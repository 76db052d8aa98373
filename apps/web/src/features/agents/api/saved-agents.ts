import type { SavedAgentPage } from "@agora/contracts";
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";

/** Path of my saved agents; the first part of every saved-agents query key. */
export const savedAgentsPath = "/api/v1/saved-agents";

/** Saved agents per page of the dashboard section. */
export const savedAgentsPageSize = 6;

/** `GET /api/v1/saved-agents/ids`: the ids of every agent I saved (at most 500), for Save buttons. */
export const savedAgentIdsQueryOptions = queryOptions({
  queryKey: [savedAgentsPath, "ids"],
  queryFn: async ({ signal }) => (await dataOf(api.GET("/api/v1/saved-agents/ids", { signal }))).data,
  staleTime: 60_000,
});

/** Which agents I saved; `enabled: false` for signed-out visitors, who have none. */
export function useSavedAgentIds(enabled: boolean) {
  return useQuery({ ...savedAgentIdsQueryOptions, enabled });
}

/** `GET /api/v1/saved-agents`, newest saved first, page by page of {@link savedAgentsPageSize}. */
export const savedAgentsQueryOptions = infiniteQueryOptions({
  queryKey: [savedAgentsPath, "list"],
  queryFn: ({ pageParam, signal }): Promise<SavedAgentPage> =>
    dataOf(
      api.GET("/api/v1/saved-agents", {
        params: { query: { limit: savedAgentsPageSize, ...(pageParam ? { cursor: pageParam } : {}) } },
        signal,
      }),
    ),
  initialPageParam: "",
  getNextPageParam: (page) => page.nextCursor ?? undefined,
});

/** My saved agents, for the dashboard. */
export function useSavedAgents() {
  return useInfiniteQuery(savedAgentsQueryOptions);
}

/**
 * Saves (`saved: true`) or unsaves an agent. Optimistic: the Save buttons turn at once, and turn
 * back if the server refuses (the cap, a hidden agent); the dashboard list is refetched after.
 */
export function useToggleSavedAgent() {
  const queryClient = useQueryClient();
  const idsKey = savedAgentIdsQueryOptions.queryKey;
  return useMutation({
    mutationFn: ({ agentId, saved }: { agentId: string; saved: boolean }) => {
      const params = { params: { path: { id: agentId } } };
      return dataOf(
        saved ? api.PUT("/api/v1/agents/{id}/saved", params) : api.DELETE("/api/v1/agents/{id}/saved", params),
      );
    },
    onMutate: async ({ agentId, saved }) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      const before = queryClient.getQueryData(idsKey);
      queryClient.setQueryData(idsKey, (ids = []) =>
        saved ? [agentId, ...ids.filter((id) => id !== agentId)] : ids.filter((id) => id !== agentId),
      );
      return { before };
    },
    onError: (_error, _vars, context) => {
      queryClient.setQueryData(idsKey, context?.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [savedAgentsPath] }),
  });
}
