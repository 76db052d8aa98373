import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { adminAgentsPath } from "./agent-suspension";
import { auditLogPath } from "./audit-log";

export const adminAccountsPath = "/api/v1/admin/accounts";

/** `GET /api/v1/admin/accounts?q=&suspended=` (admins): people's accounts, at most 100. */
export function adminAccountsQueryOptions(search: { q?: string | undefined; suspended?: boolean | undefined }) {
  const query = {
    limit: 100,
    ...(search.q ? { q: search.q } : {}),
    ...(search.suspended === undefined ? {} : { suspended: search.suspended ? ("true" as const) : ("false" as const) }),
  };
  return queryOptions({
    queryKey: [adminAccountsPath, query],
    queryFn: ({ signal }) => dataOf(api.GET(adminAccountsPath, { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useAdminAccounts(search: { q?: string | undefined; suspended?: boolean | undefined }) {
  return useQuery(adminAccountsQueryOptions(search));
}

/**
 * `POST /api/v1/admin/users/{id}/suspend|unsuspend`.
 * @throws ApiError: 400 naming `reason`; 403 `conflict_of_interest` on the admin's own account;
 *   409 `invalid_state` when another admin changed it first.
 */
export function useChangeAccountSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, suspension }: { id: string; suspension: { reason: string; key: string } | null }) =>
      suspension === null
        ? dataOf(api.POST("/api/v1/admin/users/{id}/unsuspend", { params: { path: { id } } }))
        : dataOf(
            api.POST("/api/v1/admin/users/{id}/suspend", {
              params: { path: { id }, header: { "idempotency-key": suspension.key } },
              body: { reason: suspension.reason },
            }),
          ),
    // Suspending an account suspends its agents too.
    onSettled: () =>
      Promise.all(
        [adminAccountsPath, adminAgentsPath, auditLogPath].map((path) =>
          queryClient.invalidateQueries({ queryKey: [path] }),
        ),
      ),
  });
}
