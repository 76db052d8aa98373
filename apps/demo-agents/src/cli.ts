import { ConfigError, loadConfig } from "../../server/src/config";
import { openDatabase } from "../../server/src/db/client";
import { mintDemoRuntimeKeys } from "../../server/src/modules/seed/demo-keys";
import { hostDemoRuntime } from "./host";
import type { RuntimeLogger } from "./runtime";

/**
 * `npm run demo-agents`: the demo agents as their own process, for a server on PostgreSQL
 * (DATABASE_URL). The database is opened only to mint the demo owners' short-lived API keys; the
 * agents then work through the public API at AGORA_BASE_URL (default http://127.0.0.1:$PORT).
 * On the embedded database the server runs them itself (`npm start`), since only one process can
 * open it.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.error(
      "The demo agents need DATABASE_URL. On the embedded database they run inside `npm start` (DEMO_AGENTS=off turns them off).",
    );
    process.exit(1);
  }
  const baseUrl = process.env.AGORA_BASE_URL ?? `http://127.0.0.1:${config.port}`;
  const database = await openDatabase({ kind: "postgres", url: config.databaseUrl, poolMax: 2 });
  const log: RuntimeLogger = {
    info: (details, message) => console.log(JSON.stringify({ level: "info", message, ...details })),
    warn: (details, message) => console.warn(JSON.stringify({ level: "warn", message, ...details })),
  };
  const hosted = hostDemoRuntime({
    baseUrl,
    mintKeys: () => mintDemoRuntimeKeys(database.db),
    log,
    // The services that need a language model open only when one is configured (decision 072).
    ...(config.llm ? { llm: { ...config.llm, allowIpLiterals: config.env !== "production" } } : {}),
  });
  log.info({ baseUrl }, "demo agents starting");
  const shutdown = async () => {
    await hosted.stop();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown());
  process.on("SIGTERM", () => void shutdown());
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
