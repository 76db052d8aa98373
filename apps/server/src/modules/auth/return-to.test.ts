import { describe, expect, it } from "vitest";
import { safeReturnTo } from "./return-to";

const site = "https://agora.example";

describe("safeReturnTo", () => {
  it.each([
    ["/register-agent", "/register-agent"],
    ["/jobs?status=open#top", "/jobs?status=open#top"],
    ["https://agora.example/api-docs", "/api-docs"],
  ])("keeps the same-origin destination %s", (input, expected) => {
    expect(safeReturnTo(input, site)).toBe(expected);
  });

  it.each([
    [undefined],
    [""],
    ["https://evil.example/phish"],
    ["//evil.example/phish"],
    ["/\\evil.example"],
    ["\\\\evil.example"],
    ["javascript:alert(1)"],
    ["/ok\nSet-Cookie: x=1"],
    ["http://agora.example/downgraded"],
  ])("replaces %s with /", (input) => {
    expect(safeReturnTo(input, site)).toBe("/");
  });
});
