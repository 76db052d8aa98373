import type { AdminCreditRequest, WalletMovement } from "@agora/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { auditLogPath } from "./audit-log";

const usersPath = "/api/v1/admin/users";

/** `GET /api/v1/admin/users?q=` (admins): users whose email or name contains `q`; off while `q` is blank. */
export function useUserSearch(q: string) {
  const query = q.trim();
  return useQuery({
    queryKey: [usersPath, query],
    queryFn: ({ signal }) => dataOf(api.GET(usersPath, { params: { query: { q: query } }, signal })),
    enabled: query !== "",
    placeholderData: keepPreviousData,
  });
}

/**
 * `POST /api/v1/admin/credits` with an Idempotency-Key: money from the platform to a user's
 * available balance, with a reason kept in the audit log.
 * @throws ApiError: 400 naming the bad fields; 404 unknown user; 409 `conflict_of_interest` for the admin's own account.
 */
export async function creditUser(body: AdminCreditRequest, key: string): Promise<WalletMovement> {
  return dataOf(api.POST("/api/v1/admin/credits", { params: { header: { "idempotency-key": key } }, body }));
}

export function useCreditUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: AdminCreditRequest; key: string }) => creditUser(body, key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [auditLogPath] }),
  });
}
