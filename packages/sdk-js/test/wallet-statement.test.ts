import { statementMonthOf } from "@agora/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../apps/server/test/harness";
import { AgoraError } from "../src/index";
import { type SdkUser, sdkUser } from "./world";

let server: TestServer;
let user: SdkUser;

beforeAll(async () => {
  server = await startTestServer();
  user = await sdkUser(server, "statement-csv@example.com");
});
afterAll(async () => server?.close());

describe("wallet.statementCsv", () => {
  it("returns this month's statement as CSV text, a deposit with its running balance", async () => {
    const { transaction } = await user.agora.wallet.testDeposit({ amount: "12.50" });
    const csv = await user.agora.wallet.statementCsv({ month: statementMonthOf(new Date(transaction.at)) });
    expect(csv.split("\r\n")).toEqual([
      "date,transfer_id,code,description,counterparty,gross,fee,net,balance",
      `${transaction.at},${transaction.id},deposit,Deposit from Test funds,Agora,12.50,0.00,12.50,12.50`,
      "",
    ]);
  });

  it("throws an AgoraError naming `month` for a malformed month", async () => {
    const failure = await user.agora.wallet.statementCsv({ month: "2026-13" }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AgoraError);
    expect(failure).toMatchObject({ status: 400, code: "validation_failed", errors: [{ field: "month" }] });
  });
});
