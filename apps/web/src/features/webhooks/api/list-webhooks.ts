import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";

/** Path of the webhook endpoints collection; also the list's query key. */
export const webhooksPath = "/api/v1/webhooks";

/** `GET /api/v1/webhooks`: the caller's endpoints, newest first, with their status. */
export const webhooksQueryOptions = queryOptions({
  queryKey: [webhooksPath],
  queryFn: ({ signal }) => dataOf(api.GET("/api/v1/webhooks", { signal })),
});

export function useWebhooks() {
  return useQuery(webhooksQueryOptions);
}
