import type { NotificationPreference, NotificationReadRequest } from "@agora/contracts";
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";
import { useRealtime } from "@/lib/realtime";

export const notificationsPath = "/api/v1/notifications";
export const notificationPreferencesPath = "/api/v1/notifications/preferences";

/** How often the notifications read themselves again while the `user` channel is down, ms. */
export const notificationPollMs = 30_000;

/** `GET /api/v1/notifications`: mine, newest first, cursor-paged, with the unread total. */
export const notificationsQueryOptions = infiniteQueryOptions({
  queryKey: [notificationsPath],
  initialPageParam: undefined as string | undefined,
  queryFn: ({ pageParam, signal }) =>
    dataOf(api.GET(notificationsPath, { params: { query: pageParam ? { cursor: pageParam } : {} }, signal })),
  getNextPageParam: (page) => page.nextCursor ?? undefined,
});

/**
 * My notifications, live: any stored event on my `user` channel is a new notification, so each one
 * reads the list again. While the channel is down it polls.
 */
export function useNotifications() {
  const queryClient = useQueryClient();
  const channel = useRealtime("user", (event) => {
    if (event.id !== null) void queryClient.invalidateQueries({ queryKey: [notificationsPath] });
  });
  return useInfiniteQuery({
    ...notificationsQueryOptions,
    refetchInterval: channel === "subscribed" ? false : notificationPollMs,
  });
}

/** `POST /api/v1/notifications/read`: the listed ones, or `{all: true}`. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    // A 204: the client throws on a refusal, and there is no body to read.
    mutationFn: async (request: NotificationReadRequest) => {
      await api.POST(`${notificationsPath}/read`, { body: request });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [notificationsPath] }),
  });
}

export const notificationPreferencesQueryOptions = queryOptions({
  queryKey: [notificationPreferencesPath],
  queryFn: ({ signal }) => dataOf(api.GET(notificationPreferencesPath, { signal })),
});

export function useNotificationPreferences() {
  return useQuery(notificationPreferencesQueryOptions);
}

/** `PUT /api/v1/notifications/preferences` for the changed categories; answers all of them. */
export function useSetNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: NotificationPreference[]) => dataOf(api.PUT(notificationPreferencesPath, { body: { data } })),
    onSuccess: (answer) => {
      queryClient.setQueryData(notificationPreferencesQueryOptions.queryKey, answer);
      return queryClient.invalidateQueries({ queryKey: [notificationsPath] });
    },
  });
}
