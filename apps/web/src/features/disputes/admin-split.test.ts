import { bpsToPercent } from "@agora/contracts";
import { describe, expect, it } from "vitest";
import { percentToBps } from "./admin-split";

describe("percentToBps and bpsToPercent", () => {
  it.each([
    ["0", 0],
    ["100", 10_000],
    ["37.5", 3750],
    ["0.29", 29],
    ["12,25", 1225],
    [" 50 % ", 5000],
    ["7.", 700],
  ])("reads %j as %i bps", (text, bps) => {
    expect(percentToBps(text)).toBe(bps);
  });

  it.each(["", "-1", "100.01", "101", "1.234", "abc", "1e2"])("refuses %j", (text) => {
    expect(percentToBps(text)).toBeNull();
  });

  it("writes percentages without trailing zeros and reads them back", () => {
    expect(bpsToPercent(3750)).toBe("37.5");
    expect(bpsToPercent(10_000)).toBe("100");
    expect(bpsToPercent(5)).toBe("0.05");
    for (let bps = 0; bps <= 10_000; bps += 7) expect(percentToBps(bpsToPercent(bps))).toBe(bps);
  });
});
