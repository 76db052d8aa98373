import {
  type FinalReceipt,
  parseMicros,
  type ReceiptKeySet,
  realtimeEventMessage,
  verifyReceipt,
} from "@agora/contracts";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAgent,
  createPerMinuteService,
  depositTestFunds,
  hireAndAccept,
  signedIn,
} from "../../../test/fixtures-hiring";
import { api, type Browser, startTestServer, type TestServer } from "../../../test/harness";
import { executeRows } from "../../db/rows";
import { ledgerTransfers } from "../ledger/ledger.tables";
import { notifiedEvents, notifyChannel } from "../realtime/events";
import { events } from "../realtime/realtime.tables";
import { recordHeartbeats, sweepStreams } from "./streams.service";

let server: TestServer;
let owner: Browser;
let client: Browser;
let serviceId: string;
let keySet: ReceiptKeySet;

beforeAll(async () => {
  // The sweep is driven by the tests (STREAM_SWEEP_MS=0) so timing cannot race the assertions.
  server = await startTestServer({ STREAM_SWEEP_MS: "0" });
  owner = await signedIn(server, "streams-owner@example.com");
  client = await signedIn(server, "streams-client@example.com");
  const agentId = await createAgent(owner, { name: "Streams Test Agent" });
  serviceId = await createPerMinuteService(owner, agentId, "Streamed research");
  await depositTestFunds(client, "100");
  keySet = (await api({ baseUrl: server.baseUrl }, "GET", "/.well-known/agora-receipts.json")).body;
});
afterAll(async () => server?.close());

/** A funded per-minute contract ($0.60/min: 10,000 µUSD a second, 6 s minimum) with a stream started. */
async function startedStream(escrow = "5") {
  const { contractId } = await hireAndAccept(client, owner, serviceId);
  expect((await api(client, "POST", `/api/v1/contracts/${contractId}/fund`, { amount: escrow })).status).toBe(200);
  const started = await api(client, "POST", `/api/v1/contracts/${contractId}/streams`);
  expect(started.status).toBe(201);
  return { contractId, stream: started.body };
}

const act = (who: Browser, id: string, action: string) => api(who, "POST", `/api/v1/streams/${id}/${action}`);
const read = async (id: string) => (await api(client, "GET", `/api/v1/streams/${id}`)).body;

