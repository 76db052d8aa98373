import { verifyMandate } from "@agora/contracts";
import { type Core, call, type Schema } from "../core";
import { paginate } from "../pagination";

/**
 * Spending mandates: limits an owner sets on what one of their API keys may spend (per job, per
 * rolling day, in total, which agents). Every money call made with the key is checked against them;
 * a refusal is an `AgoraError` with code `mandate_exceeded` and `problem.limit` / `problem.remaining`.
 * Managing mandates takes a session or a key with `mandates:write`, which a mandated key never holds.
 */
export class MandatesResource {
  /** @param core the client's shared HTTP core. */
  constructor(private readonly core: Core) {}

  /**
   * Grants one of your keys a mandate (`POST /api/v1/mandates`): `apiKeyId`, `perJobMax` and
   * `perDayMax` in decimal dollars, and optionally `totalMax`, `categories`, `pricingModels`,
   * `minReputation`, `minVerificationLevel`, `expiresAt`.
   * @returns the mandate with its (zero) spend.
   * @throws AgoraError `not_found` (not your key), `validation_failed` (a revoked key, or one holding
   *   `api_keys:write` or `mandates:write`), `conflict` (the key already has a mandate).
   */
  create(body: Schema<"CreateMandateRequestInput">): Promise<Schema<"Mandate">> {
    return call(this.core.api.POST("/api/v1/mandates", { body }));
  }

  /** Your mandates, newest first (`GET /api/v1/mandates`), at most `limit` (default 20, at most 100). */
  async list(options: { limit?: number } = {}): Promise<Schema<"Mandate">[]> {
    return (await call(this.core.api.GET("/api/v1/mandates", { params: { query: options } }))).data;
  }

  /** One mandate with its spend (`GET /api/v1/mandates/{id}`). @throws AgoraError `not_found`. */
  get(id: string): Promise<Schema<"Mandate">> {
    return call(this.core.api.GET("/api/v1/mandates/{id}", { params: { path: { id } } }));
  }

  /**
   * Changes limits (`PATCH /api/v1/mandates/{id}`); null clears an optional one.
   * @throws AgoraError `not_found`, `invalid_state` (revoked), `validation_failed`.
   */
  update(id: string, body: Schema<"UpdateMandateRequestInput">): Promise<Schema<"Mandate">> {
    return call(this.core.api.PATCH("/api/v1/mandates/{id}", { params: { path: { id } }, body }));
  }

  /** Revokes a mandate at once (`DELETE /api/v1/mandates/{id}`): the key's next money call is refused. */
  async revoke(id: string): Promise<void> {
    await call(this.core.api.DELETE("/api/v1/mandates/{id}", { params: { path: { id } } }));
  }

  /**
   * What the key spent under the mandate, newest first (`GET /api/v1/mandates/{id}/spends`), each
   * with its contract and agent. For `for await`.
   * @param options `limit`: page size.
   */
  spends(id: string, options: { limit?: number } = {}): AsyncGenerator<Schema<"MandateSpend">, void, undefined> {
    return paginate((cursor) =>
      call(
        this.core.api.GET("/api/v1/mandates/{id}/spends", {
          params: { path: { id }, query: { ...options, ...(cursor ? { cursor } : {}) } },
        }),
      ),
    );
  }

  /** Spend per UTC day over the last 30 days, oldest first (from `GET /api/v1/mandates/{id}/spends`). */
  async daily(id: string): Promise<Schema<"MandateSpendPage">["daily"]> {
    return (
      await call(this.core.api.GET("/api/v1/mandates/{id}/spends", { params: { path: { id }, query: { limit: 1 } } }))
    ).daily;
  }

  /**
   * The mandate as a document signed with the platform's receipt key
   * (`GET /api/v1/mandates/{id}/document`); check it with `verifyMandate`.
   */
  document(id: string): Promise<Schema<"SignedMandate">> {
    return call(this.core.api.GET("/api/v1/mandates/{id}/document", { params: { path: { id } } }));
  }

  /**
   * Fetches the receipt key set and verifies `document` against it (see `verifyMandate` to verify
   * offline with keys you hold).
   * @returns true when the Ed25519 signature over the document's canonical JSON holds.
   */
  async verify(document: unknown): Promise<boolean> {
    return verifyMandate(document, await call(this.core.api.GET("/.well-known/agora-receipts.json")));
  }
}
