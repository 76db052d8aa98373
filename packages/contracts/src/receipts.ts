import canonicalize from "canonicalize";
import { z } from "zod";
import { money } from "./money";

/** Base64url without padding (RFC 4648 §5), the encoding of JWK members and signatures. */
const base64url = /^[A-Za-z0-9_-]*$/;

/** Fields every receipt carries; `final` tells the two kinds apart and is signed like the rest. */
const receiptFields = {
  streamId: z.string().min(1).max(128).describe("The payment stream's id."),
  seq: z
    .number()
    .int()
    .min(0)
    .describe(
      "Billing steps of active time the receipt covers, from 0: a later step receipt has a higher seq; the " +
        "final receipt has the seq of the last step and supersedes every step receipt.",
    ),
  at: z.iso
    .datetime({ precision: 3 })
    .describe("The instant the figures hold for: ISO 8601 UTC with milliseconds, e.g. 2026-01-02T03:04:05.678Z."),
  keyId: z.string().min(1).max(128).describe("`kid` of the key in the receipt key set that signed this receipt."),
  signature: z
    .string()
    .length(86)
    .regex(base64url, "must be base64url without padding")
    .describe(
      "Ed25519 signature (64 bytes, base64url without padding) of canonicalJson(the other fields); on a step " +
        "receipt with `proof`, of receiptBatchStatement of its batch's Merkle root (decision 051).",
    ),
};

/** Most receipts one batch signature covers (the Merkle tree's largest size). */
export const receiptBatchMax = 65_536;

/**
 * Where a step receipt sits in the batch whose Merkle root the platform signed (decision 051): an
 * RFC 9162 §2.1.3 inclusion proof. The leaf is SHA-256(0x00 ‖ canonicalJson of the receipt without
 * `signature` and `proof`), inner nodes SHA-256(0x01 ‖ left ‖ right) (RFC 9162 §2.1.1).
 */
export const receiptBatchProof = z
  .object({
    index: z.number().int().min(0).describe("The receipt's leaf index in its batch, from 0."),
    size: z.number().int().min(1).max(receiptBatchMax).describe("Receipts in the batch: the Merkle tree size."),
    path: z
      .array(z.string().length(43).regex(base64url, "must be base64url without padding"))
      .max(16)
      .describe("The inclusion path: SHA-256 sibling hashes (base64url) from the leaf up to the root."),
  })
  .strict()
  .meta({ id: "ReceiptBatchProof" });
export type ReceiptBatchProof = z.infer<typeof receiptBatchProof>;

/**
 * A signed confirmation of one billing step of a live payment stream (decision 013). It states
 * what the stream had accrued at `at`, *not* money owed: a step signed after the provider's last
 * heartbeat is not paid if the heartbeat is then lost, since the stream pauses at that heartbeat
 * (decision 018). Only a {@link finalReceipt} states what was paid. With `proof`, one signature
 * covers a batch of receipts (decision 051): `signature` is over {@link receiptBatchStatement} of
 * the batch's Merkle root; without it, over the receipt itself, as receipts issued before were.
 */
export const stepReceipt = z
  .object({
    ...receiptFields,
    final: z.literal(false).describe("false: a running figure, not a statement of money owed."),
    accrued: money.describe("Total accrued by the stream at `at`, in US dollars (at most 6 decimals)."),
    proof: receiptBatchProof
      .optional()
      .describe(
        "Present when `signature` signs the Merkle root of a batch of receipts (receiptBatchStatement) instead of " +
          "this receipt alone; the proof leads from this receipt to that root.",
      ),
  })
  .strict()
  .meta({ id: "StepReceipt" });
export type StepReceipt = z.infer<typeof stepReceipt>;

/**
 * The signed statement of what a payment stream's settlement paid (decision 018): `gross` left the
 * contract's escrow, `fee` went to the platform and `net` to the agent's owner, exactly the ledger
 * transfers of the settlement. Issued once per stream, when it settles; `at` is the settlement
 * instant. This is the only receipt that states money owed.
 */
