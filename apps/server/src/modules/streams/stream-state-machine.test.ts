import {
  type Party,
  type StreamAction,
  type StreamStatus,
  streamMachine,
  streamStatuses,
  transition,
} from "@agora/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAgent,
  createPerMinuteService,
  depositTestFunds,
  fundContract,
  hireAndAccept,
  signedIn,
} from "../../../test/fixtures-hiring";
import { api, type Browser, startTestServer, type TestServer } from "../../../test/harness";
import { streams } from "./streams.tables";

// Every stream action in every state, by each party and by an admin (who is not one), generated
// from the stream's transition table (streamMachine, docs/product/DESIGN.md "Streaming payments"):
// the allowed ones reach the table's next state; the refused ones answer the table's code and
// detail and change neither the stream nor anyone's balance. The table offers no action on a
// `stopped` stream because any party's request settles it, whatever was asked: those cases check
// that settlement instead.

let server: TestServer;
let owner: Browser;
let client: Browser;
let admin: Browser;
let serviceId: string;

beforeAll(async () => {
  // Dozens of contracts from one client in one window: lift the per-client rate limits. The sweep
  // is driven by nobody (STREAM_SWEEP_MS=0) so no state moves under a test.
  server = await startTestServer({
    STREAM_SWEEP_MS: "0",
    RATE_LIMIT_MULTIPLIER: "10",
    ADMIN_EMAILS: "ssm-admin@example.com",
  });
  owner = await signedIn(server, "ssm-owner@example.com");
  client = await signedIn(server, "ssm-client@example.com");
  admin = await signedIn(server, "ssm-admin@example.com");
  const agentId = await createAgent(owner, { name: "Stream Machine Agent" });
  serviceId = await createPerMinuteService(owner, agentId, "Streamed work");
  await depositTestFunds(client, "500");
});
afterAll(async () => server?.close());

type Side = Party | "admin";
const by: Record<Side, () => Browser> = { client: () => client, provider: () => owner, admin: () => admin };
const act = (who: Browser, id: string, action: StreamAction) => api(who, "POST", `/api/v1/streams/${id}/${action}`);

/**
 * A stream on its own funded ($5) per-minute contract, brought to `state` through the API. Paused:
 * by the agent's owner, so either party may resume (who may is decision 018's rule, beside the
 * table, tested in streams.test.ts).
 */
async function streamIn(state: StreamStatus): Promise<string> {
  const { contractId } = await hireAndAccept(client, owner, serviceId);
  await fundContract(client, contractId, "5");
  const started = await api(client, "POST", `/api/v1/contracts/${contractId}/streams`);
  expect(started.status).toBe(201);
  const id = started.body.id as string;
  if (state === "paused") expect((await act(owner, id, "pause")).body.status).toBe("paused");
  if (state === "settled") expect((await act(client, id, "stop")).body.status).toBe("settled");
  // The limit is hours away at $0.60/min; a stream reaches it (`stopped`) once its due instant has
  // passed, so that instant is moved to the stream's start.
  if (state === "stopped")
    await server.database.db
      .update(streams)
      .set({ stopDueAt: sql`${streams.intervalStartedAt}` })
      .where(eq(streams.id, id));
  expect((await api(client, "GET", `/api/v1/streams/${id}`)).body.status).toBe(state);
  return id;
}

/** One stream per state for the refusals, which must leave it as it was. */
const shared = new Map<StreamStatus, Promise<string>>();
const sharedStreamIn = (state: StreamStatus) => {
  if (!shared.has(state)) shared.set(state, streamIn(state));
  return shared.get(state) as Promise<string>;
};

/** What a refusal must leave unchanged: the stream's stored row and both parties' balances. */
async function snapshot(id: string) {
  return {
    stream: await server.database.db.select().from(streams).where(eq(streams.id, id)),
    client: (await api(client, "GET", "/api/v1/wallet")).body,
    owner: (await api(owner, "GET", "/api/v1/wallet")).body,
  };
}

const actions = Object.keys(streamMachine.rules) as StreamAction[];
const sides: Side[] = ["client", "provider", "admin"];
const cases = streamStatuses.flatMap((state) =>
  actions.flatMap((action) =>
    sides.map((side) => ({
      state,
      action,
      side,
      expected: transition(streamMachine, state, action, side === "admin" ? null : side),
    })),
  ),
);
/** A party's request on a stopped stream settles it, whatever it asked. */
const settlesInstead = (c: (typeof cases)[number]) => c.state === "stopped" && c.side !== "admin";

describe("stream state machine", () => {
  it("covers every state, action and side of the table", () => {
    expect(cases).toHaveLength(streamStatuses.length * actions.length * sides.length);
    expect(cases.filter((c) => c.expected.ok)).toHaveLength(9);
    expect(cases.filter(settlesInstead).every((c) => !c.expected.ok)).toBe(true);
  });

  for (const { state, action, side, expected } of cases) {
    if (!expected.ok) continue;
    it(`${state}: the ${side} may ${action}`, async () => {
      const id = await streamIn(state);
      const res = await act(by[side](), id, action);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(expected.next);
      expect((await api(client, "GET", `/api/v1/streams/${id}`)).body.status).toBe(expected.next);
    });
  }

  for (const c of cases) {
    const { state, action, side, expected } = c;
    if (expected.ok || settlesInstead(c)) continue;
    it(`${state}: the ${side} may not ${action}`, async () => {
      const id = await sharedStreamIn(state);
      const before = await snapshot(id);
      const res = await act(by[side](), id, action);
      expect(res.status).toBe(expected.code === "forbidden" ? 403 : 409);
      expect(res.body).toMatchObject({ code: expected.code, detail: expected.detail });
      expect(await snapshot(id)).toEqual(before);
    });
  }

  for (const { action, side } of cases.filter(settlesInstead)) {
    it(`stopped: the ${side}'s ${action} settles it`, async () => {
      const id = await streamIn("stopped");
      const res = await act(by[side](), id, action);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: "settled", stopReason: "escrow_exhausted" });
    });
  }
});
