import { desc, isNotNull, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, signIn, startTestServer, type TestServer } from "../../../test/harness";
import { sessions } from "./auth.tables";
import { signInWindowMs } from "./session-store";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SESSION_TTL_DAYS: "30" });
});
afterAll(async () => server?.close());

describe("session rows", () => {
  it("expires a pre-login session (/api/login, no callback) within 10 minutes, not the idle TTL", async () => {
    expect(signInWindowMs).toBe(10 * 60 * 1000);
    const startedAt = Date.now();
    const res = await new Browser(server.baseUrl).fetch("/api/login?returnTo=/jobs");
    expect(res.status).toBe(302);
    const rows = await server.database.db.select().from(sessions).where(isNull(sessions.userId));
    expect(rows).toHaveLength(1);
    const lifeMs = (rows[0]?.expiresAt.getTime() ?? 0) - startedAt;
    expect(lifeMs).toBeGreaterThan(signInWindowMs - 60_000);
    expect(lifeMs).toBeLessThanOrEqual(signInWindowMs + 5_000);
  });

  it("gives a signed-in session the idle TTL", async () => {
    const startedAt = Date.now();
    await signIn(server, { email: "session-rows@example.com" });
    const [row] = await server.database.db
      .select()
      .from(sessions)
      .where(isNotNull(sessions.userId))
      .orderBy(desc(sessions.expiresAt))
      .limit(1);
    const lifeMs = (row?.expiresAt.getTime() ?? 0) - startedAt;
    expect(lifeMs).toBeGreaterThan(29 * 24 * 60 * 60 * 1000);
  });
});
