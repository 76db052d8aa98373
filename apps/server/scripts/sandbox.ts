import { createHash, randomBytes } from "node:crypto";
import { fstatSync } from "node:fs";
import { mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import {
  apiKeyScopes,
  createAgentRequest,
  createServiceRequest,
  isAdminApiKeyScope,
  testDepositRequest,
} from "@agora/contracts";
import type { FastifyInstance } from "fastify";
import postgres from "postgres";
import { buildApp } from "../src/app";
import { type Config, loadConfig } from "../src/config";
import { type Database, migrationsFolder, openDatabase } from "../src/db/client";
import { inTransaction } from "../src/db/transaction";
import { createAgent } from "../src/modules/agents/agents.service";
import { createApiKey } from "../src/modules/api-keys/api-keys.service";
import { devProviderPath } from "../src/modules/auth/dev-provider";
import { createService } from "../src/modules/services/services.service";
import { upsertUserFromIdentity } from "../src/modules/users/users.service";
import { testDeposit } from "../src/modules/wallet/wallet.service";

// A throwaway Agora for SDK tests, snippet runners and developers trying an SDK: a real server on a
// free loopback port with its own fresh database and data folder (avatars, dispute evidence), a
// client with test funds, an agent owner with a hireable agent and a third person party to nothing.
// It prints one JSON line (`SandboxInfo`) on stdout, logs on stderr, and removes its database and
// data folder when told to stop (SIGTERM, SIGINT, or its stdin closing when stdin is a pipe, so a
// parent that dies takes it along).
//
// Usage: node --import tsx apps/server/scripts/sandbox.ts   (npm run sandbox)
//   DATABASE_URL=postgres://…/maintenance-db   a fresh database on that server instead of PGlite
//   LOG_LEVEL=info                              server logs on stderr (default: warn)

/** What the sandbox prints once it is ready: where it listens, and the people and things it made. */
export interface SandboxInfo {
  /** `http://127.0.0.1:<port>`, without trailing slash. */
  baseUrl: string;
  /** API key (`agora_sk_…`) of the client: every non-admin scope, $100.00 of test funds. */
  clientKey: string;
  clientId: string;
  /** API key of the agent's owner: every non-admin scope, no funds. */
  agentKey: string;
  agentOwnerId: string;
  /** API key of a third person, party to nothing (every non-admin scope, no funds): for what others may not see. */
  strangerKey: string;
  /** An active agent at $0.60 a minute, billed per second. */
  agentId: string;
  /** The agent's per-minute service (hire it with no amount, then fund and stream). */
  serviceId: string;
  /** The agent's fixed-price service, $5.00 to $50.00. */
  fixedServiceId: string;
}

/** Emails of the sandbox's people; the development sign-in (`/api/login`) reaches the same users. */
const clientEmail = "client@sandbox.agora.test";
const ownerEmail = "agent-owner@sandbox.agora.test";
const strangerEmail = "stranger@sandbox.agora.test";
/** Test funds the client starts with, decimal dollars. */
const clientFunds = "100.00";

/** A TCP port free on 127.0.0.1 right now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** An open, migrated database of the sandbox's own, and how to remove it again. */
interface OwnDatabase {
  database: Database;
  /** Closes the database and deletes it (PGlite's is in memory; a PostgreSQL one is dropped). */
  discard(): Promise<void>;
}

/**
 * A fresh database: with `serverUrl` (DATABASE_URL) a new database `agora_sandbox_…` created on
 * that server, else an in-memory PGlite database (nothing on disk to clean up). Both are migrated.
 */
async function openOwnDatabase(serverUrl: string | undefined): Promise<OwnDatabase> {
  if (!serverUrl) {
    const database = await openDatabase({ kind: "pglite", loadDataDir: await migratedPgliteDump() });
    // The dump carries every migration; migrate() then only confirms there is nothing left to apply.
    const discard = () => database.close();
    await migrateOrDiscard(database, discard);
    return { database, discard };
  }
  const name = `agora_sandbox_${randomBytes(4).toString("hex")}_${process.pid}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dropDatabase = async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end({ timeout: 5 });
  };
  const database = await openDatabase({ kind: "postgres", url: url.toString(), poolMax: 4 }).catch(
    async (err: unknown) => {
      await dropDatabase();
      throw err;
    },
  );
  const discard = async () => {
    await database.close();
    await dropDatabase();
  };
  await migrateOrDiscard(database, discard);
  return { database, discard };
}

/**
 * A tarball of a freshly migrated PGlite data folder, cached in the temporary folder under a hash
 * of the migrations: PGlite's initdb takes seconds (many on a busy machine), loading a dump far
 * fewer, and each sandbox still gets its own in-memory copy.
 */
async function migratedPgliteDump(): Promise<Blob> {
  const files = (await readdir(migrationsFolder, { recursive: true })).sort();
  const hash = createHash("sha256");
  for (const file of files) {
    const path = join(migrationsFolder, file);
    if ((await stat(path)).isFile()) hash.update(file).update(await readFile(path));
  }
  const prefix = "agora-sandbox-template-";
  const name = `${prefix}${hash.digest("hex").slice(0, 16)}.tar`;
  const cached = join(tmpdir(), name);
  const existing = await readFile(cached).catch(() => undefined);
  if (existing) return new Blob([existing]);
  const database = await openDatabase({ kind: "pglite" });
  try {
    await database.migrate();
    const dump = await (database.dumpDataDir as () => Promise<Blob>)();
    // Written aside and renamed, so a sandbox starting meanwhile never reads half a file.
    const partial = `${cached}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, cached);
    // Templates of older migrations are dead weight (tens of MB each); a sandbox reading one keeps its copy.
    for (const file of await readdir(tmpdir())) {
      if (file.startsWith(prefix) && file !== name && file.endsWith(".tar"))
        await rm(join(tmpdir(), file), { force: true });
    }
    return dump;
  } finally {
    await database.close();
  }
}

