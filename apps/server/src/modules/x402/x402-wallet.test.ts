import type { PaymentRequirements } from "@x402/core/types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent, depositTestFunds, signedIn } from "../../../test/fixtures-hiring";
import { payOneCall } from "../../../test/fixtures-x402";
import { api, type Browser, startTestServer, type TestServer } from "../../../test/harness";

// The payer's wallet after paid calls (decision 083): the money left `available` for the day
// contract's escrow, so the wallet shows it there, and the statement names the day contract
// instead of an untitled "Contract".

let server: TestServer;
let payer: Browser;
let agentId: string;
let network: `${string}:${string}`;
const resource = "https://api.example.test/v1/quote";

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_MULTIPLIER: "1000" });
  const owner = await signedIn(server, "owner@x402-wallet.test");
  payer = await signedIn(server, "payer@x402-wallet.test");
  agentId = await createAgent(owner, { name: "Quote Desk" });
  await depositTestFunds(payer, "5");
  network = (await api(server, "GET", "/x402/supported")).body.kinds[0].network;
}, 60_000);
afterAll(async () => server?.close());

/** One paid call of `amount` µUSD: authorized by the payer's session, settled by the facilitator. */
async function payCall(amount: string): Promise<void> {
  const accepted: PaymentRequirements = {
    scheme: "exact",
    network,
    asset: "USD",
    amount,
    payTo: agentId,
    maxTimeoutSeconds: 60,
    extra: { decimals: 6 },
  };
  const { settled } = await payOneCall(server, payer, accepted, resource);
  expect(settled.body.success, JSON.stringify(settled.body)).toBe(true);
}

describe("the payer's wallet after paid calls", () => {
  it("shows the calls' price in escrow and names the day contract on the statement", async () => {
    await payCall("250000");
    await payCall("125000");
    const wallet = (await api(payer, "GET", "/api/v1/wallet")).body;
    expect(wallet).toMatchObject({ available: "4.625", escrow: "0.375" });
    const statement = (await api(payer, "GET", "/api/v1/wallet/transactions")).body.data;
    const today = new Date().toISOString().slice(0, 10);
    expect(statement.slice(0, 2)).toEqual([
      expect.objectContaining({
        code: "escrow_fund",
        direction: "debit",
        amount: "0.125",
        counterparty: expect.objectContaining({ type: "contract", name: `Paid calls to Quote Desk on ${today}` }),
      }),
      expect.objectContaining({
        amount: "0.25",
        counterparty: expect.objectContaining({ name: `Paid calls to Quote Desk on ${today}` }),
      }),
    ]);
  });
});
