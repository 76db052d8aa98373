import { createHash } from "node:crypto";
import { formatMicros, idempotencyRetentionHours } from "@agora/contracts";
import { and, eq, lt, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Db, Tx } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { AppError } from "../../lib/errors";
import { actorOf } from "../../lib/principal";
import { idempotencyKeys } from "./idempotency.tables";

/** The `Idempotency-Key` request header of a money-moving route, as its schema declares it. */
export const idempotencyHeader = z.object({
  "idempotency-key": z
    .string()
    .optional()
    .describe(
      `Makes the request safe to retry: the same key and body give the first answer again (kept ${idempotencyRetentionHours} h).`,
    ),
});

/** How long a key is remembered, in ms ({@link idempotencyRetentionHours}). */
export const idempotencyRetentionMs = idempotencyRetentionHours * 60 * 60 * 1000;

/** What a guarded request answered: replayed as is for a retry with the same key and body. */
export interface IdempotentResult<T> {
  status: number;
  body: T;
  /** True when this is the stored answer of an earlier request. */
  replayed: boolean;
}

/** The request an `Idempotency-Key` guards. */
export interface IdempotentRequest {
  userId: string;
  /** The `Idempotency-Key` header, or undefined when the client sent none. */
  key: string | undefined;
  /** `POST /api/v1/wallet/test-deposits` — part of the fingerprint. */
  route: string;
  body: unknown;
}

/** An idempotency key: 1–255 visible ASCII characters (Stripe's limit), for headers and MCP arguments alike. */
export const idempotencyKeyPattern = /^[\x21-\x7e]{1,255}$/;

/**
 * Validates the `Idempotency-Key` header against {@link idempotencyKeyPattern}.
 * @returns the key, or undefined when absent.
 * @throws AppError('validation_failed') naming the header.
 */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== "string" || !idempotencyKeyPattern.test(header)) {
    throw new AppError("validation_failed", "Idempotency-Key must be 1 to 255 visible ASCII characters", [
      { in: "headers", field: "Idempotency-Key", message: "must be 1 to 255 visible ASCII characters" },
    ]);
  }
  return header;
}

/**
 * JSON.stringify's replacer for a decoded request body: its amounts are µUSD bigints (the contract's
 * `decodedMicros`), fingerprinted as the decimal dollars they stand for, so "12.5" and "12.50"
 * are the same request.
 */
function decodedMoneyAsDollars(_key: string, value: unknown): unknown {
  return typeof value === "bigint" ? formatMicros(value) : value;
}

/**
 * Runs `work` in one transaction together with claiming `request.key` (docs/product/PERFORMANCE.md:
 * `INSERT … ON CONFLICT DO NOTHING` in the same transaction as the work). A retry with the same key
 * and body gets the first response again without running `work`; a concurrent duplicate waits on
 * the first one's row lock and then gets its response; if `work` throws, nothing is kept and the
 * key stays free. Without a key, `work` simply runs in a transaction.
 * @throws AppError('idempotency_key_reused') when the key was used with a different route or body.
 */
export async function idempotent<T>(
  db: Db,
  request: IdempotentRequest,
  work: (tx: Tx) => Promise<{ status: number; body: T }>,
): Promise<IdempotentResult<T>> {
  const { key, userId } = request;
  if (key === undefined) return { ...(await inTransaction(db, work)), replayed: false };
  const fingerprint = createHash("sha256")
    .update(`${request.route}\n${JSON.stringify(request.body ?? null, decodedMoneyAsDollars)}`)
    .digest("hex");
  return inTransaction(db, async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, fingerprint, statusCode: 0, response: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (!claimed.length) {
      const [first] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (!first || first.fingerprint !== fingerprint) {
        throw new AppError("idempotency_key_reused", "This Idempotency-Key was used with a different request", [
          { in: "headers", field: "Idempotency-Key", message: "was used with a different request" },
        ]);
      }
      return { status: first.statusCode, body: first.response as T, replayed: true };
    }
    const result = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: result.status, response: sql`${JSON.stringify(result.body)}::jsonb` })
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return { ...result, replayed: false };
  });
}

/** Deletes keys older than {@link idempotencyRetentionMs}. @returns how many were deleted. */
export async function purgeIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - idempotencyRetentionMs)))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}

/**
 * Sends a guarded request's answer; a replay carries `Idempotent-Replayed: true` (as Stripe does)
 * so a client can tell it was not executed twice.
 */
export function sendIdempotent<T>(reply: FastifyReply, result: IdempotentResult<T>): FastifyReply {
  if (result.replayed) reply.header("idempotent-replayed", "true");
  return reply.code(result.status).send(result.body);
}

/**
 * The idempotency context of a money-moving POST: the signed-in caller, the `Idempotency-Key`
 * header, and the fingerprint's route (method and path, without the query string) and body.
 * @throws AppError('validation_failed') naming the header when it is malformed; AppError('unauthorized').
 */
export function requestGuard(request: FastifyRequest): IdempotentRequest {
  return {
    userId: actorOf(request).id,
    key: idempotencyKeyOf(request.headers["idempotency-key"]),
    route: `${request.method} ${request.url.split("?")[0]}`,
    body: request.body ?? null,
  };
}
