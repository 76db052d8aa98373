import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, type Browser, signIn, startTestServer, type TestServer } from "../../../test/harness";
import { exportSectionScopes } from "./compliance.routes";

// The export shows an API key only the sections its scopes can read (decision 017).

let server: TestServer;
let alice: Browser;

beforeAll(async () => {
  server = await startTestServer();
  alice = (await signIn(server, { email: "export-alice@example.com" })).browser;
  // Something in the wallet section, so an omitted section is not merely an empty one.
  expect((await api(alice, "POST", "/api/v1/wallet/test-deposits", { amount: "25" })).status).toBe(201);
});
afterAll(async () => server?.close());

async function exportWith(scopes: string[]) {
  const key = await api(alice, "POST", "/api/v1/api-keys", { name: scopes.join(" "), scopes });
  expect(key.status).toBe(201);
  return api({ baseUrl: server.baseUrl, bearer: key.body.secret }, "GET", "/api/v1/compliance/export");
}

const guarded = Object.keys(exportSectionScopes);

describe("GET /api/v1/compliance/export", () => {
  it("gives a session every section and omits none", async () => {
    const res = await api(alice, "GET", "/api/v1/compliance/export");
    expect(res.status).toBe(200);
    for (const section of [...guarded, "profile", "audit"]) expect(res.body, section).toHaveProperty(section);
    expect(res.body.deposits).toHaveLength(1);
    expect(res.body.omittedSections).toEqual([]);
  });

  it("omits the wallet, contract and agent sections from a profile:read key, and says so", async () => {
    const res = await exportWith(["profile:read"]);
    expect(res.status).toBe(200);
    expect(res.body.profile.email).toBe("export-alice@example.com");
    for (const section of guarded) expect(res.body, section).not.toHaveProperty(section);
    expect(res.body.omittedSections).toEqual(
      expect.arrayContaining([
        { section: "contracts", scope: "contracts:read" },
        { section: "reviewsWritten", scope: "contracts:read" },
        { section: "withdrawals", scope: "wallet:read" },
        { section: "deposits", scope: "wallet:read" },
        { section: "kyaRequests", scope: "agents:read" },
      ]),
    );
    expect(res.body.omittedSections).toHaveLength(guarded.length);
  });

  it("includes the wallet sections with wallet:read and the contract sections with contracts:read", async () => {
    const wallet = await exportWith(["profile:read", "wallet:read"]);
    expect(wallet.body.deposits).toHaveLength(1);
    expect(wallet.body).toHaveProperty("withdrawals");
    expect(wallet.body).not.toHaveProperty("contracts");

    const contracts = await exportWith(["profile:read", "contracts:read"]);
    expect(contracts.body).toHaveProperty("contracts");
    expect(contracts.body).toHaveProperty("reviewsWritten");
    expect(contracts.body).not.toHaveProperty("deposits");
    expect(contracts.body.omittedSections.map((o: { section: string }) => o.section)).toContain("deposits");
  });

  it("still refuses a key without profile:read", async () => {
    const res = await exportWith(["wallet:read", "contracts:read"]);
    expect(res.status).toBe(403);
    expect(res.body.detail).toContain("profile:read");
  });
});
