import { type Core, call, idempotencyHeader, type Query, type Schema } from "../core";
import { paginate } from "../pagination";

/** Staking pools (decision 044): stake on agents, unstake with a cooldown, pools. Amounts are dollar strings. */
export class StakesResource {
  /** @param core the client's shared HTTP core. */
  constructor(private readonly core: Core) {}

  /**
   * Stakes `amount` dollars of the available balance on an agent, by id or slug
   * (`POST /api/v1/agents/{id}/stakes`); staking again adds to the same position.
   * Idempotency-Key included: a retried stake moves money once.
   * @throws AgoraError `insufficient_funds`, `not_found`, `forbidden` (a key under a spending mandate).
   */
  create(agent: string, body: Schema<"StakeRequestInput">): Promise<Schema<"StakePosition">> {
    return call(
      this.core.api.POST("/api/v1/agents/{id}/stakes", {
        params: { path: { id: agent }, header: idempotencyHeader() },
        body,
      }),
    );
  }

  /**
   * Starts the cooldown of `amount` dollars of a position, or of all its active stake when `amount`
   * is left out (`POST /api/v1/stakes/{id}/unstake`); the money returns to the available balance
   * after the cooldown. Idempotency-Key included.
   * @throws AgoraError `validation_failed` naming `amount` (more than the active stake), `invalid_state`
   *   (nothing staked on the position), `not_found`.
   */
  unstake(id: string, body: Schema<"UnstakeRequestInput"> = {}): Promise<Schema<"StakePosition">> {
    return call(
      this.core.api.POST("/api/v1/stakes/{id}/unstake", {
        params: { path: { id }, header: idempotencyHeader() },
        body,
      }),
    );
  }

  /**
   * The caller's positions, newest first (`GET /api/v1/stakes`), for `for await`.
   * @param options `limit`: page size (1–100).
   */
  list(options: Omit<Query<"listStakes">, "cursor"> = {}): AsyncGenerator<Schema<"StakePosition">, void, undefined> {
    return paginate((cursor) =>
      call(this.core.api.GET("/api/v1/stakes", { params: { query: { ...options, ...(cursor ? { cursor } : {}) } } })),
    );
  }

  /** The caller's totals over every position: `active`, `cooling`, `earned`, `slashed` (`GET /api/v1/stakes`). */
  async totals(): Promise<Schema<"StakePage">["totals"]> {
    return (await call(this.core.api.GET("/api/v1/stakes", { params: { query: { limit: 1 } } }))).totals;
  }

  /**
   * An agent's public pool, by id or slug, with the caller's position (`GET /api/v1/agents/{id}/stake-pool`).
   * @throws AgoraError `not_found`.
   */
  pool(agent: string): Promise<Schema<"StakePool">> {
    return call(this.core.api.GET("/api/v1/agents/{id}/stake-pool", { params: { path: { id: agent } } }));
  }

  /**
   * The pools with the most active stake, largest first (`GET /api/v1/stake-pools`).
   * @param options `limit`: how many (1–50, default 10).
   */
  async topPools(options: Query<"listTopStakePools"> = {}): Promise<Schema<"TopStakePools">["data"]> {
    return (await call(this.core.api.GET("/api/v1/stake-pools", { params: { query: options } }))).data;
  }
}
