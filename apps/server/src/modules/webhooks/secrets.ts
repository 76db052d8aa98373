import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import type { Db } from "../../db/client";
import { getOrCreateSecret } from "../system/secrets";

/**
 * Endpoint signing secrets at rest (decision 021): AES-256-GCM (NIST SP 800-38D) under a key kept
 * in `app_secrets`, so a leak of the webhook tables alone (a log, an export, a replica of one
 * table) does not reveal them. Agora must read the secret back to sign, so it cannot be hashed.
 */

/** Name of the key in `app_secrets`. */
const keyName = "webhook-secrets";
const ivBytes = 12;

const keys = new WeakMap<Db, Promise<Buffer>>();

/** The instance's 32-byte key (SHA-256 of the stored secret), created on first use and cached per database. */
function keyOf(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = getOrCreateSecret(db, keyName).then((s) => createHash("sha256").update(s).digest());
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

/** A new signing secret: `whsec_` and 32 random bytes, base64url (Stripe's prefix convention). */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

/** Encrypts a signing secret for storage. @returns `iv.tag.ciphertext`, each base64url. */
export async function sealSecret(db: Db, secret: string): Promise<string> {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv("aes-256-gcm", await keyOf(db), iv);
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((b) => b.toString("base64url")).join(".");
}

/** Decrypts what {@link sealSecret} stored. @throws Error when it was tampered with or the key changed. */
export async function openSecret(db: Db, stored: string): Promise<string> {
  const [iv = "", tag = "", sealed = ""] = stored.split(".");
  const decipher = createDecipheriv("aes-256-gcm", await keyOf(db), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
}
