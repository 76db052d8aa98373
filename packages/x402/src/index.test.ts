import { describe, expect, it } from "vitest";
import { AgoraExactClient, AgoraExactServer, agoraFacilitator, dollarsToMicros } from "./index";

// The pure parts of Agora's scheme; paying through a real Agora server is the server project's
// test (apps/server/src/modules/x402/x402-interop.test.ts).

describe("dollarsToMicros", () => {
  it.each([
    ["$0.001", "1000"],
    ["0.000001", "1"],
    ["12.5", "12500000"],
    ["1 USD", "1000000"],
    [0.001, "1000"],
    [2, "2000000"],
  ])("reads %s as %s µUSD", (price, micros) => expect(dollarsToMicros(price)).toBe(micros));

  it.each(["$0", "0.0000001", "1e-3", "-1", "abc", "0.001 EUR", 1e-7])("refuses %s", (price) =>
    expect(() => dollarsToMicros(price)).toThrow(),
  );
});

describe("AgoraExactServer", () => {
  const server = new AgoraExactServer();
  it("prices in µUSD of USD on agora networks only", async () => {
    expect(await server.parsePrice("$0.25", "agora:abc")).toEqual({ asset: "USD", amount: "250000" });
    expect(await server.parsePrice({ asset: "USD", amount: "7" }, "agora:abc")).toEqual({ asset: "USD", amount: "7" });
    await expect(server.parsePrice({ asset: "USDC", amount: "7" }, "agora:abc")).rejects.toThrow();
    await expect(server.parsePrice("$1", "eip155:8453")).rejects.toThrow();
    expect(server.getAssetDecimals("USD")).toBe(6);
  });
});

describe("AgoraExactClient", () => {
  it("names USD/6 as its default asset on agora networks, for x402's spend cap", () => {
    const client = new AgoraExactClient({ agoraUrl: "http://127.0.0.1:1", apiKey: "k" });
    expect(client.findDefaultAsset("USD", "agora:abc")).toEqual({ asset: "USD", decimals: 6, symbol: "USD" });
    expect(client.findDefaultAsset("USD", "eip155:1")).toBeUndefined();
  });
});

describe("agoraFacilitator", () => {
  it("points the official HTTP facilitator client at /x402", () => {
    expect(agoraFacilitator("https://agora.example/").url).toBe("https://agora.example/x402");
  });
});
