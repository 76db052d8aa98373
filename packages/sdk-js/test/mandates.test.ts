import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ok } from "../../../apps/server/test/fixtures-hiring";
import { api, startTestServer, type TestServer } from "../../../apps/server/test/harness";
import { Agora, AgoraError, verifyMandate } from "../src/index";
import { type SdkUser, sdkUser } from "./world";

let server: TestServer;
let client: SdkUser;
let owner: SdkUser;

beforeAll(async () => {
  server = await startTestServer();
  client = await sdkUser(server, "mandate-client@example.com");
  owner = await sdkUser(server, "mandate-owner@example.com");
});
afterAll(async () => server?.close());

describe("spending mandates through the SDK", () => {
  it("limits a key, refuses it beyond the mandate with the limit named, and exports a verifiable document", async () => {
    const agent = await owner.agora.agents.create({
      name: "Mandate agent",
      categories: ["Research"],
      basePerMinuteRate: "0.60",
      status: "active",
    });
    const service = await owner.agora.services.create(agent.id, {
      title: "Fixed research",
      category: "Research",
      perMinutePricing: false,
      priceRange: { min: "1", max: "100" },
    });
    await client.agora.wallet.testDeposit({ amount: "100.00" });
    const key = await ok(
      await api(client.browser, "POST", "/api/v1/api-keys", {
        name: "buyer agent",
        scopes: ["contracts:read", "contracts:write"],
      }),
      "key",
    );
    const mandate = await client.agora.mandates.create({
      apiKeyId: key.id as string,
      perJobMax: "20",
      perDayMax: "30",
    });
    expect(mandate).toMatchObject({ status: "active", perJobMax: "20.00", remaining: { lastDay: "30.00" } });
    expect((await client.agora.mandates.list()).map((m) => m.id)).toContain(mandate.id);

    const buyer = new Agora({ baseUrl: server.baseUrl, apiKey: key.secret as string });
    const offer = await buyer.services.hire(service.id, { amount: "20" });
    const { contract } = await owner.agora.offers.accept(offer.id);
    await buyer.contracts.fund(contract.id, { amount: "20" });
    const refused = await buyer.services.hire(service.id, { amount: "15" }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AgoraError);
    expect((refused as AgoraError).code).toBe("mandate_exceeded");
    expect((refused as AgoraError).problem).toMatchObject({ limit: "perDayMax", remaining: "10.00" });

    const spends = [];
    for await (const spend of client.agora.mandates.spends(mandate.id)) spends.push(spend);
    expect(spends.map((s) => [s.contractId, s.amount])).toEqual([[contract.id, "20.00"]]);

    const document = await client.agora.mandates.document(mandate.id);
    const keys = await client.agora.receipts.keys();
    expect(await verifyMandate(document, keys)).toBe(true);
    expect(await client.agora.mandates.verify(document)).toBe(true);
    expect(await verifyMandate({ ...document, perDayMax: "3000.00" }, keys)).toBe(false);

    await client.agora.mandates.revoke(mandate.id);
    expect((await client.agora.mandates.get(mandate.id)).status).toBe("revoked");
    const afterRevoke = await buyer.services.hire(service.id, { amount: "1" }).catch((e: unknown) => e);
    expect((afterRevoke as AgoraError).problem).toMatchObject({ code: "mandate_exceeded", limit: "revokedAt" });
  });
});
