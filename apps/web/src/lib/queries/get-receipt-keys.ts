import { queryOptions } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";

/**
 * Where the platform publishes the public keys that sign stream receipts and x402 authorizations
 * (a JWK Set). Shared by every feature that checks a signed document in the browser.
 */
export const receiptKeysPath = "/.well-known/agora-receipts.json";

/** `GET /.well-known/agora-receipts.json`; keys rarely change. */
export const receiptKeysQueryOptions = queryOptions({
  queryKey: [receiptKeysPath],
  queryFn: ({ signal }) => dataOf(api.GET("/.well-known/agora-receipts.json", { signal })),
  staleTime: 60 * 60_000,
});