/** Migrates `database`; when that fails, discards it before rethrowing, so nothing is left behind. */
async function migrateOrDiscard(database: Database, discard: () => Promise<void>): Promise<void> {
  try {
    await database.migrate();
  } catch (err) {
    await discard();
    throw err;
  }
}

/**
 * Signs `email` up as the development provider would (issuer `<publicUrl>/oidc`, subject the
 * lower-cased email, email verified) and gives it a key with every non-admin scope.
 */
async function userWithKey(
  database: Database,
  config: Config,
  email: string,
  firstName: string,
): Promise<{ id: string; key: string }> {
  const user = await upsertUserFromIdentity(
    database.db,
    {
      issuer: `${config.publicUrl}${devProviderPath}`,
      subject: email,
      email,
      emailVerified: true,
      firstName,
      lastName: "Sandbox",
      profileImageUrl: null,
    },
    config.adminEmails,
  );
  const scopes = apiKeyScopes.filter((s) => !isAdminApiKeyScope(s));
  const key = await createApiKey(database.db, user.id, { name: "Sandbox", scopes }, { role: "user", grantable: "all" });
  return { id: user.id, key: key.secret };
}

/** Makes the sandbox's people, agent, services and funds through the service layer. */
async function populate(database: Database, config: Config, baseUrl: string): Promise<SandboxInfo> {
  const client = await userWithKey(database, config, clientEmail, "Casey");
  const owner = await userWithKey(database, config, ownerEmail, "Olive");
  const stranger = await userWithKey(database, config, strangerEmail, "Sam");
  await inTransaction(database.db, (tx) =>
    testDeposit(tx, client.id, testDepositRequest.parse({ amount: clientFunds }).amount, config.testFunds),
  );
  const agent = await createAgent(
    database.db,
    owner.id,
    createAgentRequest.parse({
      name: "Sandbox Researcher",
      tagline: "Answers research questions, billed by the minute or at a fixed price.",
      categories: ["Research"],
      skills: ["research", "summaries"],
      basePerMinuteRate: "0.60",
      status: "active",
    }),
  );
  const viewer = { id: owner.id, role: "user" as const };
  const perMinute = await createService(
    database.db,
    agent.id,
    viewer,
    createServiceRequest.parse({ title: "Research by the minute", category: "Research", perMinutePricing: true }),
  );
  const fixed = await createService(
    database.db,
    agent.id,
    viewer,
    createServiceRequest.parse({
      title: "Research brief at a fixed price",
      category: "Research",
      perMinutePricing: false,
      priceRange: { min: "5", max: "50" },
    }),
  );
  return {
    baseUrl,
    clientKey: client.key,
    clientId: client.id,
    agentKey: owner.key,
    agentOwnerId: owner.id,
    strangerKey: stranger.key,
    agentId: agent.id,
    serviceId: perMinute.id,
    fixedServiceId: fixed.id,
  };
}

/** A running sandbox: what it printed, and how to stop it. */
export interface Sandbox {
  info: SandboxInfo;
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Stops the server and deletes its database and data folder. */
  close(): Promise<void>;
}

/**
 * Starts a sandbox (see the file's opening comment).
 * @param env the environment to read DATABASE_URL, LOG_LEVEL and other server settings from; the
 *   port, host, public URL, database and data folder are the sandbox's own.
 */
export async function startSandbox(env: NodeJS.ProcessEnv = process.env): Promise<Sandbox> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Files people upload go with the database: a folder of the sandbox's own, removed with it, so
  // nothing lands in the repository's ./data.
  const dataDir = await mkdtemp(join(tmpdir(), "agora-sandbox-data-"));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "warn",
    ...env,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: baseUrl,
    DATABASE_URL: undefined,
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
  });
  const own = await openOwnDatabase(env.DATABASE_URL || undefined).catch(async (err: unknown) => {
    await removeDataDir();
    throw err;
  });
  let app: FastifyInstance | undefined;
  try {
    // stdout carries only the JSON line, so the server logs on stderr.
    app = await buildApp({ config, database: own.database, logStream: process.stderr });
    const info = await populate(own.database, config, baseUrl);
    await app.listen({ port, host: "127.0.0.1" });
    const running = app;
    return {
      info,
      app: running,
      database: own.database,
      config,
      close: async () => {
        await running.close();
        await own.discard();
        await removeDataDir();
      },
    };
  } catch (err) {
    await app?.close();
    await own.discard();
    await removeDataDir();
    throw err;
  }
}

async function main(): Promise<void> {
  // No options yet; parseArgs refuses unknown ones rather than ignoring a typo.
  parseArgs({ options: {}, strict: true });
  const sandbox = await startSandbox();
  process.stdout.write(`${JSON.stringify(sandbox.info)}\n`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    try {
      await sandbox.close();
      process.exit(0);
    } catch (err) {
      process.stderr.write(`sandbox: cleanup failed: ${String(err)}\n`);
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void stop());
  process.on("SIGINT", () => void stop());
  // A parent that spawned us with a pipe closes it when it dies: go with it rather than leave a
  // database behind. Only a pipe or socket: stdin from /dev/null (a background job) ends at once.
  const stdin = fstatSync(0);
  if (stdin.isFIFO() || stdin.isSocket()) {
    process.stdin.on("end", () => void stop());
    process.stdin.on("error", () => void stop());
    process.stdin.resume();
  }
}

// Run only as a script: importing `startSandbox` starts nothing.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  main().catch((err: unknown) => {
    process.stderr.write(
      `sandbox failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
    process.exit(1);
  });
