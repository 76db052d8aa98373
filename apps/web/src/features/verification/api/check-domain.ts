import { useMutation, useQueryClient } from "@tanstack/react-query";
import { applyVerification, postVerificationStep } from "./keys";

/**
 * `POST /api/v1/agents/:id/verification/domain/check`: the server fetches the token, which takes
 * up to ~5 s; domain becomes verified, or failed with `lastError` in words.
 */
export function useCheckDomain(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postVerificationStep(agentId, "/domain/check"),
    onSuccess: (verification) => applyVerification(queryClient, verification),
  });
}
