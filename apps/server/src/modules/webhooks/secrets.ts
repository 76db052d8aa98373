import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { deleteSecret, getOrCreateSecret, lockSecret } from "../system";
import { webhookEndpoints } from "./webhooks.tables";

/**
 * Endpoint signing secrets at rest (decision 021): AES-256-GCM (NIST SP 800-38D). Agora must read
 * the secret back to sign, so it cannot be hashed. The key comes from the environment
 * (`WEBHOOK_SECRETS_KEY` or `WEBHOOK_SECRETS_KEY_FILE`, required in production), so the database
 * alone does not reveal the secrets; without one (development, tests) it is generated and kept in
 * `app_secrets`, which protects only against a leak of the webhook tables alone.
 */

/** Name of the generated key in `app_secrets`. */
const keyName = "webhook-secrets";
const ivBytes = 12;

const keys = new WeakMap<Db, Promise<Buffer>>();

/** The 32-byte AES key derived from a key text (SHA-256, so any text of ≥ 32 characters serves). */
function deriveKey(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}

/**
 * Makes `configured` (the operator's key text) the key of every secret of `db`, before the server
 * serves anything. When the database still holds a generated key (an instance that ran without
 * one), every stored secret is opened with it, sealed again under `configured`, and the generated
 * key deleted, in one transaction: afterwards the database holds nothing that opens them. Instances
 * starting together serialise on the generated key's row; the later ones find it gone.
 * @param configured the key text (≥ 32 characters), or undefined to keep the generated key.
 * @returns how many stored secrets were sealed again (0 when there was no generated key).
 * @throws Error when a stored secret cannot be opened with the generated key (tampered), leaving
 *   everything as it was.
 */
export async function useConfiguredSecretsKey(db: Db, configured: string | undefined): Promise<number> {
  if (configured === undefined) return 0;
  const key = deriveKey(configured);
  const resealed = await inTransaction(db, async (tx) => {
    const generated = await lockSecret(tx, keyName);
    if (generated === undefined) return 0;
    const old = deriveKey(generated);
    const rows = await tx.select({ id: webhookEndpoints.id, secret: webhookEndpoints.secret }).from(webhookEndpoints);
    for (const row of rows) {
      const secret = seal(key, open(old, row.secret));
      await tx.update(webhookEndpoints).set({ secret }).where(eq(webhookEndpoints.id, row.id));
    }
    await deleteSecret(tx, keyName);
    return rows.length;
  });
  keys.set(db, Promise.resolve(key));
  return resealed;
}

/**
 * The key of `db`'s secrets: the configured one once {@link useConfiguredSecretsKey} ran, else the
 * generated one (SHA-256 of the stored secret), created on first use and cached per database.
 */
function keyOf(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = getOrCreateSecret(db, keyName).then(deriveKey);
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

/** A new signing secret: `whsec_` and 32 random bytes, base64url (Stripe's prefix convention). */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

function seal(key: Buffer, secret: string): string {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((b) => b.toString("base64url")).join(".");
}

function open(key: Buffer, stored: string): string {
  const [iv = "", tag = "", sealed = ""] = stored.split(".");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
}

/** Encrypts a signing secret for storage. @returns `iv.tag.ciphertext`, each base64url. */
export async function sealSecret(db: Db, secret: string): Promise<string> {
  return seal(await keyOf(db), secret);
}

/** Decrypts what {@link sealSecret} stored. @throws Error when it was tampered with or the key changed. */
export async function openSecret(db: Db, stored: string): Promise<string> {
  return open(await keyOf(db), stored);
}
