/**
 * Streaming benchmark (issue "Scale", item 1): N concurrently active payment streams on one
 * instance (default 1,000), each watched over the WebSocket, and the delay from each billing
 * step's instant (the receipt's `at`) to the client receiving its signed confirmation; the share of
 * the confirmations due that arrived; memory per watched stream, server side.
 *
 * The server runs in this process; the clients run in their own (bench/stream-clients.ts), within
 * the limits every user has: one provider/client pair per 1,000 streams, 50 streams per client
 * socket (20 sockets per user at 10,000 streams), subscribes paced, and each provider heartbeating
 * every stream every 10 s over 10 sockets from the moment they open. Contracts are set up in SQL
 * and funded through the ledger; streams start through the service function `startStream`.
 * Usage: npm run bench:streams [-- --streams 1000 --duration 15 --subscribe-rate 2]
 *   BENCH_PROFILE=1 also writes a CPU profile of the server over the measured seconds.
 *   DATABASE_URL=postgres://…/test → a throw-away database next to it; otherwise PGlite.
 */
import { fork } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { Session } from "node:inspector";
import { cpus } from "node:os";
import { monitorEventLoopDelay, PerformanceObserver } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { Database } from "../apps/server/src/db/client";
import { executeRows } from "../apps/server/src/db/rows";
import {
  accountId,
  escrowAccount,
  platformAccount,
  transferMany,
} from "../apps/server/src/modules/ledger/ledger.service";
import { startStream } from "../apps/server/src/modules/streams/streams.service";
import { api, signIn, startTestServer, type TestServer } from "../apps/server/test/harness";
import { createThrowawayDatabase, numberArg, percentile } from "./bench-db";
import { hirePerMinute } from "./hire";
import type { LoadConfig, LoadPair, LoadResult } from "./stream-clients";

const streamCount = numberArg("streams", 1000);
const durationS = numberArg("duration", 15);
/** Streams per provider/client pair: 20 client sockets of 50 streams, the most one user may hold. */
const streamsPerPair = 1000;
const streamsPerSocket = 50;
const setupWorkers = 4;