export const finalReceipt = z
  .object({
    ...receiptFields,
    final: z.literal(true).describe("true: the settled amounts, the only receipt that states money owed."),
    gross: money.describe("Paid out of the escrow for the stream, in US dollars: fee + net."),
    fee: money.describe("The platform's fee taken from `gross`, in US dollars."),
    net: money.describe("Paid to the agent's owner, in US dollars: gross − fee."),
  })
  .strict()
  .meta({ id: "FinalReceipt" });
export type FinalReceipt = z.infer<typeof finalReceipt>;

/**
 * A signed receipt of a payment stream (docs/product/DESIGN.md "Streaming payments"): a {@link stepReceipt}
 * (`final: false`) while it runs, or its {@link finalReceipt} (`final: true`) once settled. The
 * signature is Ed25519 (RFC 8032) over the UTF-8 bytes of `canonicalJson` (RFC 8785) of every
 * other field, `final` included, so anyone holding the platform's key set can check it offline
 * with {@link verifyReceipt} and nobody can turn one kind into the other. Unknown fields are
 * refused: they would not be covered by the signature.
 */
export const streamReceipt = z.discriminatedUnion("final", [stepReceipt, finalReceipt]).meta({ id: "StreamReceipt" });
export type StreamReceipt = z.infer<typeof streamReceipt>;

/** One Ed25519 public key as a JWK (RFC 7517, RFC 8037 §2). */
export const receiptKey = z
  .object({
    kty: z.literal("OKP").describe("Key type: octet key pair (RFC 8037)."),
    crv: z.literal("Ed25519").describe("The curve (RFC 8037)."),
    kid: z.string().min(1).max(128).describe("Key id: the RFC 7638 JWK thumbprint, base64url."),
    x: z
      .string()
      .length(43)
      .regex(base64url, "must be base64url without padding")
      .describe("The 32-byte public key, base64url without padding."),
  })
  .meta({ id: "ReceiptKey" });
export type ReceiptKey = z.infer<typeof receiptKey>;

/**
 * The public keys that sign stream receipts, a JWK Set (RFC 7517 §5) served at
 * `/.well-known/agora-receipts.json`. Members other than those listed are ignored, as RFC 7517 asks.
 */
export const receiptKeySet = z
  .object({
    keys: z.array(receiptKey).max(32).describe("Keys currently valid for verifying receipts."),
  })
  .meta({ id: "ReceiptKeySet" });
export type ReceiptKeySet = z.infer<typeof receiptKeySet>;

/**
 * The JSON Canonicalization Scheme (RFC 8785) form of `value`: object keys sorted by UTF-16 code
 * units, no whitespace, ECMAScript number and string serialization. Implemented by the
 * `canonicalize` package, which runs unchanged in Node and browsers.
 * @param value a JSON value: object, array, string, finite number, boolean or null.
 * @returns the canonical JSON text (encode it as UTF-8 to sign or hash it).
 * @throws Error for NaN, ±Infinity, strings with lone surrogates or cyclic values; TypeError for
 *   bigints and for values with no JSON form (undefined, functions).
 */
export function canonicalJson(value: unknown): string {
  const text = canonicalize(value);
  if (text === undefined) throw new TypeError("canonicalJson: the value has no JSON representation");
  return text;
}

const base64urlAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/**
 * Decodes unpadded base64url (RFC 4648 §5). Refuses non-canonical text (stray low bits), so each
 * signature has exactly one accepted spelling.
 * @returns the bytes, or null when `text` is not canonical base64url.
 */
function decodeBase64url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let at = 0;
  for (const char of text) {
    const value = base64urlAlphabet.indexOf(char);
    if (value < 0) return null;
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (buffer >> bits) & 0xff;
      buffer &= (1 << bits) - 1;
    }
  }
  return buffer === 0 ? bytes : null;
}

/** WebCrypto's `digest`, as this file calls it. */
type Digest = (algorithm: "SHA-256", data: Uint8Array) => Promise<ArrayBuffer>;

/**
 * The slice of WebCrypto and the Encoding API this file needs. The contracts package is compiled
 * without DOM or Node types, yet both environments provide these globals (Node ≥ 20, browsers).
 */
