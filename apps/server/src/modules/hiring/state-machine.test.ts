import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, type Browser, signIn, startTestServer, type TestServer } from "../../../test/harness";

// Every contract action in every state, by the side allowed to try it: the allowed ones succeed,
// the others answer 409 with a problem naming the state, and nothing moves (docs/product/DESIGN.md "Hiring flow").

let server: TestServer;
let owner: Browser;
let client: Browser;
let stranger: Browser;
let serviceId: string;

type State = "awaiting_funding" | "active" | "delivered" | "completed" | "cancelled" | "disputed";
type Action = "fund" | "deliver" | "approve" | "cancel-client" | "cancel-provider" | "dispute";

beforeAll(async () => {
  server = await startTestServer({ STREAM_SWEEP_MS: "0" });
  owner = (await signIn(server, { email: "sm-owner@example.com" })).browser;
  client = (await signIn(server, { email: "sm-client@example.com" })).browser;
  stranger = (await signIn(server, { email: "sm-stranger@example.com" })).browser;
  const agent = (
    await api(owner, "POST", "/api/v1/agents", {
      name: "State Machine Agent",
      categories: ["Research"],
      basePerMinuteRate: "0.60",
      status: "active",
    })
  ).body;
  serviceId = (
    await api(owner, "POST", `/api/v1/agents/${agent.id}/services`, {
      title: "Fixed work",
      category: "Research",
      perMinutePricing: false,
      priceRange: { min: "10", max: "10" },
    })
  ).body.id;
  await api(client, "POST", "/api/v1/wallet/test-deposits", { amount: "5000" });
});
afterAll(async () => server?.close());

/** A fixed-price ($10) contract brought to `state` through the API. */
async function contractIn(state: State): Promise<string> {
  const offer = (await api(client, "POST", `/api/v1/services/${serviceId}/hire`, { amount: "10" })).body.offer;
  const id = (await api(owner, "POST", `/api/v1/offers/${offer.id}/accept`)).body.contract.id as string;
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
  }[action] as [Browser, string, unknown];
  return api(who, "POST", `/api/v1/contracts/${id}/${path}`, body);
}

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

describe("contract state machine", () => {
  it.each(table)("%s: %s → %i", async (state, action, expected) => {
    const id = await contractIn(state);
    const before = await api(client, "GET", `/api/v1/wallet`);
    const res = await attempt(id, action);
    expect(res.status).toBe(expected);
    if (expected === 409) {
      expect(res.body.code).toBe("invalid_state");
      expect(res.body.detail).toMatch(new RegExp(state.replace(/_/g, " ")));
      expect((await api(client, "GET", "/api/v1/wallet")).body).toEqual(before.body);
    }
  });

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
