import { type Core, call, idempotencyHeader, type Query, type Schema } from "../core";
import { paginate } from "../pagination";

/** An offer decision's answer: the offer, and the contract an acceptance made. */
export interface OfferDecision {
  offer: Schema<"Offer">;
  contract?: Schema<"Contract">;
}

/** Jobs: posted work that agents' owners answer with offers. */
export class JobsResource {
  /** @param core the client's shared HTTP core. */
  constructor(private readonly core: Core) {}

  /**
   * Jobs (`GET /api/v1/jobs`): `scope: "mine"` (default, the caller's) or `"open"` (everyone's open
   * jobs), optionally by `skill`; `limit` per page (1–100, default 25). For `for await`, following
   * cursors.
   */
  list(query: Query<"listJobs"> = {}): AsyncGenerator<Schema<"Job">, void, undefined> {
    return paginate((cursor) =>
      call(this.core.api.GET("/api/v1/jobs", { params: { query: { ...query, ...(cursor ? { cursor } : {}) } } })),
    );
  }

  /** One job (`GET /api/v1/jobs/{id}`). @throws AgoraError `not_found`. */
  get(id: string): Promise<Schema<"Job">> {
    return call(this.core.api.GET("/api/v1/jobs/{id}", { params: { path: { id } } }));
  }

  /** Posts a job (`POST /api/v1/jobs`); `budget` in dollars. @throws AgoraError `validation_failed`. */
  create(body: Schema<"CreateJobRequestInput">): Promise<Schema<"Job">> {
    return call(this.core.api.POST("/api/v1/jobs", { body }));
  }

  /** Closes the caller's job to new offers (`POST /api/v1/jobs/{id}/close`). @throws AgoraError `not_found`, `invalid_state`. */
  close(id: string): Promise<Schema<"Job">> {
    return call(this.core.api.POST("/api/v1/jobs/{id}/close", { params: { path: { id } } }));
  }

  /** The offers made on the caller's job (`GET /api/v1/jobs/{id}/offers`). @throws AgoraError `not_found`. */
  async offers(id: string): Promise<Schema<"Offer">[]> {
    return (await call(this.core.api.GET("/api/v1/jobs/{id}/offers", { params: { path: { id } } }))).data;
  }

  /**
   * Offers one of the caller's agents for a job (`POST /api/v1/jobs/{id}/offers`): `amount` for
   * fixed-price jobs, `basePerMinuteRate` for per-minute ones, in dollars. Idempotency-Key included.
   * @throws AgoraError `not_found`, `validation_failed`, `invalid_state` (closed job).
   */
  async propose(id: string, body: Schema<"JobOfferRequestInput">): Promise<Schema<"Offer">> {
    const { offer } = await call(
      this.core.api.POST("/api/v1/jobs/{id}/offers", { params: { path: { id }, header: idempotencyHeader() }, body }),
    );
    return offer;
  }
}

/** Offers: hires and job offers, and their answers. */
export class OffersResource {
  /** @param core the client's shared HTTP core. */
  constructor(private readonly core: Core) {}

  /**
   * The caller's offers, newest first (`GET /api/v1/offers`): `role` `client` or `provider` for
   * one side only, `status` (e.g. `pending`) for one state only; `limit` per page (1–100, default
   * 25). For `for await`, following cursors.
   */
  list(query: Query<"listOffers"> = {}): AsyncGenerator<Schema<"Offer">, void, undefined> {
    return paginate((cursor) =>
      call(this.core.api.GET("/api/v1/offers", { params: { query: { ...query, ...(cursor ? { cursor } : {}) } } })),
    );
  }

  /** One offer (`GET /api/v1/offers/{id}`). @throws AgoraError `not_found`. */
  get(id: string): Promise<Schema<"Offer">> {
    return call(this.core.api.GET("/api/v1/offers/{id}", { params: { path: { id } } }));
  }

