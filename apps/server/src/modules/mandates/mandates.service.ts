import {
  type ApiKeyScope,
  type DecodedCreateMandateRequest,
  type DecodedUpdateMandateRequest,
  formatMicros,
  type Mandate,
  type MandateSpendPage,
  type MandateStatus,
  type SignedMandate,
  signedMandate,
} from "@agora/contracts";
import { and, desc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Db, Tx } from "../../db/client";
import { cursorInt8, decodeCursor, encodeCursor } from "../../lib/cursor";
import { AppError, notFound } from "../../lib/errors";
import { agentNameView } from "../agents/agents.tables";
import { apiKeysByIds, findApiKeyOf } from "../api-keys";
import type { ApiKeyRow } from "../api-keys/api-keys.tables";
import { mandateDailySpend, mandateSpendLines, mandateSpendTotals, mandatesSpendTotals } from "../ledger";
import { type MandateRow, mandates } from "./mandates.tables";

/**
 * What a mandate document needs of the platform's signing key: the receipt signer (streams module,
 * app.ts hands it in) signs other documents exactly as it signs receipts (decision 028).
 */
/**
 * The agent each of `contractIds` hired, by contract id (the hiring module's, handed in by app.ts:
 * hiring checks mandates, so mandates cannot import it).
 */
export type ContractAgents = (db: Db, contractIds: string[]) => Promise<Map<string, string>>;

export interface DocumentSigner {
  /** Adds `keyId`, then an Ed25519 `signature` over the RFC 8785 canonical JSON of the rest. */
  signDocument<T extends object>(unsigned: T): T & { keyId: string; signature: string };
}

/**
 * Scopes a mandated key may not hold (decision 028): with `mandates:write` it could loosen or
 * revoke its own mandate, with `api_keys:write` mint a key without one. Keys never gain scopes,
 * so refusing the mandate on such a key keeps every mandated key inside its limits for good.
 */
export const mandateEscapeScopes: readonly ApiKeyScope[] = ["mandates:write", "api_keys:write"];

/** Days the spends chart covers, today included. */
export const mandateDailySeriesDays = 30;

function fieldError(field: string, message: string): AppError {
  return new AppError("validation_failed", `${field} ${message}`, [{ in: "body", field, message }]);
}

/** Whether the mandate allows spending at `now`: revoked wins over expired. */
export function mandateStatusAt(m: Pick<MandateRow, "revokedAt" | "expiresAt">, now: Date): MandateStatus {
  if (m.revokedAt) return "revoked";
  return m.expiresAt && m.expiresAt.getTime() <= now.getTime() ? "expired" : "active";
}

/** The wire form of a mandate with its key's name and what it spent (µUSD sums from the ledger). */
function toMandate(m: MandateRow, key: ApiKeyRow | undefined, spent: { lastDay: bigint; total: bigint }): Mandate {
  const left = (max: bigint, used: bigint) => formatMicros(max > used ? max - used : 0n);
  return {
    id: m.id,
    apiKeyId: m.apiKeyId,
    apiKeyName: key?.name ?? "",
    apiKeyPrefix: key?.prefix ?? "",
    status: mandateStatusAt(m, new Date()),
    ...wireLimits(m),
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
    revokedAt: m.revokedAt?.toISOString() ?? null,
    spent: { lastDay: formatMicros(spent.lastDay), total: formatMicros(spent.total) },
    remaining: {
      lastDay: left(m.perDayMaxMicros, spent.lastDay),
      total: m.totalMaxMicros === null ? null : left(m.totalMaxMicros, spent.total),
    },
  };
}

/** The limits as the wire states them: dollars, reputation as 0–999.99. */
function wireLimits(m: MandateRow) {
  return {
    perJobMax: formatMicros(m.perJobMaxMicros),
    perDayMax: formatMicros(m.perDayMaxMicros),
    totalMax: m.totalMaxMicros === null ? null : formatMicros(m.totalMaxMicros),
    categories: m.categories,
    pricingModels: m.pricingModels,
    minReputation: m.minReputationHundredths === null ? null : m.minReputationHundredths / 100,
    minVerificationLevel: m.minVerificationLevel,
    expiresAt: m.expiresAt?.toISOString() ?? null,
  };
}

/**
 * The columns a request's limits set; fields absent from `input` are left out (PATCH keeps them),
 * null clears an optional one.
 * @throws AppError('validation_failed') naming `expiresAt` when it is not in the future.
 */
