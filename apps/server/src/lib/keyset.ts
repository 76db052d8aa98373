import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import { cursorInstant, cursorUuid, decodeCursor, encodeCursor } from "./cursor";

// Keyset paging on (created_at, id), the order of every listing that grows by insertion. The
// cursor keeps the instant to the microsecond, as PostgreSQL stores it: a JavaScript Date keeps
// only milliseconds, and a cursor cut to the millisecond would skip the rows later in that same
// millisecond (newest first) or repeat them (oldest first) when inserts land while someone pages.

/** A position in a (created_at, id) listing: the row's instant to the microsecond and its id. */
const keysetCursor = z.object({ at: cursorInstant, id: cursorUuid }).strict();

/** See {@link keysetCursor}. */
export type KeysetPosition = z.output<typeof keysetCursor>;

/** Which end of the listing comes first. */
export type KeysetOrder = "newest" | "oldest";

/**
 * `column` as ISO 8601 UTC text to the microsecond; select it beside the row as its cursor instant.
 * @param column a `timestamptz` column, or SQL naming one (a computed or aliased instant).
 */
export function exactInstant(column: PgColumn | SQL): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/**
 * Decodes the `cursor` query parameter of a (created_at, id) listing.
 * @returns undefined for the first page.
 * @throws AppError('validation_failed') naming `cursor` for a cursor not from such a listing.
 */
export function keysetPosition(cursor: string | undefined): KeysetPosition | undefined {
  return cursor === undefined ? undefined : decodeCursor(cursor, keysetCursor);
}

/**
 * The condition "after `position`" in the listing's order, as one row comparison so that a
 * (created_at, id) index serves it; undefined (no condition) for the first page.
 */
export function keysetAfter(
  createdAt: PgColumn,
  id: PgColumn,
  position: KeysetPosition | undefined,
  order: KeysetOrder,
): SQL | undefined {
  if (position === undefined) return undefined;
  return order === "newest"
    ? sql`(${createdAt}, ${id}) < (${position.at}::timestamptz, ${position.id}::uuid)`
    : sql`(${createdAt}, ${id}) > (${position.at}::timestamptz, ${position.id}::uuid)`;
}

/**
 * Splits the `limit + 1` rows a listing fetched into its page and the cursor of the next page
 * (null on the last page).
 * @param rows in the listing's order, each with its {@link exactInstant} as `cursorAt`.
 * @param idOf the row's id, when it is not the row's own `id` (a joined row's part).
 */
export function keysetPage<R extends { cursorAt: string }>(
  rows: R[],
  limit: number,
  idOf: (row: R) => string = (row) => (row as R & { id: string }).id,
): { page: R[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    page,
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: idOf(last) }) : null,
  };
}
