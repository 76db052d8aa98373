/**
 * Cluster fault test on PostgreSQL (issue 17 "Scale", item 4): three instances behind HAProxy
 * (`deploy/`), `--streams` live payment streams watched over WebSockets and `--callers` money
 * callers, all through the balancer; then one instance is killed with SIGKILL. It checks what users
 * of the survivors would notice:
 * - every WebSocket cut by the kill reconnects through the balancer, resumes with `lastEventId`, and
 *   misses no stored event of its channels (each socket's received ids against the `events` table);
 * - every live stream's signed confirmations continue within 5 s of the kill, and a sample of them
 *   verifies offline against the published keys (`/.well-known/agora-receipts.json`);
 * - the stream sweep, which every instance runs each second, acts exactly once: the streams whose
 *   heartbeats stop are paused once each (one `stream.paused`), and no other stream is paused;
 * - every stream, stopped at the end, settles exactly once (one payout and one fee leg, equal to
 *   its accrual, one `stream.settled`);
 * - every answered money call moved money once (deposits and escrow top-ups against the ledger),
 *   and the ledger check is ok;
 * - with `--replicas 1` (decision 081) the cluster runs on its own primary and a hot standby, and
 *   the standby is stopped (immediate shutdown) `--replica-stop-after` s into the load for 5 s while
 *   readers load the leaderboard and footer figures (routes read from the standby): no read fails,
 *   every read from 2 s after the stop until the restart comes from the primary, and reads come from
 *   the standby again after it is back. The standby's replay lag seen meanwhile is printed.
 * It also prints the hire → fund → stream throughput of the set-up, which goes through the balancer.
 *
 * Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test [EVENTS_BUS=nats] npm run test:cluster
 *   [-- --streams 1000 --callers 32 --seconds 45 --kill-after 10]
 *   npm run test:cluster -- --replicas 1 [--replica-stop-after 25]   (no DATABASE_URL needed)
 * Needs HAProxy (the npm script installs Debian's package when it is missing). `EVENTS_BUS=nats`
 * runs the instances on NATS JetStream (`NATS_URL`, default nats://127.0.0.1:4222; decision 080).
 * Exit status 1 when any check fails; the figures are printed either way.
 */

import { mkdtemp } from "node:fs/promises";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { verifyReceipt } from "@agora/contracts";
import postgres from "postgres";
import WebSocket from "ws";
import { api, type Browser, signIn, type TestServer } from "../apps/server/test/harness";
import { databaseUrl, withDatabase } from "../apps/server/test/postgres-admin";
import { type Cluster, startCluster, startReplicatedDatabase } from "../deploy/cluster";
import type { PostgresPair } from "../deploy/postgres-pair";
import { numberArg, percentile } from "./bench-db";
import { consecutiveFreePorts } from "./cluster-ports";
import { exactlyOnce, settlementProblems, streamSettlements } from "./fault-checks";
import { apiKey, hireFundStart, listPerMinuteService } from "./hire";

const streamCount = numberArg("streams", 1000);
const callers = numberArg("callers", 32);
const loadSeconds = numberArg("seconds", 45);
const killAfterS = numberArg("kill-after", 10);
/** 1: the instances read lag-tolerant pages from a hot standby, which is stopped mid-load (decision 081). */
const replicas = numberArg("replicas", 0);
const replicaStopAfterS = numberArg("replica-stop-after", killAfterS + 15);
/** How long the standby stays stopped, ms. */
const replicaDownMs = 5_000;
/** Reads must leave a stopped standby within this long (issue 33), ms. */
const replicaFallbackWithinMs = 2_000;
/** Parallel readers of the standby's routes during the load. */
const replicaReaders = 4;
/** How the instances exchange events: NOTIFY (default) or NATS JetStream (decision 080). */
const eventsBus = process.env.EVENTS_BUS === "nats" ? "nats" : "postgres";
const instances = 3;
/** Confirmations must continue within this long after the kill (issue text), ms. */
const continueWithinMs = 5_000;
/** Each live stream is heartbeated this often, as an agent would, ms. */
const heartbeatEveryMs = 10_000;
/** Streams one watcher socket subscribes to: with its `user` channel, within one burst of 40 messages. */
const streamsPerSocket = 25;
/** Every 20th stream stops being heartbeated when the load starts, so the sweep must pause it. */
const abandonedEvery = 20;
/** Parallel hire → fund → stream flows during the set-up. */
const setupWorkers = 8;
/** Stream rate, decimal dollars per minute: $1 of escrow lasts 1,000 s. */
const ratePerMinute = "0.06";

