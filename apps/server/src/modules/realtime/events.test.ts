import {
  type RealtimeEventName,
  realtimeEventData,
  realtimeEventMessage,
  serverMessage,
  unstakeCooldownMs,
} from "@agora/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { payOneCall } from "../../../test/fixtures-x402";
import { api, type Browser, signIn, startTestServer, type TestServer } from "../../../test/harness";
import { buildWorld, type World } from "../../../test/world";
import type { Tx } from "../../db/client";
import { executeRows } from "../../db/rows";
import { payOutContractCalls } from "../calls";
import { publishContractChange } from "../hiring/contract-events";
import { releaseDueUnstakes } from "../staking/staking.service";
import { publishEvent } from "./events";

let server: TestServer;
let world: World;
let admin: Browser;

beforeAll(async () => {
  // The world's webhook endpoint answers nothing: disabled at its first failure, it publishes
  // `webhook.disabled` to its owner.
  server = await startTestServer({ WEBHOOK_DISABLE_AFTER_FAILURES: "1", WEBHOOK_DISABLE_AFTER_MS: "0" });
  world = await buildWorld(server, "events");
  admin = (await signIn(server, { email: "admin@agora.local" })).browser;
});
afterAll(async () => server?.close());

/** Fails the test with the answer when a request the scenario needs did not succeed. */
async function ok(res: Promise<{ status: number; body: { id?: string } & Record<string, unknown> }>) {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  return answer.body;
}

/** The server messages `as` receives on a socket subscribed to `channel`, raw (as sent), until closed. */
async function watch(as: Browser, channel: string) {
  const ws = new WebSocket(`${server.baseUrl.replace("http", "ws")}/api/v1/ws`, {
    headers: { cookie: await as.jar.getCookieString(server.baseUrl), origin: server.baseUrl },
  });
  const inbox: unknown[] = [];
  ws.on("message", (m) => inbox.push(JSON.parse(String(m))));
  await new Promise((resolve, reject) => ws.once("open", resolve).once("error", reject));
  ws.send(JSON.stringify({ type: "subscribe", channel }));
  /** Waits up to 5 s for a message whose `event` (or `type`) is `name`. */
  const until = async (name: string) => {
    for (const deadline = Date.now() + 5000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 20))) {
      if (
        inbox.some(
          (m) => (m as { event?: string; type?: string }).event === name || (m as { type?: string }).type === name,
        )
      )
        return;
    }
    throw new Error(`no ${name} in ${JSON.stringify(inbox)}`);
  };
  return { ws, inbox, until, send: (m: unknown) => ws.send(JSON.stringify(m)) };
}

