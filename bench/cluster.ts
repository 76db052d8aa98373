/**
 * Throughput with 1, 2 and 3 instances behind HAProxy (issue 17 "Scale", item 4), for the two paths
 * the issue names: the hire → accept → fund → start flow (four API calls, two of them moving
 * money), and uncached catalogue search. The anchor, in the same run, is one instance answered
 * directly, without the balancer: the ratios say what the balancer and each added instance cost or
 * bring on this machine.
 *
 * Each load runs warm (2 s unmeasured first). Every configuration uses one PostgreSQL database seeded with the demo catalogue, the result cache
 * off (`CATALOGUE_CACHE_TTL_MS=0`) and the per-key limits raised (one process is every client). The
 * load runs in this process; the instances and HAProxy run in their own.
 * Usage: DATABASE_URL=postgres://…/test npm run bench:cluster [-- --seconds 10 --flows 8 --searches 32]
 */

import { cpus } from "node:os";
import { performance } from "node:perf_hooks";
import { databaseUrl, withDatabase } from "../apps/server/test/postgres-admin";
import { maxInstances, startCluster } from "../deploy/cluster";
import { numberArg, percentile } from "./bench-db";
import { consecutiveFreePorts } from "./cluster-ports";
import { type HireParties, hireFundStart, setUpHireParties } from "./hire";
import { cpuSeconds, pidsNamed } from "./process-cpu";

const seconds = numberArg("seconds", 10);
const flowWorkers = numberArg("flows", 8);
const searchConnections = numberArg("searches", 32);
const searchPath = "/api/v1/services?q=translation&limit=20";

/** What one configuration answered. */
interface Figures {
  flowsPerS: number;
  flowP50: number;
  searchesPerS: number;
  searchP50: number;
  searchP99: number;
  refused: number;
  /** Cores busy during the measured flows and searches: the instances, PostgreSQL, HAProxy, the load. */
  cores: { instances: number; postgres: number; haproxy: number; load: number };
}

/** Unmeasured seconds of each load first, so that every configuration is measured warm. */
const warmUpSeconds = 2;

/** CPU seconds (user + system) this process, the load generator, has used so far. */
function cpuOfThisProcess(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/** Runs `call` in `n` parallel loops for `forSeconds`; each successful call is timed, ms. */
async function closedLoop(
  n: number,
  call: () => Promise<boolean>,
  forSeconds = seconds,
): Promise<{ ms: number[]; failed: number }> {
  const ms: number[] = [];
  let failed = 0;
  const stopAt = performance.now() + forSeconds * 1000;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (performance.now() < stopAt) {
        const t0 = performance.now();
        if (await call()) ms.push(performance.now() - t0);
        else failed++;
      }
    }),
  );
  return { ms: ms.sort((a, b) => a - b), failed };
}

async function measure(url: string, instancePids: number[], parties: HireParties): Promise<Figures> {
  const flow = async () => {
    await hireFundStart(url, parties.client, parties.owner, parties.serviceId);
    return true;
  };
  const search = async () => {
    const res = await fetch(`${url}${searchPath}`);
    await res.arrayBuffer();
    return res.ok;
  };
  await closedLoop(flowWorkers, flow, warmUpSeconds);
  const cpu = () => ({
    instances: cpuSeconds(instancePids),
    postgres: cpuSeconds(pidsNamed("postgres")),
    haproxy: cpuSeconds(pidsNamed("haproxy")),
    load: cpuOfThisProcess(),
  });
  const before = cpu();
  const flows = await closedLoop(flowWorkers, flow);
  await closedLoop(searchConnections, search, warmUpSeconds);
  const searches = await closedLoop(searchConnections, search);
  const after = cpu();
  // Two measured loads of `seconds` each, plus the search warm-up between them.
  const wallS = 2 * seconds + warmUpSeconds;
  const cores = {
    instances: (after.instances - before.instances) / wallS,
    postgres: (after.postgres - before.postgres) / wallS,
    haproxy: (after.haproxy - before.haproxy) / wallS,
    load: (after.load - before.load) / wallS,
  };
  return {
    flowsPerS: flows.ms.length / seconds,
    flowP50: percentile(flows.ms, 0.5),
    searchesPerS: searches.ms.length / seconds,
    searchP50: percentile(searches.ms, 0.5),
    searchP99: percentile(searches.ms, 0.99),
    refused: searches.failed,
    cores,
  };
}

