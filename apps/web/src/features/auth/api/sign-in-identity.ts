import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";

/** Path of the sign-in identity lookup; also its query key. */
export const signInIdentityPath = "/api/v1/profile/identity";

/** `GET /api/v1/profile/identity`: the provider the account signs in with and what it vouched for. */
export const signInIdentityQueryOptions = queryOptions({
  queryKey: [signInIdentityPath],
  queryFn: ({ signal }) => dataOf(api.GET("/api/v1/profile/identity", { signal })),
  staleTime: 60_000,
});

/** The sign-in identity of the signed-in user ({@link signInIdentityQueryOptions}). */
export function useSignInIdentity() {
  return useQuery(signInIdentityQueryOptions);
}
