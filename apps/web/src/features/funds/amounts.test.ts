import { describe, expect, it } from "vitest";
import {
  amountProblem,
  asSentence,
  describeTransaction,
  formatAmount,
  formatSignedAmount,
  microsToDollars,
  normalizeAmount,
  testDepositMaxMicros,
} from "./amounts";

describe("formatAmount", () => {
  it.each([
    ["0", "$0.00"],
    ["25", "$25.00"],
    ["25.5", "$25.50"],
    ["0.000001", "$0.000001"],
    ["1125.500001", "$1,125.500001"],
    ["1200000.10", "$1,200,000.10"],
  ])("shows %s as %s, exactly", (value, shown) => {
    expect(formatAmount(value)).toBe(shown);
  });

  it("shows an unexpected value as sent rather than hiding it", () => {
    expect(formatAmount("-3")).toBe("-3");
  });
});

describe("formatSignedAmount", () => {
  it("puts + on money in and a real minus sign on money out", () => {
    expect(formatSignedAmount({ amount: "25", direction: "credit" })).toBe("+$25.00");
    expect(formatSignedAmount({ amount: "0.0001", direction: "debit" })).toBe("\u2212$0.0001");
  });
});

describe("normalizeAmount", () => {
  it("drops a dollar sign, grouping commas and spaces", () => {
    expect(normalizeAmount(" $1,250.50 ")).toBe("1250.50");
    expect(normalizeAmount("$ 10")).toBe("10");
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

describe("microsToDollars", () => {
  it("writes integer micro-dollars as a decimal string", () => {
    expect(microsToDollars(10_000_000_000n)).toBe("10000");
    expect(microsToDollars(1_500_001n)).toBe("1.500001");
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

describe("asSentence", () => {
  it("capitalizes and ends a server message", () => {
    expect(asSentence("must be at most 10000.00")).toBe("Must be at most 10000.00.");
  });
});
