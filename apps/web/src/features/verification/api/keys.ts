import type { AgentVerification } from "@agora/contracts";
import type { QueryClient } from "@tanstack/react-query";
import { myAgentPath } from "@/lib/queries/get-my-agent";

// Paths and cache keys of the KYA ladder (docs/product/DESIGN.md "Know your agent"), shared by its endpoints.

/** Path of an agent's ladder; its query key is `[verificationPath, agentId]`. */
export const verificationPath = "/api/v1/agents/verification";

export function agentVerificationKey(agentId: string) {
  return [verificationPath, agentId] as const;
}

/** Path of the KYA review queue and its detail pages; also the prefix of their query keys. */
export const kyaQueuePath = "/api/v1/admin/verifications";

/** Path of my compliance status (features/compliance), whose figures a step changes. */
export const compliancePath = "/api/v1/compliance";

// Each step (`POST /api/v1/agents/:id/verification/<step>`) answers the agent's whole ladder.
// @throws ApiError: 400 with field errors, 409 when the step is not unlocked yet (or a check is
// already running), 404 when the agent is not mine.

/**
 * After a step changed the ladder: the new ladder goes straight into the cache, and whatever shows
 * levels and badges (my agents, the review queue, compliance) is read again.
 */
export async function applyVerification(queryClient: QueryClient, verification: AgentVerification): Promise<void> {
  queryClient.setQueryData(agentVerificationKey(verification.agentId), verification);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [myAgentPath] }),
    queryClient.invalidateQueries({ queryKey: [kyaQueuePath] }),
    queryClient.invalidateQueries({ queryKey: [compliancePath] }),
  ]);
}