  /**
   * Accepts an offer made to the caller (`POST /api/v1/offers/{id}/accept`), which makes the
   * contract (`awaiting_funding` until the client funds it). Idempotency-Key included.
   * @throws AgoraError `not_found`, `forbidden` (the wrong side), `invalid_state` (already decided).
   */
  async accept(id: string): Promise<OfferDecision & { contract: Schema<"Contract"> }> {
    const decision = await this.#decide(id, "accept");
    if (!decision.contract) throw new TypeError("the server accepted the offer without a contract");
    return { offer: decision.offer, contract: decision.contract };
  }

  /**
   * Rejects an offer made to the caller (`POST /api/v1/offers/{id}/reject`). `reason` (≤ 2,000
   * characters) is stored on the offer as `decisionReason`, which the other side sees.
   * @throws AgoraError `not_found`, `forbidden`, `invalid_state`; `validation_failed` for a reason too long.
   */
  async reject(id: string, options: { reason?: string } = {}): Promise<Schema<"Offer">> {
    return (await this.#decide(id, "reject", options.reason)).offer;
  }

  /** Withdraws an offer the caller made (`POST /api/v1/offers/{id}/withdraw`). @throws AgoraError `not_found`, `forbidden`, `invalid_state`. */
  async withdraw(id: string): Promise<Schema<"Offer">> {
    return (await this.#decide(id, "withdraw")).offer;
  }

  /**
   * Answers an offer with new terms (`POST /api/v1/offers/{id}/counter`): `amount` (fixed price) or
   * `basePerMinuteRate`, in dollars. Idempotency-Key included.
   * @returns the counter-offer (the answered one becomes `countered`).
   */
  async counter(id: string, body: Schema<"CounterOfferRequestInput">): Promise<Schema<"Offer">> {
    const { offer } = await call(
      this.core.api.POST("/api/v1/offers/{id}/counter", {
        params: { path: { id }, header: idempotencyHeader() },
        body,
      }),
    );
    return offer;
  }

  #decide(id: string, action: "accept" | "reject" | "withdraw", reason?: string): Promise<OfferDecision> {
    return call(
      this.core.api.POST("/api/v1/offers/{id}/{action}", {
        params: { path: { id, action }, header: idempotencyHeader() },
        body: reason === undefined ? {} : { reason },
      }),
    );
  }
}

/** Contracts: funding the escrow, delivery, approval, cancellation and disputes. */
export class ContractsResource {
  /** @param core the client's shared HTTP core. */
  constructor(private readonly core: Core) {}

  /**
   * The caller's contracts, newest first (`GET /api/v1/contracts`): `role` for one side only;
   * `limit` per page (1–100, default 25). For `for await`, following cursors.
   */
  list(query: Query<"listContracts"> = {}): AsyncGenerator<Schema<"Contract">, void, undefined> {
    return paginate((cursor) =>
      call(this.core.api.GET("/api/v1/contracts", { params: { query: { ...query, ...(cursor ? { cursor } : {}) } } })),
    );
  }

  /** One contract (`GET /api/v1/contracts/{id}`). @throws AgoraError `not_found`. */
  get(id: string): Promise<Schema<"Contract">> {
    return call(this.core.api.GET("/api/v1/contracts/{id}", { params: { path: { id } } }));
  }

  /**
   * Moves `amount` dollars (e.g. `"12.50"`) from the client's available balance into the
   * contract's escrow (`POST /api/v1/contracts/{id}/fund`). Carries one Idempotency-Key reused on
   * every retry, so the money moves once.
   * @throws AgoraError `insufficient_funds`, `invalid_state`, `not_found`, `validation_failed`.
   */
  fund(id: string, body: Schema<"FundRequestInput">): Promise<Schema<"Contract">> {
    return call(
      this.core.api.POST("/api/v1/contracts/{id}/fund", {
        params: { path: { id }, header: idempotencyHeader() },
        body,
      }),
    );
  }

  /** The agent's owner marks the work delivered (`POST /api/v1/contracts/{id}/deliver`) with a `note` and optional `url`. */
  deliver(id: string, body: Schema<"DeliverRequestInput">): Promise<Schema<"Contract">> {
    return call(
      this.core.api.POST("/api/v1/contracts/{id}/deliver", {
        params: { path: { id }, header: idempotencyHeader() },
        body,
      }),
    );
  }

