/**
 * Streaming benchmark (issue "Hiring and money"): N concurrently active payment streams on one
 * instance (default 1,000), each watched over the WebSocket, and the delay from each billing
 * step's instant (the receipt's `at`) to the client receiving its signed confirmation; plus memory
 * per active stream. The provider heartbeats every stream over the socket every 10 s, as an agent
 * would. Contracts are set up in SQL (offers and contracts) and funded through the ledger; streams
 * start through the service function `startStream`.
 * Usage: npm run bench:streams [-- --streams 1000 --duration 15]
 *   DATABASE_URL=postgres://…/test → a throw-away database next to it; otherwise PGlite.
 */

import { cpus } from "node:os";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import WebSocket from "ws";
import { executeRows } from "../apps/server/src/db/rows";
import {
  accountId,
  escrowAccount,
  platformAccount,
  transferMany,
} from "../apps/server/src/modules/ledger/ledger.service";
import { startStream } from "../apps/server/src/modules/streams/streams.service";
import { api, signIn, startTestServer } from "../apps/server/test/harness";
import { createThrowawayDatabase, numberArg } from "./bench-db";

const streamCount = numberArg("streams", 1000);
const durationS = numberArg("duration", 15);
const streamsPerSocket = 50;

async function main(): Promise<void> {
  const { database, drop: dropDatabase } = await createThrowawayDatabase("streams");
  const db = database.db;
  const server = await startTestServer(
    { LOG_LEVEL: "warn", ...(process.env.BENCH_NO_SWEEP ? { STREAM_SWEEP_MS: "0" } : {}) },
    database,
  );
  try {
    const owner = (await signIn(server, { email: "bench-owner@example.com" })).browser;
    const client = (await signIn(server, { email: "bench-client@example.com" })).browser;
    const agent = await api(owner, "POST", "/api/v1/agents", {
      name: "Bench Streaming Agent",
      categories: ["Research"],
      basePerMinuteRate: "0.0001",
      status: "active",
    });
    const service = await api(owner, "POST", `/api/v1/agents/${agent.body.id}/services`, {
      title: "Bench stream",
      category: "Research",
      perMinutePricing: true,
    });
    const offer = (await api(client, "POST", `/api/v1/services/${service.body.id}/hire`, {})).body.offer;
    const template = (await api(owner, "POST", `/api/v1/offers/${offer.id}/accept`)).body.contract;
    // N more offers and contracts like the template, in SQL: the setup is not what is measured.
    const ids = await executeRows<{ id: string }>(
      db,
      sql`with o as (
            insert into offers (service_id, agent_id, client_id, provider_id, proposed_by, pricing_model,
              rate_micros_per_minute, status, expires_at)
            select service_id, agent_id, client_id, provider_id, proposed_by, pricing_model, rate_micros_per_minute,
              'accepted', expires_at from offers, generate_series(1, ${streamCount}) where id = ${offer.id}
            returning id)
          insert into contracts (offer_id, service_id, agent_id, client_id, provider_id, title, pricing_model,
            rate_micros_per_minute, granularity_s, min_charge_ms, status)
          select o.id, c.service_id, c.agent_id, c.client_id, c.provider_id, c.title, c.pricing_model,
            c.rate_micros_per_minute, c.granularity_s, c.min_charge_ms, 'active'
          from o, contracts c where c.id = ${template.id}
          returning id`,
    );
    const clientUser = (await api(client, "GET", "/api/auth/user")).body;
    // Each escrow is funded straight from the platform's funding account: $1 each for 10,000
    // streams is more than a test deposit may be, and the set-up is not what is measured.
    const funding = await accountId(db, platformAccount("funding"));
    for (let i = 0; i < ids.length; i += 100) {
      const batch = ids.slice(i, i + 100);
      const legs: Parameters<typeof transferMany>[1] = [];
      for (const { id } of batch)
        legs.push({
          debit: funding,
          credit: await accountId(db, escrowAccount(id)),
          amount: 1_000_000n,
          code: "escrow_fund",
          reference: `contract:${id}`,
        });
      await db.transaction((tx) => transferMany(tx, legs));
    }
    const actor = { id: clientUser.id as string, role: "user" as const };
    const streamIds: string[] = [];
    const heapBefore = memory();
    for (const { id } of ids) {
      const { row } = await db.transaction((tx) => startStream(tx, id, actor));
      streamIds.push(row.id);
    }

    const latencies: number[] = [];
    let measuring = false;
    const open = async (headers: Record<string, string>) => {
      const ws = new WebSocket(`${server.baseUrl.replace("http", "ws")}/api/v1/ws`, { headers });
      await new Promise((resolve, reject) => ws.once("open", resolve).once("error", reject));
      return ws;
    };
    const cookie = async (b: typeof owner) => ({
      cookie: await b.jar.getCookieString(server.baseUrl),
      origin: server.baseUrl,
    });
    const sockets: WebSocket[] = [];
    for (let i = 0; i < streamIds.length; i += streamsPerSocket) {
      const ws = await open(await cookie(client));
      ws.on("message", (raw) => {
        const m = JSON.parse(String(raw)) as { event?: string; data?: { step?: boolean; receipt?: { at: string } } };
        if (measuring && m.event === "confirmation" && m.data?.step && m.data.receipt) {
          const d = Date.now() - Date.parse(m.data.receipt.at);
          latencies.push(d);
          if (d > 150 && process.env.BENCH_DEBUG) console.log("late", new Date().toISOString(), d);
        }
      });
      for (const id of streamIds.slice(i, i + streamsPerSocket))
        ws.send(JSON.stringify({ type: "subscribe", channel: `stream:${id}` }));
      sockets.push(ws);
    }
    const provider = await open(await cookie(owner));
    // Each agent heartbeats every 10 s at its own offset, as independent agents would.
    const beats = streamIds.map((id, i) => {
      const beat = () => provider.send(JSON.stringify({ type: "heartbeat", streamId: id }));
      const t = setTimeout(
        () => {
          beat();
          beatTimers.push(setInterval(beat, 10_000));
        },
        (i * 10_000) / streamIds.length,
      );
      return t;
    });
    const beatTimers: NodeJS.Timeout[] = [];
    await new Promise((r) => setTimeout(r, 3000)); // subscriptions settle
    const heapAfter = memory();
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    measuring = true;
    const t0 = performance.now();
    await new Promise((r) => setTimeout(r, durationS * 1000));
    measuring = false;
    loop.disable();
    const seconds = (performance.now() - t0) / 1000;
    for (const t of beats) clearTimeout(t);
    for (const t of beatTimers) clearInterval(t);
    latencies.sort((a, b) => a - b);
    const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? NaN;
    console.log(
      `Agora streams bench · ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model} · ${database.kind}`,
    );
    console.log(
      `${streamIds.length} active streams (1 s steps), ${sockets.length} client sockets, ${durationS} s: ` +
        `${Math.round(latencies.length / seconds)} confirmations/s received; delay from billing instant to client: ` +
        `p50 ${p(0.5)} ms, p99 ${p(0.99)} ms, max ${latencies[latencies.length - 1]} ms`,
    );
    console.log(
      `event loop delay while measuring: p50 ${(loop.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms`,
    );
    console.log(
      `memory with the streams live and watched (server and bench clients in one process): heap +${((heapAfter.heap - heapBefore.heap) / 1024 / streamIds.length).toFixed(1)} KiB, ` +
        `rss +${((heapAfter.rss - heapBefore.rss) / 1024 / streamIds.length).toFixed(1)} KiB per stream`,
    );
    for (const ws of [...sockets, provider]) ws.close();
  } finally {
    await server.close();
    await dropDatabase();
  }
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