async function main(): Promise<void> {
  const { database, drop: dropDatabase } = await createThrowawayDatabase("streams");
  const server = await startTestServer(
    { LOG_LEVEL: "warn", ...(process.env.BENCH_NO_SWEEP ? { STREAM_SWEEP_MS: "0" } : {}) },
    database,
  );
  try {
    const child = fork(new URL("./stream-clients.ts", import.meta.url).pathname, [], { execArgv: ["--import", "tsx"] });
    const reply = <T>(type: string) =>
      new Promise<T>((resolve, reject) => {
        const onMessage = (m: { type: string } & T) => {
          if (m.type !== type) return;
          child.off("message", onMessage);
          resolve(m);
        };
        child.on("message", onMessage);
        child.once("exit", (code) => reject(new Error(`load generator exited with ${code}`)));
      });
    const config: LoadConfig = {
      baseUrl: server.baseUrl,
      streamsPerSocket,
      providerSockets: 10,
      heartbeatEveryMs: 10_000,
      subscribesPerSecond: numberArg("subscribe-rate", 2),
    };
    child.send({ type: "config", config });
    const setupStart = Date.now();
    // Until the clients exist, the bench keeps the started streams' heartbeats fresh in SQL, so
    // the sweep pauses none of them while the rest start; the set-up is not what is measured.
    // Awaited, not voided: a drizzle query is lazy and runs only once something awaits it.
    const keepAlive = async () => {
      await database.db.execute(sql`update streams set last_heartbeat_at = now() where status = 'active'`);
    };
    const keepingAlive = setInterval(() => {
      keepAlive().catch((err: unknown) => console.error("keep-alive of the set-up failed:", err));
    }, 5_000);
    const pairs: LoadPair[] = [];
    try {
      for (let k = 0; k * streamsPerPair < streamCount; k++) {
        pairs.push(await setUpPair(server, database, k, Math.min(streamsPerPair, streamCount - k * streamsPerPair)));
        if (process.env.BENCH_DEBUG)
          console.log(`pair ${k} started at ${((Date.now() - setupStart) / 1000).toFixed(1)} s`);
      }
    } finally {
      clearInterval(keepingAlive);
    }
    // From here the providers heartbeat every stream within 10 s, inside the 30 s timeout.
    await keepAlive();
    const heapBefore = memory();
    for (const pair of pairs) child.send({ type: "pair", pair });
    console.log(`set-up: ${streamCount} streams started in ${((Date.now() - setupStart) / 1000).toFixed(0)} s`);
    const ready = reply<{ subscribed: number; refused: Record<string, number> }>("ready");
    child.send({ type: "wait" });
    const { subscribed, refused } = await ready;
    await new Promise((r) => setTimeout(r, 3000)); // the first snapshots are sent
    const heapAfter = memory();

    const profiler = process.env.BENCH_PROFILE ? await startProfile() : undefined;
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const cpuBefore = process.cpuUsage();
    const gcPauses: number[] = [];
    const gcObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) gcPauses.push(entry.duration);
    });
    gcObserver.observe({ entryTypes: ["gc"] });
    const result = reply<{ result: LoadResult }>("result");
    child.send({ type: "measure", durationMs: durationS * 1000 });
    const { result: r } = await result;
    const cpuUsed = process.cpuUsage(cpuBefore);
    gcObserver.disconnect();
    gcPauses.sort((a, b) => a - b);
    loop.disable();
    if (profiler) console.log(`CPU profile of the server while measuring: ${await profiler()}`);
    const due = streamCount * durationS;
    const states = await executeRows<{ status: string; paused_by: string | null; n: number }>(
      database.db,
      sql`select status, paused_by, count(*)::int as n from streams group by 1, 2 order by 1, 2`,
    );
    console.log(
      `Agora streams bench · ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model} · ${database.kind}`,
    );
    console.log(
      `${streamCount} active streams (1 s steps), ${Math.ceil(streamCount / streamsPerSocket)} client sockets ` +
        `(${subscribed} subscribed), ${pairs.length * config.providerSockets} provider sockets, ${durationS} s: ` +
        `${r.received} of ${due} confirmations due received (${((100 * r.received) / due).toFixed(2)} %), ` +
        `${Math.round(r.received / durationS)}/s; delay from billing instant to client: p50 ${r.p50} ms, p99 ${r.p99} ms, max ${r.max} ms`,
    );
    console.log(
      `duplicate step confirmations: ${r.duplicates}; heartbeats: ${r.heartbeatsSent} sent, ${r.heartbeatsAcked} acknowledged; refusals while subscribing ${JSON.stringify(refused)}, ` +
        `errors and closes overall ${JSON.stringify(r.errors)}`,
    );
    console.log(
      `streams at the end: ${states.map((r) => `${r.status}${r.paused_by ? ` by ${r.paused_by}` : ""} ${r.n}`).join(", ")}`,
    );
    console.log(
      `server event loop delay while measuring: p50 ${(loop.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms; ` +
        `server CPU ${((cpuUsed.user + cpuUsed.system) / 1000 / (durationS * 1000 + 1000)).toFixed(2)} of a core; ` +
        `load generator CPU ${r.cpu.toFixed(2)} of a core, its loop delay p99 ${r.loopP99.toFixed(1)} ms, max ${r.loopMax.toFixed(1)} ms`,
    );
    console.log(
      `server GC pauses while measuring: ${gcPauses.length}, ${gcPauses.reduce((a, b) => a + b, 0).toFixed(0)} ms in all, ` +
        `p99 ${percentile(gcPauses, 0.99).toFixed(1)} ms, max ${(gcPauses.at(-1) ?? 0).toFixed(1)} ms`,
    );
    console.log(
      `server memory per watched stream: heap +${((heapAfter.heap - heapBefore.heap) / 1024 / subscribed).toFixed(1)} KiB, ` +
        `rss +${((heapAfter.rss - heapBefore.rss) / 1024 / subscribed).toFixed(1)} KiB`,
    );
  } finally {
    const closing = Date.now();
    await server.close();
    const closed = Date.now();
    await dropDatabase();
    console.log(`teardown: server closed in ${closed - closing} ms, database dropped in ${Date.now() - closed} ms`);
  }
}

