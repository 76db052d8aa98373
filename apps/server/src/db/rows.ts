import { microsPerDollar } from "@agora/contracts";
import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db, Tx } from "./client";

/**
 * Runs raw SQL and returns its rows on either driver: PGlite answers `{rows}`, postgres.js an
 * array. Cast counts to `int` in the SQL: int8 comes back as bigint on one and string on the other.
 */
export async function executeRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Turns drizzle `sql` into text and parameters; it holds no state of a connection. */
const dialect = new PgDialect();

/**
 * {@link executeRows} as a prepared statement: PostgreSQL parses and plans `query` once per
 * connection instead of on every call (drizzle prepares only named queries, and `db.execute` is
 * unnamed). Only for hot statements whose text never changes, such as the ledger's posting: each
 * distinct text stays prepared on every connection of the pool.
 * @param name names the statement for drizzle (postgres.js keys its cache by the text).
 */
export async function executePreparedRows<T>(db: Db | Tx, name: string, query: SQL): Promise<T[]> {
  const result = (await db._.session
    .prepareQuery(dialect.sqlToQuery(query), undefined, name, false)
    .execute()) as unknown;
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * `build` run once per database and kept while the database lives: for drizzle prepared queries
 * (`.prepare(name)`) of hot paths, which drizzle would otherwise rebuild on every call (building a
 * select costs it a few hundred µs of CPU, most of it walking column proxies).
 * @returns a function giving `build(db)` for `db`, built on first use.
 */
export function perDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}

/**
 * Statements prepared once per database and shape (a key naming what varies in their SQL, such as
 * the sort and which filters are present), for builders whose values are bound as placeholders.
 * @returns a function giving the statement of `shape` for `db`, made by `prepare` on first use.
 */
export function preparedByShape<T>(): (db: Db, shape: string, prepare: () => T) => T {
  const byDatabase = perDatabase(() => new Map<string, T>());
  return (db, shape, prepare) => {
    const statements = byDatabase(db);
    let statement = statements.get(shape);
    if (statement === undefined) {
      statement = prepare();
      statements.set(shape, statement);
    }
    return statement;
  };
}

/** A drizzle placeholder (`sql.placeholder`) named after each of `names`, to bind a prepared statement. */
export function placeholdersOf<K extends string>(names: readonly K[]): Record<K, unknown> {
  return Object.fromEntries(names.map((name) => [name, sql.placeholder(name)])) as Record<K, unknown>;
}

/**
 * A µUSD column as a decimal-dollar string in SQL (6 decimals, e.g. `12.500000`), for documents
 * built in SQL such as the records export. `column` is SQL text the caller writes, never input.
 */
export function dollarsText(column: string): SQL {
  return sql.raw(`to_char(${column} / ${microsPerDollar}.0, 'FM999999999990.000000')`);
}

/**
 * `values` as one PostgreSQL array literal (`{"a","b",NULL}`), to send a whole column of values
 * as a single bind parameter cast to `<type>[]` instead of one parameter per element: a posting
 * of 1,000 legs binds 7 parameters, not 7,000, which both drivers parse far faster. Each element
 * is double-quoted with `\` and `"` escaped, as PostgreSQL's array input syntax requires (docs:
 * "Arrays", 8.15.6); null becomes an unquoted NULL.
 */
export function arrayLiteral(values: readonly (string | null)[]): string {
  return `{${values.map((v) => (v === null ? "NULL" : `"${v.replace(/[\\"]/g, "\\$&")}"`)).join(",")}}`;
}
