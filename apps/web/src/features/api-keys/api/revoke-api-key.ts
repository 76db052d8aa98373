import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { apiKeysQueryOptions } from "@/lib/queries/list-api-keys";
import { descendantsOf } from "../family";

/**
 * `DELETE /api/v1/api-keys/:id`: the key stops working at once, and so does every key created
 * through it (its descendants). Answers 204.
 */
export async function revokeApiKey(id: string): Promise<void> {
  await api.DELETE("/api/v1/api-keys/{id}", { params: { path: { id } } });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: (_result, id) => {
      // Drop the rows now rather than after the refetch, so the list never shows a dead key: the
      // key and the descendants the server revoked with it.
      queryClient.setQueryData(apiKeysQueryOptions.queryKey, (pages) => {
        if (!pages) return pages;
        const loaded = pages.pages.flatMap((page) => page.data);
        const gone = new Set([id, ...descendantsOf(loaded, id).map((key) => key.id)]);
        return {
          ...pages,
          pages: pages.pages.map((page) => ({ ...page, data: page.data.filter((key) => !gone.has(key.id)) })),
        };
      });
      return queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions.queryKey });
    },
  });
}
