/**
 * Webhook dispatch benchmark (issue "Developer platform", decision 021): events committed at a fixed
 * offered rate (open model) into the outbox, delivered by the server's worker to a local receiver.
 *
 * 1. Steady: `--rate` events/s for `--seconds`; p50/p99 from each event's commit to its first
 *    arrival at the receiver (target p99 ≤ 1 s).
 * 2. Crash: the same rate again, and the server process is killed with SIGKILL `--kill-at` seconds
 *    in, then started again. Events keep being committed while it is down (the outbox is written
 *    by the committing transaction, not by the server). Afterwards every event must have arrived at
 *    least once: nothing lost; repeats (the at-least-once resends after a lease) are counted.
 * Every arrival's `Agora-Signature` is checked (HMAC-SHA256 over "<t>.<raw body>").
 *
 * The anchors, printed with the ratio in the same run: a bare keep-alive POST to the same receiver
 * at the same rate (the floor any delivery pays), and the durable-commit ceiling of the machine
 * (~6,800 fdatasync'd commits/s one after another, shared PERFORMANCE figures).
 *
 * Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:webhooks
 *   [-- --rate 1000 --seconds 10 --kill-at 4]
 * A throw-away database is created next to DATABASE_URL and dropped at the end.
 * Exit status 1 when an event is lost, a signature does not verify, or the steady p99 is over 1 s.
 */

import { createHmac, randomUUID } from "node:crypto";
import { Agent, createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { cpus } from "node:os";
import { performance } from "node:perf_hooks";
import { enqueueWebhookEvent } from "../apps/server/src/modules/webhooks/webhooks.service";
import { api, freePort, signIn, type TestServer } from "../apps/server/test/harness";
import { createThrowawayDatabase, numberArg } from "./bench-db";
import { ServerProcess } from "./server-process";

const rate = numberArg("rate", 1000);
const seconds = numberArg("seconds", 10);
const killAtS = numberArg("kill-at", 4);
/** Durable commits per second one after another on this machine kind (fdatasync 146 µs). */
const durableCommitsPerS = 6_800;
const p99TargetMs = 1_000;
/** How long to wait after the load for the last deliveries (a killed attempt is re-sent after its lease). */
const drainLimitMs = 90_000;
const leaseMs = 12_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const failures: string[] = [];

/** Receives deliveries: first arrival per event key (the event's `data.agentId`), repeats, bad signatures. */
class Receiver {
  readonly first = new Map<string, number>();
  repeats = 0;
  badSignatures = 0;
  secret = "";
  readonly server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const at = performance.now();
      const body = Buffer.concat(chunks).toString("utf8");
      if (req.url === "/bare") return void res.end("ok");
      const header = String(req.headers["agora-signature"] ?? "");
      const parts = Object.fromEntries(header.split(",").map((p) => p.split("=") as [string, string]));
      const expected = createHmac("sha256", this.secret).update(`${parts.t}.${body}`).digest("hex");
      if (parts.v1 !== expected) this.badSignatures++;
      const key = (JSON.parse(body) as { data: { agentId: string } }).data.agentId;
      if (this.first.has(key)) this.repeats++;
      else this.first.set(key, at);
      res.end("ok");
    });
  });
  listen(): Promise<number> {
    return new Promise((resolve) =>
      this.server.listen(0, "127.0.0.1", () => resolve((this.server.address() as AddressInfo).port)),
    );
  }
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? Number.NaN;
}

/** Runs `fire` `rate` times a second for `durationS`, in 10 ms ticks, without waiting for answers (open model). */
async function offer(durationS: number, fire: () => Promise<void>): Promise<{ sent: number; errors: number }> {
  const pending: Promise<void>[] = [];
  let sent = 0;
  let errors = 0;
  const t0 = performance.now();
  const total = rate * durationS;
  while (sent < total) {
    const due = Math.min(total, Math.floor(((performance.now() - t0) / 1000) * rate));
    for (; sent < due; sent++)
      pending.push(
        fire().catch(() => {
          errors++;
        }),
      );
    await sleep(10);
  }
  await Promise.all(pending);
  return { sent, errors };
}

/** The anchor: a bare keep-alive POST of a similar body to the same receiver at the same rate. */
async function barePostLatency(port: number, durationS: number): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const latencies: number[] = [];
  const body = JSON.stringify({ id: randomUUID(), type: "verification.changed", data: { agentId: randomUUID() } });
  await offer(
    durationS,
    () =>
      new Promise<void>((resolve, reject) => {
        const t0 = performance.now();
        const req = request(
          {
            host: "127.0.0.1",
            port,
            path: "/bare",
            method: "POST",
            agent,
            headers: { "content-type": "application/json" },
          },
          (res) => {
            res.resume();
            res.on("end", () => {
              latencies.push(performance.now() - t0);
              resolve();
            });
          },
        );
        req.on("error", reject);
        req.end(body);
      }),
  );
  agent.destroy();
  return latencies.sort((a, b) => a - b);
}

