/**
 * The load generator of `bench/streams.ts`, run as its own process (forked, IPC) so the server's
 * figures do not share an event loop with the clients. It opens the client sockets that watch the
 * streams and the provider sockets that heartbeat them, within the socket limits every user has
 * (realtime/socket-limits.ts): at most 20 sockets per user, subscribes and heartbeats paced under
 * 20 messages per second per socket.
 *
 * Protocol, over the fork's IPC channel:
 *   parent → {type: "config", config: LoadConfig}
 *   parent → {type: "pair", pair: LoadPair}, once per pair as soon as its streams have started:
 *            the provider heartbeats them at once, so none is paused for a lost heartbeat
 *   parent → {type: "wait"};                       child → {type: "ready", subscribed, refused}
 *   parent → {type: "measure", durationMs};        child → {type: "result", result: LoadResult}
 */

import { monitorEventLoopDelay } from "node:perf_hooks";
import WebSocket from "ws";
import { percentile } from "./bench-db";

/** One provider/client pair: the client watches `streamIds`, the provider heartbeats them. */
export interface LoadPair {
  clientCookie: string;
  providerCookie: string;
  streamIds: string[];
}

/** How the clients behave. */
export interface LoadConfig {
  baseUrl: string;
  /** Streams each client socket subscribes to. */
  streamsPerSocket: number;
  /** Sockets each provider spreads its heartbeats over. */
  providerSockets: number;
  /** Each stream's heartbeat period, ms (an agent's every 10 s). */
  heartbeatEveryMs: number;
  /** Messages per second each socket sends at most while subscribing. */
  subscribesPerSecond: number;
}

/** What the child measured over the window. */
export interface LoadResult {
  /** Distinct step confirmations whose billing instant fell in the window, received by its end plus grace. */
  received: number;
  /** ms from billing instant to arrival, ascending quantiles. */
  p50: number;
  p99: number;
  max: number;
  /** Step confirmations received again for a stream and step already confirmed. */
  duplicates: number;
  /** Error frames and closes seen since the start, by code. */
  errors: Record<string, number>;
  /** Heartbeats sent and acknowledged since the start. */
  heartbeatsSent: number;
  heartbeatsAcked: number;
  /** The load generator's own event loop delay over the window, ms: a late client delays arrivals too. */
  loopP99: number;
  loopMax: number;
  /** The load generator's CPU over the window, share of one core (0–1 per core). */
  cpu: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const errors: Record<string, number> = {};
const count = (key: string) => {
  errors[key] = (errors[key] ?? 0) + 1;
};
let window: { from: number; to: number } | undefined;
const latencies: number[] = [];
const seen = new Set<string>();
let duplicates = 0;
let heartbeatsSent = 0;
let heartbeatsAcked = 0;
let subscribed = 0;
const timers: NodeJS.Timeout[] = [];
const sockets: WebSocket[] = [];
let closing = false;

async function open(baseUrl: string, cookie: string, role: string): Promise<WebSocket> {
  const ws = new WebSocket(`${baseUrl.replace("http", "ws")}/api/v1/ws`, { headers: { cookie, origin: baseUrl } });
  await new Promise((resolve, reject) => ws.once("open", resolve).once("error", reject));
  ws.on("close", (code, reason) => {
    if (!closing) count(`${role} close ${code} ${reason}`);
  });
  ws.on("message", (raw) => {
    const m = JSON.parse(String(raw)) as {
      type: string;
      code?: string;
      event?: string;
      data?: { step?: boolean; receipt?: { at: string; streamId: string; seq: number } };
    };
    if (m.type === "subscribed") subscribed += 1;
    else if (m.type === "heartbeat") heartbeatsAcked += 1;
    else if (m.type === "error") count(`${role} ${m.code ?? "error"}`);
    else if (m.event === "confirmation" && m.data?.step && m.data.receipt && window) {
      const at = Date.parse(m.data.receipt.at);
      if (at < window.from || at >= window.to) return;
      const key = `${m.data.receipt.streamId}:${m.data.receipt.seq}`;
      if (seen.has(key)) duplicates += 1;
      else {
        seen.add(key);
        latencies.push(Date.now() - at);
      }
    }
  });
  sockets.push(ws);
  return ws;
}

/** Heartbeats every stream of a pair from the moment its sockets are open, each at its own offset. */
async function heartbeat(config: LoadConfig, pair: LoadPair): Promise<void> {
  const providers = await Promise.all(
    Array.from({ length: config.providerSockets }, () => open(config.baseUrl, pair.providerCookie, "provider")),
  );
  pair.streamIds.forEach((streamId, i) => {
    const ws = providers[i % providers.length] as WebSocket;
    const beat = () => {
      if (ws.readyState !== ws.OPEN) return;
      heartbeatsSent += 1;
      ws.send(JSON.stringify({ type: "heartbeat", streamId }));
    };
    const offsetMs = (i * config.heartbeatEveryMs) / pair.streamIds.length;
    timers.push(
      setTimeout(() => {
        beat();
        timers.push(setInterval(beat, config.heartbeatEveryMs));
      }, offsetMs),
    );
  });
}

/** Opens the pair's client sockets and subscribes each to its streams, paced. */
async function watch(config: LoadConfig, pair: LoadPair): Promise<void> {
  const groups: string[][] = [];
  for (let i = 0; i < pair.streamIds.length; i += config.streamsPerSocket)
    groups.push(pair.streamIds.slice(i, i + config.streamsPerSocket));
  await Promise.all(
    groups.map(async (ids) => {
      const ws = await open(config.baseUrl, pair.clientCookie, "client");
      for (const id of ids) {
        ws.send(JSON.stringify({ type: "subscribe", channel: `stream:${id}` }));
        await sleep(1000 / config.subscribesPerSecond);
      }
    }),
  );
}

async function measure(durationMs: number): Promise<void> {
  const from = Date.now() + 1;
  window = { from, to: from + durationMs };
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const cpuBefore = process.cpuUsage();
  await sleep(durationMs);
  const cpuUsed = process.cpuUsage(cpuBefore);
  loop.disable();
  // Confirmations of the window's last instants may still be on their way: wait a grace second.
  await sleep(1000);
  window = undefined;
  latencies.sort((a, b) => a - b);
  const result: LoadResult = {
    received: latencies.length,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? 0,
    duplicates,
    errors,
    heartbeatsSent,
    heartbeatsAcked,
    loopP99: loop.percentile(99) / 1e6,
    loopMax: loop.max / 1e6,
    cpu: (cpuUsed.user + cpuUsed.system) / 1000 / durationMs,
  };
  process.send?.({ type: "result", result });
  closing = true;
  for (const t of timers) clearTimeout(t);
  for (const ws of sockets) ws.close();
  await sleep(200);
  process.exit(0);
}

let config: LoadConfig | undefined;
const started: Promise<void>[] = [];
let due = 0;

process.on("message", async (message: { type: string; config?: LoadConfig; pair?: LoadPair; durationMs?: number }) => {
  if (message.type === "config" && message.config) config = message.config;
  else if (message.type === "pair" && message.pair && config) {
    const c = config;
    const pair = message.pair;
    due += pair.streamIds.length;
    started.push(heartbeat(c, pair).then(() => watch(c, pair)));
  } else if (message.type === "wait") {
    await Promise.all(started);
    for (let i = 0; i < 100 && subscribed < due; i++) await sleep(100);
    process.send?.({ type: "ready", subscribed, refused: { ...errors } });
  } else if (message.type === "measure" && message.durationMs) await measure(message.durationMs);
});
