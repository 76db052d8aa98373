import { statementMonthOf } from "@agora/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAgent,
  createFixedService,
  deliverAndApprove,
  depositTestFunds,
  fundedFixedContract,
  ok,
  signedIn,
} from "../../../test/fixtures-hiring";
import { api, type Browser, startTestServer, type TestServer } from "../../../test/harness";

let server: TestServer;
let alice: Browser;
let bob: Browser;
let carol: Browser;
let contractId: string;
/** Transfer ids of alice's deposits, in the order made. */
let deposits: string[];
let carolDeposit: string;

// A title with a comma, quotes and a leading "=": CSV quoting and the formula guard both matter.
const title = '=SUM(1,2) "Report", final';

/** Moves transfer `id` to instant `at`, as if it had been posted then. */
async function postedAt(id: string, at: string): Promise<void> {
  await server.database.db.execute(sql`update ledger_transfers set created_at = ${at}::timestamptz where id = ${id}`);
}

async function statementCsv(who: Browser, month: string): Promise<{ status: number; text: string; headers: Headers }> {
  const res = await who.fetch(`/api/v1/wallet/statement.csv?month=${encodeURIComponent(month)}`);
  return { status: res.status, text: await res.text(), headers: res.headers };
}

async function lastTransferId(who: Browser): Promise<string> {
  return (await api(who, "GET", "/api/v1/wallet/transactions?limit=1")).body.data[0].id;
}

beforeAll(async () => {
  server = await startTestServer();
  alice = await signedIn(server, { email: "csv-alice@example.com", firstName: "Alice", lastName: "Client" });
  bob = await signedIn(server, { email: "csv-bob@example.com", firstName: "Bob", lastName: "Owner" });
  carol = await signedIn(server, { email: "csv-carol@example.com", firstName: "Carol", lastName: "Other" });
  deposits = [];
  for (const amount of ["100", "2", "3"]) {
    await depositTestFunds(alice, amount);
    deposits.push(await lastTransferId(alice));
  }
  await postedAt(deposits[0] as string, "2026-10-15T09:00:00Z");
  await postedAt(deposits[1] as string, "2026-10-31T23:59:59Z");
  await postedAt(deposits[2] as string, "2026-11-01T00:00:00Z");
  const agentId = await createAgent(bob, { name: "Csv Research Agent" });
  const serviceId = await createFixedService(bob, agentId, title, { min: "10", max: "10" });
  contractId = await fundedFixedContract(alice, bob, serviceId, "10");
  await deliverAndApprove(alice, bob, contractId);
  await ok(await api(alice, "POST", `/api/v1/contracts/${contractId}/bonuses`, { amount: "2.00" }), "bonus");
  // The funding, payout and fee legs of one contract, all in November.
  await server.database.db.execute(
    sql`update ledger_transfers set created_at = '2026-11-10T12:00:00Z' where reference = ${`contract:${contractId}`}`,
  );
  await depositTestFunds(carol, "7");
  carolDeposit = await lastTransferId(carol);
  await postedAt(carolDeposit, "2026-11-05T08:00:00Z");
});
afterAll(async () => server?.close());

describe("GET /api/v1/wallet/statement.csv", () => {
  it("sends November's lines as a named CSV attachment, quoted and guarded against formulas", async () => {
    const res = await statementCsv(alice, "2026-11");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="agora-statement-2026-11.csv"');
    const lines = res.text.split("\r\n");
    expect(lines[0]).toBe("date,transfer_id,code,description,counterparty,gross,fee,net,balance");
    expect(lines[1]).toBe(
      `2026-11-01T00:00:00.000Z,${deposits[2]},deposit,Deposit from Test funds,Agora,3.00,0.00,3.00,105.00`,
    );
    // Quotes doubled, the cell quoted for its comma; the counterparty cell starts with "=", so an apostrophe.
    expect(lines[2]).toMatch(
      /^2026-11-10T12:00:00\.000Z,\d+,escrow_fund,"Escrow funding to =SUM\(1,2\) ""Report"", final","'=SUM\(1,2\) ""Report"", final",-10\.00,0\.00,-10\.00,95\.00$/,
    );
    // A bonus is two legs from alice: the net to bob, and the fee, which is all fee.
    expect(lines[3]).toMatch(
      /^2026-11-10T12:00:00\.000Z,\d+,bonus,Bonus to Bob O\.,Bob O\.,-1\.998,0\.00,-1\.998,93\.002$/,
    );
    expect(lines[4]).toMatch(/^2026-11-10T12:00:00\.000Z,\d+,fee,Fee to Agora fee,Agora,0\.00,-0\.002,-0\.002,93\.00$/);
    expect(lines.slice(5)).toEqual([""]);
  });

  it("leaves a transfer at 2026-10-31T23:59:59Z in October", async () => {
    const lines = (await statementCsv(alice, "2026-10")).text.trimEnd().split("\r\n");
    expect(lines.slice(1)).toEqual([
      `2026-10-15T09:00:00.000Z,${deposits[0]},deposit,Deposit from Test funds,Agora,100.00,0.00,100.00,100.00`,
      `2026-10-31T23:59:59.000Z,${deposits[1]},deposit,Deposit from Test funds,Agora,2.00,0.00,2.00,102.00`,
    ]);
  });

  it("shows the fee kept from a payout and a bonus: gross + fee = net", async () => {
    const lines = (await statementCsv(bob, "2026-11")).text.trimEnd().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      /^2026-11-10T12:00:00\.000Z,\d+,payout,"Payout from =SUM\(1,2\) ""Report"", final","'=SUM\(1,2\) ""Report"", final",10\.00,-0\.01,9\.99,9\.99$/,
    );
    expect(lines[2]).toMatch(
      /^2026-11-10T12:00:00\.000Z,\d+,bonus,Bonus from Alice C\.,Alice C\.,2\.00,-0\.002,1\.998,11\.988$/,
    );
  });

  it("lists only the caller's transfers", async () => {
    const mine = (await statementCsv(carol, "2026-11")).text.trimEnd().split("\r\n");
    expect(mine.slice(1)).toEqual([
      `2026-11-05T08:00:00.000Z,${carolDeposit},deposit,Deposit from Test funds,Agora,7.00,0.00,7.00,7.00`,
    ]);
    const alices = (await statementCsv(alice, "2026-11")).text.split("\r\n").map((line) => line.split(",")[1]);
    expect(alices).not.toContain(carolDeposit);
    // A month with nothing in it is the header alone.
    expect((await statementCsv(carol, "2026-10")).text).toBe(
      "date,transfer_id,code,description,counterparty,gross,fee,net,balance\r\n",
    );
  });

  it("answers 400 naming `month` for a malformed or future month, and 401 when signed out", async () => {
    const now = new Date();
    const nextMonth = statementMonthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)));
    for (const month of ["2026-13", "2026-1", "0000-01", "11-2026", "2026-11-01", "", nextMonth]) {
      const res = await api(alice, "GET", `/api/v1/wallet/statement.csv?month=${month}`);
      expect(res.status, month).toBe(400);
      expect(res.headers.get("content-type"), month).toContain("application/problem+json");
      expect(
        res.body.errors.map((e: { field: string }) => e.field),
        month,
      ).toEqual(["month"]);
    }
    const missing = await api(alice, "GET", "/api/v1/wallet/statement.csv");
    expect(missing.body.errors[0].field).toBe("month");
    expect((await api({ baseUrl: server.baseUrl }, "GET", "/api/v1/wallet/statement.csv?month=2026-11")).status).toBe(
      401,
    );
  });
});
