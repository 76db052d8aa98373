import type { Mandate, UpdateMandateRequest } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { mandatesPath } from "./list-mandates";

/**
 * `PATCH /api/v1/mandates/:id`: changes limits; null clears an optional one. It applies to the
 * key's next call.
 * @throws ApiError: 400 naming the bad limits; 404 for another user's mandate; 409 once revoked.
 */
export async function updateMandate(id: string, body: UpdateMandateRequest): Promise<Mandate> {
  return dataOf(api.PATCH("/api/v1/mandates/{id}", { params: { path: { id } }, body }));
}

export function useUpdateMandate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateMandateRequest }) => updateMandate(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [mandatesPath] }),
  });
}
