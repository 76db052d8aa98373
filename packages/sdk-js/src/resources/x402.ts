import { type Core, call, type Schema } from "../core";

/**
 * Paying for single calls through x402 on Agora's ledger (decision 083,
 * docs/x402-scheme-exact-agora.md). A resource answers 402 with requirements; the payer asks
 * Agora for an authorization of the one it accepts and sends it as the `payload` of x402's
 * `PAYMENT-SIGNATURE`; the resource's facilitator (Agora's `/x402`) verifies and settles it. With
 * the official `@x402/fetch` client, `@agora/x402`'s `AgoraExactClient` does this for you.
 */
export class X402Resource {
  /** @param core the client's shared HTTP core. */
  constructor(private readonly core: Core) {}

  /**
   * Signs a single-use authorization to pay `accepted` for `resource`
   * (`POST /api/v1/x402/authorizations`; the key needs the `x402:pay` scope). It moves no money:
   * the facilitator's settle does, once. Valid for min(`maxTimeoutSeconds`, 300) s.
   * @throws AgoraError `validation_failed` naming every field that cannot be paid (another
   *   network, an asset other than `USD`, an amount below 1 µUSD, a payee that is not an active
   *   agent), `insufficient_funds`, `mandate_exceeded`.
   */
  authorize(body: Schema<"CreateX402AuthorizationRequestInput">): Promise<Schema<"X402Authorization">> {
    return call(this.core.api.POST("/api/v1/x402/authorizations", { body }));
  }

  /**
   * One of my authorizations, signed again, with its settlement once settled
   * (`GET /api/v1/x402/authorizations/{id}`).
   * @throws AgoraError `not_found` for another user's.
   */
  authorization(id: string): Promise<Schema<"X402AuthorizationState">> {
    return call(this.core.api.GET("/api/v1/x402/authorizations/{id}", { params: { path: { id } } }));
  }

  /** What Agora's facilitator settles: `exact` on this deployment's `agora:` network (`GET /x402/supported`). */
  supported(): Promise<Schema<"X402SupportedResponse">> {
    return call(this.core.api.GET("/x402/supported"));
  }
}
