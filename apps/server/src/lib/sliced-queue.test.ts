import { describe, expect, it } from "vitest";
import { SlicedQueue } from "./sliced-queue";

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("SlicedQueue", () => {
  it("runs a burst in order, a slice per turn, letting a timer due meanwhile run between slices", async () => {
    const seen: string[] = [];
    // Each item takes 20 µs of CPU, as an acknowledgement's socket write does: a slice takes 2 ms,
    // longer than the timer's 1 ms.
    const queue = new SlicedQueue<number>(100, (n) => {
      const until = performance.now() + 0.02;
      while (performance.now() < until);
      seen.push(`item ${n}`);
    });
    for (let n = 0; n < 250; n++) queue.push(n);
    setTimeout(() => seen.push("timer"), 0);
    expect(queue.size).toBe(250);
    while (queue.size) await turn();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const items = seen.filter((s) => s !== "timer");
    expect(items).toEqual(Array.from({ length: 250 }, (_, n) => `item ${n}`));
    // The timer did not wait for all 250: it ran after the first slice at the latest.
    expect(seen.indexOf("timer")).toBeGreaterThan(0);
    expect(seen.indexOf("timer")).toBeLessThanOrEqual(200);
  });

  it("reports a throwing item and goes on with the next", async () => {
    const errors: unknown[] = [];
    const seen: number[] = [];
    const queue = new SlicedQueue<number>(
      10,
      (n) => {
        if (n === 1) throw new Error("bad item");
        seen.push(n);
      },
      (err) => errors.push(err),
    );
    for (const n of [0, 1, 2]) queue.push(n);
    await turn();
    expect(seen).toEqual([0, 2]);
    expect(errors).toHaveLength(1);
  });
});