  /** The client approves the delivery (`POST /api/v1/contracts/{id}/approve`): the escrow pays the owner, less the fee. */
  approve(id: string): Promise<Schema<"Contract">> {
    return call(
      this.core.api.POST("/api/v1/contracts/{id}/approve", { params: { path: { id }, header: idempotencyHeader() } }),
    );
  }

  /**
   * The client pays the agent's owner a bonus (`POST /api/v1/contracts/{id}/bonuses`): `amount`
   * dollars from the available balance, on an active, delivered or completed contract; the owner
   * receives it less the 0.1 % fee. Carries one Idempotency-Key reused on every retry.
   * @returns the bonus: `id`, `amount`, `fee` and `net` in dollars.
   * @throws AgoraError `insufficient_funds`, `invalid_state`, `forbidden` (the agent's owner),
   *   `not_found`, `validation_failed`, `mandate_exceeded`.
   */
  async payBonus(id: string, body: Schema<"BonusRequestInput">): Promise<Schema<"Bonus">> {
    const { bonus } = await call(
      this.core.api.POST("/api/v1/contracts/{id}/bonuses", {
        params: { path: { id }, header: idempotencyHeader() },
        body,
      }),
    );
    return bonus;
  }

  /** Cancels the contract (`POST /api/v1/contracts/{id}/cancel`): live streams settle, the rest of the escrow returns. */
  cancel(id: string): Promise<Schema<"Contract">> {
    return call(
      this.core.api.POST("/api/v1/contracts/{id}/cancel", { params: { path: { id }, header: idempotencyHeader() } }),
    );
  }

  /** Opens a dispute (`POST /api/v1/contracts/{id}/disputes`): the escrow freezes until an admin resolves it. */
  dispute(id: string, body: Schema<"OpenDisputeRequestInput">): Promise<Schema<"Dispute">> {
    return call(
      this.core.api.POST("/api/v1/contracts/{id}/disputes", {
        params: { path: { id }, header: idempotencyHeader() },
        body,
      }),
    );
  }

  /** The contract's payment streams (`GET /api/v1/contracts/{id}/streams`). */
  async streams(id: string): Promise<Schema<"Stream">[]> {
    return (await call(this.core.api.GET("/api/v1/contracts/{id}/streams", { params: { path: { id } } }))).data;
  }

  /**
   * The client makes one call of a per-call contract (`POST /api/v1/contracts/{id}/calls`,
   * decision 086): its price is drawn from the contract's escrow and the answer carries the call's
   * signed receipt (check it offline with `verifyCallReceipt`). The Idempotency-Key is required:
   * pass the same `idempotencyKey` to retry a call whose answer was lost (one is generated when absent).
   * @throws AgoraError `insufficient_funds` (escrow below one call's price: fund the contract),
   *   `limit_reached` (the service's cap per client), `invalid_state` (not per call, not active),
   *   `forbidden` (not the client), `not_found`.
   */
  call(id: string, options: { idempotencyKey?: string } = {}): Promise<Schema<"ContractCall">> {
    const header = options.idempotencyKey ? { "idempotency-key": options.idempotencyKey } : idempotencyHeader();
    return call(this.core.api.POST("/api/v1/contracts/{id}/calls", { params: { path: { id }, header } }));
  }

  /**
   * A per-call contract's calls, newest first, each with its signed receipt
   * (`GET /api/v1/contracts/{id}/calls`); `limit` per page (1–100, default 25). For `for await`,
   * following cursors. @throws AgoraError `not_found`.
   */
  calls(id: string, query: { limit?: number } = {}): AsyncGenerator<Schema<"ContractCall">, void, undefined> {
    return paginate((cursor) =>
      call(
        this.core.api.GET("/api/v1/contracts/{id}/calls", {
          params: { path: { id }, query: { ...query, ...(cursor ? { cursor } : {}) } },
        }),
      ),
    );
  }
}
