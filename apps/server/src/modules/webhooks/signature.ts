import { createHmac } from "node:crypto";

/**
 * The `Agora-Signature` header value for a body sent at `at`: `t=<unix seconds>,v1=<hex HMAC-SHA256(
 * secret, "<t>.<raw body>")>`, Stripe's webhook scheme, so receivers can reuse its verifiers'
 * logic. The timestamp is signed too, so a captured request cannot be replayed after the
 * receiver's tolerance (300 s by default).
 * @param secret the endpoint's signing secret (`whsec_…`), used as UTF-8 bytes.
 * @param body the exact bytes sent, as a string.
 */
export function signatureHeader(secret: string, body: string, at: Date = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac("sha256", secret).update(`${t}.${body}`, "utf8").digest("hex");
  return `t=${t},v1=${v1}`;
}
