/**
 * Events bus side by side (decision 080): PostgreSQL NOTIFY against NATS JetStream with 1, 2 and 3
 * instances on one PostgreSQL database. Three owners each watch their `user` channel over a
 * WebSocket, owner j's socket on instance j mod n; a client posts contract messages to them (each a
 * stored `message.received` event on the owner's channel), spread over the instances, from
 * `--senders` parallel loops for `--seconds`. Printed per configuration: events delivered to the
 * sockets per second, latency from the POST's start to the socket's receipt (p50, p99), and each
 * instance's CPU per 1,000 events delivered. The anchor, in the same run, is NOTIFY on one instance.
 * With NOTIFY every instance hears every event; with NATS only its sockets' channels.
 * Usage: DATABASE_URL=postgres://…/test npm run bench:events-bus [-- --seconds 10 --senders 16]
 * Needs a NATS server with JetStream at NATS_URL (default nats://127.0.0.1:4222) and HAProxy (the
 * cluster helper starts it; the load goes to the instances directly).
 */

import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import WebSocket from "ws";
import { api, type Browser, signIn, type TestServer } from "../apps/server/test/harness";
import { databaseUrl, withDatabase } from "../apps/server/test/postgres-admin";
import { maxInstances, startCluster } from "../deploy/cluster";
import { numberArg, percentile } from "./bench-db";
import { consecutiveFreePorts } from "./cluster-ports";
import { listPerMinuteService } from "./hire";
import { cpuSeconds } from "./process-cpu";

const seconds = numberArg("seconds", 10);
const senders = numberArg("senders", 16);
/** Unmeasured seconds first, so every configuration is measured warm. */
const warmUpSeconds = 2;
/** How long after the load stops deliveries are still awaited, ms. */
const drainMs = 2000;

/** Who sends and who receives: the client's key, and per owner its key and contract with the client. */
interface Parties {
  client: string;
  owners: { key: string; contractId: string }[];
}

/** What one configuration measured. */
interface Figures {
  sent: number;
  delivered: number;
  perS: number;
  p50: number;
  p99: number;
  /** Per instance: CPU seconds per 1,000 events delivered. */
  cpuPer1000: number[];
}

