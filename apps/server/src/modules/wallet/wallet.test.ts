import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, type Browser, signIn, startTestServer, type TestServer } from "../../../test/harness";

let server: TestServer;
let alice: Browser;
let bob: Browser;
let admin: Browser;
let bobId: string;

beforeAll(async () => {
  server = await startTestServer();
  alice = (await signIn(server, { email: "wallet-alice@example.com", firstName: "Alice", lastName: "Payer" })).browser;
  bob = (await signIn(server, { email: "wallet-bob@example.com", firstName: "Bob", lastName: "Saver" })).browser;
  admin = (await signIn(server, { email: "admin@agora.local" })).browser;
  bobId = (await api(bob, "GET", "/api/auth/user")).body.id;
});
afterAll(async () => server?.close());

const key = () => ({ "idempotency-key": `test-${crypto.randomUUID()}` });

describe("wallet", () => {
  it("starts empty and marks the test-funds rail", async () => {
    const res = await api(alice, "GET", "/api/v1/wallet");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ available: "0.00", escrow: "0.00", staked: "0.00", currency: "USD", testFunds: true });
    expect((await api({ baseUrl: server.baseUrl }, "GET", "/api/v1/wallet")).status).toBe(401);
  });

  it("adds test funds and lists them with a running balance", async () => {
    const first = await api(alice, "POST", "/api/v1/wallet/test-deposits", { amount: "25.50" }, key());
    expect(first.status).toBe(201);
    expect(first.body.transaction).toMatchObject({
      code: "deposit",
      direction: "credit",
      amount: "25.50",
      balanceAfter: "25.50",
      counterparty: { type: "platform", name: "Test funds" },
    });
    expect(first.body.wallet.available).toBe("25.50");
    await api(alice, "POST", "/api/v1/wallet/test-deposits", { amount: "0.000001" });
    const statement = await api(alice, "GET", "/api/v1/wallet/transactions?limit=1");
    expect(statement.body.data).toHaveLength(1);
    expect(statement.body.data[0]).toMatchObject({ amount: "0.000001", balanceAfter: "25.500001" });
    const next = await api(alice, "GET", `/api/v1/wallet/transactions?limit=1&cursor=${statement.body.nextCursor}`);
    expect(next.body.data[0]).toMatchObject({ amount: "25.50", balanceAfter: "25.50" });
    expect(next.body.nextCursor).toBeNull();
  });

  it("names the bad field and moves nothing for a bad amount", async () => {
    for (const amount of ["0", "-1", "1.0000001", "1e3", "10000.01"]) {
      const res = await api(alice, "POST", "/api/v1/wallet/test-deposits", { amount });
      expect(res.status, amount).toBe(400);
      expect(res.body.errors[0].field, amount).toBe("amount");
    }
    expect((await api(alice, "GET", "/api/v1/wallet")).body.available).toBe("25.500001");
  });

  it("answers a retry with the same Idempotency-Key once, and refuses the key for another body", async () => {
    const headers = key();
    const first = await api(bob, "POST", "/api/v1/wallet/test-deposits", { amount: "10" }, headers);
    const retry = await api(bob, "POST", "/api/v1/wallet/test-deposits", { amount: "10" }, headers);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    const other = await api(bob, "POST", "/api/v1/wallet/test-deposits", { amount: "11" }, headers);
    expect(other.status).toBe(409);
    expect(other.body.code).toBe("idempotency_key_reused");
    expect((await api(bob, "GET", "/api/v1/wallet")).body.available).toBe("10.00");
  });

  it("remembers keys for at least 24 hours, and forgets them after 48", async () => {
    const { purgeIdempotencyKeys } = await import("../idempotency/idempotency.service");
    const db = server.database.db;
    await api(alice, "POST", "/api/v1/wallet/test-deposits", { amount: "0.01" }, key());
    expect(await purgeIdempotencyKeys(db, new Date(Date.now() + 24 * 3600_000))).toBe(0);
    expect(await purgeIdempotencyKeys(db, new Date(Date.now() + 49 * 3600_000))).toBeGreaterThanOrEqual(1);
  });

  it("gives one effect for concurrent duplicates", async () => {
    const headers = key();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => api(bob, "POST", "/api/v1/wallet/test-deposits", { amount: "1" }, headers)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((a) => a.body.transaction.id)).size).toBe(1);
    expect((await api(bob, "GET", "/api/v1/wallet")).body.available).toBe("11.00");
  });

  it("takes a withdrawal out at once, refuses one above the balance, and returns a rejected one", async () => {
    const tooMuch = await api(bob, "POST", "/api/v1/wallet/withdrawals", { amount: "11.01", destination: "Bank ****" });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.code).toBe("insufficient_funds");
    const w = await api(
      bob,
      "POST",
      "/api/v1/wallet/withdrawals",
      { amount: "4", destination: "Bank ****1234" },
      key(),
    );
    expect(w.status).toBe(201);
    expect((await api(bob, "GET", "/api/v1/wallet")).body.available).toBe("7.00");
    expect((await api(bob, "POST", `/api/v1/admin/withdrawals/${w.body.id}/rejected`)).status).toBe(403);
    const rejected = await api(admin, "POST", `/api/v1/admin/withdrawals/${w.body.id}/rejected`, {
      reason: "The account number is incomplete",
    });
    expect(rejected.body).toMatchObject({ status: "rejected", rejectReason: "The account number is incomplete" });
    expect((await api(bob, "GET", "/api/v1/wallet")).body.available).toBe("11.00");
    const again = await api(admin, "POST", `/api/v1/admin/withdrawals/${w.body.id}/paid`);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("invalid_state");
  });

  it("lets only admins credit users and check the ledger", async () => {
    const body = { userId: bobId, amount: "5", reason: "Goodwill for a failed job" };
    expect((await api(alice, "POST", "/api/v1/admin/credits", body)).status).toBe(403);
    const credit = await api(admin, "POST", "/api/v1/admin/credits", body, key());
    expect(credit.status).toBe(201);
    expect(credit.body.transaction).toMatchObject({ code: "admin_credit", counterparty: { name: "Agora credit" } });
    expect(credit.body.wallet.available).toBe("16.00");
    const unknown = await api(admin, "POST", "/api/v1/admin/credits", { ...body, userId: crypto.randomUUID() });
    expect(unknown.status).toBe(404);
    expect((await api(alice, "GET", "/api/v1/admin/ledger/check")).status).toBe(403);
    const check = await api(admin, "GET", "/api/v1/admin/ledger/check");
    expect(check.body).toMatchObject({ ok: true, sum: "0.00", negative: [], mismatched: [] });
  });

  it("refuses deposits when the test-funds rail is off", async () => {
    const off = await startTestServer({ TEST_FUNDS: "false" });
    try {
      const carol = (await signIn(off, { email: "wallet-carol@example.com" })).browser;
      const res = await api(carol, "POST", "/api/v1/wallet/test-deposits", { amount: "1" });
      expect(res.status).toBe(403);
      expect((await api(carol, "GET", "/api/v1/wallet")).body.testFunds).toBe(false);
    } finally {
      await off.close();
    }
  });
});
