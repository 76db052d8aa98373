import { useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";

const ledgerCheckPath = "/api/v1/admin/ledger/check";

/**
 * `GET /api/v1/admin/ledger/check` (admins): a full scan of the ledger's invariants. Run on
 * demand only (`refetch`), since it reads every account and transfer.
 */
export function useLedgerCheck() {
  return useQuery({
    queryKey: [ledgerCheckPath],
    queryFn: ({ signal }) => dataOf(api.GET(ledgerCheckPath, { signal })),
    enabled: false,
    gcTime: 0,
  });
}
