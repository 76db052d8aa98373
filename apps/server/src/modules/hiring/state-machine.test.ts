import { type ContractAction, contractMachines, type Party, type PricingModel, transition } from "@agora/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAgent,
  createFixedService,
  createPerCallService,
  createPerMinuteService,
  depositTestFunds,
  hireAndAccept,
  hirePerCall,
  signedIn,
} from "../../../test/fixtures-hiring";
import { api, type Browser, startTestServer, type TestServer } from "../../../test/harness";

// Every contract action in every state, by each side, for both pricing models, generated from the
// contract's transition tables (contractMachines): the allowed ones succeed, the others answer the
// table's refusal (409 naming the state, or 403), and nothing moves (docs/product/DESIGN.md "Hiring
// flow"). The hand-written fixed-price table below states the same rules independently and must
// equal the generated one.

let server: TestServer;
let owner: Browser;
let client: Browser;
let stranger: Browser;
let serviceIds: Record<Exclude<PricingModel, "per_call">, string>;
let agentId: string;
let perCallServices = 0;

type State = "awaiting_funding" | "active" | "delivered" | "completed" | "cancelled" | "disputed";
type Action = "fund" | "deliver" | "approve" | "cancel-client" | "cancel-provider" | "dispute" | "start-stream";

beforeAll(async () => {
  // Over a hundred contracts from one client in one window: lift the per-client rate limits.
  server = await startTestServer({ STREAM_SWEEP_MS: "0", RATE_LIMIT_MULTIPLIER: "10" });
  owner = await signedIn(server, "sm-owner@example.com");
  client = await signedIn(server, "sm-client@example.com");
  stranger = await signedIn(server, "sm-stranger@example.com");
  agentId = await createAgent(owner, { name: "State Machine Agent" });
  serviceIds = {
    fixed: await createFixedService(owner, agentId, "Fixed work", { min: "10", max: "10" }),
    per_minute: await createPerMinuteService(owner, agentId, "Streamed work"),
  };
  await depositTestFunds(client, "5000");
});
afterAll(async () => server?.close());

/** The states a per-call contract can reach: its hire funds it, and nothing is delivered. */
const perCallStates: State[] = ["active", "completed", "cancelled", "disputed"];

/**
 * A per-call contract ($10 prepaid, $1 a call) brought to `state`. A client holds one open per-call
 * contract per service (decision 086), so each comes from a service of its own.
 */
async function perCallContractIn(state: State): Promise<string> {
  const service = await createPerCallService(owner, agentId, `Per-call work ${++perCallServices}`, "1");
  const id = await hirePerCall(client, service, "10");
  const step: Partial<Record<State, [Browser, string, unknown]>> = {
    completed: [client, "approve", undefined],
    cancelled: [client, "cancel", undefined],
    disputed: [client, "disputes", { reason: "Nothing was delivered at all." }],
  };
  const s = step[state];
  if (s) expect((await api(s[0], "POST", `/api/v1/contracts/${id}/${s[1]}`, s[2])).status, state).toBeLessThan(300);
  return id;
}

/** A fixed-price ($10), per-minute ($10 funded) or per-call contract brought to `state` through the API. */
async function contractIn(state: State, model: PricingModel = "fixed"): Promise<string> {
  if (model === "per_call") return perCallContractIn(state);
  const hire = model === "fixed" ? { amount: "10" } : {};
  const { contractId: id } = await hireAndAccept(client, owner, serviceIds[model], hire);
  const steps: Record<State, [Browser, string, unknown][]> = {
    awaiting_funding: [],
    active: [[client, "fund", { amount: "10" }]],
    delivered: [
      [client, "fund", { amount: "10" }],
      [owner, "deliver", { note: "done" }],
    ],
    completed: [
      [client, "fund", { amount: "10" }],
      [owner, "deliver", { note: "done" }],
      [client, "approve", undefined],
    ],
    cancelled: [[client, "cancel", undefined]],
    disputed: [
      [client, "fund", { amount: "10" }],
      [client, "disputes", { reason: "Nothing was delivered at all." }],
    ],
  };
  for (const [who, action, body] of steps[state]) {
    const res = await api(who, "POST", `/api/v1/contracts/${id}/${action}`, body);
    expect(res.status, `${state}: ${action}`).toBeLessThan(300);
  }
  return id;
}

async function attempt(id: string, action: Action) {
  const [who, path, body]: [Browser, string, unknown] = {
    fund: [client, "fund", { amount: "10" }],
    deliver: [owner, "deliver", { note: "again" }],
    approve: [client, "approve", undefined],
    "cancel-client": [client, "cancel", undefined],
    "cancel-provider": [owner, "cancel", undefined],
    dispute: [client, "disputes", { reason: "Trying to dispute this one." }],
    "start-stream": [client, "streams", undefined],
  }[action] as [Browser, string, unknown];
  return api(who, "POST", `/api/v1/contracts/${id}/${path}`, body);
}