function limitColumns(input: DecodedUpdateMandateRequest, now: Date): Partial<typeof mandates.$inferInsert> {
  const set: Partial<typeof mandates.$inferInsert> = {};
  if (input.perJobMax !== undefined) set.perJobMaxMicros = input.perJobMax;
  if (input.perDayMax !== undefined) set.perDayMaxMicros = input.perDayMax;
  if (input.totalMax !== undefined) set.totalMaxMicros = input.totalMax;
  if (input.categories !== undefined)
    set.categories = input.categories === null ? null : [...new Set(input.categories.map((c) => c.trim()))];
  if (input.pricingModels !== undefined)
    set.pricingModels = input.pricingModels === null ? null : [...new Set(input.pricingModels)];
  if (input.minReputation !== undefined)
    set.minReputationHundredths = input.minReputation === null ? null : Math.round(input.minReputation * 100);
  if (input.minVerificationLevel !== undefined) set.minVerificationLevel = input.minVerificationLevel;
  if (input.expiresAt !== undefined) {
    const at = input.expiresAt === null ? null : new Date(input.expiresAt);
    if (at && at.getTime() <= now.getTime()) throw fieldError("expiresAt", "must be in the future");
    set.expiresAt = at;
  }
  return set;
}

/**
 * Grants API key `request.apiKeyId` of `ownerId` a mandate (one per key, for good: a revoked
 * mandate keeps refusing the key).
 * @throws AppError('not_found') for a key that is unknown or someone else's.
 * @throws AppError('validation_failed') naming `apiKeyId` for a revoked or expired key, or one
 *   holding {@link mandateEscapeScopes}; naming `expiresAt` when it is not in the future.
 * @throws AppError('conflict') when the key already has a mandate.
 */
export async function createMandate(db: Db, ownerId: string, request: DecodedCreateMandateRequest): Promise<Mandate> {
  const now = new Date();
  const key = await findApiKeyOf(db, ownerId, request.apiKeyId);
  if (!key) throw notFound("API key");
  if (key.revokedAt) throw fieldError("apiKeyId", "is a revoked key");
  if (key.expiresAt && key.expiresAt.getTime() <= now.getTime()) throw fieldError("apiKeyId", "is an expired key");
  const escapes = key.scopes.filter((s) => mandateEscapeScopes.includes(s));
  if (escapes.length)
    throw fieldError(
      "apiKeyId",
      `holds ${escapes.join(" and ")}, with which it could escape its mandate; use a key without ${mandateEscapeScopes.join(" or ")}`,
    );
  const { apiKeyId, ...limits } = request;
  const [row] = await db
    .insert(mandates)
    .values({
      ownerId,
      apiKeyId,
      perJobMaxMicros: request.perJobMax,
      perDayMaxMicros: request.perDayMax,
      ...limitColumns(limits, now),
    })
    .onConflictDoNothing({ target: mandates.apiKeyId })
    .returning();
  if (!row) throw new AppError("conflict", "This key already has a mandate; change it with PATCH, or use a new key");
  return toMandate(row, key, { lastDay: 0n, total: 0n });
}

/** The owner's mandates, newest first, at most `limit`, each with its spend. */
export async function listMandates(db: Db, ownerId: string, limit: number): Promise<Mandate[]> {
  const rows = await db
    .select()
    .from(mandates)
    .where(eq(mandates.ownerId, ownerId))
    .orderBy(desc(mandates.createdAt), desc(mandates.id))
    .limit(limit);
  const keys = await apiKeysByIds(
    db,
    rows.map((r) => r.apiKeyId),
  );
  const spent = await mandatesSpendTotals(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toMandate(r, keys.get(r.apiKeyId), spent.get(r.id) ?? { lastDay: 0n, total: 0n }));
}

