import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { ensureOptionalIndexes } from "./optional-indexes";
import { isEmptyDataDir, readPgliteTemplate } from "./pglite-template";
import * as schema from "./schema";

/**
 * Longest wait between reconnect attempts to PostgreSQL, in seconds. postgres.js grows its wait
 * as 3^n / 100 s up to 20 s, so a database that was down for a few busy seconds kept the server
 * answering 503 for 10 s after it was back; Agora must serve again within 5 s of the database
 * (docs/SECURITY.md, `npm run test:faults`).
 */
export const reconnectBackoffMaxS = 1;

/**
 * postgres.js `backoff`: seconds before reconnect attempt `retries`, doubling from 50 ms, capped at
 * {@link reconnectBackoffMaxS}, with jitter. Used by the primary's pool and the replica's (db/replica.ts).
 */
export function reconnectBackoffS(retries: number): number {
  return Math.min(0.05 * 2 ** retries, reconnectBackoffMaxS) * (0.5 + Math.random() / 2);
}

/** All tables, as the Drizzle client knows them. */
export type Schema = typeof schema;

/** The Drizzle database, the same type on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A transaction handle as `db.transaction(fn)` passes it to `fn`. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** An open database with what is needed to migrate and close it. */
export interface Database {
  db: Db;
  /** `pglite` for the embedded database, `postgres` for a real server. */
  kind: "pglite" | "postgres";
  /** Applies the committed drizzle-kit migrations not yet applied. Safe with several instances. */
  migrate(): Promise<void>;
  /**
   * LISTEN on a PostgreSQL notification channel: `onPayload` gets each NOTIFY payload sent after
   * its transaction committed (PGlite delivers its own notifications in-process).
   * @returns a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** PostgreSQL only: the connection URL (a second instance can open the same database). */
  url?: string;
  /** PGlite only: the data folder as a tarball, to open copies of it (test fixtures). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

/** Folder of the drizzle-kit migrations committed with the server. */
export const migrationsFolder = fileURLToPath(new URL("../../drizzle", import.meta.url));

/** Where the database lives: a PGlite folder (or an in-memory copy of a dump), or a server URL. */
export type DatabaseTarget =
  | { kind: "pglite"; dataDir?: string; loadDataDir?: Blob }
  | { kind: "postgres"; url: string; poolMax?: number };

/**
 * Opens the database. PGlite creates its folder on first use: from the build's migrated template
 * when there is one (db/pglite-template.ts), else by initdb (about 5 s).
 * @param target see {@link DatabaseTarget}; a PGlite target without `dataDir` is in memory.
 * @returns an open {@link Database}; call `migrate()` before use.
 */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === "pglite" ? openPglite(target) : openPostgres(target.url, target.poolMax ?? 10);
}

async function openPglite(target: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  if (target.dataDir) await mkdir(target.dataDir, { recursive: true });
  // A new folder starts from the build's migrated template when there is one (pglite-template.ts).
  const template =
    target.dataDir && !target.loadDataDir && isEmptyDataDir(target.dataDir)
      ? await readPgliteTemplate(migrationsFolder)
      : undefined;
  const loadDataDir = target.loadDataDir ?? template;
  const client = await PGlite.create({
    // Trigram matching lets catalogue search forgive typos (the migration creates the extension).
    extensions: { pg_trgm },
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    // PGlite is single-connection and one process owns its folder, so no lock is needed.
    migrate: () => migratePglite(db, { migrationsFolder }),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => stop();
    },
    dumpDataDir: () => client.dumpDataDir("none"),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, poolMax: number): Promise<Database> {
  const client = postgres(url, { max: poolMax, onnotice: () => {}, backoff: reconnectBackoffS });
  const db = drizzlePostgres(client, { schema });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    url,
    migrate: () => migratePostgresLocked(url),
    listen: async (channel, onPayload) => {
      const { unlisten } = await client.listen(channel, onPayload);
      return async () => unlisten();
    },
    close: () => client.end({ timeout: 5 }),
  };
}

/**
 * Drizzle's migrator has no lock of its own; instances starting together would race.
 * An advisory lock held on a dedicated connection serialises them. The optional indexes
 * (decision 082) are built after the migrations, under the same lock.
 */
async function migratePostgresLocked(url: string): Promise<void> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(hashtext('agora:migrations'))`;
    await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
    await ensureOptionalIndexes(client);
    await client`select pg_advisory_unlock(hashtext('agora:migrations'))`;
  } finally {
    await client.end({ timeout: 5 });
  }
}
