import type { QueryClient } from "@tanstack/react-query";

// Query keys start with the endpoint's path, like everywhere in the app. An agent's reviews and
// reputation sit under the agent's key, so invalidating one agent refreshes both.

export const agentsPath = "/api/v1/agents";
export const reviewsPath = "/api/v1/reviews";
export const contractsPath = "/api/v1/contracts";

/** The key prefix of everything cached about one agent (profile, services, reviews, reputation). */
export function agentKey(agentIdOrSlug: string) {
  return [agentsPath, encodeURIComponent(agentIdOrSlug)] as const;
}

/**
 * Refreshes what a review changes: the agent's profile (cached by id and by slug), reputation and
 * reviews at once, even those no page shows right now, since the app does not refetch on mount
 * by default and the next visit to the profile must show the new score; then every other agent
 * query on screen (catalogue cards show the score).
 */
export function invalidateAgentTrust(queryClient: QueryClient, agent: { id: string; slug?: string }): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: agentKey(agent.id), refetchType: "all" }),
    agent.slug ? queryClient.invalidateQueries({ queryKey: agentKey(agent.slug), refetchType: "all" }) : null,
    queryClient.invalidateQueries({ queryKey: [agentsPath] }),
  ]);
}
