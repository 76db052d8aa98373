import type { SQL } from "drizzle-orm";
import type { Db, Tx } from "./client";

/**
 * Runs raw SQL and returns its rows on either driver: PGlite answers `{rows}`, postgres.js an
 * array. Cast counts to `int` in the SQL: int8 comes back as bigint on one and string on the other.
 */
export async function executeRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