async function main(): Promise<void> {
  if (!process.env.DATABASE_URL)
    throw new Error("DATABASE_URL must point at PostgreSQL: the server runs as its own process and is killed");
  const { database, drop } = await createThrowawayDatabase("webhooks");
  const receiver = new Receiver();
  const receiverPort = await receiver.listen();
  const port = await freePort();
  const server = new ServerProcess({
    DATABASE_URL: process.env.DATABASE_URL,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: "development",
    SEED_DEMO: "false",
    LOG_LEVEL: "fatal",
    RATE_LIMIT_MULTIPLIER: "1000",
    WEBHOOK_LEASE_MS: String(leaseMs),
  });
  console.log(
    `Agora webhook dispatch bench · ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model} · ` +
      `${database.kind} · ${rate} events/s for ${seconds} s, then again with kill -9 at ${killAtS} s`,
  );
  try {
    await server.start();
    const owner = (await signIn({ baseUrl: server.baseUrl } as TestServer, { email: "bench-hooks@example.com" }))
      .browser;
    const userId = (await api(owner, "GET", "/api/auth/user")).body.id as string;
    const created = await api(owner, "POST", "/api/v1/webhooks", {
      url: `http://127.0.0.1:${receiverPort}/hook`,
      events: ["verification.changed"],
    });
    if (created.status !== 201) throw new Error(`webhook: ${created.status} ${JSON.stringify(created.body)}`);
    receiver.secret = created.body.secret as string;

    const bare = await barePostLatency(receiverPort, 3);
    console.log(
      `anchor: bare keep-alive POST to the receiver at ${rate}/s: p50 ${quantile(bare, 0.5).toFixed(1)} ms, ` +
        `p99 ${quantile(bare, 0.99).toFixed(1)} ms; durable-commit ceiling ~${durableCommitsPerS}/s ` +
        `(offered ${rate}/s = ${(rate / durableCommitsPerS).toFixed(2)} of it)`,
    );

    const committed = new Map<string, number>();
    /** Commits one event in its own transaction, as a state change would, and notes the commit instant. */
    const commitEvent = async () => {
      const agentId = randomUUID();
      await database.db.transaction((tx) =>
        enqueueWebhookEvent(tx, [userId], "verification.changed", { agentId, from: 1, to: 2 }),
      );
      committed.set(agentId, performance.now());
    };
    const drain = async (keys: string[]) => {
      const end = performance.now() + drainLimitMs;
      while (performance.now() < end && keys.some((k) => !receiver.first.has(k))) await sleep(100);
    };
    const latencies = (keys: string[]) =>
      keys
        .filter((k) => receiver.first.has(k))
        .map((k) => (receiver.first.get(k) as number) - (committed.get(k) as number))
        .sort((a, b) => a - b);

    // 1. Steady.
    const steady = await offer(seconds, commitEvent);
    const steadyKeys = [...committed.keys()];
    await drain(steadyKeys);
    const steadyLat = latencies(steadyKeys);
    const p99 = quantile(steadyLat, 0.99);
    console.log(
      `steady: ${steady.sent - steady.errors} events committed (${steady.errors} commit errors), ` +
        `${steadyLat.length} delivered; commit→delivery p50 ${quantile(steadyLat, 0.5).toFixed(1)} ms, ` +
        `p99 ${p99.toFixed(1)} ms, max ${(steadyLat.at(-1) ?? 0).toFixed(1)} ms ` +
        `(target p99 ≤ ${p99TargetMs} ms: ${(p99 / p99TargetMs).toFixed(3)} of it; ` +
        `${(p99 / quantile(bare, 0.99)).toFixed(1)}× the bare POST p99)`,
    );
    if (steadyLat.length !== steadyKeys.length) failures.push(`steady: ${steadyKeys.length - steadyLat.length} lost`);
    if (!(p99 <= p99TargetMs)) failures.push(`steady p99 ${p99.toFixed(0)} ms over ${p99TargetMs} ms`);

    // 2. Crash: kill -9 mid-run, start again, count.
    const before = new Set(committed.keys());
    const repeatsBefore = receiver.repeats;
    let restartMs = 0;
    const killer = (async () => {
      await sleep(killAtS * 1000);
      await server.kill("SIGKILL");
      restartMs = await server.start();
    })();
    const crash = await offer(seconds, commitEvent);
    await killer;
    const crashKeys = [...committed.keys()].filter((k) => !before.has(k));
    const t0 = performance.now();
    await drain(crashKeys);
    const crashLat = latencies(crashKeys);
    const lost = crashKeys.length - crashLat.length;
    console.log(
      `kill -9 at ${killAtS} s: ${crash.sent - crash.errors} events committed, ${crashLat.length} delivered, ` +
        `${lost} lost, ${receiver.repeats - repeatsBefore} delivered twice (at least once: resent after the ` +
        `${leaseMs / 1000} s lease); restart to first answer ${Math.round(restartMs)} ms; last arrival ` +
        `${Math.round(performance.now() - t0)} ms after the load; commit→delivery p50 ` +
        `${quantile(crashLat, 0.5).toFixed(1)} ms, p99 ${quantile(crashLat, 0.99).toFixed(1)} ms, ` +
        `max ${(crashLat.at(-1) ?? 0).toFixed(0)} ms`,
    );
    if (lost > 0) failures.push(`kill -9: ${lost} events never delivered`);
    if (receiver.badSignatures > 0) failures.push(`${receiver.badSignatures} signatures did not verify`);
  } finally {
    await server.kill("SIGTERM");
    receiver.server.close();
    await database.close();
    await drop();
  }
  if (failures.length) {
    console.log(`FAILED: ${failures.join("; ")}`);
    process.exit(1);
  }
  console.log("ok: every event delivered at least once, every signature verified");
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
