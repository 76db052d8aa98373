import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { mandatesPath } from "./list-mandates";

/** `DELETE /api/v1/mandates/:id`: revokes the mandate at once; the key's next money call is refused. */
export async function revokeMandate(id: string): Promise<void> {
  await api.DELETE("/api/v1/mandates/{id}", { params: { path: { id } } });
}

export function useRevokeMandate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeMandate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [mandatesPath] }),
  });
}
