import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { api, startTestServer, type TestServer } from "../../../apps/server/test/harness";
import type { AgoraError, RealtimeEventMessage, WebSocketFactory, WebSocketLike } from "../src/index";
import { type SdkUser, sdkUser, waitFor } from "./world";

let server: TestServer;
let client: SdkUser;
let owner: SdkUser;
let serviceId: string;

/** A socket factory the test controls: it records the sockets, and refuses to connect while `blocked`. */
function controlledSockets() {
  const sockets: WebSocket[] = [];
  const state = { blocked: false };
  const factory: WebSocketFactory = (url, headers) => {
    if (state.blocked) throw new Error("network unreachable (test)");
    const socket = new WebSocket(url, { headers });
    sockets.push(socket);
    return socket as unknown as WebSocketLike;
  };
  return { factory, sockets, state };
}

beforeAll(async () => {
  server = await startTestServer();
  client = await sdkUser(server, "events-client@example.com");
  owner = await sdkUser(server, "events-owner@example.com");
  const agent = await owner.agora.agents.create({
    name: "Events agent",
    categories: ["Research"],
    basePerMinuteRate: "0.60",
    status: "active",
  });
  serviceId = (
    await owner.agora.services.create(agent.id, { title: "Minutes", category: "Research", perMinutePricing: true })
  ).id;
  await client.agora.wallet.testDeposit({ amount: "100.00" });
});
afterAll(async () => server?.close());

async function acceptedContract(): Promise<string> {
  const offer = await client.agora.services.hire(serviceId);
  return (await owner.agora.offers.accept(offer.id)).contract.id;
}

describe("events.subscribe", () => {
  it("replays what happened while the connection was down, each stored event once and in order", async () => {
    const contractId = await acceptedContract();
    const sockets = controlledSockets();
    const watcher = await sdkUser(server, "events-client@example.com", { webSocket: sockets.factory });
    const received: RealtimeEventMessage[] = [];
    const errors: AgoraError[] = [];
    // From the start of the channel ("0"), so the fund is seen however soon it follows the subscription.
    const subscription = watcher.agora.events.subscribe(`contract:${contractId}`, (e) => void received.push(e), {
      lastEventId: "0",
      onError: (e) => void errors.push(e),
    });
    try {
      await client.agora.contracts.fund(contractId, { amount: "10.00" });
      await waitFor(received, (r) => r.some((e) => e.event === "contract.fund"));

      // The connection dies without a closing handshake, and the network stays down while things happen.
      sockets.state.blocked = true;
      sockets.sockets[0]?.terminate();
      await waitFor(errors, (e) => e.some((x) => x.code === "network_error"));
      const stream = await client.agora.streams.start(contractId);
      await client.agora.streams.stop(stream.id);
      sockets.state.blocked = false;

      await waitFor(received, (r) => r.some((e) => e.event === "stream.settled"));
      await client.agora.contracts.approve(contractId);
      await waitFor(received, (r) => r.some((e) => e.event === "contract.approve"));

      const stored = received.filter((e) => e.id !== null);
      expect(stored.map((e) => e.event)).toEqual([
        "contract.fund",
        "stream.started",
        "stream.settled",
        "contract.approve",
      ]);
      const ids = stored.map((e) => BigInt(e.id as string));
      expect([...ids].sort((a, b) => (a < b ? -1 : 1))).toEqual(ids);
      expect(subscription.lastEventId).toBe(stored.at(-1)?.id);
      expect(sockets.sockets.length).toBeGreaterThanOrEqual(2);
      const settled = stored.find((e) => e.event === "stream.settled");
      if (settled?.event !== "stream.settled") throw new Error("no settled event");
      // Typed by the shared event schema: the settled event carries the final receipt.
      expect(settled.data.receipt?.final).toBe(true);
    } finally {
      subscription.close();
    }
  });

  it("starts from lastEventId: a new subscription gets only the stored events after it", async () => {
    const contractId = await acceptedContract();
    await client.agora.contracts.fund(contractId, { amount: "5.00" });
    const first: RealtimeEventMessage[] = [];
    const sub1 = client.agora.events.subscribe(`contract:${contractId}`, (e) => void first.push(e), {
      lastEventId: "0",
    });
    await waitFor(first, (r) => r.some((e) => e.event === "contract.fund"));
    sub1.close();
    const after = sub1.lastEventId;
    expect(after).toMatch(/^\d+$/);

    await client.agora.contracts.cancel(contractId);
    const second: RealtimeEventMessage[] = [];
    const sub2 = client.agora.events.subscribe(`contract:${contractId}`, (e) => void second.push(e), {
      lastEventId: after,
    });
    try {
      await waitFor(second, (r) => r.some((e) => e.event === "contract.cancel"));
      expect(second.map((e) => e.event)).not.toContain("contract.fund");
    } finally {
      sub2.close();
    }
  });

  it("ends the subscription with onError `unauthorized` when its API key is revoked (close 4401), without reconnecting", async () => {
    const holder = await sdkUser(server, "events-revoked@example.com");
    const sockets = controlledSockets();
    const errors: AgoraError[] = [];
    const { Agora } = await import("../src/index");
    const agora = new Agora({ baseUrl: server.baseUrl, apiKey: holder.apiKey, webSocket: sockets.factory });
    agora.events.subscribe("user", () => {}, { onError: (e) => void errors.push(e) });
    await waitFor(sockets.sockets, (s) => s[0]?.readyState === WebSocket.OPEN);
    const keys = await api(holder.browser, "GET", "/api/v1/api-keys");
    for (const key of keys.body.data as { id: string }[])
      await api(holder.browser, "DELETE", `/api/v1/api-keys/${key.id}`);
    await waitFor(errors, (e) => e.some((x) => x.code === "unauthorized"));
    expect(errors.find((x) => x.code === "unauthorized")?.status).toBe(401);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(sockets.sockets).toHaveLength(1);
  });

  it("ends at once with onError `unauthorized` when the handshake is refused for an unknown key", async () => {
    const sockets = controlledSockets();
    const errors: AgoraError[] = [];
    const { Agora } = await import("../src/index");
    const agora = new Agora({
      baseUrl: server.baseUrl,
      apiKey: `agora_sk_${"x".repeat(43)}`,
      webSocket: sockets.factory,
    });
    agora.events.subscribe("user", () => {}, { onError: (e) => void errors.push(e) });
    await waitFor(errors, (e) => e.some((x) => x.code === "unauthorized"));
    await new Promise((r) => setTimeout(r, 1_000));
    expect(sockets.sockets).toHaveLength(1);
  });

  it("tells onError when the subscription is refused, e.g. another user's contract", async () => {
    const contractId = await acceptedContract();
    const stranger = await sdkUser(server, "events-stranger@example.com");
    const errors: AgoraError[] = [];
    stranger.agora.events.subscribe(`contract:${contractId}`, () => {}, { onError: (e) => void errors.push(e) });
    await waitFor(errors, (e) => e.length > 0);
    expect(errors[0]).toMatchObject({ status: 404, code: "not_found" });
  });
});
