import { describe, expect, it } from "vitest";
import { exactQuotient, formatMs } from "./format";

describe("durations in words", () => {
  it("divides exactly, without trailing zeros", () => {
    expect(exactQuotient(6000n, 1000n)).toBe("6");
    expect(exactQuotient(1500n, 1000n)).toBe("1.5");
    expect(exactQuotient(60n, 1000n)).toBe("0.06");
    expect(exactQuotient(120_000n, 10_000n)).toBe("12");
  });

  it("refuses a unit that is not a power of ten, whose remainder has no digit-for-digit decimal", () => {
    expect(() => exactQuotient(90_000n, 60_000n)).toThrow(RangeError);
  });

  it("says seconds under a minute and minutes from one, singular for one", () => {
    expect(formatMs(6000n)).toBe("6 seconds");
    expect(formatMs(1000n)).toBe("1 second");
    expect(formatMs(60_000n)).toBe("1 minute");
    expect(formatMs(120_000n)).toBe("2 minutes");
  });

  it("says a part-minute in exact seconds, never a wrong decimal of minutes", () => {
    expect(formatMs(90_000n)).toBe("90 seconds");
    expect(formatMs(61_500n)).toBe("61.5 seconds");
  });
});
