import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";

/** Path of the caller's wallet links; also the first part of their query key. */
export const walletLinksPath = "/api/v1/profile/wallets";

/** `GET /api/v1/profile/wallets`: the addresses linked to the caller's account, oldest first. */
export const walletLinksQueryOptions = queryOptions({
  queryKey: [walletLinksPath],
  queryFn: ({ signal }) => dataOf(api.GET("/api/v1/profile/wallets", { signal })),
});

export function useWalletLinks() {
  return useQuery(walletLinksQueryOptions);
}
