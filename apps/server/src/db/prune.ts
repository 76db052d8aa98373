import { type SQL, sql } from "drizzle-orm";
import type { Db } from "./client";
import { executeRows } from "./rows";

/**
 * Rows one pruning statement deletes at most: the first prune of a large table then runs as many
 * short statements instead of one long transaction holding locks on millions of rows.
 */
export const pruneBatchMax = 10_000;
/** One day, in ms. */
const dayMs = 24 * 60 * 60 * 1000;

/**
 * Deletes the rows of `table` whose `createdAt` column is more than `retentionDays` before `now`,
 * {@link pruneBatchMax} at a time (by `id`).
 * @param table a table with an `id` and a `created_at` column, named by the caller's code (never
 *   by input).
 * @param retentionDays days a row is kept (≥ 1).
 * @param onlyWhere a further condition a row must meet to be deleted (e.g. finished outbox rows only).
 * @returns how many rows were deleted.
 */
export async function pruneOlderThan(
  db: Db,
  table: "events" | "page_views" | "webhook_deliveries",
  retentionDays: number,
  now = new Date(),
  onlyWhere: SQL = sql`true`,
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * dayMs).toISOString();
  const name = sql.identifier(table);
  let total = 0;
  for (;;) {
    const [row] = await executeRows<{ n: number }>(
      db,
      sql`with gone as (
            delete from ${name} where id in (
              select id from ${name} where created_at < ${cutoff}::timestamptz and (${onlyWhere}) limit ${pruneBatchMax})
            returning 1)
          select count(*)::int as n from gone`,
    );
    const n = Number(row?.n ?? 0);
    total += n;
    if (n < pruneBatchMax) return total;
  }
}
