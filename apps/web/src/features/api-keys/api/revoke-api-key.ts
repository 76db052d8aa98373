import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { apiKeysQueryOptions } from "@/lib/queries/list-api-keys";

/** `DELETE /api/v1/api-keys/:id`: the key stops working at once. Answers 204. */
export async function revokeApiKey(id: string): Promise<void> {
  await api.DELETE("/api/v1/api-keys/{id}", { params: { path: { id } } });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: (_result, id) => {
      // Drop the row now rather than after the refetch, so the list never shows a dead key.
      queryClient.setQueryData(apiKeysQueryOptions.queryKey, (pages) =>
        pages
          ? {
              ...pages,
              pages: pages.pages.map((page) => ({ ...page, data: page.data.filter((key) => key.id !== id) })),
            }
          : pages,
      );
      return queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions.queryKey });
    },
  });
}