async function key(b: Browser): Promise<string> {
  const scopes = ["contracts:read", "contracts:write", "agents:write", "messages:read", "messages:write"];
  const res = await api(b, "POST", "/api/v1/api-keys", { name: "bench", scopes });
  if (res.status !== 201) throw new Error(`key: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.secret as string;
}

/** Three owners with a contract each with one client, made through the API once. */
async function setUp(url: string): Promise<Parties> {
  const server = { baseUrl: url } as TestServer;
  const client = await key((await signIn(server, { email: "bus-bench-client@example.com" })).browser);
  const owners: Parties["owners"] = [];
  for (let j = 0; j < maxInstances; j++) {
    const owner = await key((await signIn(server, { email: `bus-bench-owner-${j}@example.com` })).browser);
    const serviceId = await listPerMinuteService(
      { baseUrl: url, bearer: owner },
      { name: `Bus Bench Agent ${j}`, title: "Streamed work", rate: "0.06" },
    );
    const hire = await api({ baseUrl: url, bearer: client }, "POST", `/api/v1/services/${serviceId}/hire`, {});
    const accepted = await api({ baseUrl: url, bearer: owner }, "POST", `/api/v1/offers/${hire.body.offer.id}/accept`);
    if (accepted.status !== 200) throw new Error(`accept: ${accepted.status} ${JSON.stringify(accepted.body)}`);
    owners.push({ key: owner, contractId: accepted.body.contract.id as string });
  }
  return { client, owners };
}

/** A socket of `bearer` at `url` watching its `user` channel; `onEvent` gets each message id with its arrival. */
async function watch(url: string, bearer: string, onEvent: (messageId: string, at: number) => void) {
  const ws = new WebSocket(`${url.replace("http", "ws")}/api/v1/ws`, {
    headers: { authorization: `Bearer ${bearer}` },
  });
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  const subscribed = new Promise<void>((resolve) =>
    ws.on("message", (m) => {
      const message = JSON.parse(String(m)) as { type: string; event?: string; data?: { messageId: string } };
      if (message.type === "subscribed") resolve();
      else if (message.event === "message.received" && message.data) onEvent(message.data.messageId, performance.now());
    }),
  );
  ws.send(JSON.stringify({ type: "subscribe", channel: "user" }));
  await subscribed;
  return ws;
}

async function measure(urls: string[], pids: number[], parties: Parties): Promise<Figures> {
  const sentAt = new Map<string, number>();
  // An event may arrive before the POST's answer does: arrivals are matched to sends at the end.
  const arrivedAt = new Map<string, number>();
  let measuring = false;
  const sockets = await Promise.all(
    parties.owners.map((o, j) =>
      watch(urls[j % urls.length] as string, o.key, (id, at) => {
        if (!arrivedAt.has(id)) arrivedAt.set(id, at);
      }),
    ),
  );
  let sent = 0;
  const load = async (forS: number) => {
    const stopAt = performance.now() + forS * 1000;
    await Promise.all(
      Array.from({ length: senders }, async (_, i) => {
        for (let k = 0; performance.now() < stopAt; k++) {
          const owner = parties.owners[(i + k) % parties.owners.length] as Parties["owners"][number];
          const url = urls[(i + k) % urls.length] as string;
          const t0 = performance.now();
          const res = await api(
            { baseUrl: url, bearer: parties.client },
            "POST",
            `/api/v1/contracts/${owner.contractId}/messages`,
            {
              body: "ping",
            },
          );
          if (res.status !== 201) throw new Error(`message: ${res.status} ${JSON.stringify(res.body)}`);
          if (measuring) {
            sentAt.set(res.body.id as string, t0);
            sent++;
          }
        }
      }),
    );
  };
  await load(warmUpSeconds);
  await new Promise((r) => setTimeout(r, 500));
  measuring = true;
  const cpuBefore = pids.map((p) => cpuSeconds([p]));
  await load(seconds);
  await new Promise((r) => setTimeout(r, drainMs));
  const cpuAfter = pids.map((p) => cpuSeconds([p]));
  measuring = false;
  for (const ws of sockets) ws.close();
  const latencies: number[] = [];
  for (const [id, t0] of sentAt) {
    const at = arrivedAt.get(id);
    if (at !== undefined) latencies.push(at - t0);
  }
  const delivered = latencies.length;
  latencies.sort((a, b) => a - b);
  return {
    sent,
    delivered,
    perS: delivered / seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    cpuPer1000: cpuAfter.map((c, i) => ((c - (cpuBefore[i] ?? 0)) / delivered) * 1000),
  };
}

async function main(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl?.startsWith("postgres")) throw new Error("DATABASE_URL must point at PostgreSQL");
  const name = `agora_bench_bus_${process.pid}`;
  await withDatabase(adminUrl, (s) => s.unsafe(`create database "${name}"`));
  const url = databaseUrl(adminUrl, name);
  console.log(
    `Agora events bus benchmark · ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model} · ` +
      `load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")} · PostgreSQL · ${seconds} s each, ${senders} senders of contract messages to 3 watched channels`,
  );
  let parties: Parties | undefined;
  const rows: { label: string; f: Figures }[] = [];
  try {
    for (const bus of ["postgres", "nats"] as const)
      for (let n = 1; n <= maxInstances; n++) {
        const base = await consecutiveFreePorts(maxInstances + 1);
        const cluster = await startCluster({
          databaseUrl: url,
          instances: n,
          port: base + maxInstances,
          basePort: base,
          env: {
            NODE_ENV: "development",
            SEED_DEMO: "false",
            LOG_LEVEL: "fatal",
            RATE_LIMIT_MULTIPLIER: "100000",
            EVENTS_BUS: bus,
          },
        });
        try {
          parties ??= await setUp(cluster.url);
          const urls = cluster.instances.map((i) => i.ownUrl as string);
          const pids = cluster.instances.map((i) => i.child?.pid ?? 0);
          const f = await measure(urls, pids, parties);
          const label = `${bus === "nats" ? "NATS JetStream" : "NOTIFY"}, ${n} instance${n > 1 ? "s" : ""}`;
          rows.push({ label, f });
          console.log(
            `${label}: ${f.delivered}/${f.sent} delivered, ${f.perS.toFixed(0)} events/s, p50 ${f.p50.toFixed(0)} ms, ` +
              `p99 ${f.p99.toFixed(0)} ms, CPU s per 1,000 events by instance ${f.cpuPer1000.map((c) => c.toFixed(2)).join(" / ")}`,
          );
        } finally {
          await cluster.stop();
        }
      }
  } finally {
    await withDatabase(adminUrl, (s) => s.unsafe(`drop database if exists "${name}" with (force)`)).catch(() => {});
  }
  const anchor = rows[0]?.f;
  if (!anchor) return;
  console.log(
    "\n| configuration | delivered/sent | events/s | ratio | p50 ms | p99 ms | CPU s / 1,000 events, per instance |",
  );
  console.log("|---|---|---|---|---|---|---|");
  for (const { label, f } of rows)
    console.log(
      `| ${label} | ${f.delivered}/${f.sent} | ${f.perS.toFixed(0)} | ${(f.perS / anchor.perS).toFixed(2)} | ` +
        `${f.p50.toFixed(0)} | ${f.p99.toFixed(0)} | ${f.cpuPer1000.map((c) => c.toFixed(2)).join(" / ")} |`,
    );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
