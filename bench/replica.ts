/**
 * Uncached catalogue search with 0 and 1 read replica (issue 33, item 1; decision 081): the cluster's
 * own PostgreSQL primary and hot standby (deploy/postgres-pair.ts), a generated catalogue, and
 * `--instances` instances behind HAProxy, run twice on the same data: without DATABASE_REPLICA_URL
 * (0 replicas, the anchor) and with it. Each run loads two-word searches of the long tail (7,656
 * distinct queries, the result cache off) with `--searches` connections while `--flows` hire →
 * fund → stream flows write, so the standby has WAL to replay; it prints searches/s, latency, the
 * share answered from the standby (`x-agora-read`), flows/s, the CPU of each PostgreSQL server and of
 * the instances, and the replay lag the primary reported (`pg_stat_replication.replay_lag`).
 * Usage: npm run bench:replica [-- --services 100000 --seconds 10 --searches 32 --flows 2 --instances 2]
 */

import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import postgres from "postgres";
import { openDatabase } from "../apps/server/src/db/client";
import { startCluster, startReplicatedDatabase } from "../deploy/cluster";
import { numberArg, percentile } from "./bench-db";
import { consecutiveFreePorts } from "./cluster-ports";
import { type HireParties, hireFundStart, setUpHireParties } from "./hire";
import { cpuSeconds } from "./process-cpu";
import { generateCatalogue, words } from "./search-data";

const serviceCount = numberArg("services", 100_000);
const seconds = numberArg("seconds", 10);
const searchConnections = numberArg("searches", 32);
const flowWorkers = numberArg("flows", 2);
const instances = numberArg("instances", 2);
const warmUpSeconds = 2;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A PostgreSQL server's postmaster and its backends (children), for their CPU. */
function serverPids(postmaster: number): number[] {
  const pids = [postmaster];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === postmaster) pids.push(Number(entry));
    } catch {
      // exited
    }
  }
  return pids;
}

async function main(): Promise<void> {
  const pgPort = await consecutiveFreePorts(2);
  const { pair, databaseUrl, replicaUrl } = await startReplicatedDatabase({
    dir: await mkdtemp(join(tmpdir(), "agora-bench-replica-")),
    port: pgPort,
    name: "agora",
    removeOnStop: true,
  });
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const replicaSql = postgres(replicaUrl, { max: 1, onnotice: () => {} });
  try {
    const database = await openDatabase({ kind: "postgres", url: databaseUrl, poolMax: 4 });
    await database.migrate();
    const t0 = performance.now();
    await generateCatalogue(database.db, Math.max(1, Math.round(serviceCount / 5)), serviceCount);
    await database.close();
    const loadS = (performance.now() - t0) / 1000;
    // The standby replays the generated catalogue before anything is measured.
    const [{ lsn }] = (await sql`select pg_current_wal_lsn()::text as lsn`) as unknown as [{ lsn: string }];
    const caughtUpAt = performance.now();
    for (;;) {
      const [row] = await replicaSql<{ done: boolean }[]>`select pg_last_wal_replay_lsn() >= ${lsn}::pg_lsn as done`;
      if (row?.done) break;
      await sleep(100);
    }
    console.log(
      `Agora replica benchmark · ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model} · load average ` +
        `${loadavg()
          .map((l) => l.toFixed(2))
          .join(", ")} · ${serviceCount} services generated in ${loadS.toFixed(1)} s, replayed by the standby ` +
        `${((performance.now() - caughtUpAt) / 1000).toFixed(1)} s later · ${instances} instances behind HAProxy · ` +
        `${seconds} s of ${searchConnections} search connections with ${flowWorkers} flows writing`,
    );
    const rows: string[] = [];
    let setup: HireParties | undefined;
    for (const withReplica of [false, true]) {
      const base = await consecutiveFreePorts(instances + 1);
      const cluster = await startCluster({
        databaseUrl,
        ...(withReplica ? { replicaUrl } : {}),
        instances,
        port: base + instances,
        basePort: base,
        env: {
          NODE_ENV: "development",
          SEED_DEMO: "false",
          LOG_LEVEL: "fatal",
          CATALOGUE_CACHE_TTL_MS: "0",
          RATE_LIMIT_MULTIPLIER: "1000",
        },
      });
      try {
        setup ??= await setUpHireParties(cluster.url, "replica");
        const s = setup;
        const figures = await measure(cluster.url, s, {
          instances: cluster.instances.map((i) => i.child?.pid ?? 0),
          primary: pair.primary.child?.pid ?? 0,
          replica: pair.replica.child?.pid ?? 0,
          sql,
        });
        const label = withReplica ? "1 replica" : "0 replicas (anchor)";
        const line =
          `| ${label} | ${figures.searchesPerS.toFixed(0)} | ${figures.p50.toFixed(0)} | ${figures.p99.toFixed(0)} | ` +
          `${(figures.fromReplica * 100).toFixed(0)}% | ${figures.flowsPerS.toFixed(1)} | ${figures.cores.primary.toFixed(2)} | ` +
          `${figures.cores.replica.toFixed(2)} | ${figures.cores.instances.toFixed(2)} | ${figures.lag} | ` +
          `${loadavg()[0]?.toFixed(2)} |`;
        rows.push(line);
        console.log(`${label}: ${line}${figures.failed ? ` (${figures.failed} searches not 200)` : ""}`);
      } finally {
        await cluster.stop();
      }
    }
    console.log(
      "\n| configuration | searches/s | p50 ms | p99 ms | from the standby | flows/s | primary cores | standby cores | instance cores | replay lag p50 / p99 / max ms | load (1 min) |",
    );
    console.log("|---|---|---|---|---|---|---|---|---|---|---|");
    for (const row of rows) console.log(row);
  } finally {
    await sql.end({ timeout: 5 });
    await replicaSql.end({ timeout: 5 });
    await pair.stop();
  }
}

