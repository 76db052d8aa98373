import { and, eq, gt, isNull, lt, or, type SQL } from "drizzle-orm";
import type { Adapter, AdapterConstructor, AdapterPayload } from "oidc-provider";
import type { Db } from "../../db/client";
import { devProviderPayloads as payloads } from "./auth.tables";

/** Names typed into the development provider's form, kept per lower-cased email. */
export interface DevAccount {
  email: string;
  firstName: string;
  lastName: string;
}

/** The model name under which {@link saveDevAccount} keeps accounts beside oidc-provider's own. */
const accountModel = "DevAccount";

/** Not expired at `now`: rows without an expiry never expire. */
function live(now = new Date()): SQL | undefined {
  return or(isNull(payloads.expiresAt), gt(payloads.expiresAt, now));
}

/**
 * oidc-provider's storage adapter (its documented `Adapter` interface: upsert, find, findByUid,
 * findByUserCode, consume, destroy, revokeByGrantId) on the `dev_provider_payloads` table, so every
 * instance sees the same interactions, codes and sessions. Expired rows are not found, and are
 * deleted by {@link pruneDevProviderPayloads}.
 * @returns the adapter class oidc-provider instantiates once per model name.
 */
export function devProviderAdapter(db: Db): AdapterConstructor {
  return class DatabaseAdapter implements Adapter {
    constructor(readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const row = {
        payload,
        grantId: payload.grantId ?? null,
        uid: payload.uid ?? null,
        userCode: payload.userCode ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(payloads)
        .values({ model: this.model, id, ...row })
        .onConflictDoUpdate({ target: [payloads.model, payloads.id], set: row });
    }

    find(id: string): Promise<AdapterPayload | undefined> {
      return this.#findWhere(eq(payloads.id, id));
    }

    findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.#findWhere(eq(payloads.uid, uid));
    }

    findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.#findWhere(eq(payloads.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(payloads)
        .set({ consumedAt: new Date() })
        .where(and(eq(payloads.model, this.model), eq(payloads.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(payloads).where(and(eq(payloads.model, this.model), eq(payloads.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(payloads).where(and(eq(payloads.model, this.model), eq(payloads.grantId, grantId)));
    }

    async #findWhere(where: SQL): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select({ payload: payloads.payload, consumedAt: payloads.consumedAt })
        .from(payloads)
        .where(and(eq(payloads.model, this.model), where, live()))
        .limit(1);
      if (!row) return undefined;
      // oidc-provider refuses a consumed code (and revokes its grant) when it sees `consumed`.
      return { ...(row.payload as AdapterPayload), ...(row.consumedAt ? { consumed: true } : {}) };
    }
  };
}

/** Keeps the names typed into the form for `account.email`, replacing earlier ones. */
export async function saveDevAccount(db: Db, account: DevAccount): Promise<void> {
  const row = { payload: account, expiresAt: null };
  await db
    .insert(payloads)
    .values({ model: accountModel, id: account.email, ...row })
    .onConflictDoUpdate({ target: [payloads.model, payloads.id], set: row });
}

/** The names typed for `email`, or undefined when that email never used the form. */
export async function findDevAccount(db: Db, email: string): Promise<DevAccount | undefined> {
  const [row] = await db
    .select({ payload: payloads.payload })
    .from(payloads)
    .where(and(eq(payloads.model, accountModel), eq(payloads.id, email)))
    .limit(1);
  return row?.payload as DevAccount | undefined;
}

/**
 * Deletes the development provider's rows that expired before `now` (accounts never expire).
 * @returns how many rows were deleted.
 */
export async function pruneDevProviderPayloads(db: Db, now = new Date()): Promise<number> {
  const removed = await db.delete(payloads).where(lt(payloads.expiresAt, now)).returning({ id: payloads.id });
  return removed.length;
}