const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One live stream as the test follows it. */
interface LiveStream {
  id: string;
  contractId: string;
  client: number;
  abandoned: boolean;
  /** Arrival of its first step confirmation after the kill, epoch ms. */
  firstAfterKillAt?: number;
  /** Its latest step confirmation, for the offline verification. */
  lastReceipt?: unknown;
  watcher?: Watcher;
}

/** Server messages the test reads. */
interface ServerMessage {
  type: string;
  id?: string | null;
  channel?: string;
  event?: string;
  code?: string;
  data?: { step?: boolean; receipt?: { streamId: string } };
}

let killedAt = Number.POSITIVE_INFINITY;
/** ms from a socket being cut to all its channels subscribed again elsewhere. */
const resubscribedMs: number[] = [];
let closing = false;
const errorCodes = new Map<string, number>();

/**
 * One client's socket through the balancer, subscribed to fixed channels. When the balancer cuts it
 * (its instance died), it reconnects at once and subscribes again with the last stored event id
 * it saw on each channel, as the published protocol tells clients to.
 */
class Watcher {
  ws: WebSocket | undefined;
  /** The instance that accepted the current connection (HAProxy's `X-Agora-Instance`). */
  instance = "";
  readonly instancesSeen: string[] = [];
  readonly received = new Map<string, Set<bigint>>();
  readonly lastEventId = new Map<string, bigint>();
  reconnects = 0;
  #cutAt: number | undefined;

  constructor(
    readonly url: string,
    readonly bearer: string,
    readonly channels: string[],
    readonly onMessage: (m: ServerMessage) => void,
  ) {}

  /** Connects and subscribes; resolves once every channel is subscribed. */
  async open(): Promise<void> {
    for (;;) {
      try {
        await this.#connect();
        return;
      } catch {
        if (closing) return;
        await sleep(100);
      }
    }
  }

  #connect(): Promise<void> {
    const ws = new WebSocket(`${this.url.replace("http", "ws")}/api/v1/ws`, {
      headers: { authorization: `Bearer ${this.bearer}`, origin: this.url },
    });
    this.ws = ws;
    let pending = this.channels.length;
    let subscribed = false;
    return new Promise((resolve, reject) => {
      ws.once("upgrade", (res) => {
        this.instance = String(res.headers["x-agora-instance"] ?? "");
        this.instancesSeen.push(this.instance);
      });
      ws.on("error", reject);
      ws.once("open", () => {
        for (const channel of this.channels) {
          const last = this.lastEventId.get(channel === "user" ? this.#userChannel() : channel);
          ws.send(JSON.stringify({ type: "subscribe", channel, ...(last ? { lastEventId: String(last) } : {}) }));
        }
      });
      ws.on("message", (raw) => {
        const m = JSON.parse(String(raw)) as ServerMessage;
        if (m.type === "subscribed" && --pending === 0) {
          subscribed = true;
          if (this.#cutAt !== undefined) resubscribedMs.push(Date.now() - this.#cutAt);
          this.#cutAt = undefined;
          resolve();
        } else if (m.type === "error") errorCodes.set(m.code ?? "error", (errorCodes.get(m.code ?? "error") ?? 0) + 1);
        else if (m.type === "event" && m.id && m.channel) this.#stored(m.channel, BigInt(m.id));
        this.onMessage(m);
      });
      ws.once("close", () => {
        reject(new Error("closed before subscribing"));
        // Before it was subscribed, open()'s own loop tries again.
        if (!subscribed || closing || this.ws !== ws) return;
        this.reconnects += 1;
        this.#cutAt = Date.now();
        void this.open();
      });
    });
  }

  /** The `user:<id>` name under which the server sends the `user` channel's events. */
  #userChannel(): string {
    return [...this.received.keys()].find((c) => c.startsWith("user:")) ?? "user";
  }