/** The (table action, side) each attempt takes. */
const attempts: Record<Action, [ContractAction, Party]> = {
  fund: ["fund", "client"],
  deliver: ["deliver", "provider"],
  approve: ["approve", "client"],
  "cancel-client": ["cancel", "client"],
  "cancel-provider": ["cancel", "provider"],
  dispute: ["dispute", "client"],
  "start-stream": ["startStream", "client"],
};
/** The attempts per pricing model: a fixed-price contract is never streamed, so its table refuses that in every state. */
const attemptsOf: Record<PricingModel, Action[]> = {
  fixed: ["fund", "deliver", "approve", "cancel-client", "cancel-provider", "dispute"],
  per_minute: ["fund", "deliver", "approve", "cancel-client", "cancel-provider", "dispute", "start-stream"],
  per_call: ["fund", "deliver", "approve", "cancel-client", "cancel-provider", "dispute", "start-stream"],
};
const states: State[] = ["awaiting_funding", "active", "delivered", "completed", "cancelled", "disputed"];

/** [state, action, expected status] for every state and attempt, from the table of `model`. */
function generatedFor(model: PricingModel): [State, Action, number][] {
  return (model === "per_call" ? perCallStates : states).flatMap((state) =>
    attemptsOf[model].map((action): [State, Action, number] => {
      const [tableAction, side] = attempts[action];
      const t = transition(contractMachines[model], state, tableAction, side);
      if (t.ok) return [state, action, action === "dispute" || action === "start-stream" ? 201 : 200];
      return [state, action, t.code === "forbidden" ? 403 : 409];
    }),
  );
}
const generated = generatedFor("fixed");

// [state, action, expected status]. 403: the wrong side for a funded fixed-price cancellation.
const table: [State, Action, number][] = [
  ["awaiting_funding", "fund", 200],
  ["awaiting_funding", "deliver", 409],
  ["awaiting_funding", "approve", 409],
  ["awaiting_funding", "cancel-client", 200],
  ["awaiting_funding", "cancel-provider", 200],
  ["awaiting_funding", "dispute", 409],
  ["active", "fund", 409],
  ["active", "deliver", 200],
  ["active", "approve", 409],
  ["active", "cancel-client", 403],
  ["active", "cancel-provider", 200],
  ["active", "dispute", 201],
  ["delivered", "fund", 409],
  ["delivered", "deliver", 409],
  ["delivered", "approve", 200],
  ["delivered", "cancel-client", 409],
  ["delivered", "cancel-provider", 409],
  ["delivered", "dispute", 201],
  ...(["fund", "deliver", "approve", "cancel-client", "cancel-provider", "dispute"] as Action[]).flatMap((a) =>
    (["completed", "cancelled", "disputed"] as State[]).map((s): [State, Action, number] => [s, a, 409]),
  ),
];

/**
 * Tries `action` on a `model` contract in `state`: the status is `expected`; a refusal is the
 * table's code and detail; a 409 names the state and moves no money.
 */
async function check(model: PricingModel, state: State, action: Action, expected: number) {
  const id = await contractIn(state, model);
  const before = await api(client, "GET", `/api/v1/wallet`);
  const res = await attempt(id, action);
  expect(res.status).toBe(expected);
  const [tableAction, side] = attempts[action];
  const t = transition(contractMachines[model], state, tableAction, side);
  if (!t.ok) expect(res.body).toMatchObject({ code: t.code, detail: t.detail });
  if (expected === 409) {
    expect(res.body.code).toBe("invalid_state");
    expect(res.body.detail).toMatch(new RegExp(state.replace(/_/g, " ")));
    expect((await api(client, "GET", "/api/v1/wallet")).body).toEqual(before.body);
  }
}

describe("contract state machine", () => {
  it("the transition table gives the statuses the hand-written table expects", () => {
    const byKey = (rows: [State, Action, number][]) =>
      [...rows].sort((x, y) => `${x[0]} ${x[1]}`.localeCompare(`${y[0]} ${y[1]}`));
    expect(byKey(generated)).toEqual(byKey(table));
  });

  it.each(generated)("%s: %s → %i", (state, action, expected) => check("fixed", state, action, expected));

  it.each(generatedFor("per_minute"))("per minute, %s: %s → %i", (state, action, expected) =>
    check("per_minute", state, action, expected),
  );

  it.each(generatedFor("per_call"))("per call, %s: %s → %i", (state, action, expected) =>
    check("per_call", state, action, expected),
  );

  it("answers 404 to someone who is not a party, and 403 to the wrong side", async () => {
    const id = await contractIn("active");
    const bodies: Record<string, unknown> = {
      fund: { amount: "10" },
      deliver: { note: "x" },
      approve: undefined,
      cancel: undefined,
      disputes: { reason: "Not my contract at all." },
    };
    for (const [action, body] of Object.entries(bodies))
      expect((await api(stranger, "POST", `/api/v1/contracts/${id}/${action}`, body)).status, action).toBe(404);
    expect((await api(owner, "POST", `/api/v1/contracts/${id}/fund`, { amount: "10" })).status).toBe(403);
    expect((await api(client, "POST", `/api/v1/contracts/${id}/deliver`, { note: "x" })).status).toBe(403);
    expect((await api(owner, "POST", `/api/v1/contracts/${id}/approve`)).status).toBe(403);
  });
});
