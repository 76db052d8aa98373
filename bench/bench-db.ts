import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Database, openDatabase } from "../apps/server/src/db/client";

/**
 * A throw-away migrated database for a benchmark: PostgreSQL at DATABASE_URL when set (used as is),
 * otherwise PGlite in a temporary folder that is deleted on close.
 */
export async function createBenchDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const database = await openDatabase({ kind: "postgres", url });
    await database.migrate();
    return database;
  }
  const dir = await mkdtemp(join(tmpdir(), "agora-bench-"));
  const database = await openDatabase({ kind: "pglite", dataDir: dir });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