interface Platform {
  crypto?: {
    subtle?: {
      importKey(
        format: "jwk",
        key: { kty: string; crv: string; x: string },
        algorithm: { name: "Ed25519" },
        extractable: boolean,
        usages: ["verify"],
      ): Promise<unknown>;
      verify(algorithm: { name: "Ed25519" }, key: unknown, signature: Uint8Array, data: Uint8Array): Promise<boolean>;
      digest?: Digest;
    };
  };
  TextEncoder?: new () => { encode(text: string): Uint8Array };
}

/**
 * Checks a stream receipt of either kind offline: the Ed25519 signature (RFC 8032, JWK per RFC 8037) over the
 * UTF-8 bytes of `canonicalJson` (RFC 8785) of the receipt without its `signature`, with the
 * key of `keySet` whose `kid` is `receipt.keyId`. Uses WebCrypto, so it runs in Node ≥ 20 and in
 * browsers, which offer it only in secure contexts (HTTPS, localhost) (docs/product/DESIGN.md "Streaming
 * payments": anyone can verify a receipt offline). A valid step receipt (`final: false`) only
 * confirms a running figure; money owed is what a valid final receipt (`final: true`) states.
 * A step receipt with `proof` is checked as decision 051 has it: its leaf hash (SHA-256, RFC 9162
 * §2.1.1) and inclusion path give the batch's Merkle root (RFC 9162 §2.1.3.2), and the signature
 * must be over {@link receiptBatchStatement} of that root.
 * @param receipt the receipt as received, e.g. parsed JSON; it must match {@link streamReceipt}.
 * @param keySet the key set from `/.well-known/agora-receipts.json`; must match {@link receiptKeySet}.
 * @returns true only for a well-formed receipt signed by that key; false for an unknown kid, a bad
 *   signature, a malformed receipt or key set, or a runtime without Ed25519 WebCrypto. Never throws.
 */
export async function verifyReceipt(receipt: unknown, keySet: unknown): Promise<boolean> {
  const parsed = stepReceipt.safeParse(receipt);
  if (parsed.success && parsed.data.proof) return verifyBatchedReceipt(parsed.data, parsed.data.proof, keySet);
  return verifySignedDocument(streamReceipt, receipt, keySet);
}

/**
 * The document whose canonical JSON a batch signature signs (decision 051): the batch's Merkle
 * root (RFC 9162 §2.1.1, base64url) and size, under `keyId`. Its shape is no receipt's nor any
 * other signed document's, so a batch signature cannot pass for one of theirs.
 */
export function receiptBatchStatement(batch: { keyId: string; root: string; size: number }) {
  return { keyId: batch.keyId, receiptBatch: { root: batch.root, size: batch.size } };
}

/** A step receipt with its proof: the leaf's inclusion, then the root's signature. */
async function verifyBatchedReceipt(receipt: StepReceipt, proof: ReceiptBatchProof, keySet: unknown): Promise<boolean> {
  try {
    return await checkBatchedReceipt(receipt, proof, keySet);
  } catch {
    return false;
  }
}

async function checkBatchedReceipt(receipt: StepReceipt, proof: ReceiptBatchProof, keySet: unknown): Promise<boolean> {
  const { signature, proof: _proof, ...leaf } = receipt;
  const subtle = (globalThis as unknown as Platform).crypto?.subtle;
  const Encoder = (globalThis as unknown as Platform).TextEncoder;
  if (!subtle?.digest || !Encoder) return false;
  const sha256 = async (...parts: Uint8Array[]) => {
    const joined = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const part of parts) {
      joined.set(part, at);
      at += part.length;
    }
    return new Uint8Array(await (subtle.digest as Digest)("SHA-256", joined));
  };
  const path = proof.path.map(decodeBase64url);
  if (path.some((p) => p === null || p.length !== 32)) return false;
  const root = await merkleRootFromPath(
    await sha256(leafPrefix, new Encoder().encode(canonicalJson(leaf))),
    proof,
    path as Uint8Array[],
    (left, right) => sha256(nodePrefix, left, right),
  );
  if (!root) return false;
  const statement = receiptBatchStatement({ keyId: receipt.keyId, root: encodeBase64url(root), size: proof.size });
  return verifySignedDocument(signedBatch, { ...statement, signature }, keySet);
}