  #stored(channel: string, id: bigint): void {
    const ids = this.received.get(channel) ?? new Set<bigint>();
    ids.add(id);
    this.received.set(channel, ids);
    if (id > (this.lastEventId.get(channel) ?? 0n)) this.lastEventId.set(channel, id);
  }

  close(): void {
    this.ws?.close();
  }
}

async function main(): Promise<void> {
  let adminUrl = process.env.DATABASE_URL;
  const name = `agora_cluster_${process.pid}`;
  let pair: PostgresPair | undefined;
  let replicaUrl: string | undefined;
  let url: string;
  if (replicas === 1) {
    // A standby needs a primary that accepts replication: the cluster's own pair (deploy/postgres-pair.ts).
    const pgPort = await consecutiveFreePorts(2);
    const pairStarted = performance.now();
    const replicated = await startReplicatedDatabase({
      dir: await mkdtemp(join(tmpdir(), "agora-cluster-faults-")),
      port: pgPort,
      name,
      removeOnStop: true,
    });
    pair = replicated.pair;
    console.log(
      `PostgreSQL primary and hot standby (initdb, pg_basebackup -R) ready in ${((performance.now() - pairStarted) / 1000).toFixed(1)} s`,
    );
    url = replicated.databaseUrl;
    replicaUrl = replicated.replicaUrl;
    adminUrl = undefined;
  } else {
    if (!adminUrl?.startsWith("postgres"))
      throw new Error("DATABASE_URL must point at PostgreSQL: every instance shares one database");
    const admin = adminUrl;
    await withDatabase(admin, (s) => s.unsafe(`create database "${name}"`));
    url = databaseUrl(admin, name);
  }
  const base = await consecutiveFreePorts(instances + 1);
  const sql = postgres(url, { max: 2, onnotice: () => {} });
  console.log(
    `Agora cluster fault test · ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model} · ` +
      `PostgreSQL${pair ? " and a hot standby (stopped mid-load)" : ""} · events over ${eventsBus === "nats" ? "NATS JetStream" : "NOTIFY"} · ${instances} instances behind HAProxy · ${streamCount} streams, ${callers} callers`,
  );
  let cluster: Cluster | undefined;
  const watchers: Watcher[] = [];
  const timers: NodeJS.Timeout[] = [];
  try {
    cluster = await startCluster({
      databaseUrl: url,
      ...(replicaUrl ? { replicaUrl } : {}),
      instances,
      port: base + instances,
      basePort: base,
      logs: true,
      env: {
        NODE_ENV: "development",
        SEED_DEMO: "false",
        // Only errors: a failed check then comes with the server's own account of it.
        LOG_LEVEL: "error",
        ADMIN_EMAILS: "cluster-admin@example.com",
        STREAM_SWEEP_MS: "1000",
        // One process is every client here: the per-key limits are not under test.
        RATE_LIMIT_MULTIPLIER: "1000",
        EVENTS_BUS: eventsBus,
      },
    });
    await run(cluster, sql, watchers, timers, pair);
  } finally {
    closing = true;
    for (const t of timers) clearInterval(t);
    for (const w of watchers) w.close();
    await cluster?.stop();
    await sql.end({ timeout: 5 });
    await pair?.stop();
    if (adminUrl) {
      const admin = adminUrl;
      await withDatabase(admin, (s) => s.unsafe(`drop database if exists "${name}" with (force)`)).catch(() => {});
    }
  }
  if (failures.length) {
    console.error(`FAILED (${failures.length}):\n- ${failures.slice(0, 30).join("\n- ")}`);
    process.exit(1);
  }
  console.log("cluster fault test: all checks passed");
  process.exit(0);
}

/**
 * Readers of the standby's routes through the balancer for the whole load, and the standby stopped
 * (immediate shutdown, as a crash) `--replica-stop-after` s in, started again 5 s later. Checks that
 * no read failed, that reads left the standby within 2 s and came back to it, and prints the replay
 * lag the primary reported (`pg_stat_replication.replay_lag`) meanwhile.
 */
