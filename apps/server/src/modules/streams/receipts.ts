import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, sign } from "node:crypto";
import { canonicalJson, type ReceiptKeySet, type StreamReceipt, streamReceipt } from "@agora/contracts";
import type { Db } from "../../db/client";
import { formatMoney } from "../../lib/money";
import { getOrCreateSecret } from "../system/secrets";

/** Name of the stored signing key in `app_secrets`: a PKCS#8 PEM. */
const secretName = "receipts-ed25519";

/** A receipt's fields before signing, checked as strictly as a received receipt. */
const unsignedReceipt = streamReceipt.omit({ signature: true });

/** What a confirmation states: the stream, its step and what it had accrued at an instant. */
export interface ReceiptBody {
  /** The payment stream's id. */
  streamId: string;
  /** Billing step number within the stream, from 0. */
  seq: number;
  /** Total accrued by the stream, in µUSD; the receipt states it in dollars. */
  accrued: bigint;
  /** The instant the accrual was computed; the receipt states it as ISO 8601 UTC with ms. */
  at: Date;
}

/** The platform's receipt signing key (DESIGN.md "Streaming payments"). */
export interface ReceiptSigner {
  /** `kid` of the key: its RFC 7638 JWK thumbprint (SHA-256, base64url). */
  readonly keyId: string;
  /**
   * Signs one confirmation: Ed25519 over the UTF-8 bytes of the RFC 8785 canonical JSON of the
   * receipt without `signature`, which any holder of {@link keySet} can check with `verifyReceipt`.
   * @throws ZodError when the body would make an invalid receipt (empty id, negative or unsafe seq,
   *   negative amount).
   * @throws RangeError for a negative `accrued` or an invalid `at`.
   */
  sign(body: ReceiptBody): StreamReceipt;
  /** The public key set served at `/.well-known/agora-receipts.json` (RFC 7517, RFC 8037). */
  keySet(): ReceiptKeySet;
}

function generatePkcs8Pem(): string {
  return generateKeyPairSync("ed25519").privateKey.export({ type: "pkcs8", format: "pem" }).toString();
}

/**
 * The RFC 7638 thumbprint of an Ed25519 public JWK: SHA-256 of its required members `crv`, `kty`,
 * `x` as JSON with sorted keys and no whitespace (RFC 8037 §2), base64url without padding.
 * @param x the public key, base64url.
 */
function ed25519Thumbprint(x: string): string {
  const members = canonicalJson({ crv: "Ed25519", kty: "OKP", x });
  return createHash("sha256").update(members, "utf8").digest("base64url");
}

function toSigner(privateKey: KeyObject): ReceiptSigner {
  if (privateKey.asymmetricKeyType !== "ed25519") {
    throw new Error(`receipt signing key must be Ed25519, got ${privateKey.asymmetricKeyType}`);
  }
  const { x } = createPublicKey(privateKey).export({ format: "jwk" });
  if (typeof x !== "string") throw new Error("receipt signing key: public key has no x");
  const keyId = ed25519Thumbprint(x);
  const keySet: ReceiptKeySet = { keys: [{ kty: "OKP", crv: "Ed25519", kid: keyId, x }] };
  return {
    keyId,
    sign({ streamId, seq, accrued, at }) {
      const unsigned = unsignedReceipt.parse({
        streamId,
        seq,
        accrued: formatMoney(accrued),
        at: at.toISOString(),
        keyId,
      });
      const signature = sign(null, Buffer.from(canonicalJson(unsigned), "utf8"), privateKey).toString("base64url");
      return { ...unsigned, signature };
    },
    // A fresh copy each time, so no caller can alter the key set that others are served.
    keySet: () => ({ keys: keySet.keys.map((k) => ({ ...k })) }),
  };
}

/**
 * Loads the platform's Ed25519 receipt signing key (DESIGN.md "Streaming payments"). Without
 * `configuredKey`, the key is generated on the first start and kept in the database
 * (`app_secrets` row `receipts-ed25519`, PKCS#8 PEM), so every instance and every restart signs
 * with the same key and old receipts keep verifying.
 * @param db the database.
 * @param configuredKey a PKCS#8 PEM Ed25519 private key to use instead of the stored one.
 * @returns the signer; its `keyId` is the RFC 7638 thumbprint of the public key.
 * @throws Error when the configured or stored key is not a readable Ed25519 private key.
 */
export async function loadReceiptSigner(db: Db, configuredKey?: string): Promise<ReceiptSigner> {
  const pem = configuredKey ?? (await getOrCreateSecret(db, secretName, generatePkcs8Pem));
  return toSigner(createPrivateKey({ key: pem, format: "pem" }));
}
