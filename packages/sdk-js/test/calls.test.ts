import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent, createPerCallService, signedIn } from "../../../apps/server/test/fixtures-hiring";
import { startTestServer, type TestServer } from "../../../apps/server/test/harness";
import { AgoraError, verifyCallReceipt } from "../src/index";
import { type SdkUser, sdkUser } from "./world";

// Per-call services through the SDK (decision 086): hire with a prepaid escrow, make calls whose
// receipts verify offline, read them back.

let server: TestServer;
let client: SdkUser;
let serviceId: string;

beforeAll(async () => {
  server = await startTestServer();
  client = await sdkUser(server, "calls-sdk-client@example.com");
  const owner = await signedIn(server, "calls-sdk-owner@example.com");
  const agentId = await createAgent(owner, { name: "Sdk Call Desk" });
  serviceId = await createPerCallService(owner, agentId, "Quote API", "0.25");
  await client.agora.wallet.testDeposit({ amount: "1" });
});
afterAll(async () => server?.close());

describe("per-call contracts", () => {
  it("hires with a prepaid escrow, calls with verifiable receipts, and refuses a call past the escrow", async () => {
    const { offer, contract } = await client.agora.services.hirePerCall(serviceId, { prepaid: "0.50" });
    expect(offer.status).toBe("accepted");
    expect(contract).toMatchObject({ status: "active", pricePerCall: "0.25", escrow: "0.50" });
    const first = await client.agora.contracts.call(contract.id, { idempotencyKey: "sdk-call-1" });
    const retried = await client.agora.contracts.call(contract.id, { idempotencyKey: "sdk-call-1" });
    expect(retried).toEqual(first);
    await client.agora.contracts.call(contract.id);
    const keys = await client.agora.receipts.keys();
    expect(await verifyCallReceipt(first.receipt, keys)).toBe(true);
    expect(await client.agora.receipts.verifyCall({ ...first.receipt, spent: "0.01" })).toBe(false);
    const short = await client.agora.contracts.call(contract.id).catch((error: unknown) => error);
    expect(short).toBeInstanceOf(AgoraError);
    expect((short as AgoraError).code).toBe("insufficient_funds");
    const seqs: number[] = [];
    for await (const c of client.agora.contracts.calls(contract.id, { limit: 1 })) seqs.push(c.seq);
    expect(seqs).toEqual([2, 1]);
  });
});