async function replicaFaults(url: string, sql: postgres.Sql, pair: PostgresPair, stopAt: number): Promise<void> {
  const answers: { at: number; status: number; from: string | null }[] = [];
  // Uncached routes that read the standby: each read reaches a database.
  const paths = ["/api/v1/reputation/leaderboard?limit=10", "/api/performance/stats"];
  const readers = Array.from({ length: replicaReaders }, async (_, i) => {
    for (let n = i; performance.now() < stopAt; n++) {
      let status = 0;
      let from: string | null = null;
      try {
        const res = await fetch(`${url}${paths[n % paths.length]}`);
        await res.arrayBuffer();
        status = res.status;
        from = res.headers.get("x-agora-read");
      } catch {
        // status 0: no answer
      }
      answers.push({ at: Date.now(), status, from });
    }
  });
  const lagMs: number[] = [];
  const sampler = (async () => {
    while (performance.now() < stopAt) {
      const [row] = await sql<{ ms: number | null }[]>`
        select (extract(epoch from replay_lag) * 1000)::float8 as ms from pg_stat_replication`.catch(() => []);
      // Null while the standby is idle and caught up: no lag to report.
      if (row?.ms != null) lagMs.push(row.ms);
      await sleep(250);
    }
  })();
  await sleep(replicaStopAfterS * 1000);
  const stoppedAt = Date.now();
  await pair.replica.stop("SIGQUIT");
  await sleep(replicaDownMs);
  const restartedAt = Date.now();
  const startMs = await pair.replica.start();
  await Promise.all([...readers, sampler]);
  // Reads cut by the instance kill (10 s in) are the balancer's to answer, and that test's: here
  // only what fails from the standby's stop on counts.
  const failed = answers.filter((a) => a.status !== 200 && a.at >= stoppedAt);
  const failedEarlier = answers.filter((a) => a.status !== 200 && a.at < stoppedAt);
  const before = answers.filter((a) => a.at < stoppedAt);
  const down = answers.filter((a) => a.at > stoppedAt + replicaFallbackWithinMs && a.at < restartedAt);
  const lastFromReplica = answers.filter((a) => a.at > stoppedAt && a.at < restartedAt && a.from === "replica").at(-1);
  const backAt = answers.find((a) => a.at > restartedAt && a.from === "replica")?.at;
  lagMs.sort((a, b) => a - b);
  console.log(
    `replica: ${answers.length} reads through the balancer, ${failed.length} failed from the standby's stop on ` +
      `(${failedEarlier.length} earlier, statuses ${[...new Set(failedEarlier.map((a) => a.status))].join(", ") || "none"}: ` +
      `the instance kill); before the stop ` +
      `${before.filter((a) => a.from === "replica").length} of ${before.length} from the standby; last read from it ` +
      `${lastFromReplica ? lastFromReplica.at - stoppedAt : 0} ms after the stop; ${down.length} reads while it was down ` +
      `(from 2 s after the stop), ${down.filter((a) => a.from !== "primary").length} not from the primary; started again ` +
      `in ${startMs} ms, reads from it again ${backAt === undefined ? "never" : `${backAt - restartedAt} ms after the restart`}; ` +
      `replay lag (pg_stat_replication) p50 ${percentile(lagMs, 0.5)?.toFixed(1)} ms, p99 ` +
      `${percentile(lagMs, 0.99)?.toFixed(1)} ms, max ${lagMs.at(-1)?.toFixed(1)} ms over ${lagMs.length} samples`,
  );
  check(failed.length === 0, `${failed.length} reads failed while the standby stopped and started`);
  check(
    before.some((a) => a.from === "replica"),
    "no read came from the standby before it was stopped",
  );
  check(down.length > 0, "no read while the standby was down");
  check(
    down.every((a) => a.from === "primary"),
    `${down.filter((a) => a.from !== "primary").length} reads did not come from the primary 2 s after the standby stopped`,
  );
  check(backAt !== undefined, "reads did not come back to the standby after it restarted");
}

