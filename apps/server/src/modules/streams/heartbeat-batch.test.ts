import { streamHeartbeatTimeoutMs } from "@agora/contracts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HeartbeatBatch, heartbeatBatchMs } from "./heartbeat-batch";
import { type HeartbeatWrite, heartbeatKey } from "./streams.service";

const stream = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const provider = "10000000-0000-4000-8000-000000000001";
const stranger = "20000000-0000-4000-8000-000000000002";

/** A writer that records every batch and accepts only the provider's heartbeats. */
function recorder(fail = () => false) {
  const batches: HeartbeatWrite[][] = [];
  const write = async (beats: readonly HeartbeatWrite[]) => {
    batches.push([...beats]);
    if (fail()) throw new Error("database is down");
    return new Set(beats.filter((b) => b.actorId === provider).map((b) => heartbeatKey(b.streamId, b.actorId)));
  };
  return { batches, write };
}

describe("HeartbeatBatch", () => {
  beforeEach(() => {
    // Answers are given a slice per turn (setImmediate), which runs for real.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("writes a heartbeat after a quiet spell at once", async () => {
    expect(heartbeatBatchMs * 10).toBeLessThanOrEqual(streamHeartbeatTimeoutMs);
    const { batches, write } = recorder();
    const batch = new HeartbeatBatch(write);
    const recorded = batch.record(stream(1), provider);
    await vi.advanceTimersByTimeAsync(0);
    await expect(recorded).resolves.toBe(true);
    expect(batches).toHaveLength(1);
  });

  it("writes the heartbeats of a busy second together, once per second", async () => {
    const { batches, write } = recorder();
    const batch = new HeartbeatBatch(write);
    const answers: Promise<boolean>[] = [batch.record(stream(0), provider)];
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 1; i <= 1000; i++) {
      answers.push(batch.record(stream(i), provider));
      if (i % 100 === 0) await vi.advanceTimersByTimeAsync(heartbeatBatchMs / 10 - 1);
    }
    await vi.advanceTimersByTimeAsync(heartbeatBatchMs);
    expect(await Promise.all(answers)).toEqual(answers.map(() => true));
    // The first alone, the next 1,000 heartbeats of that second in one write.
    expect(batches.map((b) => b.length)).toEqual([1, 1000]);
  });

  it("answers each sender for their own heartbeat when a stranger names the same stream", async () => {
    const { batches, write } = recorder();
    const batch = new HeartbeatBatch(write);
    const [mine, again, theirs] = [
      batch.record(stream(7), provider),
      batch.record(stream(7), provider),
      batch.record(stream(7), stranger),
    ];
    await vi.advanceTimersByTimeAsync(0);
    expect([await mine, await again, await theirs]).toEqual([true, true, false]);
    expect(batches[0]).toHaveLength(2);
  });

  it("refuses every heartbeat of a failed write, and writes the next batch", async () => {
    let down = true;
    const { batches, write } = recorder(() => down);
    const batch = new HeartbeatBatch(write);
    const failed = [batch.record(stream(1), provider), batch.record(stream(2), provider)];
    const settled = Promise.allSettled(failed);
    await vi.advanceTimersByTimeAsync(0);
    expect((await settled).map((r) => r.status)).toEqual(["rejected", "rejected"]);
    down = false;
    const next = batch.record(stream(1), provider);
    await vi.advanceTimersByTimeAsync(heartbeatBatchMs);
    await expect(next).resolves.toBe(true);
    expect(batches).toHaveLength(2);
    expect(batch.pending).toBe(0);
  });

  it("on close, waits for the write under way and refuses what waits, so nothing writes after", async () => {
    let finish: () => void = () => {};
    const batches: HeartbeatWrite[][] = [];
    const batch = new HeartbeatBatch(async (beats) => {
      batches.push([...beats]);
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return new Set(beats.map((b) => heartbeatKey(b.streamId, b.actorId)));
    });
    const writing = batch.record(stream(1), provider);
    await vi.advanceTimersByTimeAsync(0);
    const waiting = batch.record(stream(2), provider);
    const refused = expect(waiting).rejects.toMatchObject({ code: "service_unavailable" });
    let closed = false;
    const closing = batch.close().then(() => {
      closed = true;
    });
    await vi.advanceTimersByTimeAsync(heartbeatBatchMs * 2);
    await refused;
    expect(closed).toBe(false);
    finish();
    await closing;
    await expect(writing).resolves.toBe(true);
    await expect(batch.record(stream(3), provider)).rejects.toMatchObject({ code: "service_unavailable" });
    await vi.advanceTimersByTimeAsync(heartbeatBatchMs * 2);
    expect(batches).toHaveLength(1);
  });
});
