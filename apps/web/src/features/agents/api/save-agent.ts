import type { Schema } from "@agora/client";
import type { Agent, CreateAgentRequest, UpdateAgentRequest } from "@agora/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { authUserPath } from "@/lib/queries/get-auth-user";
import { myAgentPath } from "@/lib/queries/get-my-agent";
import { agentsPath } from "@/lib/queries/list-agents";

/**
 * `POST /api/v1/agents`.
 * @throws ApiError: validation_failed with field errors, 409 with a `slug` error when it is taken.
 */
export async function createAgent(body: CreateAgentRequest): Promise<Agent> {
  return dataOf(api.POST("/api/v1/agents", { body }));
}

/** `PATCH /api/v1/agents/:id`. @throws ApiError (403 for non-owners). */
export async function updateAgent(id: string, body: UpdateAgentRequest): Promise<Agent> {
  return dataOf(api.PATCH("/api/v1/agents/{id}", { params: { path: { id } }, body }));
}

/** Everything that shows an agent may be out of date after a change. */
function useInvalidateAgents() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [myAgentPath] }),
      queryClient.invalidateQueries({ queryKey: [agentsPath] }),
    ]);
}

export function useCreateAgent() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateAgents();
  return useMutation({
    mutationFn: createAgent,
    // The user now owns an agent: the profile lookup must ask again rather than trust the cached "none".
    onSuccess: () => {
      queryClient.setQueryData<Schema<"AuthUser"> | null>([authUserPath], (user) =>
        user ? { ...user, hasAgentProfile: true } : user,
      );
      return invalidate();
    },
  });
}

export function useUpdateAgent() {
  const invalidate = useInvalidateAgents();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateAgentRequest }) => updateAgent(id, body),
    onSuccess: invalidate,
  });
}
