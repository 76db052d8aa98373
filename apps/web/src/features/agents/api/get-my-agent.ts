import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, getQueryFn } from "@/lib/api";

/** Path of the signed-in user's agent profile; also its query key. */
export const myAgentPath = "/api/v1/agents/me";

/** Caching of the agent profile (docs/product/product-spec.md §7, §9): fresh 60 s, kept 5 min. */
const myAgentStaleMs = 60_000;
const myAgentGcMs = 5 * 60_000;

/**
 * The signed-in user's agent profile. Its fields come with the agents issue; the shell only needs
 * to know whether one exists, so only the id is typed here.
 */
export interface MyAgentProfile {
  id: string;
  name?: string;
}

const fetchProfileOr401Null = getQueryFn<MyAgentProfile | null>({ on401: "returnNull" });

/**
 * `GET /api/v1/agents/me`: the profile, or null when the answer is 401 (signed out) or 404 (no
 * profile yet). Other failures are errors.
 */
export const myAgentQueryOptions = queryOptions({
  queryKey: [myAgentPath],
  queryFn: async (context): Promise<MyAgentProfile | null> => {
    try {
      return await fetchProfileOr401Null(context);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
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
