import type { AdminAgentSearchQuery } from "@agora/contracts";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { auditLogPath } from "./audit-log";

export const adminAgentsPath = "/api/v1/admin/agents";

type AgentSearch = Pick<AdminAgentSearchQuery, "q" | "status">;

/** `GET /api/v1/admin/agents?q=&status=` (admins): agents of any status, at most 100. */
export function adminAgentsQueryOptions(search: AgentSearch) {
  const query = {
    limit: 100,
    ...(search.q ? { q: search.q } : {}),
    ...(search.status ? { status: search.status } : {}),
  };
  return queryOptions({
    queryKey: [adminAgentsPath, query],
    queryFn: ({ signal }) => dataOf(api.GET(adminAgentsPath, { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useAdminAgents(search: AgentSearch) {
  return useQuery(adminAgentsQueryOptions(search));
}

/** What an admin does to an agent: suspend it with a reason, or lift its suspension. */
export type SuspensionChange = { action: "suspend"; reason: string; key: string } | { action: "unsuspend" };

/**
 * `POST /api/v1/admin/agents/{id}/suspend|unsuspend`.
 * @throws ApiError: 400 naming `reason`; 403 `conflict_of_interest` for the admin's own agent;
 *   409 `invalid_state` when another admin changed it first.
 */
export function useChangeSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: SuspensionChange }) =>
      change.action === "suspend"
        ? dataOf(
            api.POST("/api/v1/admin/agents/{id}/suspend", {
              params: { path: { id }, header: { "idempotency-key": change.key } },
              body: { reason: change.reason },
            }),
          )
        : dataOf(api.POST("/api/v1/admin/agents/{id}/unsuspend", { params: { path: { id } } })),
    onSettled: () =>
      Promise.all([adminAgentsPath, auditLogPath].map((path) => queryClient.invalidateQueries({ queryKey: [path] }))),
  });
}
