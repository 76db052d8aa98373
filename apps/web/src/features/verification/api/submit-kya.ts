import type { KyaRequest } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { applyVerification } from "./keys";

/**
 * `POST /api/v1/agents/:id/verification/kya {…}`: sends the operator's details for an admin's
 * review (kya: pending). Needs level ≥ 3.
 */
export function useSubmitKya(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: KyaRequest) =>
      dataOf(api.POST("/api/v1/agents/{id}/verification/kya", { params: { path: { id: agentId } }, body })),
    onSuccess: (verification) => applyVerification(queryClient, verification),
  });
}
