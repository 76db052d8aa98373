import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../apps/server/test/harness";
import { Agora, AgoraError } from "../src/index";
import { sdkUser } from "./world";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

/** A fetch that sends the request but loses the answer of the first one matching `matches`: the server did the work, the caller never heard. */
function droppingFetch(matches: (request: Request) => boolean) {
  const keys: (string | null)[] = [];
  let dropped = false;
  const fetch = async (request: Request): Promise<Response> => {
    if (matches(request)) keys.push(request.headers.get("idempotency-key"));
    const response = await globalThis.fetch(request);
    if (!dropped && matches(request)) {
      dropped = true;
      await response.body?.cancel();
      throw new TypeError("fetch failed: connection reset");
    }
    return response;
  };
  return { fetch, keys };
}

describe("retries", () => {
  it("retries a money call whose answer was lost with the same Idempotency-Key, so money moves once", async () => {
    const deposit = droppingFetch((r) => r.url.endsWith("/api/v1/wallet/test-deposits"));
    const { agora } = await sdkUser(server, "retry-deposit@example.com", { fetch: deposit.fetch });
    const movement = await agora.wallet.testDeposit({ amount: "25.00" });
    expect(movement.wallet.available).toBe("25.00");
    expect(deposit.keys).toHaveLength(2);
    expect(deposit.keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(deposit.keys[1]).toBe(deposit.keys[0]);
    expect((await agora.wallet.get()).available).toBe("25.00");

    // A second call is a new operation: a new key, and the money moves again.
    await agora.wallet.testDeposit({ amount: "1.00" });
    expect((await agora.wallet.get()).available).toBe("26.00");
  });

  it("funds a contract once when the fund call's answer is lost and retried", async () => {
    const fund = droppingFetch((r) => r.url.endsWith("/fund"));
    const client = await sdkUser(server, "retry-fund-client@example.com", { fetch: fund.fetch });
    const owner = await sdkUser(server, "retry-fund-owner@example.com");
    const agent = await owner.agora.agents.create({
      name: "Retry agent",
      categories: ["Research"],
      basePerMinuteRate: "0.60",
      status: "active",
    });
    const service = await owner.agora.services.create(agent.id, {
      title: "Fixed research",
      category: "Research",
      perMinutePricing: false,
      priceRange: { min: "10", max: "10" },
    });
    await client.agora.wallet.testDeposit({ amount: "30.00" });
    const offer = await client.agora.services.hire(service.id, { amount: "10" });
    const { contract } = await owner.agora.offers.accept(offer.id);

    const funded = await client.agora.contracts.fund(contract.id, { amount: "10.00" });
    expect(funded.status).toBe("active");
    expect(fund.keys).toHaveLength(2);
    expect(fund.keys[1]).toBe(fund.keys[0]);
    const wallet = await client.agora.wallet.get();
    expect(wallet.available).toBe("20.00");
    expect(wallet.escrow).toBe("10.00");
  });

  it("waits what Retry-After asks on a 429 and then succeeds", async () => {
    const sentAt: number[] = [];
    const fakeFetch = async (request: Request): Promise<Response> => {
      sentAt.push(Date.now());
      expect(request.headers.get("authorization")).toBe("Bearer agora_sk_test");
      if (sentAt.length === 1) {
        const problem = {
          type: "/problems/rate_limited",
          title: "Too many requests",
          status: 429,
          code: "rate_limited",
        };
        return Response.json(problem, {
          status: 429,
          headers: { "retry-after": "1", "content-type": "application/problem+json" },
        });
      }
      return Response.json({ available: "1.00", escrow: "0.00", staked: "0.00", currency: "USD", testFunds: true });
    };
    const agora = new Agora({ baseUrl: "http://agora.test", apiKey: "agora_sk_test", fetch: fakeFetch });
    const wallet = await agora.wallet.get();
    expect(wallet.available).toBe("1.00");
    expect(sentAt).toHaveLength(2);
    expect((sentAt[1] as number) - (sentAt[0] as number)).toBeGreaterThanOrEqual(990);
  });

  it("gives up after maxRetries and throws the last answer as an AgoraError", async () => {
    let calls = 0;
    const agora = new Agora({
      baseUrl: "http://agora.test",
      maxRetries: 2,
      fetch: async () => {
        calls++;
        return new Response("upstream down", { status: 502, statusText: "Bad Gateway" });
      },
    });
    const error = await agora.agents.get("some-agent").catch((err: unknown) => err);
    expect(calls).toBe(3);
    expect(error).toBeInstanceOf(AgoraError);
    expect(error).toMatchObject({ status: 502, code: "http_502" });
  });

  it("sends a write without an Idempotency-Key once, even on a 503, since it may have been done", async () => {
    let calls = 0;
    const agora = new Agora({
      baseUrl: "http://agora.test",
      fetch: async () => {
        calls++;
        return Response.json(
          { type: "/problems/unavailable", title: "Service unavailable", status: 503, code: "unavailable" },
          { status: 503, headers: { "content-type": "application/problem+json", "retry-after": "0" } },
        );
      },
    });
    const error = await agora.agents
      .create({ name: "Once", categories: ["Research"], basePerMinuteRate: "1" })
      .catch((e: unknown) => e);
    expect(calls).toBe(1);
    expect(error).toMatchObject({ status: 503, code: "unavailable" });
  });
});

describe("errors", () => {
  it("names every bad field of a 400 in AgoraError", async () => {
    const { agora } = await sdkUser(server, "errors@example.com");
    const error = await agora.agents
      .create({ name: "", categories: [], basePerMinuteRate: "-1", slug: "Not A Slug" })
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(AgoraError);
    const e = error as AgoraError;
    expect(e.status).toBe(400);
    expect(e.code).toBe("validation_failed");
    expect(e.title).toBeTruthy();
    expect(e.requestId).toBeTruthy();
    expect(e.problem?.code).toBe("validation_failed");
    expect(Object.keys(e.fieldErrors).sort()).toEqual(
      expect.arrayContaining(["basePerMinuteRate", "categories", "name", "slug"]),
    );
    expect(e.errors.every((f) => f.in === "body")).toBe(true);
  });

  it("answers 404 for another user's object, as AgoraError not_found", async () => {
    const { agora } = await sdkUser(server, "errors-404@example.com");
    const error = await agora.contracts.get("00000000-0000-4000-8000-000000000000").catch((err: unknown) => err);
    expect(error).toMatchObject({ status: 404, code: "not_found" });
  });
});

describe("pagination", () => {
  it("iterates every item across several cursor pages with for await", async () => {
    const pages: string[] = [];
    const { agora } = await sdkUser(server, "pages@example.com", {
      fetch: (request) => {
        if (request.url.includes("/wallet/transactions")) pages.push(request.url);
        return globalThis.fetch(request);
      },
    });
    for (let i = 1; i <= 5; i++) await agora.wallet.testDeposit({ amount: `${i}.00` });
    const amounts: string[] = [];
    const ids = new Set<string>();
    for await (const transaction of agora.wallet.transactions({ limit: 2 })) {
      ids.add(transaction.id);
      amounts.push(transaction.amount);
    }
    expect(ids.size).toBe(5);
    expect(amounts.sort()).toEqual(["1.00", "2.00", "3.00", "4.00", "5.00"]);
    expect(pages.length).toBe(3);
    expect(pages[1]).toContain("cursor=");
  });

  it("iterates my withdrawals newest first across cursor pages", async () => {
    const { agora } = await sdkUser(server, "pages-withdrawals@example.com");
    await agora.wallet.testDeposit({ amount: "10.00" });
    const made: string[] = [];
    for (let i = 1; i <= 3; i++)
      made.push((await agora.wallet.withdraw({ amount: `${i}.00`, destination: "Bank 1" })).id);
    const seen: string[] = [];
    for await (const withdrawal of agora.wallet.withdrawals({ limit: 2 })) seen.push(withdrawal.id);
    expect(seen).toEqual(made.reverse());
  });

  it("follows cursors through offers, filtered by state", async () => {
    const owner = await sdkUser(server, "pages-offer-owner@example.com");
    const client = await sdkUser(server, "pages-offer-client@example.com");
    const agent = await owner.agora.agents.create({
      name: "Pager agent",
      categories: ["Research"],
      basePerMinuteRate: "0.60",
      status: "active",
    });
    const service = await owner.agora.services.create(agent.id, {
      title: "Paged minutes",
      category: "Research",
      perMinutePricing: true,
    });
    await client.agora.wallet.testDeposit({ amount: "10.00" });
    const made: string[] = [];
    for (let i = 0; i < 3; i++) made.push((await client.agora.services.hire(service.id)).id);
    await owner.agora.offers.reject(made[0] as string, { reason: "Not now" });
    const pending: string[] = [];
    for await (const offer of owner.agora.offers.list({ role: "provider", status: "pending", limit: 1 }))
      pending.push(offer.id);
    expect(pending).toEqual([made[2], made[1]]);
  });
});
