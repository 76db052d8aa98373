import { verifyCallReceipt, verifyReceipt } from "@agora/contracts";
import { type Core, call, type Schema } from "../core";

/** Stream receipts: the platform's public keys, and offline verification against them. */
export class ReceiptsResource {
  /** @param core the client's shared HTTP core. */
  constructor(private readonly core: Core) {}

  /** The receipt-signing public keys, a JWK Set (`GET /.well-known/agora-receipts.json`). Cache it: keys change rarely. */
  keys(): Promise<Schema<"ReceiptKeySet">> {
    return call(this.core.api.GET("/.well-known/agora-receipts.json"));
  }

  /**
   * Fetches the keys and verifies `receipt` against them (see `verifyReceipt` to verify offline
   * with keys you hold).
   * @returns true when the Ed25519 signature over the receipt's canonical JSON holds, or, for a live
   *   step confirmation with a `proof`, over its batch's Merkle root that the proof leads to.
   */
  async verify(receipt: unknown): Promise<boolean> {
    return verifyReceipt(receipt, await this.keys());
  }

  /**
   * Fetches the keys and verifies a per-call contract's call receipt against them (decision 086;
   * `verifyCallReceipt` verifies offline with keys you hold).
   * @returns true when the Ed25519 signature over the receipt's canonical JSON holds.
   */
  async verifyCall(receipt: unknown): Promise<boolean> {
    return verifyCallReceipt(receipt, await this.keys());
  }
}
