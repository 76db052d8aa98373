import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgent, signedIn } from "../../../apps/server/test/fixtures-hiring";
import { startTestServer, type TestServer } from "../../../apps/server/test/harness";
import { AgoraError } from "../src/index";
import { type SdkUser, sdkUser } from "./world";

let server: TestServer;
let payer: SdkUser;
let agentId: string;

beforeAll(async () => {
  server = await startTestServer();
  payer = await sdkUser(server, "x402-sdk-payer@example.com");
  agentId = await createAgent(await signedIn(server, "x402-sdk-owner@example.com"), { name: "Sdk Quote Desk" });
  await payer.agora.wallet.testDeposit({ amount: "1" });
});
afterAll(async () => server?.close());

describe("x402", () => {
  it("authorizes a call for the facilitator's network and reads it back, unsettled", async () => {
    const [kind] = (await payer.agora.x402.supported()).kinds;
    expect(kind).toMatchObject({ scheme: "exact", extra: { asset: "USD", decimals: 6 } });
    const accepted = {
      scheme: "exact",
      network: kind?.network as string,
      asset: "USD",
      amount: "1500",
      payTo: agentId,
      maxTimeoutSeconds: 60,
      extra: { decimals: 6 },
    };
    const authorization = await payer.agora.x402.authorize({ accepted, resource: "https://api.example.test/q" });
    expect(authorization).toMatchObject({ amount: "1500", payTo: agentId, network: kind?.network });
    const state = await payer.agora.x402.authorization(authorization.id);
    expect(state).toMatchObject({ authorization: { id: authorization.id }, settlement: null });
  });

  it("throws an AgoraError naming every field that cannot be paid", async () => {
    const failure = await payer.agora.x402
      .authorize({
        accepted: {
          scheme: "exact",
          network: "eip155:8453",
          asset: "EUR",
          amount: "1",
          payTo: agentId,
          maxTimeoutSeconds: 60,
          extra: {},
        },
        resource: "https://api.example.test/q",
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AgoraError);
    expect((failure as AgoraError).errors?.map((e) => e.field).sort()).toEqual(["accepted.asset", "accepted.network"]);
  });
});