async function run(
  cluster: Cluster,
  sql: postgres.Sql,
  watchers: Watcher[],
  timers: NodeJS.Timeout[],
  pair: PostgresPair | undefined,
): Promise<void> {
  const server = { baseUrl: cluster.url } as TestServer;
  const admin = (await signIn(server, { email: "cluster-admin@example.com" })).browser;
  const owner = (await signIn(server, { email: "cluster-owner@example.com" })).browser;
  const clientBrowsers = [
    (await signIn(server, { email: "cluster-client-a@example.com" })).browser,
    (await signIn(server, { email: "cluster-client-b@example.com" })).browser,
  ];
  const ownerKey = await apiKey(owner);
  const clientKeys = await Promise.all(clientBrowsers.map((b) => apiKey(b)));
  const clientIds = await Promise.all(
    clientBrowsers.map(async (b) => (await api(b, "GET", "/api/auth/user")).body.id as string),
  );
  const as = (bearer: string) => ({ baseUrl: cluster.url, bearer });
  const serviceId = await listPerMinuteService(as(ownerKey), {
    name: "Cluster Streaming Agent",
    title: "Streamed work",
    rate: ratePerMinute,
    minChargeMinutes: "0",
  });
  const setupDeposit = "1000";
  for (const key of clientKeys) {
    const status = await exactlyOnce(
      cluster.url,
      key,
      "/api/v1/wallet/test-deposits",
      { amount: setupDeposit },
      performance.now(),
    );
    if (status !== 201 && status !== 200) throw new Error(`test deposit: ${status}`);
  }

  // Heartbeats: the provider's sockets, each stream beaten every 10 s from the moment it starts.
  const providers = Array.from({ length: 10 }, () => new Watcher(cluster.url, ownerKey, [`user`], () => {}));
  await Promise.all(providers.map((p) => p.open()));
  watchers.push(...providers);
  let loadStarted = false;
  const beat = (s: LiveStream, i: number) => {
    if (s.abandoned && loadStarted) return;
    const ws = providers[i % providers.length]?.ws;
    if (ws?.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: "heartbeat", streamId: s.id }));
  };

  // Set-up through the balancer: hire, accept, fund and start each stream; its throughput is a figure.
  const streams: LiveStream[] = [];
  const setupStarted = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: setupWorkers }, async () => {
      for (let i = next++; i < streamCount; i = next++) {
        const client = i % clientKeys.length;
        const started = await hireFundStart(cluster.url, clientKeys[client] as string, ownerKey, serviceId);
        const s: LiveStream = { ...started, client, abandoned: i % abandonedEvery === 0 };
        streams.push(s);
        const index = streams.length - 1;
        beat(s, index);
        const timer = setInterval(() => beat(s, index), heartbeatEveryMs);
        timers.push(timer);
      }
    }),
  );
  const setupS = (performance.now() - setupStarted) / 1000;
  console.log(
    `set-up: ${streamCount} hire → accept → fund → start flows through the balancer in ${setupS.toFixed(1)} s: ` +
      `${(streamCount / setupS).toFixed(1)} flows/s (${((streamCount * 4) / setupS).toFixed(0)} requests/s, ${setupWorkers} in parallel)`,
  );

  // Watchers: each client's streams over sockets of 25, each socket also on the client's own channel.
  const byId = new Map(streams.map((s) => [s.id, s]));
  const onMessage = (m: ServerMessage) => {
    if (m.event !== "confirmation" || !m.data?.step || !m.data.receipt) return;
    const s = byId.get(m.data.receipt.streamId);
    if (!s) return;
    const now = Date.now();
    s.lastReceipt = m.data.receipt;
    if (now >= killedAt && s.firstAfterKillAt === undefined) s.firstAfterKillAt = now;
  };
  for (const [client, key] of clientKeys.entries()) {
    const mine = streams.filter((s) => s.client === client);
    for (let i = 0; i < mine.length; i += streamsPerSocket) {
      const group = mine.slice(i, i + streamsPerSocket);
      const w = new Watcher(cluster.url, key, ["user", ...group.map((s) => `stream:${s.id}`)], onMessage);
      for (const s of group) s.watcher = w;
      watchers.push(w);
    }
  }
  await Promise.all(watchers.filter((w) => !providers.includes(w)).map((w) => w.open()));
  await sleep(2_000);

  // Load: money callers through the balancer; one instance is killed mid-way.
  loadStarted = true;
  const loadStart = performance.now();
  const stopAt = loadStart + loadSeconds * 1000;
  const answered = { deposits: 0n, topUps: 0n, calls: 0, lost: 0 };
  const caller = async (i: number) => {
    const key = clientKeys[i % clientKeys.length] as string;
    const own = streams.filter((s) => s.client === i % clientKeys.length);
    while (performance.now() < stopAt) {
      const topUp = i % 4 >= 2;
      const target = own[Math.floor(Math.random() * own.length)] as LiveStream;
      const path = topUp ? `/api/v1/contracts/${target.contractId}/fund` : "/api/v1/wallet/test-deposits";
      const status = await exactlyOnce(cluster.url, key, path, { amount: topUp ? "0.10" : "1" }, stopAt);
      answered.calls++;
      if (status === undefined) answered.lost++;
      else if (status < 300 && topUp) answered.topUps += 100_000n;
      else if (status < 300) answered.deposits += 1_000_000n;
      else failures.push(`money call ${path}: ${status}`);
    }
  };
  const killer = async () => {
    await sleep(killAfterS * 1000);
    const clientWatchers = watchers.filter((w) => !providers.includes(w));
    const counts = new Map<string, number>();
    for (const w of clientWatchers) counts.set(w.instance, (counts.get(w.instance) ?? 0) + 1);
    const [victim] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
    const index = Number(victim?.slice(1)) - 1;
    const target = cluster.instances[index];
    if (!target) throw new Error(`no instance ${victim} to kill (sockets by instance: ${[...counts]})`);
    killedAt = Date.now();
    await target.kill("SIGKILL");
    console.log(
      `killed ${victim} (SIGKILL) ${killAfterS} s into the load; client sockets by instance before: ` +
        [...counts.entries()].map(([k, v]) => `${k} ${v}`).join(", "),
    );
    return victim as string;
  };
  const [victim] = await Promise.all([
    killer(),
    ...Array.from({ length: callers }, (_, i) => caller(i)),
    ...(pair ? [replicaFaults(cluster.url, sql, pair, stopAt)] : []),
  ]);
  // Stored events of the load's last instants may still be on their way.
  await sleep(2_000);

  await checkContinuity(streams, watchers, providers, victim);
  await checkStoredEvents(sql, watchers, clientIds);
  await checkReceipts(cluster.url, streams);
  console.log(
    `money calls: ${answered.calls} answered (${(answered.calls / loadSeconds).toFixed(0)}/s), ${answered.lost} never answered; ` +
      `errors on sockets: ${[...errorCodes].map(([k, v]) => `${k}×${v}`).join(", ") || "none"}`,
  );
  check(answered.lost === 0, `${answered.lost} money calls were never answered`);

  // The sweep ran once per abandoned stream, and never for the others.
  const pauses = await sql<{ channel: string; n: string }[]>`
    select channel, count(*)::text as n from events
    where event = 'stream.paused' and channel like 'stream:%' group by channel`;
  const pausedOf = new Map(pauses.map((p) => [p.channel.slice("stream:".length), Number(p.n)]));
  const abandoned = streams.filter((s) => s.abandoned);
  const pausedOnce = abandoned.filter((s) => pausedOf.get(s.id) === 1).length;
  const pausedOthers = streams.filter((s) => !s.abandoned && pausedOf.has(s.id)).length;
  const pausedTwice = [...pausedOf.values()].filter((n) => n > 1).length;
  console.log(
    `sweep: ${pausedOnce} of ${abandoned.length} unheartbeaten streams paused exactly once; ` +
      `${pausedTwice} paused more than once; ${pausedOthers} heartbeaten streams paused`,
  );
  check(pausedOnce === abandoned.length, `${abandoned.length - pausedOnce} unheartbeaten streams not paused once`);
  check(pausedOthers === 0, `${pausedOthers} heartbeaten streams were paused`);

  // Stop every stream through the balancer; each settles exactly once.
  closing = true;
  let stopNext = 0;
  await Promise.all(
    Array.from({ length: setupWorkers }, async () => {
      for (let i = stopNext++; i < streams.length; i = stopNext++) {
        const s = streams[i] as LiveStream;
        const status = await exactlyOnce(
          cluster.url,
          clientKeys[s.client] as string,
          `/api/v1/streams/${s.id}/stop`,
          undefined,
          performance.now(),
        );
        check(status === 200, `stop ${s.id}: ${status}`);
      }
    }),
  );
  await checkSettlements(sql, streams, admin, answered);
}

