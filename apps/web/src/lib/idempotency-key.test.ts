import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { newIdempotencyKey, useIdempotencyKey } from "./idempotency-key";

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("newIdempotencyKey", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("makes a version-4 UUID", () => {
    expect(newIdempotencyKey()).toMatch(uuidV4);
  });

  it("makes one from random bytes where randomUUID is missing (plain http)", () => {
    vi.stubGlobal("crypto", { getRandomValues: (bytes: Uint8Array) => bytes.fill(0xff) });
    expect(newIdempotencyKey()).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
  });
});

describe("useIdempotencyKey", () => {
  it("keeps the key while the body stays the same and makes a new one when it changes", () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const { keyFor } = result.current;
    const first = keyFor({ amount: "25" });
    expect(first).toMatch(uuidV4);
    expect(keyFor({ amount: "25" })).toBe(first);
    const second = keyFor({ amount: "30" });
    expect(second).not.toBe(first);
    expect(keyFor({ amount: "25" })).not.toBe(first);
  });

  it("makes a new key for the same body after reset, and keys a bodyless action too", () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const { keyFor, reset } = result.current;
    const first = keyFor(undefined);
    expect(first).toMatch(uuidV4);
    expect(keyFor(undefined)).toBe(first);
    reset();
    expect(keyFor(undefined)).not.toBe(first);
  });
});
