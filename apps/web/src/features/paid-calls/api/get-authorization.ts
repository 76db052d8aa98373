import { verifySignedDocument, x402Authorization } from "@agora/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { receiptKeysQueryOptions } from "@/lib/queries/get-receipt-keys";

/** `GET /api/v1/x402/authorizations/{id}`: my signed authorization of one call, and its settlement. */
export function authorizationQueryOptions(id: string) {
  return queryOptions({
    queryKey: ["/api/v1/x402/authorizations", id],
    queryFn: ({ signal }) => dataOf(api.GET("/api/v1/x402/authorizations/{id}", { params: { path: { id } }, signal })),
    // A signed document never changes once settled.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * The outcome of checking a call's authorization, its receipt, right here in the browser: Ed25519
 * over its canonical JSON with the platform's published key (as stream receipts are checked).
 */
export type AuthorizationCheck = "checking" | "verified" | "invalid" | "unavailable";

/** My authorization `id` and whether it verifies with the published key set. */
export function useVerifiedAuthorization(id: string) {
  const state = useQuery(authorizationQueryOptions(id));
  const keys = useQuery(receiptKeysQueryOptions);
  const authorization = state.data?.authorization;
  const check = useQuery({
    queryKey: ["authorization-check", id, authorization?.signature, keys.data],
    queryFn: () => verifySignedDocument(x402Authorization, authorization, keys.data),
    enabled: Boolean(authorization && keys.data),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const outcome: AuthorizationCheck =
    keys.isError && !keys.data
      ? "unavailable"
      : check.data === undefined
        ? "checking"
        : check.data
          ? "verified"
          : "invalid";
  return { state, check: outcome };
}
