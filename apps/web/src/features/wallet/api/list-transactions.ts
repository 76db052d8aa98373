import type { WalletTransactionPage } from "@agora/contracts";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { walletPath } from "@/lib/queries/get-wallet";

/** Lines per statement page (the server allows up to 100). */
export const statementPageSize = 25;

/** `GET /api/v1/wallet/transactions?limit=…&cursor=…`: one page of the statement, newest first. */
export async function listTransactions(cursor: string | null): Promise<WalletTransactionPage> {
  const query = { limit: statementPageSize, cursor: cursor || undefined };
  return dataOf(api.GET("/api/v1/wallet/transactions", { params: { query } }));
}

/**
 * The statement as pages chained by `nextCursor`. A refetch (after a deposit, say) reloads every
 * loaded page in order, so running balances never mix old and new pages.
 */
export const transactionsQueryOptions = infiniteQueryOptions({
  queryKey: [walletPath, "transactions"],
  queryFn: ({ pageParam }) => listTransactions(pageParam),
  initialPageParam: null as string | null,
  getNextPageParam: (page: WalletTransactionPage) => page.nextCursor,
});

export function useTransactions() {
  return useInfiniteQuery(transactionsQueryOptions);
}