describe("who may resume a paused stream (decision 018)", () => {
  it("refuses the provider's resume of the client's pause with a 403 naming the rule, and nothing bills", async () => {
    const { stream } = await startedStream();
    const paused = await act(client, stream.id, "pause");
    expect(paused.body).toMatchObject({ status: "paused", pausedBy: "client" });

    const refused = await act(owner, stream.id, "resume");
    expect(refused.status).toBe(403);
    expect(refused.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(refused.body).toMatchObject({ code: "forbidden", detail: expect.stringMatching(/only the client/) });
    // Nor can the provider keep billing by heartbeating the paused stream.
    expect((await act(owner, stream.id, "heartbeat")).body.code).toBe("invalid_state");
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await read(stream.id);
    expect(after).toMatchObject({
      status: "paused",
      pausedBy: "client",
      activeMs: paused.body.activeMs,
      accrued: paused.body.accrued,
    });

    const resumed = await act(client, stream.id, "resume");
    expect(resumed.body).toMatchObject({ status: "active", pausedBy: null });
  });

  it("lets the provider resume its own pause, and the client resume the provider's", async () => {
    const { stream } = await startedStream();
    expect((await act(owner, stream.id, "pause")).body).toMatchObject({ status: "paused", pausedBy: "provider" });
    expect((await act(owner, stream.id, "resume")).body).toMatchObject({ status: "active", pausedBy: null });
    expect((await act(owner, stream.id, "pause")).body.pausedBy).toBe("provider");
    expect((await act(client, stream.id, "resume")).body.status).toBe("active");
  });

  it("records a lost heartbeat as the system's pause, which either side may resume", async () => {
    const { stream } = await startedStream();
    // Read before the sweep stores it: the computed pause already names the system.
    const lostAt = new Date(Date.parse(stream.lastHeartbeatAt) + 31_000);
    expect((await sweepStreams(server.database.db, lostAt)).paused).toBeGreaterThanOrEqual(1);
    expect(await read(stream.id)).toMatchObject({ status: "paused", pausedBy: "system" });
    expect((await act(owner, stream.id, "resume")).body).toMatchObject({ status: "active", pausedBy: null });

    const again = await read(stream.id);
    await sweepStreams(server.database.db, new Date(Date.parse(again.lastHeartbeatAt) + 31_000));
    expect((await read(stream.id)).pausedBy).toBe("system");
    expect((await act(client, stream.id, "resume")).body.status).toBe("active");
  });
});

/** The settlement's ledger legs of a stream, µUSD: the payout to the owner and the platform fee. */
async function settlementTransfers(streamId: string) {
  const rows = await server.database.db
    .select({ key: ledgerTransfers.transferKey, amount: ledgerTransfers.amountMicros })
    .from(ledgerTransfers)
    .where(inArray(ledgerTransfers.transferKey, [`stream:${streamId}:payout`, `stream:${streamId}:fee`]));
  const net = rows.find((r) => r.key === `stream:${streamId}:payout`)?.amount ?? 0n;
  const fee = rows.find((r) => r.key === `stream:${streamId}:fee`)?.amount ?? 0n;
  return { gross: net + fee, fee, net };
}

/** A final receipt's amounts in µUSD. */
const amountsOf = (r: FinalReceipt) => ({
  gross: parseMicros(r.gross) as bigint,
  fee: parseMicros(r.fee) as bigint,
  net: parseMicros(r.net) as bigint,
});

describe("receipts state money owed only when final (decision 018)", () => {
  it("signs step receipts as final: false", async () => {
    const { stream } = await startedStream();
    expect(stream.receipt).toMatchObject({ streamId: stream.id, final: false, accrued: "0.06" });
    const now = await read(stream.id);
    expect(now.receipt.final).toBe(false);
    expect(await verifyReceipt(now.receipt, keySet)).toBe(true);
    expect(await verifyReceipt({ ...now.receipt, final: true }, keySet)).toBe(false);
  });

  it("settles with a final receipt of exactly the ledger's transfers, published and readable afterwards", async () => {
    const { contractId, stream } = await startedStream("7.5");
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const stopped = (await act(client, stream.id, "stop")).body;
    expect(stopped.status).toBe("settled");
    const receipt = stopped.receipt as FinalReceipt;
    expect(receipt).toMatchObject({ streamId: stream.id, final: true, at: stopped.settlement.settledAt });
    expect(receipt).not.toHaveProperty("accrued");

    const moved = await settlementTransfers(stream.id);
    expect(moved.net).toBeGreaterThan(0n);
    expect(amountsOf(receipt)).toEqual(moved);
    expect(parseMicros(stopped.settlement.gross) as bigint).toBe(moved.gross);
    // Offline: only the receipt and the published key set.
    expect(await verifyReceipt(JSON.parse(JSON.stringify(receipt)), keySet)).toBe(true);
    for (const change of [{ final: false }, { gross: "7.50" }, { fee: "0.00" }, { net: receipt.gross }]) {
      expect(await verifyReceipt({ ...receipt, ...change }, keySet)).toBe(false);
    }

    // A client who was offline gets the same receipt from the stream, the contract's list and replay.
    expect((await read(stream.id)).receipt).toEqual(receipt);
    const listed = (await api(client, "GET", `/api/v1/contracts/${contractId}/streams`)).body.data;
    expect(listed.find((s: { id: string }) => s.id === stream.id).receipt).toEqual(receipt);
    const published = await server.database.db
      .select({ data: events.data })
      .from(events)
      .where(and(eq(events.channel, `contract:${contractId}`), eq(events.event, "stream.settled")));
    expect(published).toHaveLength(1);
    expect((published[0] as { data: { receipt: unknown } }).data.receipt).toEqual(receipt);
  });

  it("gives a stream the sweep settled at its limit a final receipt too, while nobody was reading", async () => {
    const { stream } = await startedStream("0.075");
    await act(owner, stream.id, "heartbeat");
    // 75,000 µUSD at 10,000 µUSD/s: reached 7,001 ms in; the heartbeat keeps it from pausing first.
    expect((await sweepStreams(server.database.db, new Date(Date.parse(stream.startedAt) + 7_500))).settled).toBe(1);
    const settled = await read(stream.id);
    expect(settled).toMatchObject({ status: "settled", stopReason: "escrow_exhausted" });
    expect(settled.receipt).toMatchObject({ final: true, gross: "0.075", seq: 8 });
    expect(amountsOf(settled.receipt)).toEqual(await settlementTransfers(stream.id));
    expect(await verifyReceipt(settled.receipt, keySet)).toBe(true);
  });
});

describe("HTTP heartbeats share the instance's batched write (issue 17)", () => {
  it("writes heartbeats that arrive within a second of the last write together, answering each after it", async () => {
    const streams = await Promise.all([startedStream(), startedStream(), startedStream()]);
    const [first, second, third] = streams.map((s) => s.stream.id as string) as [string, string, string];
    // After a quiet spell a heartbeat is written at once...
    const firstAnswer = await act(owner, first, "heartbeat");
    expect(firstAnswer.status).toBe(200);
    const firstWrittenMs = Date.parse(firstAnswer.body.lastHeartbeatAt);
    // ...and the next ones, sent 100 ms apart, wait for the write a second after it.
    const secondAnswer = act(owner, second, "heartbeat");
    await new Promise((resolve) => setTimeout(resolve, 100));
    const [secondAnswered, thirdAnswered] = await Promise.all([secondAnswer, act(owner, third, "heartbeat")]);
    expect([secondAnswered.status, thirdAnswered.status]).toEqual([200, 200]);
    expect(secondAnswered.body.lastHeartbeatAt).toBe(thirdAnswered.body.lastHeartbeatAt);
    expect(Date.parse(secondAnswered.body.lastHeartbeatAt) - firstWrittenMs).toBeGreaterThanOrEqual(900);
    // A refused heartbeat still gets its precise answer: the client is not the provider.
    expect((await act(client, first, "heartbeat")).status).toBe(403);
  });
});

describe("a batched heartbeat write announces its streams in a few notices (issue 17)", () => {
  it("sends one NOTIFY per 80 streams, each within PostgreSQL's payload limit, carrying every stream's heartbeat", async () => {
    const { contractId, stream } = await startedStream();
    // 169 more active streams on the same contract, cloned in SQL: 170 heartbeats make three notices.
    const db = server.database.db;
    const clones = await executeRows<{ id: string }>(
      db,
      sql`insert into streams (contract_id, status, limit_micros, limit_reason, interval_started_at,
            last_heartbeat_at, stop_due_at, started_at)
          select contract_id, status, limit_micros, limit_reason, interval_started_at, last_heartbeat_at,
            stop_due_at, started_at from streams, generate_series(1, 169) where id = ${stream.id}
          returning id`,
    );
    const ids = [stream.id as string, ...clones.map((c) => c.id)];
    const payloads: string[] = [];
    const stop = await server.database.listen(notifyChannel, (p) => payloads.push(p));
    try {
      const providerId = (await api(owner, "GET", "/api/auth/user")).body.id as string;
      const recorded = await recordHeartbeats(
        db,
        ids.map((streamId) => ({ streamId, actorId: providerId })),
      );
      expect(recorded.size).toBe(170);
      for (let waited = 0; payloads.length < 3 && waited < 5000; waited += 20)
        await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      await stop();
    }
    expect(payloads.map((p) => Buffer.byteLength(p) < 8000)).toEqual([true, true, true]);
    const announced = payloads.flatMap(notifiedEvents);
    expect(announced.map((e) => (e.data as { streamId: string }).streamId).sort()).toEqual([...ids].sort());
    for (const event of announced) {
      expect(realtimeEventMessage.parse({ type: "event", ...event })).toMatchObject({
        channel: `stream:${(event.data as { streamId: string }).streamId}`,
        event: "stream.heartbeat",
        data: { contractId, status: "active" },
      });
    }
  });
});
