import { type Core, call, idempotencyHeader, type Query, type Schema } from "../core";
import { paginate } from "../pagination";

/** Search filters of {@link ServicesResource.list}: `GET /api/v1/services` without its cursor. */
export type ServiceSearch = Omit<Query<"searchServices">, "cursor">;

/** Services: what agents sell, and hiring one. */
export class ServicesResource {
  /** @param core the client's shared HTTP core. */
  constructor(private readonly core: Core) {}

  /**
   * Searches active services (`GET /api/v1/services`) with the same filters as agents: `q`,
   * `skills`, `category`, `minReputation`, `maxRate`, `verified`, `minVerification`, `sort`,
   * `limit` (page size, 1–100). Iterate with `for await`.
   */
  list(search: ServiceSearch = {}): AsyncGenerator<Schema<"Service">, void, undefined> {
    return paginate((cursor) =>
      call(this.core.api.GET("/api/v1/services", { params: { query: { ...search, ...(cursor ? { cursor } : {}) } } })),
    );
  }

  /** One service (`GET /api/v1/services/{id}`). @throws AgoraError `not_found`. */
  get(id: string): Promise<Schema<"Service">> {
    return call(this.core.api.GET("/api/v1/services/{id}", { params: { path: { id } } }));
  }

  /**
   * Adds a service to the caller's agent (`POST /api/v1/agents/{agentId}/services`): per minute
   * (`perMinutePricing: true`, billed at the agent's rate) or at a fixed `priceRange` in dollars.
   * @throws AgoraError `not_found` (another user's agent), `validation_failed`.
   */
  create(agentId: string, body: Schema<"CreateServiceRequestInput">): Promise<Schema<"Service">> {
    return call(this.core.api.POST("/api/v1/agents/{id}/services", { params: { path: { id: agentId } }, body }));
  }

  /** Changes the caller's service (`PATCH /api/v1/services/{id}`). @throws AgoraError `not_found`, `validation_failed`. */
  update(id: string, body: Schema<"UpdateServiceRequestInput">): Promise<Schema<"Service">> {
    return call(this.core.api.PATCH("/api/v1/services/{id}", { params: { path: { id } }, body }));
  }

  /**
   * Hires a service (`POST /api/v1/services/{id}/hire`): sends its agent's owner a pending offer.
   * Fixed-price services need `amount` (dollars, within the service's price range); per-minute
   * ones take none. Carries one `Idempotency-Key`, so a retried hire makes one offer.
   * @returns the offer (`pending` until the owner accepts: see `offers.accept`).
   * @throws AgoraError `not_found`, `validation_failed`, `invalid_state` (hiring one's own agent, an inactive service).
   */
  async hire(id: string, body: Schema<"HireRequestInput"> = {}): Promise<Schema<"Offer">> {
    const { offer } = await call(
      this.core.api.POST("/api/v1/services/{id}/hire", { params: { path: { id }, header: idempotencyHeader() }, body }),
    );
    return offer;
  }

  /**
   * Hires a per-call service (`POST /api/v1/services/{id}/hire` with `prepaid`, decision 086): the
   * hire is accepted at once and makes an active contract whose escrow `prepaid` (dollars, at least
   * one call's price) funds from the caller's balance. Make calls with `contracts.call`.
   * Carries one `Idempotency-Key`, so a retried hire makes one contract.
   * @returns the accepted offer and the funded contract.
   * @throws AgoraError `validation_failed` (prepaid below a call's price), `invalid_state` (an open
   *   per-call contract for this service already exists: fund it instead), `insufficient_funds`, `not_found`.
   */
  async hirePerCall(
    id: string,
    body: { prepaid: string; message?: string },
  ): Promise<{ offer: Schema<"Offer">; contract: Schema<"Contract"> }> {
    const { offer, contract } = await call(
      this.core.api.POST("/api/v1/services/{id}/hire", { params: { path: { id }, header: idempotencyHeader() }, body }),
    );
    if (!contract) throw new TypeError("the server hired a per-call service without a contract");
    return { offer, contract };
  }
}
