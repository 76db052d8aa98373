import { resolve } from "node:path";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { seedDemoMarketplace } from "./modules/seed/seed";

/**
 * `npm run seed`: seeds the demo marketplace into the configured database (PGlite under DATA_DIR,
 * or DATABASE_URL) on demand, after applying migrations. Does nothing if it is already there.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: "postgres", url: config.databaseUrl }
      : { kind: "pglite", dataDir: resolve(config.dataDir) },
  );
  try {
    await database.migrate();
    const result = await seedDemoMarketplace(database.db);
    console.log(
      result.seeded
        ? `Seeded the demo marketplace: ${result.owners} owners, ${result.agents} agents, ${result.services} services.`
        : "The demo marketplace is already there; nothing to do.",
    );
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
