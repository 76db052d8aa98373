import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { adminApiKeyScopes, apiKeyScopes } from "@agora/contracts";
import { Agora, AgoraError } from "@agora/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoRuntimeKeyName, mintDemoRuntimeKeys } from "../../server/src/modules/seed/demo-keys";
import { seedDemoCatalogue } from "../../server/src/modules/seed/seed";
import { api, signIn, startTestServer, type TestServer } from "../../server/test/harness";
import { type HostedRuntime, hostDemoRuntime } from "../src/host";
import { type LlmSettings, processors } from "../src/processors";

/** Active stream time the demo agents work in this file, ms: long enough to see heartbeats, short for CI. */
const workMs = 5_000;

let server: TestServer;
let runtime: HostedRuntime;
let client: Agora;
/** What the runtime logged: its decisions, with the reasons of rejections. */
const logged: { message: string; details: Record<string, unknown> }[] = [];
const log = {
  info: (details: Record<string, unknown>, message: string) => logged.push({ message, details }),
  warn: (details: Record<string, unknown>, message: string) => logged.push({ message, details }),
};

/** The demo agents as `npm start` hosts them: keys minted for the demo owners, the runtime on the SDK. */
async function hostDemo(llm?: LlmSettings): Promise<HostedRuntime> {
  const hosted = hostDemoRuntime({
    ...(llm ? { llm } : {}),
    baseUrl: server.baseUrl,
    mintKeys: () => mintDemoRuntimeKeys(server.database.db),
    workMs: () => workMs,
    heartbeatMs: 1_000,
    pollMs: 250,
    watchMs: 250,
    offerSweepMs: 1_000,
    log,
  });
  await hosted.ready;
  return hosted;
}

/** Polls `read` until `accept` holds (a busy machine takes its time), up to `timeoutMs`. */
async function until<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting; last value: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The id of demo service `title` of agent `slug`. */
async function serviceId(slug: string, title: string): Promise<string> {
  const agent = await client.agents.get(slug);
  const found = (await client.agents.services(agent.id)).find((s) => s.title === title);
  if (!found) throw new Error(`no service "${title}" on ${slug}`);
  return found.id;
}

/** The client's contract made from `offerId`, once the demo agent accepted the offer. */
async function contractOf(offerId: string) {
  await until(
    () => client.offers.get(offerId),
    (o) => o.status !== "pending",
  );
  for await (const c of client.contracts.list({ role: "client" })) if (c.offerId === offerId) return c;
  throw new Error(`offer ${offerId} made no contract`);
}

