import type { ApiKey } from "@agora/contracts";
import { describe, expect, it } from "vitest";
import { descendantsOf, keysInFamilyOrder } from "./family";

function key(id: string, parentKeyId: string | null = null): ApiKey {
  return {
    id,
    name: id,
    prefix: `agora_sk_${id}`,
    scopes: ["api_keys:read"],
    createdAt: "2026-11-01T00:00:00.000Z",
    lastUsedAt: null,
    expiresAt: null,
    parentKeyId,
  };
}

describe("key families", () => {
  it("orders each key under its parent, newest first, and keeps orphans of unloaded parents on top", () => {
    const keys = [key("c", "b"), key("x"), key("b2", "a"), key("b", "a"), key("a"), key("lost", "unloaded")];
    expect(keysInFamilyOrder(keys).map((e) => `${e.key.id}@${e.depth}:${e.parent?.id ?? "-"}`)).toEqual([
      "x@0:-",
      "a@0:-",
      "b2@1:a",
      "b@1:a",
      "c@2:b",
      "lost@0:-",
    ]);
  });

  it("finds every descendant, whatever the order of the loaded pages, and survives a cycle", () => {
    const keys = [key("a"), key("c", "b"), key("b", "a"), key("d", "c"), key("other")];
    expect(descendantsOf(keys, "a").map((k) => k.id)).toEqual(["b", "c", "d"]);
    expect(descendantsOf(keys, "c").map((k) => k.id)).toEqual(["d"]);
    expect(descendantsOf(keys, "other")).toEqual([]);
    const cycle = [key("p", "q"), key("q", "p")];
    expect(descendantsOf(cycle, "p").map((k) => k.id)).toEqual(["q"]);
    expect(keysInFamilyOrder(cycle)).toHaveLength(2);
  });
});
