import { describe, expect, it } from "vitest";
import { nulCharacterPaths } from "./validation";

describe("nulCharacterPaths", () => {
  it("finds U+0000 in nested strings and keys, in document order", () => {
    expect(
      nulCharacterPaths({ name: "a\u0000", tags: ["ok", "\u0000"], meta: { "k\u0000": 1, deep: { x: "\u0000" } } }),
    ).toEqual(["/name", "/tags/1", "/meta/k\\u0000", "/meta/deep/x"]);
    expect(nulCharacterPaths("\u0000")).toEqual(["/"]);
  });

  it("passes everything else, including other control characters", () => {
    expect(nulCharacterPaths({ a: "tab\there", b: "\u0001", c: 1, d: null, e: [true] })).toEqual([]);
    expect(nulCharacterPaths(null)).toEqual([]);
  });
});
