import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";

export const outboxPath = "/api/v1/admin/mail";

/** `GET /api/v1/admin/mail` (admins): the email outbox, newest first, cursor-paged. */
export const outboxQueryOptions = infiniteQueryOptions({
  queryKey: [outboxPath],
  initialPageParam: undefined as string | undefined,
  queryFn: ({ pageParam, signal }) =>
    dataOf(api.GET(outboxPath, { params: { query: pageParam ? { cursor: pageParam } : {} }, signal })),
  getNextPageParam: (page) => page.nextCursor ?? undefined,
});

export function useOutbox() {
  return useInfiniteQuery(outboxQueryOptions);
}
