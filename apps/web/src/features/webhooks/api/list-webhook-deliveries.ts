import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";

/** The query key of an endpoint's deliveries. */
export function webhookDeliveriesKey(endpointId: string) {
  return ["/api/v1/webhooks/{id}/deliveries", endpointId] as const;
}

/** `GET /api/v1/webhooks/:id/deliveries`: newest first, 25 a page, cursor-paged. */
export function webhookDeliveriesQueryOptions(endpointId: string) {
  return infiniteQueryOptions({
    queryKey: webhookDeliveriesKey(endpointId),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      dataOf(
        api.GET("/api/v1/webhooks/{id}/deliveries", {
          params: { path: { id: endpointId }, query: pageParam ? { cursor: pageParam } : {} },
          signal,
        }),
      ),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useWebhookDeliveries(endpointId: string) {
  return useInfiniteQuery(webhookDeliveriesQueryOptions(endpointId));
}
