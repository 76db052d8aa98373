import { unstakeCooldownMs } from "@agora/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAgent,
  createApiKey,
  createFixedService,
  deliverAndApprove,
  depositTestFunds,
  fundedFixedContract,
  ok,
  signedIn,
} from "../../../test/fixtures-hiring";
import { api, type Browser, startTestServer, type TestServer } from "../../../test/harness";
import { balanceOf } from "../ledger/ledger.service";
import { settleFeePools, stakePoolAccount } from "./fee-pool";
import { releaseDueUnstakes } from "./staking.service";

let server: TestServer;
let owner: Browser;
let client: Browser;
let alice: Browser;
let bob: Browser;
let admin: Browser;
let agentId: string;
let serviceId: string;

beforeAll(async () => {
  server = await startTestServer({ STREAM_SWEEP_MS: "0" });
  [owner, client, alice, bob, admin] = await Promise.all([
    signedIn(server, "stake-owner@example.com"),
    signedIn(server, "stake-client@example.com"),
    signedIn(server, "stake-alice@example.com"),
    signedIn(server, "stake-bob@example.com"),
    signedIn(server, "admin@agora.local"),
  ]);
  agentId = await createAgent(owner, { name: "Staked Translator" });
  serviceId = await createFixedService(owner, agentId, "Contract translation", { min: "10", max: "5000" });
  await Promise.all([
    depositTestFunds(client, "10000"),
    depositTestFunds(alice, "1000"),
    depositTestFunds(bob, "1000"),
    depositTestFunds(owner, "1000"),
  ]);
});
afterAll(async () => server?.close());

const available = async (who: Browser) => (await api(who, "GET", "/api/v1/wallet")).body.available as string;
const stake = (who: Browser, amount: string, ref = agentId) =>
  api(who, "POST", `/api/v1/agents/${ref}/stakes`, { amount });
const ledgerOk = async () => expect((await api(admin, "GET", "/api/v1/admin/ledger/check")).body.ok).toBe(true);

