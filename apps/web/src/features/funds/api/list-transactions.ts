import type { WalletTransactionPage } from "@agora/contracts";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";
import { walletPath } from "./get-wallet";

/** Lines per statement page (the server allows up to 100). */
export const statementPageSize = 25;

const transactionsPath = `${walletPath}/transactions`;

/** `GET /api/v1/wallet/transactions?limit=…&cursor=…`: one page of the statement, newest first. */
export async function listTransactions(cursor: string | null): Promise<WalletTransactionPage> {
  const query = new URLSearchParams({ limit: String(statementPageSize) });
  if (cursor) query.set("cursor", cursor);
  const res = await apiRequest("GET", `${transactionsPath}?${query}`);
  return (await res.json()) as WalletTransactionPage;
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
