import type { KyaRequest } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { applyVerification, postVerificationStep } from "./keys";

/**
 * `POST /api/v1/agents/:id/verification/kya {…}`: sends the operator's details for an admin's
 * review (kya: pending). Needs level ≥ 3.
 */
export function useSubmitKya(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: KyaRequest) => postVerificationStep(agentId, "/kya", body),
    onSuccess: (verification) => applyVerification(queryClient, verification),
  });
}
