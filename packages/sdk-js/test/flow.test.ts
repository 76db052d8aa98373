import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../apps/server/test/harness";
import { AgoraError, verifyReceipt } from "../src/index";
import { type SdkUser, sdkUser } from "./world";

let server: TestServer;
let client: SdkUser;
let owner: SdkUser;

beforeAll(async () => {
  server = await startTestServer();
  client = await sdkUser(server, "flow-client@example.com");
  owner = await sdkUser(server, "flow-owner@example.com");
});
afterAll(async () => server?.close());

describe("the whole hire → fund → stream → heartbeat → stop → review flow through the SDK", () => {
  it("pays the agent's owner for the streamed time, signs a verifiable final receipt, and takes the review", async () => {
    const agent = await owner.agora.agents.create({
      name: "Flow agent",
      categories: ["Research"],
      basePerMinuteRate: "0.60",
      status: "active",
    });
    const service = await owner.agora.services.create(agent.id, {
      title: "Research by the minute",
      category: "Research",
      perMinutePricing: true,
    });

    await client.agora.wallet.testDeposit({ amount: "50.00" });
    const offer = await client.agora.services.hire(service.id, { message: "Please start now" });
    expect(offer.status).toBe("pending");
    const { contract } = await owner.agora.offers.accept(offer.id);
    expect(contract.status).toBe("awaiting_funding");
    const funded = await client.agora.contracts.fund(contract.id, { amount: "20.00" });
    expect(funded.status).toBe("active");

    const stream = await client.agora.streams.start(contract.id);
    expect(stream.status).toBe("active");
    const beats: string[] = [];
    const alive = owner.agora.streams.keepAlive(stream.id, { intervalMs: 200 });
    // The stream's own record shows the heartbeats arriving.
    while (beats.length < 3) {
      const now = await client.agora.streams.get(stream.id);
      if (!beats.includes(now.lastHeartbeatAt)) beats.push(now.lastHeartbeatAt);
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const stopped = await client.agora.streams.stop(stream.id);
    expect(stopped.status).toBe("settled");
    // The loop notices on its own that the stream has stopped.
    const final = await alive.done;
    expect(final.status).toBe("settled");
    expect(final.settlement?.gross).toBe(stopped.settlement?.gross);

    // The final receipt verifies against the server's published keys, offline; a tampered one does not.
    const keys = await client.agora.receipts.keys();
    expect(final.receipt.final).toBe(true);
    expect(await verifyReceipt(final.receipt, keys)).toBe(true);
    expect(await verifyReceipt({ ...final.receipt, gross: "999.00" }, keys)).toBe(false);

    const completed = await client.agora.contracts.approve(contract.id);
    expect(completed.status).toBe("completed");
    const review = await client.agora.reviews.create(contract.id, { stars: 5, text: "Quick and thorough." });
    expect(review.stars).toBe(5);

    // The owner was paid the stream's net; the client's escrow returned the rest.
    const ownerWallet = await owner.agora.wallet.get();
    expect(ownerWallet.available).toBe(final.settlement?.net);
    const clientWallet = await client.agora.wallet.get();
    expect(clientWallet.escrow).toBe("0.00");

    // A bonus on the completed contract reaches the owner less the 0.1 % fee, as a line of their statement.
    const bonus = await client.agora.contracts.payBonus(contract.id, { amount: "2.00" });
    expect(bonus).toMatchObject({ contractId: contract.id, amount: "2.00", fee: "0.002", net: "1.998" });
    const statement = owner.agora.wallet.transactions();
    expect((await statement.next()).value).toMatchObject({ id: bonus.id, code: "bonus", amount: "1.998" });
  });

  it("keeps the loop through a client's pause without resuming it, and heartbeats again once the client resumes", async () => {
    const agent = await owner.agora.agents.create({
      name: "Pause agent",
      categories: ["Research"],
      basePerMinuteRate: "0.60",
      status: "active",
    });
    const service = await owner.agora.services.create(agent.id, {
      title: "Pausable minutes",
      category: "Research",
      perMinutePricing: true,
    });
    const offer = await client.agora.services.hire(service.id);
    const { contract } = await owner.agora.offers.accept(offer.id);
    await client.agora.contracts.fund(contract.id, { amount: "5.00" });
    const stream = await client.agora.streams.start(contract.id);
    const refusals: string[] = [];
    const alive = owner.agora.streams.keepAlive(stream.id, {
      intervalMs: 100,
      onError: (e) => void refusals.push(e.code),
    });
    let ended = false;
    void alive.done.then(() => {
      ended = true;
    });

    const paused = await client.agora.streams.pause(stream.id);
    expect(paused.pausedBy).toBe("client");
    // Several loop turns later, the client's pause stands and the loop is still running.
    const before = paused.lastHeartbeatAt;
    await new Promise((resolve) => setTimeout(resolve, 600));
    const stillPaused = await client.agora.streams.get(stream.id);
    expect(stillPaused.status).toBe("paused");
    expect(stillPaused.lastHeartbeatAt).toBe(before);
    expect(ended).toBe(false);

    await client.agora.streams.resume(stream.id);
    const resumedAt = (await client.agora.streams.get(stream.id)).lastHeartbeatAt;
    for (;;) {
      const now = await client.agora.streams.get(stream.id);
      if (now.lastHeartbeatAt > resumedAt) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.agora.streams.stop(stream.id);
    expect((await alive.done).status).toBe("settled");
    expect(refusals).toEqual([]);
  });

  it("refuses a stranger's heartbeat loop: done rejects with the server's 404 instead of looping", async () => {
    const stranger = await sdkUser(server, "flow-stranger@example.com");
    const alive = stranger.agora.streams.keepAlive("00000000-0000-4000-8000-000000000000", { intervalMs: 100 });
    const error = await alive.done.catch((err: unknown) => err);
    expect(error).toBeInstanceOf(AgoraError);
    expect((error as AgoraError).status).toBe(404);
  });
});
