import { afterAll, describe, expect, it } from "vitest";
import {
  createAgent,
  createPerMinuteService,
  depositTestFunds,
  fundContract,
  hireAndAccept,
  signedIn,
} from "../../../test/fixtures-hiring";
import { api, createTestDatabase, startTestServer } from "../../../test/harness";

const database = await createTestDatabase();
afterAll(async () => database.close());

describe("a restart in the middle of a stream", () => {
  it("keeps accruing from the stored start and settles the exact amount after the restart", async () => {
    const first = await startTestServer({ STREAM_SWEEP_MS: "0" }, database);
    const owner = await signedIn(first, "restart-owner@example.com");
    const client = await signedIn(first, "restart-client@example.com");
    const agentId = await createAgent(owner, { name: "Restart Test Agent", rateGranularity: 6 });
    const serviceId = await createPerMinuteService(owner, agentId, "Streamed work");
    await depositTestFunds(client, "20");
    const { contractId } = await hireAndAccept(client, owner, serviceId);
    await fundContract(client, contractId, "5");
    const started = (await api(client, "POST", `/api/v1/contracts/${contractId}/streams`)).body;
    // Sign-ins are tied to each test server's own identity provider; an API key works on both.
    const key = await api(client, "POST", "/api/v1/api-keys", {
      name: "restart",
      scopes: ["contracts:read", "streams:write"],
    });
    await first.app.close(); // the process goes away; the database stays

    const second = await startTestServer({ STREAM_SWEEP_MS: "0" }, database);
    const c2 = { baseUrl: second.baseUrl, bearer: key.body.secret as string };
    try {
      const during = await api(c2, "GET", `/api/v1/streams/${started.id}`);
      expect(during.status).toBe(200);
      expect(during.body.status).toBe("active");
      expect(Date.parse(during.body.at) - Date.parse(started.startedAt)).toBe(during.body.activeMs);
      const stop = (await api(c2, "POST", `/api/v1/streams/${started.id}/stop`)).body;
      // $0.60/min in 6 s steps with a 6 s minimum: 60,000 µUSD per started step.
      const steps = Math.max(1, Math.ceil(stop.activeMs / 6000));
      expect(stop.status).toBe("settled");
      expect(Math.round(Number(stop.settlement.gross) * 1e6)).toBe(steps * 60_000);
      const after = (await api(c2, "GET", `/api/v1/contracts/${contractId}`)).body;
      expect(Math.round(Number(after.escrow) * 1e6)).toBe(5_000_000 - steps * 60_000);
    } finally {
      await second.app.close();
    }
  });
});
