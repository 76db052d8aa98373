import type { Server } from "node:http";
import { AgoraExactClient, AgoraExactServer, agoraFacilitator } from "@agora/x402";
import { paymentMiddleware, x402ResourceServer } from "@x402/express";
import { decodePaymentResponseHeader, wrapFetchWithPayment, x402Client } from "@x402/fetch";
import { sql } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent, createApiKey, depositTestFunds, ok, signedIn } from "../../../test/fixtures-hiring";
import { api, startTestServer, type TestServer } from "../../../test/harness";
import { executeRows } from "../../db/rows";
import { balanceOf, escrowAccount, userAccount } from "../ledger";

// The promise (decision 083): a resource server built on the official @x402/express
// middleware, with Agora's scheme registered, is paid by the official @x402/fetch client through
// a real Agora server, and the money moves in Agora's ledger. No x402 library is changed.

let agora: TestServer;
let resourceServer: Server;
let resourceUrl: string;
let payerId: string;
let agentId: string;
let apiKey: string;

beforeAll(async () => {
  agora = await startTestServer({ RATE_LIMIT_MULTIPLIER: "1000" });
  const owner = await signedIn(agora, "seller@interop.test");
  const payer = await signedIn(agora, "buyer@interop.test");
  agentId = await createAgent(owner, { name: "Paid forecaster" });
  await depositTestFunds(payer, "5");
  payerId = (await ok(await api(payer, "GET", "/api/auth/user"), "user")).id as string;
  apiKey = (await createApiKey(payer, ["x402:pay"])).secret;
  const network = (await api(agora, "GET", "/x402/supported")).body.kinds[0].network as `${string}:${string}`;

  const server = new x402ResourceServer(agoraFacilitator(agora.baseUrl)).register("agora:*", new AgoraExactServer());
  const app = express();
  app.use(
    paymentMiddleware(
      {
        "GET /forecast": {
          accepts: { scheme: "exact", network, payTo: agentId, price: "$0.0025", maxTimeoutSeconds: 60 },
          description: "Tomorrow's forecast",
        },
      },
      server,
    ),
  );
  app.get("/forecast", (_req, res) => {
    res.json({ tomorrow: "sunny" });
  });
  await new Promise<void>((resolve) => {
    resourceServer = app.listen(0, "127.0.0.1", () => resolve());
  });
  const address = resourceServer.address();
  if (!address || typeof address === "string") throw new Error("resource server has no port");
  resourceUrl = `http://127.0.0.1:${address.port}/forecast`;
}, 60_000);

afterAll(async () => {
  await new Promise<void>((resolve) => (resourceServer ? resourceServer.close(() => resolve()) : resolve()));
  await agora?.close();
});

describe("x402 interop with the official packages", () => {
  it("answers 402, is paid by the wrapped fetch, and moves the price from the payer into the day contract's escrow", async () => {
    const unpaid = await fetch(resourceUrl);
    expect(unpaid.status).toBe(402);
    expect(unpaid.headers.get("payment-required")).toBeTruthy();

    const db = agora.database.db;
    const before = await balanceOf(db, userAccount(payerId));
    const client = new x402Client().register("agora:*", new AgoraExactClient({ agoraUrl: agora.baseUrl, apiKey }));
    const paid = await wrapFetchWithPayment(fetch, client)(resourceUrl);
    expect(paid.status).toBe(200);
    expect(await paid.json()).toEqual({ tomorrow: "sunny" });
    const header = paid.headers.get("payment-response");
    expect(header).toBeTruthy();
    const settlement = decodePaymentResponseHeader(header as string);
    expect(settlement).toMatchObject({ success: true, payer: payerId, amount: "2500" });

    expect(await balanceOf(db, userAccount(payerId))).toBe(before - 2500n);
    // The first call of the day made the pair's day contract, so its escrow held nothing before.
    const [day] = await executeRows<{ id: string }>(
      db,
      sql`select id from x402_day_contracts where payer_id = ${payerId} and agent_id = ${agentId}`,
    );
    expect(await balanceOf(db, escrowAccount(day?.id as string))).toBe(2500n);
  });
});