async function main(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl?.startsWith("postgres")) throw new Error("DATABASE_URL must point at PostgreSQL");
  const name = `agora_bench_cluster_${process.pid}`;
  await withDatabase(adminUrl, (s) => s.unsafe(`create database "${name}"`));
  const url = databaseUrl(adminUrl, name);
  console.log(
    `Agora cluster benchmark · ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model} · PostgreSQL · ` +
      `${seconds} s each: hire → fund → stream with ${flowWorkers} in parallel, then ${searchConnections} connections on ${searchPath}`,
  );
  let setup: HireParties | undefined;
  const rows: { label: string; figures: Figures }[] = [];
  try {
    for (const [label, instances, direct] of [
      ["1 instance, no balancer (anchor)", 1, true],
      ...Array.from({ length: maxInstances }, (_, i) => [`${i + 1} behind HAProxy`, i + 1, false] as const),
    ] as const) {
      const base = await consecutiveFreePorts(maxInstances + 1);
      const cluster = await startCluster({
        databaseUrl: url,
        instances,
        port: base + maxInstances,
        basePort: base,
        env: {
          NODE_ENV: "development",
          SEED_DEMO: "true",
          LOG_LEVEL: "fatal",
          CATALOGUE_CACHE_TTL_MS: "0",
          RATE_LIMIT_MULTIPLIER: "1000",
        },
      });
      try {
        const target = direct ? (cluster.instances[0]?.ownUrl as string) : cluster.url;
        setup ??= await setUpHireParties(cluster.url, "cluster");
        const pids = cluster.instances.map((i) => i.child?.pid ?? 0);
        const figures = await measure(target, pids, setup);
        rows.push({ label, figures });
        console.log(
          `${label}: ${figures.flowsPerS.toFixed(1)} flows/s (p50 ${figures.flowP50.toFixed(0)} ms); ` +
            `search ${figures.searchesPerS.toFixed(0)} req/s, p50 ${figures.searchP50.toFixed(0)} ms, ` +
            `p99 ${figures.searchP99.toFixed(0)} ms, ${figures.refused} not 2xx; cores busy: instances ` +
            `${figures.cores.instances.toFixed(2)}, PostgreSQL ${figures.cores.postgres.toFixed(2)}, ` +
            `HAProxy ${figures.cores.haproxy.toFixed(2)}, load ${figures.cores.load.toFixed(2)}`,
        );
      } finally {
        await cluster.stop();
      }
    }
  } finally {
    await withDatabase(adminUrl, (s) => s.unsafe(`drop database if exists "${name}" with (force)`)).catch(() => {});
  }
  const anchor = rows[0]?.figures;
  if (!anchor) return;
  console.log("\n| configuration | flows/s | ratio | flow p50 ms | searches/s | ratio | search p50 ms | p99 ms |");
  console.log("|---|---|---|---|---|---|---|---|");
  for (const { label, figures: f } of rows)
    console.log(
      `| ${label} | ${f.flowsPerS.toFixed(1)} | ${(f.flowsPerS / anchor.flowsPerS).toFixed(2)} | ${f.flowP50.toFixed(0)} | ` +
        `${f.searchesPerS.toFixed(0)} | ${(f.searchesPerS / anchor.searchesPerS).toFixed(2)} | ` +
        `${f.searchP50.toFixed(0)} | ${f.searchP99.toFixed(0)} |`,
    );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
