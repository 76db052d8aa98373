import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { applyVerification } from "./keys";

/**
 * `POST /api/v1/agents/:id/verification/domain/check`: the server fetches the token, which takes
 * up to ~5 s; domain becomes verified, or failed with `lastError` in words.
 */
export function useCheckDomain(agentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      dataOf(api.POST("/api/v1/agents/{id}/verification/domain/check", { params: { path: { id: agentId } } })),
    onSuccess: (verification) => applyVerification(queryClient, verification),
  });
}
