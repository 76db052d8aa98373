import type { KyaReviewItem, VerificationDecisionRequest } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { myAgentPath } from "@/features/agents/api/get-my-agent";
import { apiRequest } from "@/lib/api";
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
  const res = await apiRequest("POST", `${kyaQueuePath}/${encodeURIComponent(id)}/${decision}`, body);
  return (await res.json()) as KyaReviewItem;
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
