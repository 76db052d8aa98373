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
    .describe("Ed25519 signature (64 bytes, base64url without padding) of canonicalJson(the other fields)."),
};

/**
 * A signed confirmation of one billing step of a live payment stream (decision 013). It states
 * what the stream had accrued at `at`, *not* money owed: a step signed after the provider's last
 * heartbeat is not paid if the heartbeat is then lost, since the stream pauses at that heartbeat
 * (decision 018). Only a {@link finalReceipt} states what was paid.
 */
export const stepReceipt = z
  .object({
    ...receiptFields,
    final: z.literal(false).describe("false: a running figure, not a statement of money owed."),
    accrued: money.describe("Total accrued by the stream at `at`, in US dollars (at most 6 decimals)."),
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
 * @param receipt the receipt as received, e.g. parsed JSON; it must match {@link streamReceipt}.
 * @param keySet the key set from `/.well-known/agora-receipts.json`; must match {@link receiptKeySet}.
 * @returns true only for a well-formed receipt signed by that key; false for an unknown kid, a bad
 *   signature, a malformed receipt or key set, or a runtime without Ed25519 WebCrypto. Never throws.
 */
export async function verifyReceipt(receipt: unknown, keySet: unknown): Promise<boolean> {
  return verifySignedDocument(streamReceipt, receipt, keySet);
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
    const key = await subtle.importKey("jwk", { kty: jwk.kty, crv: jwk.crv, x: jwk.x }, { name: "Ed25519" }, false, [
      "verify",
    ]);
    const data = new platform.TextEncoder().encode(canonicalJson(signed));
    return await subtle.verify({ name: "Ed25519" }, key, signatureBytes, data);
  } catch {
    // A key WebCrypto refuses (e.g. x not a valid point) is a failed verification, not an error.
    return false;
  }
}
