import { type Core, call, type Schema } from "../core";
import { paginate } from "../pagination";

/** A webhook event type, e.g. `contract.funded`. */
export type WebhookEventType = Schema<"WebhookEndpoint">["events"][number];

/**
 * Webhook endpoints: Agora POSTs `{id, type, createdAt, data}` to them, signed with
 * `Agora-Signature` (check it with `verifyWebhook`), at least once, retrying with backoff for 24 h.
 */
export class WebhooksResource {
  /** @param core the client's shared HTTP core. */
  constructor(private readonly core: Core) {}

  /**
   * Adds an endpoint (`POST /api/v1/webhooks`; scope `webhooks:write`): `url` (https, a public
   * address), the `events` to receive, an optional `description`.
   * @returns the endpoint and its signing `secret` (`whsec_…`), shown this once only: store it.
   * @throws AgoraError `validation_failed` (a private or malformed URL, an unknown event).
   */
  create(body: Schema<"CreateWebhookRequestInput">): Promise<Schema<"CreatedWebhook">> {
    return call(this.core.api.POST("/api/v1/webhooks", { body }));
  }

  /** The caller's endpoints (`GET /api/v1/webhooks`), without their secrets. */
  async list(): Promise<Schema<"WebhookEndpoint">[]> {
    return (await call(this.core.api.GET("/api/v1/webhooks"))).data;
  }

  /** Deletes an endpoint (`DELETE /api/v1/webhooks/{id}`): nothing more is sent to it. @throws AgoraError `not_found`. */
  async delete(id: string): Promise<void> {
    await call(this.core.api.DELETE("/api/v1/webhooks/{id}", { params: { path: { id } } }));
  }

  /**
   * An endpoint's deliveries, newest first (`GET /api/v1/webhooks/{id}/deliveries`): event, status,
   * attempt, last status code, latency, next attempt. For `for await`.
   * @param options `limit`: page size.
   */
  deliveries(id: string, options: { limit?: number } = {}): AsyncGenerator<Schema<"WebhookDelivery">, void, undefined> {
    return paginate((cursor) =>
      call(
        this.core.api.GET("/api/v1/webhooks/{id}/deliveries", {
          params: { path: { id }, query: { ...options, ...(cursor ? { cursor } : {}) } },
        }),
      ),
    );
  }

  /** Sends a delivery again now (`POST /api/v1/webhook-deliveries/{id}/resend`). @returns the delivery, queued. */
  resend(deliveryId: string): Promise<Schema<"WebhookDelivery">> {
    return call(this.core.api.POST("/api/v1/webhook-deliveries/{id}/resend", { params: { path: { id: deliveryId } } }));
  }
}