describe("staking pools", () => {
  it("pays half of each payout's fee to the stakers pro rata, the owner's stake included", async () => {
    const a = await stake(alice, "300");
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ active: "300.00", cooling: "0.00", ownerStake: false, earned: "0.00" });
    expect((await stake(bob, "60")).status).toBe(201);
    // Staking again adds to the same position.
    const again = await stake(bob, "40");
    expect(again.body).toMatchObject({ active: "100.00" });
    const own = await stake(owner, "100");
    expect(own.body).toMatchObject({ active: "100.00", ownerStake: true });
    expect(await available(alice)).toBe("700.00");
    expect((await api(alice, "GET", "/api/v1/wallet")).body.staked).toBe("300.00");

    const pool = await api(client, "GET", `/api/v1/agents/${agentId}/stake-pool`);
    expect(pool.body).toMatchObject({
      total: "500.00",
      stakers: 3,
      ownerStake: "100.00",
      cooling: "0.00",
      myStake: null,
    });

    const ownerBefore = await available(owner);
    const contractId = await fundedFixedContract(client, owner, serviceId, "1000");
    await deliverAndApprove(client, owner, contractId);
    // Fee $1; half of it over $300 : $100 : $100, owed at once and paid by the settlement.
    const mine = await api(alice, "GET", "/api/v1/stakes");
    expect(mine.body.data[0]).toMatchObject({ agent: { id: agentId }, active: "300.00", earned: "0.30" });
    expect(mine.body.totals).toMatchObject({ active: "300.00", earned: "0.30" });
    expect(await available(alice)).toBe("700.00");
    expect(await settleFeePools(server.database.db)).toBe(3);
    expect(await settleFeePools(server.database.db)).toBe(0);
    expect(await available(alice)).toBe("700.30");
    expect(await available(bob)).toBe("900.10");
    // The owner gets the payout less the fee, and their staker's share of that fee.
    expect(Number(await available(owner)) - Number(ownerBefore)).toBeCloseTo(999 + 0.1, 6);
    expect((await api(alice, "GET", "/api/v1/stakes")).body.data[0]).toMatchObject({ earned: "0.30" });
    const paid = await api(alice, "GET", `/api/v1/agents/${agentId}/stake-pool`);
    expect(paid.body).toMatchObject({ feeSharePaid30d: "0.50", myStake: { active: "300.00" } });
    const statement = await api(alice, "GET", "/api/v1/wallet/transactions?limit=5");
    expect(statement.body.data[0]).toMatchObject({
      code: "fee_share",
      amount: "0.30",
      counterparty: { type: "platform", name: "Stakers' fee share" },
    });
    expect(statement.body.data[1]).toMatchObject({
      code: "stake",
      counterparty: { type: "stake", id: a.body.id, name: "Stake on Staked Translator" },
    });
    await ledgerOk();
  });

  it("moves unstaked money into a cooldown that earns nothing and releases it once, after 7 days", async () => {
    const position = (await api(alice, "GET", "/api/v1/stakes")).body.data[0];
    const requestedAt = Date.now();
    const un = await api(alice, "POST", `/api/v1/stakes/${position.id}/unstake`, { amount: "100.00" });
    expect(un.status).toBe(201);
    expect(un.body).toMatchObject({ active: "200.00", cooling: "100.00" });
    const releaseAt = Date.parse(un.body.unstakes[0].releaseAt);
    expect(releaseAt - requestedAt).toBeGreaterThanOrEqual(unstakeCooldownMs - 1_000);
    expect(releaseAt - requestedAt).toBeLessThanOrEqual(unstakeCooldownMs + 5_000);
    expect((await api(alice, "GET", "/api/v1/wallet")).body.staked).toBe("300.00");

    // The next payout pays on $200 : $100 : $100; the $100 cooling down earns nothing.
    const contractId = await fundedFixedContract(client, owner, serviceId, "2000");
    await deliverAndApprove(client, owner, contractId);
    await settleFeePools(server.database.db);
    expect(await available(alice)).toBe("700.80"); // 0.3 + $1 × 200 / 400
    expect(await available(bob)).toBe("900.35"); // 0.1 + $1 × 100 / 400

    const { db } = server.database;
    expect(await releaseDueUnstakes(db, new Date(releaseAt - 1_000))).toBe(0);
    expect(await releaseDueUnstakes(db, new Date(releaseAt + 1_000))).toBe(1);
    expect(await releaseDueUnstakes(db, new Date(releaseAt + 2_000))).toBe(0);
    expect(await available(alice)).toBe("800.80");
    const after = (await api(alice, "GET", "/api/v1/stakes")).body.data[0];
    expect(after).toMatchObject({ active: "200.00", cooling: "0.00" });
    expect(after.unstakes[0]).toMatchObject({ amount: "100.00", released: "100.00", remaining: "0.00" });
    await ledgerOk();
  });

  it("slashes the pool, cooldowns included, to the client when the agent loses a dispute", async () => {
    const bobPosition = (await api(bob, "GET", "/api/v1/stakes")).body.data[0];
    await api(bob, "POST", `/api/v1/stakes/${bobPosition.id}/unstake`, { amount: "50.00" });
    // Pool: alice 200, bob 50 active + 50 cooling, owner 100 = $400 slashable.
    const contractId = await fundedFixedContract(client, owner, serviceId, "500");
    await ok(await api(owner, "POST", `/api/v1/contracts/${contractId}/deliver`, { note: "Done" }), "deliver");
    const dispute = await ok(
      await api(client, "POST", `/api/v1/contracts/${contractId}/disputes`, { reason: "The translation is unusable." }),
      "dispute",
    );
    const clientBefore = Number(await available(client));
    const resolved = await api(admin, "POST", `/api/v1/admin/disputes/${dispute.id}/resolve`, {
      agentShareBps: 2000,
      note: "Mostly unusable: 20 % to the agent.",
    });
    expect(resolved.status).toBe(200);
    // Refund 80 % of $500 = $400, and the slash: $400 × 10 % × 80 % = $32, pro rata 200 : 50 : 50 : 100.
    expect(Number(await available(client)) - clientBefore).toBeCloseTo(400 + 32, 6);
    const alicePos = (await api(alice, "GET", "/api/v1/stakes")).body.data[0];
    expect(alicePos).toMatchObject({ active: "184.00", slashed: "16.00" });
    const bobPos = (await api(bob, "GET", "/api/v1/stakes")).body.data[0];
    expect(bobPos).toMatchObject({ active: "46.00", cooling: "46.00", slashed: "8.00" });
    const pool = (await api(client, "GET", `/api/v1/agents/${agentId}/stake-pool`)).body;
    expect(pool).toMatchObject({ total: "322.00", cooling: "46.00", ownerStake: "92.00" });
    expect(pool.slashes[0]).toMatchObject({ amount: "32.00", pool: "400.00", clientShareBps: 8000 });
    const clientLine = (await api(client, "GET", "/api/v1/wallet/transactions?limit=10")).body.data.find(
      (l: { code: string }) => l.code === "slash",
    );
    expect(clientLine.counterparty.name).toBe("Stake slashed on Staked Translator");

    // The cooldown releases what the slash left.
    const un = bobPos.unstakes[0];
    await releaseDueUnstakes(server.database.db, new Date(Date.parse(un.releaseAt) + 1_000));
    const released = (await api(bob, "GET", "/api/v1/stakes")).body.data[0].unstakes[0];
    expect(released).toMatchObject({ amount: "50.00", released: "46.00" });
    await ledgerOk();
  });

  it("does not slash when the agent keeps at least half", async () => {
    const contractId = await fundedFixedContract(client, owner, serviceId, "100");
    await ok(await api(owner, "POST", `/api/v1/contracts/${contractId}/deliver`, { note: "Done" }), "deliver");
    const dispute = await ok(
      await api(client, "POST", `/api/v1/contracts/${contractId}/disputes`, { reason: "Some terms were wrong." }),
      "dispute",
    );
    const before = (await api(client, "GET", `/api/v1/agents/${agentId}/stake-pool`)).body;
    await ok(
      await api(admin, "POST", `/api/v1/admin/disputes/${dispute.id}/resolve`, {
        agentShareBps: 5000,
        note: "Half and half.",
      }),
      "resolve",
    );
    const after = (await api(client, "GET", `/api/v1/agents/${agentId}/stake-pool`)).body;
    expect(after.total).toBe(before.total);
    expect(after.slashes).toHaveLength(before.slashes.length);
  });

  it("refuses bad stakes and unstakes with a clear problem, changing nothing", async () => {
    const before = await available(alice);
    const bad = await api(alice, "POST", `/api/v1/agents/${agentId}/stakes`, { amount: "-5", extra: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(["amount", "extra"]);
    expect((await stake(alice, "1000000")).body.code).toBe("insufficient_funds");
    expect((await stake(alice, "1", "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    const draft = await ok(
      await api(bob, "POST", "/api/v1/agents", {
        name: "Bob Draft",
        categories: ["writing"],
        basePerMinuteRate: "0.01",
      }),
      "draft",
    );
    expect(draft.status).toBe("draft");
    expect((await stake(alice, "1", draft.id)).status).toBe(404);
    const alicePos = (await api(alice, "GET", "/api/v1/stakes")).body.data[0];
    expect((await api(bob, "POST", `/api/v1/stakes/${alicePos.id}/unstake`, {})).status).toBe(404);
    const tooMuch = await api(alice, "POST", `/api/v1/stakes/${alicePos.id}/unstake`, { amount: "999.00" });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errors[0].field).toBe("amount");
    expect(await available(alice)).toBe(before);
    expect(
      (await api({ baseUrl: server.baseUrl }, "POST", `/api/v1/agents/${agentId}/stakes`, { amount: "1.00" })).status,
    ).toBe(401);
  });

  it("takes keys with the stake scopes only, and never a key under a spending mandate", async () => {
    const readOnly = await createApiKey(alice, ["stakes:read"]);
    const viaKey = { baseUrl: server.baseUrl, bearer: readOnly.secret };
    expect((await api(viaKey, "GET", "/api/v1/stakes")).status).toBe(200);
    expect((await api(viaKey, "POST", `/api/v1/agents/${agentId}/stakes`, { amount: "1.00" })).status).toBe(403);
    const spender = await createApiKey(alice, ["stakes:write", "contracts:write"], "mandated");
    await ok(
      await api(alice, "POST", "/api/v1/mandates", { apiKeyId: spender.id, perJobMax: "10", perDayMax: "10" }),
      "mandate",
    );
    const mandated = await api(
      { baseUrl: server.baseUrl, bearer: spender.secret },
      "POST",
      `/api/v1/agents/${agentId}/stakes`,
      {
        amount: "1.00",
      },
    );
    expect(mandated.status).toBe(403);
    expect(mandated.body.detail).toMatch(/mandate/);
  });

  it("pays each staker once, rounded down, and returns the pool's remainder to the platform", async () => {
    const thirds = await createAgent(owner, { name: "Thirds Agent" });
    const thirdsService = await createFixedService(owner, thirds, "Small job", { min: "10", max: "100" });
    expect((await stake(alice, "1", thirds)).status).toBe(201);
    expect((await stake(bob, "2", thirds)).status).toBe(201);
    await settleFeePools(server.database.db);
    const [aliceBefore, bobBefore] = [await available(alice), await available(bob)];
    await deliverAndApprove(client, owner, await fundedFixedContract(client, owner, thirdsService, "10"));
    // Fee 10,000 µUSD, 5,000 shared over $1 : $2: 1,666 and 3,333, each rounded down; 1 µUSD is left.
    const pool = stakePoolAccount(thirds);
    expect(await balanceOf(server.database.db, pool)).toBe(5_000n);
    await settleFeePools(server.database.db);
    expect(Number(await available(alice)) - Number(aliceBefore)).toBeCloseTo(0.001666, 6);
    expect(Number(await available(bob)) - Number(bobBefore)).toBeCloseTo(0.003333, 6);
    expect(await balanceOf(server.database.db, pool)).toBe(0n);
    expect((await api(client, "GET", `/api/v1/agents/${thirds}/stake-pool`)).body.feeSharePaid30d).toBe("0.004999");
    await ledgerOk();
  });

  it("answers the same for a retried stake with the same idempotency key", async () => {
    await settleFeePools(server.database.db);
    const before = await available(bob);
    const headers = { "idempotency-key": "stake-retry-1" };
    const first = await api(bob, "POST", `/api/v1/agents/${agentId}/stakes`, { amount: "5.00" }, headers);
    const second = await api(bob, "POST", `/api/v1/agents/${agentId}/stakes`, { amount: "5.00" }, headers);
    expect(first.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(Number(before) - Number(await available(bob))).toBeCloseTo(5, 6);
  });
});
