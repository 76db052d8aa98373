import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { appSecrets } from "./system.tables";

/** 32 random bytes as 43 base64url characters. */
function randomSecret(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * Returns the secret stored under `name`, creating it with `generate` on first use.
 * Concurrent first starts agree on one value: the insert ignores conflicts and everyone re-reads.
 * @param db the database.
 * @param name the secret's name, e.g. `session`.
 * @param generate makes a new value; defaults to 32 random bytes, base64url.
 * @returns the stored secret.
 */
export async function getOrCreateSecret(db: Db, name: string, generate: () => string = randomSecret): Promise<string> {
  // Read first: the secret exists on every call but the very first, and generating one (an
  // Ed25519 key pair for receipts) is the expensive part, paid by each settlement otherwise.
  const stored = await readSecret(db, name);
  if (stored !== undefined) return stored;
  await db.insert(appSecrets).values({ name, value: generate() }).onConflictDoNothing();
  const created = await readSecret(db, name);
  if (created === undefined) throw new Error(`secret ${name} missing after insert`);
  return created;
}

async function readSecret(db: Db, name: string): Promise<string | undefined> {
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  return row?.value;
}

/**
 * Reads the secret stored under `name` and locks its row until `tx` ends, so that one caller at a
 * time may replace or delete it (e.g. when a configured key takes over from a generated one).
 * @returns the stored value, or undefined when there is none.
 */
export async function lockSecret(tx: Tx, name: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name))
    .for("update");
  return row?.value;
}

/** Deletes the secret stored under `name` (nothing when there is none). */
export async function deleteSecret(tx: Tx, name: string): Promise<void> {
  await tx.delete(appSecrets).where(eq(appSecrets.name, name));
}