/** RFC 9162 §2.1.1 domain separation: a leaf's hash input starts with 0x00, an inner node's with 0x01. */
const leafPrefix = new Uint8Array([0]);
const nodePrefix = new Uint8Array([1]);

/** A batch statement with its signature, as {@link verifySignedDocument} checks it. */
const signedBatch = z
  .object({
    keyId: receiptFields.keyId,
    receiptBatch: z.object({ root: z.string(), size: z.number() }).strict(),
    signature: receiptFields.signature,
  })
  .strict();

/**
 * The Merkle root an inclusion proof leads to from `leafHash`: RFC 9162 §2.1.3.2, step by step.
 * @returns the root, or null when the proof does not fit a tree of `proof.size` leaves.
 */
async function merkleRootFromPath(
  leafHash: Uint8Array,
  proof: ReceiptBatchProof,
  path: Uint8Array[],
  node: (left: Uint8Array, right: Uint8Array) => Promise<Uint8Array>,
): Promise<Uint8Array | null> {
  if (proof.index >= proof.size) return null;
  let fn = proof.index;
  let sn = proof.size - 1;
  let r = leafHash;
  for (const p of path) {
    if (sn === 0) return null;
    if (fn % 2 === 1 || fn === sn) {
      r = await node(p, r);
      while (fn % 2 === 0 && fn !== 0) {
        fn = Math.floor(fn / 2);
        sn = Math.floor(sn / 2);
      }
    } else r = await node(r, p);
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 ? r : null;
}

/** Unpadded base64url (RFC 4648 §5) of `bytes`. */
function encodeBase64url(bytes: Uint8Array): string {
  let text = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = ((bytes[i] as number) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let c = 0; c < chars; c++) text += base64urlAlphabet[(chunk >> (18 - 6 * c)) & 63];
  }
  return text;
}

/** Imported public keys by curve and point: a facilitator checks thousands of documents a second. */
const importedKeys = new Map<string, Promise<unknown>>();
/** A deployment publishes a key or two; past this many, the cache starts again rather than grow. */
const importedKeysMax = 64;

/** `jwk` imported for Ed25519 verification, once per key (a rejected import is not kept). */
function importedKey(
  subtle: NonNullable<NonNullable<Platform["crypto"]>["subtle"]>,
  jwk: { kty: string; crv: string; x: string },
): Promise<unknown> {
  const id = `${jwk.kty}/${jwk.crv}/${jwk.x}`;
  let key = importedKeys.get(id);
  if (!key) {
    if (importedKeys.size >= importedKeysMax) importedKeys.clear();
    key = subtle.importKey("jwk", { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, { name: "Ed25519" }, false, ["verify"]);
    importedKeys.set(id, key);
    key.catch(() => importedKeys.delete(id));
  }
  return key;
}

/**
 * Checks a document signed with the receipt key set, as {@link verifyReceipt} describes: `document`
 * must match `schema` (which carries `keyId` and `signature`), and `signature` must be Ed25519 over
 * canonicalJson of every other field, by the key `keyId` of `keySet`. Shared by every signed
 * document of the platform (receipts, mandates) so they are checked one way.
 * @returns true only for a well-formed, validly signed document; never throws.
 */
export async function verifySignedDocument(
  schema: z.ZodType<{ keyId: string; signature: string }>,
  document: unknown,
  keySet: unknown,
): Promise<boolean> {
  try {
    const parsedDocument = schema.safeParse(document);
    const parsedKeySet = receiptKeySet.safeParse(keySet);
    if (!parsedDocument.success || !parsedKeySet.success) return false;
    const { signature, ...signed } = parsedDocument.data;
    const jwk = parsedKeySet.data.keys.find((k) => k.kid === signed.keyId);
    const signatureBytes = decodeBase64url(signature);
    const platform = globalThis as unknown as Platform;
    const subtle = platform.crypto?.subtle;
    if (!jwk || !signatureBytes || !subtle || !platform.TextEncoder) return false;
    const key = await importedKey(subtle, jwk);
    const data = new platform.TextEncoder().encode(canonicalJson(signed));
    return await subtle.verify({ name: "Ed25519" }, key, signatureBytes, data);
  } catch {
    // A key WebCrypto refuses (e.g. x not a valid point) is a failed verification, not an error.
    return false;
  }
}