/** The owner's mandate `id`, locked when `lock`. @throws AppError('not_found') for anyone else's. */
async function ownMandate(db: Db | Tx, ownerId: string, id: string, lock = false): Promise<MandateRow> {
  const query = db
    .select()
    .from(mandates)
    .where(and(eq(mandates.id, id), eq(mandates.ownerId, ownerId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound("Mandate");
  return row;
}

async function withSpend(db: Db | Tx, row: MandateRow): Promise<Mandate> {
  const keys = await apiKeysByIds(db, [row.apiKeyId]);
  const spent = await mandateSpendTotals(db, row.id);
  return toMandate(row, keys.get(row.apiKeyId), spent);
}

/** One of the owner's mandates with its spend. @throws AppError('not_found') for anyone else's. */
export async function getMandate(db: Db, ownerId: string, id: string): Promise<Mandate> {
  return withSpend(db, await ownMandate(db, ownerId, id));
}

/**
 * Changes a mandate's limits, under its lock so no money call of the key runs half under the old
 * limits. Spend already made stays counted.
 * @throws AppError('not_found'); AppError('invalid_state') for a revoked mandate;
 *   AppError('validation_failed') naming `expiresAt` when it is not in the future.
 */
export async function updateMandate(
  tx: Tx,
  ownerId: string,
  id: string,
  patch: DecodedUpdateMandateRequest,
): Promise<Mandate> {
  const row = await ownMandate(tx, ownerId, id, true);
  if (row.revokedAt) throw new AppError("invalid_state", "The mandate is revoked; grant a new key a new mandate");
  const [updated] = await tx
    .update(mandates)
    .set({ ...limitColumns(patch, new Date()), updatedAt: new Date() })
    .where(eq(mandates.id, id))
    .returning();
  return withSpend(tx, updated as MandateRow);
}

/**
 * Revokes a mandate at once: it waits for any money call of the key in flight (the row lock), and
 * every later one is refused (`mandate_exceeded`, limit `revokedAt`). Revoking twice changes nothing.
 * @throws AppError('not_found') for anyone else's mandate.
 */
export async function revokeMandate(tx: Tx, ownerId: string, id: string): Promise<void> {
  const row = await ownMandate(tx, ownerId, id, true);
  if (row.revokedAt) return;
  await tx.update(mandates).set({ revokedAt: new Date(), updatedAt: new Date() }).where(eq(mandates.id, id));
}

/** Where a spends page resumes: the last transfer's id. */
const spendCursor = z.strictObject({ id: cursorInt8 });

/**
 * A mandate's spends, newest first, keyset-paged on the transfer id, each with its contract and
 * agent, and its spend per UTC day over the last {@link mandateDailySeriesDays} days (zeros included).
 * @param contractAgents names each contract's agent.
 * @throws AppError('not_found') for anyone else's mandate; AppError('validation_failed') naming `cursor`.
 */
export async function listMandateSpends(
  db: Db,
  ownerId: string,
  id: string,
  query: { cursor?: string | undefined; limit: number },
  contractAgents: ContractAgents,
): Promise<MandateSpendPage> {
  const row = await ownMandate(db, ownerId, id);
  const before = query.cursor === undefined ? undefined : BigInt(decodeCursor(query.cursor, spendCursor).id);
  const lines = await mandateSpendLines(db, row.id, {
    ...(before === undefined ? {} : { before }),
    limit: query.limit + 1,
  });
  const page = lines.slice(0, query.limit);
  const agentOf = await contractAgents(db, [...new Set(page.flatMap((l) => (l.contractId ? [l.contractId] : [])))]);
  const agentIds = [...new Set(agentOf.values())];
  const names = new Map(
    agentIds.length
      ? (
          await db
            .select({ id: agentNameView.id, name: agentNameView.name })
            .from(agentNameView)
            .where(inArray(agentNameView.id, agentIds))
        ).map((a) => [a.id, a.name])
      : [],
  );
  const last = page[page.length - 1];
  return {
    data: page.map((l) => {
      const agentId = (l.contractId && agentOf.get(l.contractId)) || null;
      return {
        transferId: String(l.id),
        amount: formatMicros(l.amountMicros),
        code: l.code,
        contractId: l.contractId,
        agentId,
        agentName: agentId ? (names.get(agentId) ?? null) : null,
        createdAt: l.createdAt.toISOString(),
      };
    }),
    nextCursor: lines.length > query.limit && last ? encodeCursor({ id: String(last.id) }) : null,
    daily: dailySeries(await mandateDailySpend(db, row.id, mandateDailySeriesDays), new Date()),
  };
}

/** The last {@link mandateDailySeriesDays} UTC days up to `now`, oldest first, with 0 where nothing was spent. */
function dailySeries(sums: { day: string; micros: bigint }[], now: Date): { day: string; amount: string }[] {
  const byDay = new Map(sums.map((s) => [s.day, s.micros]));
  const dayMs = 86_400_000;
  return Array.from({ length: mandateDailySeriesDays }, (_, i) => {
    const day = new Date(now.getTime() - (mandateDailySeriesDays - 1 - i) * dayMs).toISOString().slice(0, 10);
    return { day, amount: formatMicros(byDay.get(day) ?? 0n) };
  });
}

/**
 * The mandate as a signed JSON document (`agora.mandate/v1`): its terms and status now, signed by
 * the platform's receipt key exactly as stream receipts are (Ed25519 over RFC 8785 canonical JSON),
 * so a third party verifies it offline with `verifyMandate` and the key set at
 * `/.well-known/agora-receipts.json`.
 * @param issuer the platform's public URL.
 * @throws AppError('not_found') for anyone else's mandate.
 */
export async function mandateDocument(
  db: Db,
  ownerId: string,
  id: string,
  signer: DocumentSigner,
  issuer: string,
): Promise<SignedMandate> {
  const row = await ownMandate(db, ownerId, id);
  const now = new Date();
  const terms = signedMandate.omit({ keyId: true, signature: true }).parse({
    type: "agora.mandate/v1",
    mandateId: row.id,
    issuer,
    ownerId: row.ownerId,
    apiKeyId: row.apiKeyId,
    ...wireLimits(row),
    status: mandateStatusAt(row, now),
    issuedAt: now.toISOString(),
  });
  return signer.signDocument(terms);
}
