import { formatUsd } from "@agora/contracts";
import { describe, expect, it } from "vitest";
import {
  formatActiveTime,
  holdMonotonic,
  limitShare,
  type MeterSample,
  meterAt,
  meterHorizonMs,
  toMicros,
} from "./meter";

/** $0.60/min = 600,000 µUSD per minute = 10 µUSD per ms. */
const rate = 600_000n;

function sample(overrides: Partial<MeterSample> = {}): MeterSample {
  return {
    status: "active",
    accruedMicros: 100_000n, // 10 s at $0.60/min
    limitMicros: 1_000_000n,
    activeMs: 10_000,
    receivedAtMs: 1_000_000,
    ...overrides,
  };
}

describe("meterAt", () => {
  it("shows the server's figures at the instant the answer arrived", () => {
    expect(meterAt(sample(), rate, 1_000_000)).toEqual({ accruedMicros: 100_000n, activeMs: 10_000 });
  });

  it("moves on at the rate between polls, to the µUSD", () => {
    // 250 ms later: 10,250 ms × 10 µUSD/ms.
    expect(meterAt(sample(), rate, 1_000_250)).toEqual({ accruedMicros: 102_500n, activeMs: 10_250 });
    // A rate that does not divide evenly floors like the server: $0.0001/min × 10,250 ms = 17.08… µUSD.
    expect(meterAt(sample({ accruedMicros: 16n }), 100n, 1_000_250).accruedMicros).toBe(17n);
  });

  it("never shows less than the server said (minimum charge, whole billing steps)", () => {
    // 2 s into a stream with a 6 s minimum: the server bills 6 s, continuous time would say 2.5 s.
    const early = sample({ accruedMicros: 60_000n, activeMs: 2_000 });
    expect(meterAt(early, rate, 1_000_500).accruedMicros).toBe(60_000n);
    // Past the minimum it ticks again.
    expect(meterAt(early, rate, 1_000_000 + 4_500).accruedMicros).toBe(65_000n);
  });

  it("stops at the stream's limit", () => {
    const nearLimit = sample({ accruedMicros: 990_000n, activeMs: 99_000 });
    expect(meterAt(nearLimit, rate, 1_000_000 + 3_000).accruedMicros).toBe(1_000_000n);
  });

  it("counts at most the horizon past the last answer, so a lost connection cannot run away", () => {
    const far = meterAt(sample(), rate, 1_000_000 + 60_000);
    expect(far.activeMs).toBe(10_000 + meterHorizonMs);
    expect(far.accruedMicros).toBe(BigInt(10_000 + meterHorizonMs) * 10n);
  });

  it("ignores a clock that reads before the answer", () => {
    expect(meterAt(sample(), rate, 999_000)).toEqual({ accruedMicros: 100_000n, activeMs: 10_000 });
  });

  it("holds still unless the stream is active", () => {
    for (const status of ["paused", "stopped", "settled"] as const) {
      expect(meterAt(sample({ status }), rate, 1_003_000)).toEqual({ accruedMicros: 100_000n, activeMs: 10_000 });
    }
  });
});

describe("holdMonotonic", () => {
  const shown = { accruedMicros: 102_500n, activeMs: 10_250 };

  it("keeps an active meter from stepping back when a poll lands a hair lower", () => {
    expect(holdMonotonic(shown, { accruedMicros: 102_000n, activeMs: 10_200 }, "active")).toEqual(shown);
    expect(holdMonotonic(shown, { accruedMicros: 103_000n, activeMs: 10_300 }, "active")).toEqual({
      accruedMicros: 103_000n,
      activeMs: 10_300,
    });
  });

  it("shows the server's exact figure once the stream stops", () => {
    const settled = { accruedMicros: 102_000n, activeMs: 10_200 };
    expect(holdMonotonic(shown, settled, "settled")).toEqual(settled);
    expect(holdMonotonic(null, settled, "active")).toEqual(settled);
  });
});

describe("formatting", () => {
  it("shows all six decimals", () => {
    expect(formatUsd(0n, "meter")).toBe("$0.000000");
    expect(formatUsd(12_345n, "meter")).toBe("$0.012345");
    expect(formatUsd(1_234_500_000n, "meter")).toBe("$1,234.500000");
  });

  it("reads decimal dollars as µUSD without floats", () => {
    expect(toMicros("0.1")).toBe(100_000n);
    expect(toMicros("1.000001")).toBe(1_000_001n);
    expect(toMicros("not money")).toBe(0n);
    expect(toMicros(null)).toBe(0n);
  });

  it("shows active time as a clock", () => {
    expect(formatActiveTime(0)).toBe("0:00");
    expect(formatActiveTime(8_400)).toBe("0:08");
    expect(formatActiveTime(754_000)).toBe("12:34");
    expect(formatActiveTime(3_723_000)).toBe("1:02:03");
  });

  it("gives the share of the limit used, capped at 100", () => {
    expect(limitShare(250_000n, 1_000_000n)).toBe(25);
    expect(limitShare(1n, 3n)).toBe(33.3);
    expect(limitShare(5n, 0n)).toBe(0);
    expect(limitShare(2n, 1n)).toBe(100);
  });
});
