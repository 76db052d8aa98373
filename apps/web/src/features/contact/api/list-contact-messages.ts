import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";

const contactMessagesPath = "/api/v1/admin/contact-messages";

/** `GET /api/v1/admin/contact-messages` (admins): newest first, cursor-paged. */
export const contactMessagesQueryOptions = infiniteQueryOptions({
  queryKey: [contactMessagesPath],
  initialPageParam: undefined as string | undefined,
  queryFn: ({ pageParam, signal }) =>
    dataOf(api.GET(contactMessagesPath, { params: { query: pageParam ? { cursor: pageParam } : {} }, signal })),
  getNextPageParam: (page) => page.nextCursor ?? undefined,
});

export function useContactMessages() {
  return useInfiniteQuery(contactMessagesQueryOptions);
}
