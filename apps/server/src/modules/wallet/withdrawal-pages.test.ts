import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, type Browser, signIn, startTestServer, type TestServer } from "../../../test/harness";
import { idsPageByPage } from "../../../test/paging";

// My withdrawals page with cursors, newest first: every one listed exactly once whatever is
// requested while someone pages, nobody else's ever, and nothing stops at the first page.

let server: TestServer;
let erin: Browser;
let frank: Browser;

const key = () => ({ "idempotency-key": `test-${crypto.randomUUID()}` });

beforeAll(async () => {
  server = await startTestServer();
  erin = (await signIn(server, { email: "pages-erin@example.com", firstName: "Erin", lastName: "Payee" })).browser;
  frank = (await signIn(server, { email: "pages-frank@example.com", firstName: "Frank", lastName: "Other" })).browser;
  for (const who of [erin, frank]) await api(who, "POST", "/api/v1/wallet/test-deposits", { amount: "100" }, key());
});
afterAll(async () => server?.close());

async function requestWithdrawal(who: Browser, amount = "1"): Promise<string> {
  const res = await api(who, "POST", "/api/v1/wallet/withdrawals", { amount, destination: "Bank ****4321" }, key());
  expect(res.status).toBe(201);
  return res.body.id;
}

/** Every id of `who`'s withdrawals, page by page of `limit`; `between` runs after the first page. */
async function pageThrough(who: Browser, limit: number, between?: () => Promise<void>): Promise<string[]> {
  return idsPageByPage(who, "/api/v1/wallet/withdrawals", limit, between);
}

describe("my withdrawals, paged", () => {
  it("lists each of mine once, newest first, while new ones are requested between pages", async () => {
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push(await requestWithdrawal(erin));
    const theirs = await requestWithdrawal(frank);
    let late: string | undefined;
    const seen = await pageThrough(erin, 2, async () => {
      late = await requestWithdrawal(erin);
      await requestWithdrawal(frank);
    });
    expect(seen).toEqual([...made].reverse());
    // The one requested while paging is newer than the first page: the next listing has it first.
    expect(await pageThrough(erin, 100)).toEqual([late, ...[...made].reverse()]);
    expect(seen).not.toContain(theirs);
    expect(await pageThrough(frank, 1)).not.toContain(made[0]);
  });

  it("does not skip or repeat withdrawals made within one millisecond", async () => {
    // Instants that differ only in the microseconds: a cursor cut to the millisecond (all a
    // JavaScript Date keeps) would skip or repeat them.
    const made: string[] = [];
    for (const micros of ["300", "200", "100"]) {
      const id = await requestWithdrawal(frank);
      await server.database.db.execute(
        sql`update withdrawals set created_at = ${`2020-01-01T00:00:00.123${micros}Z`}::timestamptz where id = ${id}`,
      );
      made.push(id);
    }
    const seen = await pageThrough(frank, 1);
    expect(seen.slice(-3)).toEqual(made);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("refuses a forged cursor and a limit out of range, naming them", async () => {
    const forged = await api(erin, "GET", "/api/v1/wallet/withdrawals?cursor=bm90LWEtY3Vyc29y");
    expect(forged.status).toBe(400);
    expect(forged.body.errors[0].field).toBe("cursor");
    const tooMany = await api(erin, "GET", "/api/v1/wallet/withdrawals?limit=101");
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0].field).toBe("limit");
  });
});