/** Every socket on the killed instance came back elsewhere, and confirmations continued within 5 s. */
async function checkContinuity(
  streams: LiveStream[],
  watchers: Watcher[],
  providers: Watcher[],
  victim: string,
): Promise<void> {
  const cut = watchers.filter((w) => w.instancesSeen.includes(victim));
  const back = cut.filter((w) => w.ws?.readyState === WebSocket.OPEN && w.instance !== victim);
  const clientCut = cut.filter((w) => !providers.includes(w)).length;
  resubscribedMs.sort((a, b) => a - b);
  console.log(
    `sockets: ${cut.length} on ${victim} (${clientCut} clients', ${cut.length - clientCut} provider's), ` +
      `${back.length} reconnected elsewhere through the balancer, every channel subscribed again ` +
      `p50 ${percentile(resubscribedMs, 0.5)} ms, max ${resubscribedMs.at(-1)} ms after the cut`,
  );
  check(cut.length > 0, `no socket was on ${victim}`);
  check(back.length === cut.length, `${cut.length - back.length} sockets cut by the kill did not come back`);
  const live = streams.filter((s) => !s.abandoned);
  const delays = live.map((s) => (s.firstAfterKillAt ?? Number.POSITIVE_INFINITY) - killedAt).sort((a, b) => a - b);
  const moved = live
    .filter((s) => s.watcher?.instancesSeen.includes(victim))
    .map((s) => (s.firstAfterKillAt ?? Number.POSITIVE_INFINITY) - killedAt)
    .sort((a, b) => a - b);
  console.log(
    `confirmations after the kill: all ${live.length} live streams p50 ${percentile(delays, 0.5)} ms, ` +
      `max ${delays.at(-1)} ms; the ${moved.length} whose watcher was cut p50 ${percentile(moved, 0.5)} ms, ` +
      `max ${moved.at(-1)} ms`,
  );
  check(moved.length > 0, "no watched stream was on the killed instance");
  check((delays.at(-1) ?? Infinity) <= continueWithinMs, `confirmations resumed after ${delays.at(-1)} ms`);
}

