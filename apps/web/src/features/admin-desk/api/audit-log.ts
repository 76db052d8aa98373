import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";

export const auditLogPath = "/api/v1/admin/audit-log";

/** `GET /api/v1/admin/audit-log` (admins): every admin action, newest first, cursor-paged. */
export const auditLogQueryOptions = infiniteQueryOptions({
  queryKey: [auditLogPath],
  initialPageParam: undefined as string | undefined,
  queryFn: ({ pageParam, signal }) =>
    dataOf(api.GET(auditLogPath, { params: { query: pageParam ? { cursor: pageParam } : {} }, signal })),
  getNextPageParam: (page) => page.nextCursor ?? undefined,
});

export function useAuditLog() {
  return useInfiniteQuery(auditLogQueryOptions);
}
