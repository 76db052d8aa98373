import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { schedule } from "./scheduler";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("schedule", () => {
  it("runs a job every interval, at start only when asked, and stops", async () => {
    const log = { warn: vi.fn() };
    const early = vi.fn(async () => {});
    const late = vi.fn(async () => {});
    const stop = schedule(
      [
        { failureMessage: "early failed", intervalMs: 1000, runAtStart: true, work: early },
        { failureMessage: "late failed", intervalMs: 1000, work: late },
      ],
      log,
    );
    expect(early).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(3000);
    expect(early).toHaveBeenCalledTimes(4);
    expect(late).toHaveBeenCalledTimes(3);
    stop();
    await vi.advanceTimersByTimeAsync(3000);
    expect(early).toHaveBeenCalledTimes(4);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it("skips a tick while the previous run still goes", async () => {
    let finish = () => {};
    const work = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const stop = schedule([{ failureMessage: "slow failed", intervalMs: 1000, work }], { warn: vi.fn() });
    await vi.advanceTimersByTimeAsync(3000);
    expect(work).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(work).toHaveBeenCalledTimes(2);
    stop();
  });

  it("logs a failure and runs again at the next tick", async () => {
    const log = { warn: vi.fn() };
    const err = new Error("database down");
    const work = vi.fn().mockRejectedValueOnce(err).mockResolvedValue(undefined);
    const stop = schedule([{ failureMessage: "prune failed", intervalMs: 1000, work }], log);
    await vi.advanceTimersByTimeAsync(2000);
    expect(log.warn).toHaveBeenCalledWith({ err }, "prune failed");
    expect(work).toHaveBeenCalledTimes(2);
    stop();
  });
});