/** One configuration: searches and flows together for `seconds`, after a warm-up. */
async function measure(
  url: string,
  setup: HireParties,
  watch: { instances: number[]; primary: number; replica: number; sql: postgres.Sql },
): Promise<{
  searchesPerS: number;
  p50: number;
  p99: number;
  failed: number;
  fromReplica: number;
  flowsPerS: number;
  cores: { primary: number; replica: number; instances: number };
  lag: string;
}> {
  let n = 0;
  const search = async (ms: number[] | undefined, from: { replica: number; all: number }) => {
    const a = words[n % words.length] as string;
    const b = words[Math.floor(n / words.length) % words.length] as string;
    n++;
    const t = performance.now();
    // A connection the balancer cut (an instance it marked down) counts as a failed search.
    const res = await fetch(`${url}/api/v1/services?q=${a}%20${b}&limit=20`).catch(() => undefined);
    await res?.arrayBuffer();
    if (!res?.ok) return false;
    ms?.push(performance.now() - t);
    from.all++;
    if (res.headers.get("x-agora-read") === "replica") from.replica++;
    return true;
  };
  const run = async (forS: number, ms?: number[]) => {
    const stopAt = performance.now() + forS * 1000;
    const from = { replica: 0, all: 0 };
    let failed = 0;
    let flows = 0;
    await Promise.all([
      ...Array.from({ length: searchConnections }, async () => {
        while (performance.now() < stopAt) if (!(await search(ms, from))) failed++;
      }),
      ...Array.from({ length: flowWorkers }, async () => {
        while (performance.now() < stopAt) {
          await hireFundStart(url, setup.client, setup.owner, setup.serviceId);
          flows++;
        }
      }),
    ]);
    return { from, failed, flows };
  };
  await run(warmUpSeconds);
  const pids = () => ({
    primary: serverPids(watch.primary),
    replica: serverPids(watch.replica),
  });
  const before = {
    primary: cpuSeconds(pids().primary),
    replica: cpuSeconds(pids().replica),
    instances: cpuSeconds(watch.instances),
  };
  const lagMs: number[] = [];
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const [row] = await watch.sql<{ ms: number | null }[]>`
        select (extract(epoch from replay_lag) * 1000)::float8 as ms from pg_stat_replication`;
      if (row?.ms != null) lagMs.push(row.ms);
      await sleep(200);
    }
  })();
  const ms: number[] = [];
  const result = await run(seconds, ms);
  sampling = false;
  await sampler;
  const after = {
    primary: cpuSeconds(pids().primary),
    replica: cpuSeconds(pids().replica),
    instances: cpuSeconds(watch.instances),
  };
  ms.sort((a, b) => a - b);
  lagMs.sort((a, b) => a - b);
  return {
    searchesPerS: ms.length / seconds,
    p50: percentile(ms, 0.5),
    p99: percentile(ms, 0.99),
    failed: result.failed,
    fromReplica: result.from.all ? result.from.replica / result.from.all : 0,
    flowsPerS: result.flows / seconds,
    cores: {
      primary: (after.primary - before.primary) / seconds,
      replica: (after.replica - before.replica) / seconds,
      instances: (after.instances - before.instances) / seconds,
    },
    lag: lagMs.length
      ? `${percentile(lagMs, 0.5).toFixed(1)} / ${percentile(lagMs, 0.99).toFixed(1)} / ${lagMs.at(-1)?.toFixed(1)}`
      : "none reported",
  };
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
