/** Default tolerance of {@link verifyWebhook} between the signature's time and now, seconds (Stripe's). */
export const webhookToleranceSDefault = 300;

/**
 * Verifies an `Agora-Signature` header of a webhook delivery, offline, with WebCrypto (Node ≥ 20
 * and browsers). The header is `t=<unix seconds>,v1=<hex>` (the scheme Stripe documents for its
 * webhooks), where each `v1` is HMAC-SHA256(secret, `"<t>.<raw body>"`) in lower-case hex; several
 * `v1` may be present while a secret is being rotated, and one match is enough. Signatures are
 * compared in constant time.
 * @param rawBody the request body exactly as received (verify before parsing: re-serialised JSON differs).
 * @param header the `Agora-Signature` header's value.
 * @param secret the endpoint's signing secret, as shown once when the endpoint was created.
 * @param toleranceS most seconds between `t` and now, either way, against replays (default 300).
 * @param nowS the current time, unix seconds (for tests).
 * @returns true when a signature matches and `t` is within the tolerance; false otherwise, never throws.
 */
export async function verifyWebhook(
  rawBody: string,
  header: string,
  secret: string,
  toleranceS = webhookToleranceSDefault,
  nowS = Math.floor(Date.now() / 1000),
): Promise<boolean> {
  const parsed = parseSignatureHeader(header);
  if (!parsed || Math.abs(nowS - parsed.t) > toleranceS) return false;
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return false;
  const encoder = new TextEncoder();
  const key = await subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const expected = new Uint8Array(await subtle.sign("HMAC", key, encoder.encode(`${parsed.t}.${rawBody}`)));
  let matched = false;
  // Every candidate is compared in full, so the time taken tells nothing about which byte differed.
  for (const candidate of parsed.v1) matched = constantTimeEqual(expected, candidate) || matched;
  return matched;
}

/** `t` and the `v1` signatures (as bytes) of a header, or null when it has no valid `t` or no valid `v1`. */
function parseSignatureHeader(header: string): { t: number; v1: Uint8Array[] } | null {
  let t: number | undefined;
  const v1: Uint8Array[] = [];
  for (const part of header.split(",")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (name === "t" && /^\d{1,12}$/.test(value)) t = Number(value);
    else if (name === "v1" && /^[0-9a-fA-F]{64}$/.test(value)) v1.push(hexBytes(value));
  }
  return t === undefined || v1.length === 0 ? null : { t, v1 };
}

function hexBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** Compares two byte strings in time that depends only on their lengths. */
function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] as number) ^ (b[i] as number);
  return diff === 0;
}