describe("realtime events match the contract", () => {
  it("publishes every event of the contract, each parsing with its schema", async () => {
    const { client, owner, ids } = world;
    const stream = await watch(owner, `stream:${ids.streams}`);
    await stream.until("subscribed");
    // Transient events: the snapshot confirmation on subscribing, and a heartbeat's announcement.
    await stream.until("confirmation");
    stream.send({ type: "heartbeat", streamId: ids.streams });
    await stream.until("stream.heartbeat");

    // Offers: a job proposal, its counter, a rejection; a hire the client withdraws.
    const agentId = ids.agents;
    const proposal = await ok(api(owner, "POST", `/api/v1/jobs/${ids.jobs}/offers`, { agentId, amount: "90" }));
    const offerId = (proposal.offer as { id: string }).id;
    const counter = await ok(api(client, "POST", `/api/v1/offers/${offerId}/counter`, { amount: "80" }));
    await ok(api(owner, "POST", `/api/v1/offers/${(counter.offer as { id: string }).id}/reject`));
    const hire = await ok(api(client, "POST", `/api/v1/services/${ids.services}/hire`, { amount: "10" }));
    await ok(api(client, "POST", `/api/v1/offers/${(hire.offer as { id: string }).id}/withdraw`));

    // A contract the agent's owner cancels.
    const again = await ok(api(client, "POST", `/api/v1/services/${ids.services}/hire`, { amount: "10" }));
    const accepted = await ok(api(owner, "POST", `/api/v1/offers/${(again.offer as { id: string }).id}/accept`));
    const contractId = (accepted.contract as { id: string }).id;
    await ok(api(client, "POST", `/api/v1/contracts/${contractId}/fund`, { amount: "10" }));
    // A bonus on the funded work, before the owner cancels it.
    await ok(api(client, "POST", `/api/v1/contracts/${contractId}/bonuses`, { amount: "1" }));
    await ok(api(owner, "POST", `/api/v1/contracts/${contractId}/cancel`));

    // The dispute's thread and resolution.
    await ok(api(owner, "POST", `/api/v1/disputes/${ids.disputes}/messages`, { body: "It was delivered by email." }));
    // The agent loses (40 % to it), so the pool the client staked in is slashed (decision 044).
    await ok(
      api(admin, "POST", `/api/v1/admin/disputes/${ids.disputes}/resolve`, {
        agentShareBps: 4000,
        note: "Mostly not.",
      }),
    );
    // An unstake whose cooldown the release job ends.
    await ok(api(client, "POST", `/api/v1/stakes/${ids.stakes}/unstake`, { amount: "10" }));
    await releaseDueUnstakes(server.database.db, new Date(Date.now() + unstakeCooldownMs + 60_000));

    // The stream paused, resumed and stopped (settled with its final receipt).
    for (const action of ["pause", "resume", "stop"])
      await ok(api(client, "POST", `/api/v1/streams/${ids.streams}/${action}`));
    await stream.until("stream.settled");
    stream.ws.close();

    // A message in the contract's thread, two withdrawals an admin decides, an agent suspended and reinstated.
    await ok(api(client, "POST", `/api/v1/contracts/${contractId}/messages`, { body: "Why cancel?" }));
    const key = () => ({ "idempotency-key": crypto.randomUUID() });
    await ok(api(client, "POST", "/api/v1/wallet/test-deposits", { amount: "20" }, key()));
    for (const decision of ["paid", "rejected"]) {
      const w = await ok(
        api(client, "POST", "/api/v1/wallet/withdrawals", { amount: "5", destination: "Bank" }, key()),
      );
      await ok(api(admin, "POST", `/api/v1/admin/withdrawals/${w.id}/${decision}`, { reason: "Wrong bank" }, key()));
    }
    const spare = await ok(
      api(owner, "POST", "/api/v1/agents", {
        name: "Spare Sparrow",
        categories: ["Research"],
        basePerMinuteRate: "0.60",
      }),
    );
    await ok(api(admin, "POST", `/api/v1/admin/agents/${spare.id}/suspend`, { reason: "Testing the events" }));
    await ok(api(admin, "POST", `/api/v1/admin/agents/${spare.id}/unsuspend`));
    // A saved agent puts a service up for hire: its saver hears of it.
    const saved = await ok(
      api(owner, "POST", "/api/v1/agents", {
        name: "Saved Swallow",
        categories: ["Research"],
        basePerMinuteRate: "0.40",
        status: "active",
      }),
    );
    await ok(api(client, "PUT", `/api/v1/agents/${saved.id}/saved`));
    await ok(
      api(owner, "POST", `/api/v1/agents/${saved.id}/services`, {
        title: "Literature scan",
        category: "Research",
        perMinutePricing: true,
      }),
    );

    // A paid x402 call: its payer hears it settle (transient, so only a listening socket sees it).
    const payer = await watch(client, "user");
    await payer.until("subscribed");
    const supported = await ok(api(client, "GET", "/x402/supported"));
    const network = (supported.kinds as { network: `${string}:${string}` }[])[0]?.network ?? "agora:none";
    const call = {
      scheme: "exact",
      network,
      asset: "USD",
      amount: "500",
      payTo: agentId,
      maxTimeoutSeconds: 60,
      extra: {},
    };
    await payOneCall(server, client, call, "https://api.example.test/v1/events");
    await payer.until("x402.settled");
    payer.ws.close();

    // A per-call contract (decision 086): a call is announced live (transient), its payout stored.
    const perCall = await ok(
      api(owner, "POST", `/api/v1/agents/${agentId}/services`, {
        title: "Lookup per call",
        category: "Research",
        pricingModel: "per_call",
        pricePerCall: "0.01",
      }),
    );
    const hired = await ok(api(client, "POST", `/api/v1/services/${perCall.id}/hire`, { prepaid: "1" }));
    const perCallId = (hired.contract as { id: string }).id;
    const calls = await watch(client, `contract:${perCallId}`);
    await calls.until("subscribed");
    await ok(api(client, "POST", `/api/v1/contracts/${perCallId}/calls`, undefined, key()));
    await calls.until("call.made");
    calls.ws.close();
    await payOutContractCalls(server.database.db, 1_000);

    const stored = await executeRows<{ id: string; channel: string; event: string; data: unknown }>(
      server.database.db,
      sql`select id::text as id, channel, event, data from events order by id`,
    );
    const seen = new Set<string>();
    for (const row of stored) {
      const parsed = realtimeEventMessage.safeParse({ type: "event", ...row });
      expect(parsed.error, `${row.event} ${JSON.stringify(row.data)}`).toBeUndefined();
      seen.add(row.event);
    }
    for (const message of [...stream.inbox, ...payer.inbox, ...calls.inbox]) {
      const parsed = serverMessage.safeParse(message);
      expect(parsed.error, JSON.stringify(message)).toBeUndefined();
      const event = (message as { event?: string }).event;
      if (event) seen.add(event);
    }
    // Every event the contract names was published at least once.
    const names = Object.keys(realtimeEventData) as RealtimeEventName[];
    expect(names.filter((name) => !seen.has(name))).toEqual([]);
  });

  it("refuses a payload that does not match its event, at compile time and when parsed", () => {
    // Never run: these calls only have to fail to compile (tsc checks the test files too).
    const wrongPayloads = async (tx: Tx) => {
      // @ts-expect-error "funded" is not a contract state
      await publishEvent(tx, "contract:c", "contract.fund", { contractId: "c", status: "funded" });
      // @ts-expect-error no such event
      await publishEvent(tx, "contract:c", "contract.unknown", {});
      // @ts-expect-error a confirmation carries a signed receipt
      await publishEvent(tx, "stream:s", "confirmation", { step: true, status: "active", activeMs: 0, accrued: "0" });
      const c = { id: "c", clientId: "a", providerId: "b", status: "disputed" as const };
      // @ts-expect-error a dispute event names its dispute
      await publishContractChange(tx, c, "dispute.opened");
    };
    void wrongPayloads;

    const message = { type: "event", id: "1", channel: "contract:c", event: "contract.fund" };
    expect(realtimeEventMessage.safeParse({ ...message, data: { contractId: "c", status: "active" } }).success).toBe(
      true,
    );
    expect(realtimeEventMessage.safeParse({ ...message, data: { contractId: "c", status: "funded" } }).success).toBe(
      false,
    );
    expect(realtimeEventMessage.safeParse({ ...message, event: "contract.unknown", data: {} }).success).toBe(false);
  });
});
