import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { applyVerification } from "./keys";

/**
 * `POST /api/v1/agents/:id/verification/endpoint/challenge`: the server POSTs a nonce to the
 * endpoint, which must answer its Ed25519 signature; endpoint becomes verified, or failed with
 * `lastError` in words.
 */
export function useSendChallenge(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      dataOf(api.POST("/api/v1/agents/{id}/verification/endpoint/challenge", { params: { path: { id: agentId } } })),
    onSuccess: (verification) => applyVerification(queryClient, verification),
  });
}
