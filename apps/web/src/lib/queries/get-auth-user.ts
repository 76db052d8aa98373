import type { Schema } from "@agora/client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf, nullOn } from "@/lib/api";

/** Path of the current-user lookup; also its query key. */
export const authUserPath = "/api/auth/user";

/** Caching of the user lookup (docs/product/product-spec.md §7, §9): fresh 30 s, kept 5 min. */
const authUserStaleMs = 30_000;
const authUserGcMs = 5 * 60_000;

/**
 * `GET /api/auth/user`: the signed-in user, or null when the answer is 401 (signed out).
 * Refetched on mount and window focus, unlike the app's other queries, so a sign-out in another
 * tab shows up here.
 */
export const authUserQueryOptions = queryOptions({
  queryKey: [authUserPath],
  queryFn: ({ signal }) => nullOn([401], dataOf(api.GET("/api/auth/user", { signal }))),
  staleTime: authUserStaleMs,
  gcTime: authUserGcMs,
  refetchOnWindowFocus: true,
  refetchOnMount: true,
});

export interface AuthState {
  user: Schema<"AuthUser"> | null;
  /** True until the first answer (or final failure) of the lookup. */
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
}

/**
 * The current user. A first lookup that fails (server down, not JSON) counts as signed out, so
 * public pages still render and guarded pages send the visitor home; a failed refetch keeps the
 * last known user.
 */
export function useAuth(): AuthState {
  const { data, isPending } = useQuery(authUserQueryOptions);
  const user = data ?? null;
  return {
    user,
    isLoading: isPending,
    isAuthenticated: user !== null,
    isAdmin: user?.role === "admin",
  };
}
