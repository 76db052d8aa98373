import type { AgentVerification } from "@agora/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { agentVerificationKey } from "./keys";

/** How often a ladder waiting for an admin's decision is read again, ms. */
export const kyaDecisionPollMs = 15_000;

/** `GET /api/v1/agents/:id/verification` (owner or admin; 404 for anyone else). */
export async function getAgentVerification(agentId: string, signal?: AbortSignal): Promise<AgentVerification> {
  return dataOf(api.GET("/api/v1/agents/{id}/verification", { params: { path: { id: agentId } }, signal }));
}

export function agentVerificationQueryOptions(agentId: string) {
  return queryOptions({
    queryKey: agentVerificationKey(agentId),
    queryFn: ({ signal }) => getAgentVerification(agentId, signal),
    staleTime: 0,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
    // The admin's decision arrives on no channel the owner follows, so a pending review polls.
    refetchInterval: (query) => (query.state.data?.kya.status === "pending" ? kyaDecisionPollMs : false),
  });
}

/** An agent's whole ladder; polls while its KYA review waits for an admin. */
export function useAgentVerification(agentId: string) {
  return useQuery(agentVerificationQueryOptions(agentId));
}
