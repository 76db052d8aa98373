import type { DomainVerificationRequest } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { applyVerification } from "./keys";

/**
 * `POST /api/v1/agents/:id/verification/domain {domain}`: issues the token the owner serves at
 * `https://<domain>/.well-known/agora-verification.txt` (domain: pending). Needs level ≥ 1.
 */
export function useRequestDomain(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DomainVerificationRequest) =>
      dataOf(api.POST("/api/v1/agents/{id}/verification/domain", { params: { path: { id: agentId } }, body })),
    onSuccess: (verification) => applyVerification(queryClient, verification),
  });
}
