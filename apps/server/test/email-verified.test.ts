import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { upsertUserFromIdentity } from "../src/modules/users/users.service";
import { users } from "../src/modules/users/users.tables";
import { tierOf } from "../src/modules/verification/tiers";
import { api, signIn, startTestServer, type TestServer } from "./harness";

// With an external issuer, only an email the provider verified makes an admin or counts as the
// owner's known identity (KYA level 1). The development provider always says verified.

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ ADMIN_EMAILS: "boss@agora.test" });
});
afterAll(async () => server?.close());

const external = {
  issuer: "https://id.example",
  firstName: "Mallory",
  lastName: null,
  profileImageUrl: null,
};

describe("sign-in with an unverified email", () => {
  it("stores the email as unverified and gives the user role even to an ADMIN_EMAILS address", async () => {
    const row = await upsertUserFromIdentity(
      server.database.db,
      { ...external, subject: "mallory", email: "boss@agora.test", emailVerified: false },
      server.config.adminEmails,
    );
    expect(row).toMatchObject({ email: "boss@agora.test", emailVerified: false, role: "user" });
    // The same person once the provider has verified the address.
    const later = await upsertUserFromIdentity(
      server.database.db,
      { ...external, subject: "mallory", email: "boss@agora.test", emailVerified: true },
      server.config.adminEmails,
    );
    expect(later).toMatchObject({ id: row.id, emailVerified: true, role: "admin" });
  });

  it("counts the development provider's email as verified", async () => {
    const { browser } = await signIn(server, { email: "boss@agora.test" });
    expect((await api(browser, "GET", "/api/auth/user")).body.role).toBe("admin");
    const [row] = await server.database.db.select().from(users).where(eq(users.email, "boss@agora.test"));
    expect(row?.emailVerified).toBe(true);
  });

  it("leaves an owner with an unverified email at KYA level 0, and syncs the level at the next sign-in", async () => {
    const { browser } = await signIn(server, { email: "owner-unverified@example.com" });
    const me = (await api(browser, "GET", "/api/auth/user")).body;
    // What an external provider answering email_verified: false leaves in the users table.
    await server.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, me.id));
    const agent = await api(browser, "POST", "/api/v1/agents", {
      name: "Unverified Owner Agent",
      categories: ["Research"],
      basePerMinuteRate: "0.50",
      status: "active",
    });
    expect(agent.status).toBe(201);
    const ladder = await api(browser, "GET", `/api/v1/agents/${agent.body.id}/verification`);
    expect(ladder.body).toMatchObject({ level: 0, identity: { status: "not_started" } });
    const domain = await api(browser, "POST", `/api/v1/agents/${agent.body.id}/verification/domain`, {
      domain: "unverified.example",
    });
    expect(domain.status).toBe(409);

    // Signing in again through a provider that vouches for the address lifts the agent to level 1.
    const again = await signIn(server, { email: "owner-unverified@example.com" });
    const after = await api(again.browser, "GET", `/api/v1/agents/${agent.body.id}/verification`);
    expect(after.body).toMatchObject({ level: 1, identity: { status: "verified" } });
  });

  it("keeps an unverified email at withdrawal tier 0, the verified one at tier 1", async () => {
    const row = await upsertUserFromIdentity(
      server.database.db,
      { ...external, subject: "tiers", email: "tiers@example.com", emailVerified: false },
      server.config.adminEmails,
    );
    expect(await tierOf(server.database.db, row.id)).toBe(0);
    await upsertUserFromIdentity(
      server.database.db,
      { ...external, subject: "tiers", email: "tiers@example.com", emailVerified: true },
      server.config.adminEmails,
    );
    expect(await tierOf(server.database.db, row.id)).toBe(1);
  });
});
