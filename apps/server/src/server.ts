import { resolve } from "node:path";
import { buildApp } from "./app";
import { type Config, ConfigError, isLoopbackHost, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { startMaintenance } from "./maintenance";
import { seedDemoCatalogue, seedDemoHistory } from "./modules/seed/seed";

/**
 * Starts Agora: reads the configuration, opens the database (PGlite under DATA_DIR, or DATABASE_URL),
 * applies migrations, and serves API and web app on PORT until SIGINT/SIGTERM.
 */
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: "postgres", url: config.databaseUrl, poolMax: config.databasePoolMax }
      : { kind: "pglite", dataDir: resolve(config.dataDir) },
  );
  await database.migrate();
  const app = await buildApp({ config, database });
  if (config.seedDemo) {
    const seeded = await seedDemoCatalogue(database.db);
    if (seeded.seeded) app.log.info(seeded, "demo marketplace seeded (SEED_DEMO=false turns this off)");
  }
  const stopMaintenance = startMaintenance(database.db, app.log, config.retention);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    stopMaintenance();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  await app.listen({ port: config.port, host: config.host });
  if (!config.oidc && !isLoopbackHost(config.host)) {
    // Only reachable with DEV_LOGIN_ON_NETWORK=true (loadConfig refuses it otherwise).
    app.log.warn(
      { host: config.host, adminEmails: [...config.adminEmails] },
      "development sign-in is reachable from the network: anyone who reaches this port can sign in as anyone, admins included",
    );
  }
  if (config.seedDemo) {
    // The demo history (contracts, reviews, verification) takes seconds; the site is usable meanwhile,
    // and an interrupted run resumes at the next start.
    void seedDemoHistory(database.db).then(
      (history) => history.contracts && app.log.info(history, "demo history seeded"),
      (err: unknown) => app.log.warn({ err }, "demo history failed; it resumes at the next start"),
    );
  }
  app.log.info(
    {
      url: config.publicUrl,
      database: database.kind,
      signIn: config.oidc ? config.oidc.issuer : "development provider",
    },
    "Agora is ready",
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`Agora failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
