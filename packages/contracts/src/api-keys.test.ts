import { describe, expect, it } from "vitest";
import { createApiKeyRequest } from "./api-keys";

describe("createApiKeyRequest", () => {
  it("accepts a name, scopes and an ISO expiry with offset, trimming the name", () => {
    const parsed = createApiKeyRequest.parse({
      name: "  deploy bot ",
      scopes: ["agents:write"],
      expiresAt: "2027-01-01T00:00:00+02:00",
    });
    expect(parsed).toEqual({ name: "deploy bot", scopes: ["agents:write"], expiresAt: "2027-01-01T00:00:00+02:00" });
  });

  it.each([
    [{ name: "x", scopes: [] }, "scopes"],
    [{ name: "x", scopes: ["agents:write", "agents:write"] }, "scopes"],
    [{ name: "x", scopes: ["admin:all"] }, "scopes"],
    [{ name: "   ", scopes: ["agents:read"] }, "name"],
    [{ name: "x".repeat(101), scopes: ["agents:read"] }, "name"],
    [{ name: "x", scopes: ["agents:read"], expiresAt: "tomorrow" }, "expiresAt"],
    [{ name: "x", scopes: ["agents:read"], owner: "someone-else" }, ""],
  ])("rejects %o at %s", (input, path) => {
    const result = createApiKeyRequest.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => String(i.path[0] ?? ""))).toContain(path);
  });
});
