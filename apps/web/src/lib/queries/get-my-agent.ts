import type { Schema } from "@agora/client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf, nullOn } from "@/lib/api";
import { authUserPath } from "./get-auth-user";

/** Path of the signed-in user's agent profile; also its query key. */
export const myAgentPath = "/api/v1/agents/me";

/** Caching of the agent profile (docs/product/product-spec.md §7, §9): fresh 60 s, kept 5 min. */
const myAgentStaleMs = 60_000;
const myAgentGcMs = 5 * 60_000;

/** The signed-in user's agents, any status (`{ data: Agent[] }`); the shell only asks whether there are any. */
export type MyAgentProfile = Schema<"MyAgents">;

/**
 * `GET /api/v1/agents/me`: the profile, or null when the answer is 401 (signed out) or 404 (no
 * profile yet). Other failures are errors. When the cached user already says they own no agent
 * (`hasAgentProfile: false`), the answer is known to be 404 and the request is not sent, so the
 * browser logs no failed request on every page (decision 077).
 */
export const myAgentQueryOptions = queryOptions({
  queryKey: [myAgentPath],
  queryFn: ({ signal, client }) => {
    const user = client.getQueryData<Schema<"AuthUser"> | null>([authUserPath]);
    if (user?.hasAgentProfile === false) return null;
    return nullOn([401, 404], dataOf(api.GET("/api/v1/agents/me", { signal })));
  },
  staleTime: myAgentStaleMs,
  gcTime: myAgentGcMs,
});

export interface MyAgentState {
  profile: MyAgentProfile | null;
  /** docs/product/product-spec.md §3: the profile's existence, exposed as "has agent profile". */
  hasAgentProfile: boolean;
  /** True while the first lookup of a signed-in user runs. */
  isLoading: boolean;
}

/** The agent profile of the signed-in user; asks nothing while `isAuthenticated` is false. */
export function useMyAgent(isAuthenticated: boolean): MyAgentState {
  const { data, isPending } = useQuery({ ...myAgentQueryOptions, enabled: isAuthenticated });
  const profile = isAuthenticated ? (data ?? null) : null;
  return { profile, hasAgentProfile: profile !== null, isLoading: isAuthenticated && isPending };
}
