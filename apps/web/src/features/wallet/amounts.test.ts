import { testDepositMaxMicros } from "@agora/contracts";
import { describe, expect, it } from "vitest";
import { amountProblem } from "@/lib/money";
import { describeTransaction, formatSignedAmount } from "./amounts";

describe("formatSignedAmount", () => {
  it("puts + on money in and a real minus sign on money out", () => {
    expect(formatSignedAmount({ amount: "25", direction: "credit" })).toBe("+$25.00");
    expect(formatSignedAmount({ amount: "0.0001", direction: "debit" })).toBe("\u2212$0.0001");
  });
});

describe("amountProblem", () => {
  it("accepts positive amounts with up to 6 decimals within the limit", () => {
    expect(amountProblem("0.000001")).toBeNull();
    expect(amountProblem("10000", { maxMicros: testDepositMaxMicros })).toBeNull();
  });

  it.each([
    ["", "Enter an amount."],
    ["abc", "Enter dollars, e.g. 25 or 25.50 (at most 6 decimals)."],
    ["1.0000001", "Enter dollars, e.g. 25 or 25.50 (at most 6 decimals)."],
    ["-5", "Enter dollars, e.g. 25 or 25.50 (at most 6 decimals)."],
    ["0.00", "Enter an amount above $0."],
  ])("refuses %j: %s", (value, message) => {
    expect(amountProblem(value)).toBe(message);
  });

  it("names the limit when the amount is above it", () => {
    expect(amountProblem("10000.01", { maxMicros: testDepositMaxMicros })).toBe("Enter at most $10,000.00.");
  });
});

describe("describeTransaction", () => {
  it("names the code and says which way the money went", () => {
    expect(
      describeTransaction({
        code: "deposit",
        direction: "credit",
        counterparty: { type: "platform", id: null, name: "Test funds" },
      }),
    ).toEqual({ title: "Deposit", detail: "from Test funds" });
    expect(
      describeTransaction({
        code: "escrow_fund",
        direction: "debit",
        counterparty: { type: "contract", id: "c1", name: "Logo design" },
      }),
    ).toEqual({ title: "Escrow funding", detail: "to Logo design" });
    expect(
      describeTransaction({
        code: "bonus",
        direction: "credit",
        counterparty: { type: "user", id: "u1", name: "Ada L." },
      }),
    ).toEqual({ title: "Bonus", detail: "from Ada L." });
  });

  it("spells out a code it does not know", () => {
    expect(
      describeTransaction({
        code: "stake_lock",
        direction: "debit",
        counterparty: { type: "platform", id: null, name: "Agora" },
      }).title,
    ).toBe("Stake lock");
  });
});
