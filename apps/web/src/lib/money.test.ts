import { describe, expect, it } from "vitest";
import { normalizeAmount } from "./money";

describe("normalizeAmount", () => {
  it("drops a dollar sign, grouping commas and spaces", () => {
    expect(normalizeAmount(" $1,250.50 ")).toBe("1250.50");
    expect(normalizeAmount("$ 10")).toBe("10");
  });
});
