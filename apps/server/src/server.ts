import { resolve } from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import { type Config, ConfigError, isLoopbackHost, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { startMaintenance } from "./maintenance";
import { mintDemoRuntimeKeys } from "./modules/seed/demo-keys";
import { demoPaidCallAgentId } from "./modules/seed/demo-paid-call";
import { seedDemoCatalogue, seedDemoHistory } from "./modules/seed/seed";
import { offerDemoPaidCalls } from "./modules/x402";

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
  let stopDemoAgents: () => Promise<void> = async () => undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    stopMaintenance();
    await stopDemoAgents();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  // Loaded before listening: compiling the demo runtime's modules holds the loop for a second or
  // more on a busy machine, which after the demo history would stall the first visitors.
  const demoHost = config.demoAgents ? await import("../../demo-agents/src/host") : undefined;
  const demoPaidCalls = config.demoAgents ? await import("../../demo-agents/src/paid-calls") : undefined;
  await app.listen({ port: config.port, host: config.host });
  if (!config.oidc && !isLoopbackHost(config.host)) {
    // Only reachable with DEV_LOGIN_ON_NETWORK=true (loadConfig refuses it otherwise).
    app.log.warn(
      { host: config.host, adminEmails: [...config.adminEmails] },
      "development sign-in is reachable from the network: anyone who reaches this port can sign in as anyone, admins included",
    );
  }
  if (config.trustProxy === true) {
    app.log.warn(
      "TRUST_PROXY=true believes every X-Forwarded-For hop: any client can name its own address and " +
        "escape the per-IP rate limits; set TRUST_PROXY to the proxy's addresses instead",
    );
  }
  let history: Promise<unknown> = Promise.resolve();
  if (config.seedDemo) {
    // The demo history (contracts, reviews, verification) takes seconds; the site is usable meanwhile,
    // and an interrupted run resumes at the next start.
    history = seedDemoHistory(database.db).then(
      (played) => played.contracts && app.log.info(played, "demo history seeded"),
      (err: unknown) => app.log.warn({ err }, "demo history failed; it resumes at the next start"),
    );
  }
  if (demoHost) {
    // The living demo (decision 024): the demo agents run here, on the SDK, over HTTP loopback, with
    // keys minted for their owners. After the history, which hires services they would pause.
    void history.then(() => {
      if (closing) return;
      const baseUrl = loopbackUrl(app.server.address(), config.port);
      const hosted = demoHost.hostDemoRuntime({
        baseUrl,
        mintKeys: () => mintDemoRuntimeKeys(database.db),
        log: app.log,
        // The services that need a language model open only when one is configured (decision 072).
        ...(config.llm ? { llm: { ...config.llm, allowIpLiterals: config.env !== "production" } } : {}),
      });
      stopDemoAgents = () => hosted.stop();
      // One demo agent also sells a call at a time through x402 (decision 087), here on the loopback
      // interface, so "Try a paid call" works on a fresh `npm start`.
      if (demoPaidCalls) void startDemoPaidCalls(demoPaidCalls, baseUrl);
    });
  }
  /** Starts the demo's paid-call resource and offers it; stopped with the demo agents. */
  async function startDemoPaidCalls(
    paidCalls: typeof import("../../demo-agents/src/paid-calls"),
    baseUrl: string,
  ): Promise<void> {
    try {
      const agentId = await demoPaidCallAgentId(database.db);
      if (!agentId || closing) return;
      const resource = await paidCalls.startPaidCallResource({ baseUrl, agentId });
      const withdraw = offerDemoPaidCalls(resource);
      const stopAgents = stopDemoAgents;
      stopDemoAgents = async () => {
        withdraw();
        await resource.stop();
        await stopAgents();
      };
      app.log.info({ url: resource.url, price: paidCalls.paidCallPrice }, "demo paid calls are on sale through x402");
    } catch (err) {
      app.log.warn({ err }, "demo paid calls did not start");
    }
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

/** The URL this process reaches itself at: its own port on the loopback interface, or the address it listens on. */
function loopbackUrl(address: ReturnType<FastifyInstance["server"]["address"]>, port: number): string {
  if (!address || typeof address === "string") return `http://127.0.0.1:${port}`;
  const wildcard = address.address === "0.0.0.0" || address.address === "::";
  const host = wildcard ? "127.0.0.1" : address.family === "IPv6" ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

main().catch((err: unknown) => {
  process.stderr.write(`Agora failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
