import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, type Browser, signIn, startTestServer, type TestServer } from "../../../test/harness";

// The admin desk: the withdrawal queue, paying and rejecting with a reason, credits, the user
// finder, and the audit log of all of it.

let server: TestServer;
let admin: Browser;
let carol: Browser;
let dave: Browser;
let carolId: string;

const key = () => ({ "idempotency-key": `test-${crypto.randomUUID()}` });

beforeAll(async () => {
  server = await startTestServer();
  admin = (await signIn(server, { email: "admin@agora.local", firstName: "Ada", lastName: "Desk" })).browser;
  carol = (await signIn(server, { email: "desk-carol@example.com", firstName: "Carol", lastName: "Payee" })).browser;
  dave = (await signIn(server, { email: "desk-dave@example.com", firstName: "Dave", lastName: "Other" })).browser;
  carolId = (await api(carol, "GET", "/api/auth/user")).body.id;
  await api(carol, "POST", "/api/v1/wallet/test-deposits", { amount: "100" }, key());
});
afterAll(async () => server?.close());

async function requestWithdrawal(amount: string, destination = "Bank ****4321") {
  const res = await api(carol, "POST", "/api/v1/wallet/withdrawals", { amount, destination }, key());
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

describe("the withdrawal queue", () => {
  it("lists requested withdrawals oldest first with who asked, to admins only", async () => {
    const first = await requestWithdrawal("10");
    const second = await requestWithdrawal("20");
    expect((await api(dave, "GET", "/api/v1/admin/withdrawals")).status).toBe(403);
    const queue = await api(admin, "GET", "/api/v1/admin/withdrawals?status=requested");
    expect(queue.status).toBe(200);
    const ids = queue.body.data.map((w: { id: string }) => w.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(queue.body.data.find((w: { id: string }) => w.id === first.id)).toMatchObject({
      amount: "10.00",
      destination: "Bank ****4321",
      status: "requested",
      rejectReason: null,
      user: { id: carolId, email: "desk-carol@example.com", displayName: "Carol Payee" },
    });
  });

  it("pays one: it leaves the queue, is listed as paid, and the audit log says who paid what", async () => {
    const w = await requestWithdrawal("7.25", "IBAN DE00 ****");
    const paid = await api(admin, "POST", `/api/v1/admin/withdrawals/${w.id}/paid`, undefined, key());
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: "paid", rejectReason: null });
    const queue = await api(admin, "GET", "/api/v1/admin/withdrawals?status=requested&limit=100");
    expect(queue.body.data.map((x: { id: string }) => x.id)).not.toContain(w.id);
    const paidList = await api(admin, "GET", "/api/v1/admin/withdrawals?status=paid");
    expect(paidList.body.data[0]).toMatchObject({ id: w.id, status: "paid" });
    const mine = await api(carol, "GET", "/api/v1/wallet/withdrawals");
    expect(mine.body.data.find((x: { id: string }) => x.id === w.id).status).toBe("paid");
    const log = await api(admin, "GET", "/api/v1/admin/audit-log");
    expect(log.body.data[0]).toMatchObject({
      action: "withdrawal_paid",
      subjectType: "withdrawal",
      subjectId: w.id,
      admin: { email: "admin@agora.local", displayName: "Ada Desk" },
      summary: "Marked $7.25 to IBAN DE00 **** paid for desk-carol@example.com",
    });
  });

  it("rejects one only with a reason, returns the money and shows the user why", async () => {
    const w = await requestWithdrawal("30");
    const before = (await api(carol, "GET", "/api/v1/wallet")).body.available;
    for (const body of [undefined, {}, { reason: "  " }]) {
      const refused = await api(admin, "POST", `/api/v1/admin/withdrawals/${w.id}/rejected`, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.errors.map((e: { field: string }) => e.field)).toEqual(["reason"]);
    }
    expect((await api(carol, "GET", "/api/v1/wallet")).body.available).toBe(before);
    const reason = "The destination is not an account in your name";
    const rejected = await api(admin, "POST", `/api/v1/admin/withdrawals/${w.id}/rejected`, { reason }, key());
    expect(rejected.status).toBe(200);
    const after = (await api(carol, "GET", "/api/v1/wallet")).body.available;
    expect(Number(after) - Number(before)).toBe(30);
    const mine = await api(carol, "GET", "/api/v1/wallet/withdrawals");
    expect(mine.body.data.find((x: { id: string }) => x.id === w.id)).toMatchObject({
      status: "rejected",
      rejectReason: reason,
    });
    const log = await api(admin, "GET", "/api/v1/admin/audit-log?limit=1");
    expect(log.body.data[0]).toMatchObject({
      action: "withdrawal_rejected",
      summary: `Rejected $30.00 to Bank ****4321 for desk-carol@example.com: ${reason}`,
    });
    expect(log.body.nextCursor).not.toBeNull();
    const check = await api(admin, "GET", "/api/v1/admin/ledger/check");
    expect(check.body.ok).toBe(true);
  });

  it("pages the queue without skipping or repeating rows made within one millisecond", async () => {
    // Three requests whose instants differ only in the microseconds: a cursor cut to the
    // millisecond (all a JavaScript Date keeps) would skip or repeat them.
    const made: string[] = [];
    for (const micros of ["100", "200", "300"]) {
      const w = await requestWithdrawal("1");
      await server.database.db.execute(
        sql`update withdrawals set created_at = ${`2020-01-01T00:00:00.123${micros}Z`}::timestamptz where id = ${w.id}`,
      );
      made.push(w.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : "";
      const page = await api(admin, "GET", `/api/v1/admin/withdrawals?status=requested&limit=1${query}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.data.map((w: { id: string }) => w.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen.slice(0, 3)).toEqual(made);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("refuses a cursor from elsewhere, naming it", async () => {
    const res = await api(admin, "GET", "/api/v1/admin/withdrawals?cursor=bm90LWEtY3Vyc29y&status=bogus");
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(["status"]);
    const forged = await api(admin, "GET", "/api/v1/admin/withdrawals?cursor=bm90LWEtY3Vyc29y");
    expect(forged.status).toBe(400);
    expect(forged.body.errors[0].field).toBe("cursor");
  });
});

describe("credits and the user finder", () => {
  it("finds users by part of an email or name, exact email first, for admins only", async () => {
    expect((await api(dave, "GET", "/api/v1/admin/users?q=carol")).status).toBe(403);
    const byName = await api(admin, "GET", "/api/v1/admin/users?q=payee");
    expect(byName.body.data).toEqual([{ id: carolId, email: "desk-carol@example.com", displayName: "Carol Payee" }]);
    const exact = await api(admin, "GET", "/api/v1/admin/users?q=desk-dave@example.com");
    expect(exact.body.data[0].email).toBe("desk-dave@example.com");
    // LIKE's wildcards are taken literally: "%" matches no email.
    expect((await api(admin, "GET", "/api/v1/admin/users?q=%25")).body.data).toEqual([]);
    const empty = await api(admin, "GET", "/api/v1/admin/users?q=");
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0].field).toBe("q");
  });

  it("credits a user with a reason and logs it", async () => {
    const credit = await api(
      admin,
      "POST",
      "/api/v1/admin/credits",
      { userId: carolId, amount: "12.5", reason: "Refund for a failed demo" },
      key(),
    );
    expect(credit.status).toBe(201);
    const log = await api(admin, "GET", "/api/v1/admin/audit-log?limit=1");
    expect(log.body.data[0]).toMatchObject({
      action: "credit",
      subjectType: "user",
      subjectId: carolId,
      summary: "Credited $12.50 to desk-carol@example.com: Refund for a failed demo",
    });
    expect((await api(dave, "GET", "/api/v1/admin/audit-log")).status).toBe(403);
  });

  it("names every bad field of a credit at once and moves nothing", async () => {
    const before = (await api(carol, "GET", "/api/v1/wallet")).body.available;
    const res = await api(admin, "POST", "/api/v1/admin/credits", { userId: "nope", amount: "-1", reason: "x" });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(["amount", "reason", "userId"]);
    expect((await api(carol, "GET", "/api/v1/wallet")).body.available).toBe(before);
  });
});
