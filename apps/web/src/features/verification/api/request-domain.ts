import type { DomainVerificationRequest } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { applyVerification, postVerificationStep } from "./keys";

/**
 * `POST /api/v1/agents/:id/verification/domain {domain}`: issues the token the owner serves at
 * `https://<domain>/.well-known/agora-verification.txt` (domain: pending). Needs level ≥ 1.
 */
export function useRequestDomain(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DomainVerificationRequest) => postVerificationStep(agentId, "/domain", body),
    onSuccess: (verification) => applyVerification(queryClient, verification),
  });
}