/**
 * Each socket received every stored event of its channels from its first one on: the events table
 * is the truth, and a reconnect with `lastEventId` must fill what the cut missed.
 */
async function checkStoredEvents(sql: postgres.Sql, watchers: Watcher[], clientIds: string[]): Promise<void> {
  let expected = 0;
  let missing = 0;
  let resumedSockets = 0;
  const channels = new Set<string>();
  for (const w of watchers) for (const c of w.received.keys()) channels.add(c);
  const stored = new Map<string, bigint[]>();
  const described = new Map<bigint, string>();
  const checkedAt = Date.now();
  for (const row of await sql<{ channel: string; id: string; event: string; at: Date }[]>`
      select channel, id::text, event, created_at as at from events where channel = any(${[...channels]}) order by id`) {
    const ids = stored.get(row.channel) ?? [];
    ids.push(BigInt(row.id));
    stored.set(row.channel, ids);
    described.set(
      BigInt(row.id),
      `${row.event} #${row.id} on ${row.channel.split(":")[0]}, stored ${checkedAt - row.at.getTime()} ms before the check`,
    );
  }
  const missed: string[] = [];
  for (const w of watchers) {
    if (w.reconnects > 0) resumedSockets++;
    for (const [channel, received] of w.received) {
      const first = [...received].reduce((a, b) => (b < a ? b : a));
      for (const id of stored.get(channel) ?? []) {
        if (id < first) continue;
        expected++;
        if (!received.has(id)) {
          missing++;
          missed.push(`${described.get(id)} (socket reconnected ${w.reconnects}×)`);
        }
      }
    }
  }
  const userEvents = clientIds.reduce((n, id) => n + (stored.get(`user:${id}`)?.length ?? 0), 0);
  console.log(
    `stored events: ${expected} deliveries due to sockets (${userEvents} events on the clients' own channels), ${missing} missed; ` +
      `${resumedSockets} sockets resumed with lastEventId`,
  );
  check(resumedSockets > 0, "no socket resumed with lastEventId");
  check(expected > 0, "no stored event was due to any socket");
  if (missed.length) console.log(`missed: ${missed.slice(0, 5).join("; ")}`);
  check(missing === 0, `${missing} stored events never reached a socket subscribed to their channel`);
}

