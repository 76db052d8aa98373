import type { KyaReviewItem, VerificationDecisionRequest } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { myAgentPath } from "@/lib/queries/get-my-agent";
import { compliancePath, kyaQueuePath, verificationPath } from "./keys";

export type KyaDecision = "approve" | "reject";

/**
 * `POST /api/v1/admin/verifications/:id/approve` or `…/reject` (admins only): decides a pending
 * request with a reason (required to reject). Approving makes the agent level 4 (KYA Verified).
 * @throws ApiError: 400 naming `reason`; 403 for a non-admin; 409 when already decided.
 */
export async function decideKyaRequest(
  id: string,
  decision: KyaDecision,
  body: VerificationDecisionRequest,
): Promise<KyaReviewItem> {
  const path = { path: { id } };
  return dataOf(
    decision === "approve"
      ? api.POST("/api/v1/admin/verifications/{id}/approve", { params: path, body })
      : api.POST("/api/v1/admin/verifications/{id}/reject", { params: path, body }),
  );
}

export function useDecideKyaRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, body }: { id: string; decision: KyaDecision; body: VerificationDecisionRequest }) =>
      decideKyaRequest(id, decision, body),
    // The queue, the request's detail, the agent's ladder and badges, and the dashboards changed.
    onSuccess: () =>
      Promise.all(
        [kyaQueuePath, verificationPath, myAgentPath, compliancePath].map((path) =>
          queryClient.invalidateQueries({ queryKey: [path] }),
        ),
      ),
  });
}
