/**
 * `npm run cluster`: several Agora server instances on one PostgreSQL behind HAProxy on one port
 * (issue 17 "Scale", docs/SCALING.md). Instances are stateless: sessions, secrets, jobs and events
 * live in PostgreSQL (LISTEN/NOTIFY carries events between instances; the money jobs claim rows
 * with SKIP LOCKED), so any instance can answer any request and one can die without losing work.
 * By default it also runs a read replica (decision 081): its own PostgreSQL primary and a hot
 * standby of it (deploy/postgres-pair.ts, state in <tmp>/agora-cluster-postgres-<port>, the primary
 * kept between runs), and the instances read lag-tolerant pages from the standby.
 * Usage: npm run cluster [-- --instances 3 --port 8080 --base-port 5101 --pg-port 5441]
 *        DATABASE_URL=postgres://…/db npm run cluster -- --replicas 0   (that PostgreSQL, no replica)
 * HAProxy and PostgreSQL come from Debian's packages; `deploy/install-haproxy.sh` and
 * `deploy/install-postgresql.sh` install them when missing.
 */

import { type ChildProcess, spawn } from "node:child_process";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import postgres from "postgres";
import { ServerProcess } from "../bench/server-process";
import { type PostgresPair, startPostgresPair } from "./postgres-pair";

const here = dirname(fileURLToPath(import.meta.url));
/**
 * The address HAProxy connects to the instances from (they listen on loopback): the one proxy whose
 * X-Forwarded-For they believe (TRUST_PROXY).
 */
export const balancerAddress = "127.0.0.1";
/** The most instances deploy/haproxy.cfg has server lines for. */
export const maxInstances = 3;

/** What {@link startCluster} starts. */
export interface ClusterOptions {
  /** PostgreSQL URL every instance uses (PGlite is one process's file: it cannot be shared). */
  databaseUrl: string;
  /** The same database on a hot standby of it, read by every instance (`DATABASE_REPLICA_URL`). */
  replicaUrl?: string;
  /** 1–3 instances. */
  instances: number;
  /** The balancer's port on 127.0.0.1. */
  port: number;
  /** Instance i (1-based) listens on basePort + i − 1. */
  basePort: number;
  /** More environment for every instance (e.g. `LOG_LEVEL`, `STREAM_SWEEP_MS`). */
  env?: Record<string, string>;
  /** The instances write their log lines to this process's stdout (else they are dropped). */
  logs?: boolean;
}

/** A running cluster: its public URL, its instances and the balancer. */
export interface Cluster {
  /** Where clients connect: the balancer. */
  url: string;
  instances: ServerProcess[];
  /** Stops the balancer and every instance (SIGTERM, so each drains as in production). */
  stop(): Promise<void>;
}

/**
 * Starts the instances and the balancer and waits until the balancer answers its health route.
 * The first instance starts alone, as it migrates the database; the others then start together.
 * @throws Error when HAProxy is missing, an instance exits before it is healthy, or the balancer
 *   does not answer within 30 s.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  if (options.instances < 1 || options.instances > maxInstances)
    throw new Error(`--instances must be 1–${maxInstances} (deploy/haproxy.cfg has ${maxInstances} server lines)`);
  const url = `http://127.0.0.1:${options.port}`;
  const instances = Array.from(
    { length: options.instances },
    (_, i) =>
      new ServerProcess(
        {
          DATABASE_URL: options.databaseUrl,
          ...(options.replicaUrl ? { DATABASE_REPLICA_URL: options.replicaUrl } : {}),
          PORT: String(options.basePort + i),
          HOST: "127.0.0.1",
          // Links, cookies and the CSRF origin check name the balancer, which clients see.
          PUBLIC_URL: url,
          // Exactly the balancer (it drops a client's X-Forwarded-* and adds its own): rate limits
          // and logs see the client's address, and nobody else's X-Forwarded-For is believed.
          TRUST_PROXY: balancerAddress,
          ...options.env,
        },
        `http://127.0.0.1:${options.basePort + i}`,
        options.logs ? "inherit" : "ignore",
      ),
  );
  const [first, ...rest] = instances as [ServerProcess, ...ServerProcess[]];
  await first.start();
  await Promise.all(rest.map((s) => s.start()));
  const balancer = startHaproxy(options);
  try {
    await waitHealthy(url, balancer);
  } catch (err) {
    balancer.kill("SIGTERM");
    await Promise.all(instances.map((s) => s.kill("SIGTERM")));
    throw err;
  }
  return {
    url,
    instances,
    stop: async () => {
      balancer.kill("SIGTERM");
      await Promise.all(instances.map((s) => s.kill("SIGTERM")));
    },
  };
}

/** HAProxy in the foreground (`-db`) on deploy/haproxy.cfg, ports from the environment. */
function startHaproxy(options: ClusterOptions): ChildProcess {
  const ports = Object.fromEntries(
    Array.from({ length: options.instances }, (_, i) => [`AGORA_PORT_${i + 1}`, String(options.basePort + i)]),
  );
  const child = spawn("haproxy", ["-db", "-f", join(here, "haproxy.cfg")], {
    env: { ...process.env, AGORA_CLUSTER_PORT: String(options.port), ...ports },
    stdio: ["ignore", "inherit", "inherit"],
  });
  child.on("error", (err) => {
    console.error(`haproxy could not start (${err.message}): run deploy/install-haproxy.sh`);
  });
  return child;
}

