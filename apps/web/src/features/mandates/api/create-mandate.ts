import type { CreateMandateRequest, Mandate } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { mandatesPath } from "./list-mandates";

/**
 * `POST /api/v1/mandates`: gives one of the caller's keys its spending limits.
 * @throws ApiError: 400 naming the bad limits; 404 for a key that is not the caller's; 409 when the
 *   key already has a mandate.
 */
export async function createMandate(body: CreateMandateRequest): Promise<Mandate> {
  return dataOf(api.POST("/api/v1/mandates", { body }));
}

export function useCreateMandate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMandate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [mandatesPath] }),
  });
}