/** The latest confirmation of every live stream verifies offline against the published keys. */
async function checkReceipts(url: string, streams: LiveStream[]): Promise<void> {
  const keySet = await (await fetch(`${url}/.well-known/agora-receipts.json`)).json();
  let verified = 0;
  const withReceipt = streams.filter((s) => !s.abandoned && s.lastReceipt);
  for (const s of withReceipt) if (await verifyReceipt(s.lastReceipt, keySet)) verified++;
  console.log(`receipts: ${verified} of ${withReceipt.length} latest confirmations verify offline`);
  check(verified === withReceipt.length && verified > 0, `${withReceipt.length - verified} receipts do not verify`);
}

/** Each stream settled once, every answered money call moved money once, and the ledger balances. */
async function checkSettlements(
  sql: postgres.Sql,
  streams: LiveStream[],
  admin: Browser,
  answered: { deposits: bigint; topUps: bigint },
): Promise<void> {
  const rows = await streamSettlements(
    sql,
    streams.map((s) => s.id),
  );
  for (const row of rows) failures.push(...settlementProblems(row));
  const settledOnce = rows.filter((r) => settlementProblems(r).length === 0).length;
  const settledEvents = await sql<{ n: string }[]>`
    select count(*)::text as n from events where event = 'stream.settled' and channel = any(${streams.map((s) => `stream:${s.id}`)})`;
  check(settledOnce === streams.length, `${settledOnce} of ${streams.length} streams settled exactly once`);
  check(
    Number(settledEvents[0]?.n) === streams.length,
    `${settledEvents[0]?.n} stream.settled events for ${streams.length} streams`,
  );
  const totals = await sql<{ deposits: string; funded: string }[]>`
    select coalesce(sum(amount_micros) filter (where code = 'deposit'), 0)::text as deposits,
           coalesce(sum(amount_micros) filter (where code = 'escrow_fund'), 0)::text as funded
    from ledger_transfers`;
  // Set-up: two test deposits of $1,000 and $1 of escrow per stream.
  const deposits = answered.deposits + 2n * 1_000_000_000n;
  const funded = answered.topUps + BigInt(streams.length) * 1_000_000n;
  check(BigInt(totals[0]?.deposits ?? 0) === deposits, `deposits: ledger ${totals[0]?.deposits}, answered ${deposits}`);
  check(BigInt(totals[0]?.funded ?? 0) === funded, `escrow funding: ledger ${totals[0]?.funded}, answered ${funded}`);
  const ledger = await api(admin, "GET", "/api/v1/admin/ledger/check");
  const ledgerOk = ledger.status === 200 && ledger.body.ok === true;
  check(ledgerOk, `ledger check: ${ledger.status} ${JSON.stringify(ledger.body)}`);
  console.log(
    `streams: ${settledOnce}/${streams.length} settled exactly once (${settledEvents[0]?.n} stream.settled events); ` +
      `deposits ${totals[0]?.deposits} µUSD (answered ${deposits}); escrow funding ${totals[0]?.funded} µUSD ` +
      `(answered ${funded}); ledger ${ledgerOk ? "ok" : "VIOLATED"}`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
