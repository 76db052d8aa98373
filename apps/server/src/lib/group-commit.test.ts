import { describe, expect, it } from "vitest";
import { GroupCommit } from "./group-commit";

/** A writer that records its batches and answers each item doubled, after `release` is called. */
function recordingWriter() {
  const batches: number[][] = [];
  let release: () => void = () => undefined;
  const writer = async (items: number[]) => {
    batches.push(items);
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    return items.map((i) => i * 2);
  };
  return { batches, writer, release: () => release() };
}

describe("group commit", () => {
  it("writes a caller alone at once, and the callers who arrive meanwhile together in the next batch", async () => {
    const { batches, writer, release } = recordingWriter();
    const group = new GroupCommit(writer, 3);
    const first = group.submit(1);
    expect(batches).toEqual([[1]]);
    const later = [2, 3, 4, 5].map((i) => group.submit(i));
    expect(group.waiting).toBe(4);
    release();
    expect(await first).toBe(2);
    await new Promise((r) => setImmediate(r));
    // At most three a batch: the fourth waits for the one after.
    expect(batches).toEqual([[1], [2, 3, 4]]);
    release();
    await new Promise((r) => setImmediate(r));
    expect(batches).toEqual([[1], [2, 3, 4], [5]]);
    release();
    expect(await Promise.all(later)).toEqual([4, 6, 8, 10]);
    await group.idle();
  });

  it("fails only the callers of the batch whose write failed", async () => {
    let calls = 0;
    const group = new GroupCommit(async (items: string[]) => {
      calls++;
      if (items.includes("bad")) throw new Error("write failed");
      return items.map((i) => i.toUpperCase());
    }, 10);
    const bad = group.submit("bad");
    const good = group.submit("good");
    await expect(bad).rejects.toThrow("write failed");
    expect(await good).toBe("GOOD");
    expect(calls).toBe(2);
  });
});