describe("the living demo", () => {
  beforeAll(async () => {
    server = await startTestServer();
    await seedDemoCatalogue(server.database.db);
    runtime = await hostDemo();
    // A newcomer: signs in, makes an API key in settings, deposits test funds.
    const { browser } = await signIn(server, { email: "nina.newcomer@example.com", firstName: "Nina" });
    const scopes = apiKeyScopes.filter((s) => !(adminApiKeyScopes as readonly string[]).includes(s));
    const key = await api(browser, "POST", "/api/v1/api-keys", { name: "living demo test", scopes });
    expect(key.status).toBe(201);
    client = new Agora({ baseUrl: server.baseUrl, apiKey: key.body.secret as string });
    await client.wallet.testDeposit({ amount: "100.00" });
  });
  afterAll(async () => {
    await runtime?.stop();
    await server?.close();
  });

  it("mints one key per demo owner and revokes the previous runtime's at the next start", async () => {
    const first = await mintDemoRuntimeKeys(server.database.db);
    const second = await mintDemoRuntimeKeys(server.database.db);
    expect(second.length).toBeGreaterThanOrEqual(8);
    const revoked = await api({ baseUrl: server.baseUrl, bearer: first[0]?.apiKey }, "GET", "/api/v1/agents/me");
    expect(revoked.status).toBe(401);
    const live = await api({ baseUrl: server.baseUrl, bearer: second[0]?.apiKey }, "GET", "/api/v1/api-keys");
    expect(live.status).toBe(403);
    const names = await api({ baseUrl: server.baseUrl, bearer: second[0]?.apiKey }, "GET", "/api/v1/agents/me");
    expect(names.status).toBe(200);
    expect(demoRuntimeKeyName).toBe("Demo runtime");
    // The runtime in this file held keys minted before these, now revoked: start it again, as a restart would.
    await runtime.stop();
    runtime = await hostDemo();
  });

  it("hires per minute: accepted, streamed with heartbeats while it works, stopped and delivered with the cleaned CSV", async () => {
    const input = [
      "Name , Email,Joined",
      "  Ada ,ada@example.com,03/14/2024",
      "Bob,N/A,2024/01/05",
      "  Ada ,ada@example.com,03/14/2024",
    ].join("\n");
    const offer = await client.services.hire(await serviceId("tidytables-csv-cleaner", "Clean one file"), {
      message: input,
    });
    const contract = await contractOf(offer.id);
    expect(contract.status).toBe("awaiting_funding");
    await client.contracts.fund(contract.id, { amount: "1.00" });
    const stream = await client.streams.start(contract.id);

    // Heartbeats keep it active past its start while the agent works.
    const beating = await until(
      () => client.streams.get(stream.id),
      (s) => s.status !== "active" || Date.parse(s.lastHeartbeatAt) > Date.parse(s.startedAt),
    );
    expect(beating.status).toBe("active");

    const delivered = await until(
      () => client.contracts.get(contract.id),
      (c) => c.status !== "active",
      60_000,
    );
    expect(delivered.status).toBe("delivered");
    expect(delivered.delivery?.note).toBe(await processors["csv-clean"].run(input));
    expect(delivered.delivery?.note).toContain("Row 4 duplicates row 2 (flagged, not deleted).");
    // The agent stopped the meter when the work was done: the client paid for the work time.
    const settled = await client.streams.get(stream.id);
    expect(settled).toMatchObject({ status: "settled", stopReason: "agent" });
    expect(settled.activeMs).toBeGreaterThanOrEqual(workMs);
    expect(settled.activeMs).toBeLessThan(workMs + 15_000);

    const approved = await client.contracts.approve(contract.id);
    expect(approved.status).toBe("completed");
    const review = await client.reviews.create(contract.id, { stars: 5, text: "Clean file, clear report." });
    expect(review.stars).toBe(5);
  });

  it("hires at a fixed price: accepted, funded and delivered with the locale audit", async () => {
    const input = [
      '{"greeting":"Hello, {name}!","bye":"Goodbye","ok":"OK"}',
      "---",
      '{"greeting":"Hallo!","bye":"Tschüss"}',
    ].join("\n");
    const offer = await client.services.hire(await serviceId("locale-string-auditor", "Locale file audit"), {
      amount: "30.00",
      message: input,
    });
    const contract = await contractOf(offer.id);
    await client.contracts.fund(contract.id, { amount: "30.00" });
    const delivered = await until(
      () => client.contracts.get(contract.id),
      (c) => c.status !== "active",
    );
    expect(delivered.status).toBe("delivered");
    expect(delivered.delivery?.note).toBe(await processors["locale-audit"].run(input));
    expect(delivered.delivery?.note).toContain("• ok");
    expect((await client.contracts.approve(contract.id)).status).toBe("completed");
  });

  it("rejects a hire whose input the service cannot work on", async () => {
    const offer = await client.services.hire(await serviceId("locale-string-auditor", "Locale file audit"), {
      amount: "30.00",
      message: "Please audit our translations, thanks!",
    });
    const decided = await until(
      () => client.offers.get(offer.id),
      (o) => o.status !== "pending",
    );
    expect(decided.status).toBe("rejected");
    // The client reads why on the offer itself, not only in the runtime's log.
    expect(decided.decisionReason).toMatch(/holds no locale files; paste two JSON locale files/);
    const rejection = logged.find(
      (l) => l.details.offerId === offer.id && l.message === "demo agent rejected an offer",
    );
    expect(rejection?.details.reason).toMatch(/holds no locale files; paste two JSON locale files/);
  });

  it("delivers the result when the client stops the stream before the work is done", async () => {
    const input = "date,amount\n2024-03-01,100.00\n---\ndate,amount\n2024-03-02,100.00\n2024-03-05,7.50";
    const offer = await client.services.hire(
      await serviceId("ledgermatch-bookkeeping-reconciler", "Month-end reconciliation"),
      { message: input },
    );
    const contract = await contractOf(offer.id);
    await client.contracts.fund(contract.id, { amount: "1.00" });
    const stream = await client.streams.start(contract.id);
    await until(
      () => client.streams.get(stream.id),
      (s) => Date.parse(s.lastHeartbeatAt) > Date.parse(s.startedAt),
    );
    const stopped = await client.streams.stop(stream.id);
    expect(stopped).toMatchObject({ status: "settled", stopReason: "client" });
    expect(stopped.activeMs).toBeLessThan(workMs);
    const delivered = await until(
      () => client.contracts.get(contract.id),
      (c) => c.status !== "active",
    );
    expect(delivered.delivery?.note).toBe(await processors.reconcile.run(input));
    expect(delivered.delivery?.note).toContain("1 line only in the second");
  });

  it("does not list services no processor implements as hireable", async () => {
    const id = await serviceId("locale-string-auditor", "CI check for translation files");
    const refused = await client.services.hire(id, { amount: "80.00", message: "x" }).then(
      () => null,
      (err: unknown) => err,
    );
    // Listed but paused: the refusal says so (409), rather than pretending the service is not there.
    expect(refused).toBeInstanceOf(AgoraError);
    expect(refused).toMatchObject({ status: 409, code: "invalid_state" });
    expect((refused as AgoraError).message).toContain("paused");
  });
  it("lists the services that need a language model only while one is configured, and delivers the model's draft", async () => {
    await client.wallet.testDeposit({ amount: "40.00" });
    const title = "Article drafts from ticket clusters";
    const id = await serviceId("help-center-article-drafter", title);
    expect((await client.services.get(id)).status).toBe("paused");

    // A stand-in for an OpenAI-compatible API on loopback: a real HTTP server answering one draft.
    const prompts: { role: string; content: string }[][] = [];
    const model: Server = createServer(async (req, res) => {
      let body = "";
      for await (const chunk of req) body += chunk;
      prompts.push((JSON.parse(body) as { messages: { role: string; content: string }[] }).messages);
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({ choices: [{ message: { role: "assistant", content: "# Exporting invoices as PDF" } }] }),
      );
    });
    await new Promise<void>((r) => model.listen(0, "127.0.0.1", r));
    const llm: LlmSettings = {
      url: new URL(`http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`),
      model: "stand-in",
      apiKey: undefined,
      allowPrivate: true,
      allowIpLiterals: true,
      timeoutMs: 5_000,
    };
    try {
      await runtime.stop();
      runtime = await hostDemo(llm);
      expect((await client.services.get(id)).status).toBe("active");

      const brief =
        "Tickets: how do I export an invoice as PDF? Where is the PDF export? Can I export all invoices at once?";
      const offer = await client.services.hire(id, { amount: "40.00", message: brief });
      const contract = await contractOf(offer.id);
      await client.contracts.fund(contract.id, { amount: "40.00" });
      const delivered = await until(
        () => client.contracts.get(contract.id),
        (c) => c.status !== "active",
      );
      expect(delivered.delivery?.note).toBe(
        "Draft written by a language model (stand-in); review it before use.\n\n# Exporting invoices as PDF",
      );
      expect(prompts.at(-1)?.[0]?.content).toContain(title);
      expect(prompts.at(-1)?.[1]).toEqual({ role: "user", content: brief });
    } finally {
      // Started again without a model, the demo takes the service out of the hireable listings.
      await runtime.stop();
      runtime = await hostDemo();
      model.closeAllConnections();
      await new Promise((r) => model.close(r));
    }
    expect((await client.services.get(id)).status).toBe("paused");
  });
});
