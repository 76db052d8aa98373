import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, sign } from "node:crypto";
import {
  canonicalJson,
  type FinalReceipt,
  finalReceipt,
  formatMicros,
  type ReceiptKeySet,
  receiptBatchMax,
  receiptBatchStatement,
  type StepReceipt,
  stepReceipt,
} from "@agora/contracts";
import type { Db, Tx } from "../../db/client";
import { getOrCreateSecret } from "../system";
import { merkleTree } from "./merkle";

/** Name of the stored signing key in `app_secrets`: a PKCS#8 PEM. */
const secretName = "receipts-ed25519";

/** Signers already built, by PKCS#8 PEM, and how many to keep at most. */
const signersByPem = new Map<string, ReceiptSigner>();
const signersCachedMax = 8;

/** Each kind's fields before signing, checked as strictly as a received receipt. */
const unsignedStep = stepReceipt.omit({ signature: true, proof: true });
const unsignedFinal = finalReceipt.omit({ signature: true });

/** What a step confirmation states: the stream, its step and what it had accrued at an instant. */
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

/** What a final receipt states: the amounts a stream's settlement moved in the ledger. */
export interface FinalReceiptBody {
  /** The payment stream's id. */
  streamId: string;
  /** Billing steps of active time the stream was paid for. */
  seq: number;
  /** µUSD paid out of the escrow (fee + net); the receipt states it in dollars. */
  gross: bigint;
  /** µUSD of `gross` paid to the platform as its fee. */
  fee: bigint;
  /** µUSD of `gross` paid to the agent's owner. */
  net: bigint;
  /** The settlement instant; the receipt states it as ISO 8601 UTC with ms. */
  at: Date;
}

/** The platform's receipt signing key (docs/product/DESIGN.md "Streaming payments"). */
export interface ReceiptSigner {
  /** `kid` of the key: its RFC 7638 JWK thumbprint (SHA-256, base64url). */
  readonly keyId: string;
  /**
   * Signs one step confirmation (`final: false`): Ed25519 (RFC 8032) over the UTF-8 bytes of the
   * RFC 8785 canonical JSON of the receipt without `signature`, which any holder of
   * {@link keySet} can check with `verifyReceipt`. It confirms a running figure, not money owed.
   * @throws ZodError when the body would make an invalid receipt (empty id, negative or unsafe seq).
   * @throws RangeError for a negative `accrued` or an invalid `at`.
   */
  sign(body: ReceiptBody): StepReceipt;
  /**
   * Signs many step confirmations with one Ed25519 signature (decision 051): the receipts are the
   * leaves of an RFC 9162 Merkle tree, the signature is over `receiptBatchStatement` of its root,
   * and each receipt carries its inclusion `proof`. `verifyReceipt` checks each one alone, offline.
   * One signature costs about as much as 12 leaf hashes, so a busy instance signs per batch.
   * @returns the receipts in the order of `bodies`.
   * @throws RangeError for an empty batch or one above `receiptBatchMax`, and as {@link sign} does.
   * @throws ZodError as {@link sign} does.
   */
  signBatch(bodies: readonly ReceiptBody[]): StepReceipt[];
  /**
   * Signs a stream's final receipt (`final: true`, decision 018), the same way: the settled gross,
   * fee and net. Ed25519 is deterministic, so the same settlement always gets the same bytes.
   * @throws Error when fee + net ≠ gross (the caller's figures are not one settlement's).
   * @throws ZodError when the body would make an invalid receipt (empty id, negative or unsafe seq).
   * @throws RangeError for a negative amount or an invalid `at`.
   */
  signFinal(body: FinalReceiptBody): FinalReceipt;
  /**
   * Signs another JSON document with the same key, exactly as receipts are signed: adds `keyId`,
   * then `signature` over the canonical JSON of everything else. For documents third parties check
   * against the same key set, such as signed mandates (decision 028, `verifyMandate`).
   * @throws TypeError/Error from canonicalJson for a value with no JSON form (a bigint, NaN).
   */
  signDocument<T extends object>(unsigned: T): T & { keyId: string; signature: string };
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
  const signed = <T>(unsigned: T): T & { signature: string } => {
    const signature = sign(null, Buffer.from(canonicalJson(unsigned), "utf8"), privateKey).toString("base64url");
    return { ...unsigned, signature };
  };
  const unsignedStepOf = ({ streamId, seq, accrued, at }: ReceiptBody) =>
    unsignedStep.parse({ streamId, seq, final: false, accrued: formatMicros(accrued), at: at.toISOString(), keyId });
  return {
    keyId,
    sign: (body) => signed(unsignedStepOf(body)),
    signBatch(bodies) {
      if (!bodies.length || bodies.length > receiptBatchMax)
        throw new RangeError(`a receipt batch holds 1 to ${receiptBatchMax} receipts, not ${bodies.length}`);
      const receipts = bodies.map(unsignedStepOf);
      const { root, paths } = merkleTree(receipts.map((r) => canonicalJson(r)));
      const size = receipts.length;
      const { signature } = signed(receiptBatchStatement({ keyId, root: root.toString("base64url"), size }));
      return receipts.map((receipt, index) => ({
        ...receipt,
        proof: { index, size, path: (paths[index] ?? []).map((p) => p.toString("base64url")) },
        signature,
      }));
    },
    signFinal({ streamId, seq, gross, fee, net, at }) {
      if (fee + net !== gross) throw new Error(`final receipt of ${streamId}: fee + net must equal gross`);
      return signed(
        unsignedFinal.parse({
          streamId,
          seq,
          final: true,
          gross: formatMicros(gross),
          fee: formatMicros(fee),
          net: formatMicros(net),
          at: at.toISOString(),
          keyId,
        }),
      );
    },
    signDocument: (unsigned) => signed({ ...unsigned, keyId }),
    // A fresh copy each time, so no caller can alter the key set that others are served.
    keySet: () => ({ keys: keySet.keys.map((k) => ({ ...k })) }),
  };
}

/**
 * Loads the platform's Ed25519 receipt signing key (docs/product/DESIGN.md "Streaming payments"). Without
 * `configuredKey`, the key is generated on the first start and kept in the database
 * (`app_secrets` row `receipts-ed25519`, PKCS#8 PEM), so every instance and every restart signs
 * with the same key and old receipts keep verifying.
 * @param db the database, or the caller's transaction (settlement signs its final receipt in its own).
 * @param configuredKey a PKCS#8 PEM Ed25519 private key to use instead of the stored one.
 * @returns the signer; its `keyId` is the RFC 7638 thumbprint of the public key.
 * @throws Error when the configured or stored key is not a readable Ed25519 private key.
 */
export async function loadReceiptSigner(db: Db | Tx, configuredKey?: string): Promise<ReceiptSigner> {
  const pem = configuredKey ?? (await getOrCreateSecret(db, secretName, generatePkcs8Pem));
  const cached = signersByPem.get(pem);
  if (cached) return cached;
  const signer = toSigner(createPrivateKey({ key: pem, format: "pem" }));
  // Settlement loads the signer in its own transaction (decision 018); parsing the PEM each time
  // would be waste. A process sees one key, or a few in tests: the bound only guards against leaks.
  if (signersByPem.size >= signersCachedMax) signersByPem.clear();
  signersByPem.set(pem, signer);
  return signer;
}
