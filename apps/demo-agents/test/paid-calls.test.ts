import { parseMicros } from "@agora/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offerDemoPaidCalls } from "../../server/src/modules/x402";
import { createAgent, depositTestFunds, ok, signedIn } from "../../server/test/fixtures-hiring";
import { api, type Browser, startTestServer, type TestServer } from "../../server/test/harness";
import { type PaidCallResource, startPaidCallResource } from "../src/paid-calls";

// "Try a paid call" (decision 087): a demo agent sells text statistics at $0.001 a call behind the
// official @x402/express middleware, and a signed-in newcomer pays one call from their test funds
// through the API the web page uses: read the 402 requirement, authorize it, send it with the text.

let server: TestServer;
let resource: PaidCallResource;
let withdraw: () => void;
let payer: Browser;

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_MULTIPLIER: "1000" });
  const owner = await signedIn(server, "seller@paid-calls.test");
  const agentId = await createAgent(owner, { name: "Text measurer" });
  payer = await signedIn(server, "newcomer@paid-calls.test");
  await depositTestFunds(payer, "1");
  resource = await startPaidCallResource({ baseUrl: server.baseUrl, agentId });
  withdraw = offerDemoPaidCalls(resource);
}, 60_000);
afterAll(async () => {
  withdraw?.();
  await resource?.stop();
  await server?.close();
});

/** The payer's available balance, µUSD. */
const balance = async () =>
  parseMicros((await ok(await api(payer, "GET", "/api/v1/wallet"), "wallet")).available as string);

/** The demo's offer (`GET /api/v1/x402/demo`), as this test reads it. */
type DemoOffer = { accepted: unknown; resource: string; example: string };

/** The demo's offer, and an authorization of its requirement. */
async function authorize() {
  const demo = (await ok(await api(payer, "GET", "/api/v1/x402/demo"), "demo offer")).demo as DemoOffer;
  const authorization = await ok(
    await api(payer, "POST", "/api/v1/x402/authorizations", { accepted: demo.accepted, resource: demo.resource }),
    "authorization",
  );
  return { demo, authorization };
}

describe("the demo agent's paid call", () => {
  it("offers the resource's own 402 requirement: $0.001 to the agent, on this deployment's network", async () => {
    const { demo } = await ok(await api(payer, "GET", "/api/v1/x402/demo"), "demo offer");
    const network = (await api(server, "GET", "/x402/supported")).body.kinds[0].network;
    expect(demo).toMatchObject({
      agent: { id: resource.agentId, name: "Text measurer" },
      price: "0.001",
      resource: resource.url,
      accepted: { scheme: "exact", network, asset: "USD", amount: "1000", payTo: resource.agentId },
    });
  });

  it("does the work, settles $0.001 once into the payer's day contract, and refuses a resend", async () => {
    const before = await balance();
    const { demo, authorization } = await authorize();
    const call = await api(payer, "POST", "/api/v1/x402/demo/calls", { text: demo.example, authorization });
    expect(call.status, JSON.stringify(call.body)).toBe(200);
    expect(call.body.result).toMatch(/Flesch/);
    expect(call.body).toMatchObject({ authorizationId: authorization.id, amount: "0.001" });
    expect(await balance()).toBe((before ?? 0n) - 1000n);

    const again = await api(payer, "POST", "/api/v1/x402/demo/calls", { text: demo.example, authorization });
    // The resource's middleware verifies before working: a used authorization is refused there.
    expect(again.status).toBe(409);
    expect(again.body.detail).toMatch(/agora_authorization_used/);
    expect(await balance()).toBe((before ?? 0n) - 1000n);

    const days = await ok(await api(payer, "GET", "/api/v1/x402/day-contracts?role=payer"), "paid calls");
    expect(days.data).toEqual([
      expect.objectContaining({ id: call.body.dayContractId, calls: 1, spent: "0.001", pending: "0.001" }),
    ]);
  });

  it("refuses a text it cannot work on before anything is paid", async () => {
    const before = await balance();
    const { authorization } = await authorize();
    const call = await api(payer, "POST", "/api/v1/x402/demo/calls", { text: "Too short.", authorization });
    expect(call.status).toBe(400);
    expect(call.body.errors).toEqual([expect.objectContaining({ field: "text" })]);
    expect(await balance()).toBe(before);
  });

  it("refuses someone else's authorization", async () => {
    const { demo, authorization } = await authorize();
    const other = await signedIn(server, "other@paid-calls.test");
    const call = await api(other, "POST", "/api/v1/x402/demo/calls", { text: demo.example, authorization });
    expect(call.status).toBe(400);
    expect(call.body.errors).toEqual([expect.objectContaining({ field: "authorization" })]);
  });
});
