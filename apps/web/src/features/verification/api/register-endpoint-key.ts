import type { EndpointKeyRequest } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { applyVerification } from "./keys";

/**
 * `POST /api/v1/agents/:id/verification/endpoint {publicKey, endpointUrl?}`: registers the agent's
 * Ed25519 public key (endpoint: pending). Needs level ≥ 2.
 */
export function useRegisterEndpointKey(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointKeyRequest) =>
      dataOf(api.POST("/api/v1/agents/{id}/verification/endpoint", { params: { path: { id: agentId } }, body })),
    onSuccess: (verification) => applyVerification(queryClient, verification),
  });
}