/** Polls the balancer's health route until it answers 200. */
async function waitHealthy(url: string, balancer: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (balancer.exitCode !== null) throw new Error(`haproxy exited with ${balancer.exitCode}`);
    try {
      if ((await fetch(`${url}/api/performance/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the balancer at ${url} did not answer within 30 s`);
}

/** The number after `--<name>`, or `fallback`. */
function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

/**
 * The cluster's own PostgreSQL primary and hot standby with database `name` on both (created on the
 * primary when missing; the standby replays it).
 * @param dir state folder; `removeOnStop` for a throw-away pair (tests, benchmarks).
 * @returns the pair and the database's URL on the primary and on the standby.
 */
export async function startReplicatedDatabase(options: {
  dir: string;
  port: number;
  name: string;
  removeOnStop?: boolean;
}): Promise<{ pair: PostgresPair; databaseUrl: string; replicaUrl: string }> {
  const pair = await startPostgresPair(options);
  const admin = postgres(pair.primaryUrl, { max: 1, onnotice: () => {} });
  try {
    const [exists] = await admin`select 1 from pg_database where datname = ${options.name}`;
    if (!exists) await admin.unsafe(`create database "${options.name}"`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const u = new URL(pair.primaryUrl);
  u.pathname = `/${options.name}`;
  return { pair, databaseUrl: u.toString(), replicaUrl: pair.replicaUrlOf(u.toString()) };
}

async function main(): Promise<void> {
  const replicas = arg("replicas", 1);
  const pgPort = arg("pg-port", 5441);
  let databaseUrl = process.env.DATABASE_URL;
  let replicated: Awaited<ReturnType<typeof startReplicatedDatabase>> | undefined;
  if (replicas === 1) {
    // A standby needs a primary that accepts replication connections: the cluster runs its own
    // rather than change the configuration of the one in DATABASE_URL (decision 081).
    if (databaseUrl) console.log("--replicas 1: the cluster runs its own primary; DATABASE_URL is for --replicas 0");
    replicated = await startReplicatedDatabase({
      dir: join(tmpdir(), `agora-cluster-postgres-${pgPort}`),
      port: pgPort,
      name: "agora",
    });
    databaseUrl = replicated.databaseUrl;
    console.log(`PostgreSQL: primary 127.0.0.1:${pgPort}, hot standby 127.0.0.1:${replicated.pair.replica.port}`);
  } else if (replicas !== 0) {
    console.error("--replicas must be 0 or 1");
    process.exit(2);
  } else if (!databaseUrl?.startsWith("postgres")) {
    console.error(
      "npm run cluster -- --replicas 0 needs DATABASE_URL=postgres://… : every instance shares one PostgreSQL.",
    );
    process.exit(2);
  }
  const cluster = await startCluster({
    databaseUrl,
    ...(replicated ? { replicaUrl: replicated.replicaUrl } : {}),
    instances: arg("instances", maxInstances),
    port: arg("port", 8080),
    basePort: arg("base-port", 5101),
    logs: true,
  });
  console.log(
    `Agora cluster: ${cluster.url} → ${cluster.instances.map((s) => s.env.PORT).join(", ")} ` +
      `(HAProxy, health checks on /api/performance/health${replicated ? "; lag-tolerant reads on the standby" : ""}). Ctrl-C stops it.`,
  );
  const stop = async () => {
    await cluster.stop();
    await replicated?.pair.stop();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
