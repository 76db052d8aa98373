import { describe, expect, it } from "vitest";
import { RefusalCounter, TokenBucket } from "./socket-limits";

describe("token bucket", () => {
  it("lets a full burst through, then the rate, and never more than its capacity after a rest", () => {
    const bucket = new TokenBucket(20, 40, 0);
    const burst = Array.from({ length: 50 }, () => bucket.take(0)).filter(Boolean).length;
    expect(burst).toBe(40);
    // 20 per second: one token every 50 ms.
    expect(bucket.take(49)).toBe(false);
    expect(bucket.take(50)).toBe(true);
    expect(bucket.take(50)).toBe(false);
    // An hour of rest refills to the capacity, not beyond.
    const later = Array.from({ length: 50 }, () => bucket.take(3_600_000)).filter(Boolean).length;
    expect(later).toBe(40);
    // A clock going backwards adds nothing.
    expect(bucket.take(0)).toBe(false);
  });

  it("refuses a rate or capacity that is not positive", () => {
    expect(() => new TokenBucket(0, 40, 0)).toThrow();
    expect(() => new TokenBucket(20, 0, 0)).toThrow();
  });
});

describe("refusal counter", () => {
  it("signals once more than `max` refusals fall in one window, and starts over in the next", () => {
    const counter = new RefusalCounter(3, 1_000);
    expect([0, 10, 20].map((t) => counter.record(t))).toEqual([false, false, false]);
    expect(counter.record(30)).toBe(true);
    expect(counter.record(1_000)).toBe(false);
  });
});
