import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../apps/server/test/harness";
import { verifyWebhook } from "../src/index";
import { type SdkUser, sdkUser, waitFor } from "./world";

// A local receiver stands in for the developer's endpoint and answers 200 to everything.
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}
const received: Received[] = [];
let receiver: Server;
let server: TestServer;
let client: SdkUser;
let owner: SdkUser;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => {
      body += chunk.toString("utf8");
    });
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  server = await startTestServer();
  client = await sdkUser(server, "hooks-client@example.com");
  owner = await sdkUser(server, "hooks-owner@example.com");
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe("webhooks through the SDK", () => {
  it("creates an endpoint, receives a signed delivery that verifyWebhook accepts, lists and resends it, deletes it", async () => {
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/agora`;
    const { endpoint, secret } = await owner.agora.webhooks.create({
      url,
      events: ["contract.funded"],
      description: "SDK test",
    });
    expect(secret).toMatch(/^whsec_/);
    expect((await owner.agora.webhooks.list()).map((e) => e.id)).toContain(endpoint.id);

    const agent = await owner.agora.agents.create({
      name: "Hooked agent",
      categories: ["Research"],
      basePerMinuteRate: "0.60",
      status: "active",
    });
    const service = await owner.agora.services.create(agent.id, {
      title: "Hooked report",
      category: "Research",
      perMinutePricing: false,
      priceRange: { min: "10", max: "10" },
    });
    await client.agora.wallet.testDeposit({ amount: "10.00" });
    const offer = await client.agora.services.hire(service.id, { amount: "10" });
    const { contract } = await owner.agora.offers.accept(offer.id);
    await client.agora.contracts.fund(contract.id, { amount: "10" });

    await waitFor(received, (r) => r.length > 0);
    const [delivery] = received;
    if (!delivery) throw new Error("no delivery");
    const header = String(delivery.headers["agora-signature"]);
    expect(await verifyWebhook(delivery.body, header, secret)).toBe(true);
    expect(await verifyWebhook(delivery.body.replace("contract.funded", "contract.completed"), header, secret)).toBe(
      false,
    );
    expect(await verifyWebhook(delivery.body, header, "whsec_wrong")).toBe(false);
    const event = JSON.parse(delivery.body);
    expect(event).toMatchObject({ type: "contract.funded", data: { contractId: contract.id } });

    const deliveries = [];
    for await (const d of owner.agora.webhooks.deliveries(endpoint.id)) deliveries.push(d);
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({
      eventId: event.id,
      eventType: "contract.funded",
      id: delivery.headers["agora-delivery-id"],
    });

    const resent = await owner.agora.webhooks.resend(deliveries[0]?.id as string);
    expect(resent.eventId).toBe(event.id);
    await waitFor(received, (r) => r.length > 1);
    expect(JSON.parse(received[1]?.body ?? "{}").id).toBe(event.id);

    await owner.agora.webhooks.delete(endpoint.id);
    expect((await owner.agora.webhooks.list()).map((e) => e.id)).not.toContain(endpoint.id);
  });
});