/**
 * Pair `k`: an owner with an agent and a client with `n` active, funded streams on it, cloned in
 * SQL from one contract made through the API (the set-up is not what is measured).
 */
async function setUpPair(server: TestServer, database: Database, k: number, n: number): Promise<LoadPair> {
  const db = database.db;
  const owner = (await signIn(server, { email: `bench-owner-${k}@example.com` })).browser;
  const client = (await signIn(server, { email: `bench-client-${k}@example.com` })).browser;
  const { offer, contract: template } = await hirePerMinute(owner, client, {
    name: `Bench Streaming Agent ${k}`,
    title: "Bench stream",
    rate: "0.0001",
  });
  const ids = await executeRows<{ id: string }>(
    db,
    sql`with o as (
          insert into offers (service_id, agent_id, client_id, provider_id, proposed_by, pricing_model,
            rate_micros_per_minute, status, expires_at)
          select service_id, agent_id, client_id, provider_id, proposed_by, pricing_model, rate_micros_per_minute,
            'accepted', expires_at from offers, generate_series(1, ${n}) where id = ${offer.id}
          returning id)
        insert into contracts (offer_id, service_id, agent_id, client_id, provider_id, title, pricing_model,
          rate_micros_per_minute, granularity_s, min_charge_ms, status)
        select o.id, c.service_id, c.agent_id, c.client_id, c.provider_id, c.title, c.pricing_model,
          c.rate_micros_per_minute, c.granularity_s, c.min_charge_ms, 'active'
        from o, contracts c where c.id = ${template.id}
        returning id`,
  );
  // Each escrow is funded straight from the platform's funding account: $1 each for 10,000
  // streams is more than a test deposit may be.
  const funding = await accountId(db, platformAccount("funding"));
  for (let i = 0; i < ids.length; i += 100) {
    const legs: Parameters<typeof transferMany>[1] = [];
    for (const { id } of ids.slice(i, i + 100))
      legs.push({
        debit: funding,
        credit: await accountId(db, escrowAccount(id)),
        amount: 1_000_000n,
        code: "escrow_fund",
        reference: `contract:${id}`,
      });
    await db.transaction((tx) => transferMany(tx, legs));
  }
  const clientId = (await api(client, "GET", "/api/auth/user")).body.id as string;
  const actor = { id: clientId, role: "user" as const };
  const streamIds: string[] = [];
  const queue = [...ids];
  await Promise.all(
    Array.from({ length: setupWorkers }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const contractId = next.id;
        const { row } = await db.transaction((tx) => startStream(tx, contractId, actor));
        streamIds.push(row.id);
      }
    }),
  );
  return {
    clientCookie: await client.jar.getCookieString(server.baseUrl),
    providerCookie: await owner.jar.getCookieString(server.baseUrl),
    streamIds,
  };
}

/**
 * Starts the V8 CPU profiler on this process (the server) through the inspector.
 * @returns a function that stops it and writes `streams-<pid>.cpuprofile` (Chrome DevTools format) here, returning its path.
 */
async function startProfile(): Promise<() => Promise<string>> {
  const session = new Session();
  session.connect();
  const post = (method: string) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, (err, result) => (err ? reject(err) : resolve(result))),
    );
  await post("Profiler.enable");
  await post("Profiler.start");
  return async () => {
    const { profile } = (await post("Profiler.stop")) as { profile: unknown };
    const path = `streams-${process.pid}.cpuprofile`;
    await writeFile(path, JSON.stringify(profile));
    session.disconnect();
    return path;
  };
}

function memory(): { heap: number; rss: number } {
  (globalThis as { gc?: () => void }).gc?.();
  const m = process.memoryUsage();
  return { heap: m.heapUsed, rss: m.rss };
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
