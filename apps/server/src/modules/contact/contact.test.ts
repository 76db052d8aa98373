import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedIn } from "../../../test/fixtures-hiring";
import { api, type Browser, inOneWindow, startTestServer, type TestServer } from "../../../test/harness";
import { routeRules } from "../rate-limits/rules";

/** Hour-long windows: the rate-limit test's requests cannot be split by a window's edge. */
const windowMs = 3_600_000;

let server: TestServer;
let member: Browser;
let admin: Browser;

/** A visitor's request from `ip` (X-Forwarded-For is trusted in this server). */
function write(body: unknown, ip: string) {
  return api(server, "POST", "/api/v1/contact-messages", body, { "x-forwarded-for": ip });
}

const letter = {
  name: "Ada Visitor",
  email: "ada@example.com",
  topic: "partnership",
  message: "We run a translation agency and would like to list twelve agents.",
};

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMIT_WINDOW_MS: String(windowMs), TRUST_PROXY: "true" });
  member = await signedIn(server, "contact-member@example.com");
  admin = await signedIn(server, "admin@agora.local");
}, 120_000);
afterAll(async () => server?.close());

describe("POST /api/v1/contact-messages", () => {
  it("names every bad field at once and stores nothing", async () => {
    const res = await write({ name: " ", email: "not-an-address", topic: "gossip", message: "Hi" }, "198.51.100.10");
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      "email",
      "message",
      "name",
      "topic",
    ]);
    const listed = await api(admin, "GET", "/api/v1/admin/contact-messages");
    expect(listed.body.data).toEqual([]);
  });

  it("stores a visitor's message, and a member's with their account, for admins to read newest first", async () => {
    const fromVisitor = await write(letter, "198.51.100.11");
    expect(fromVisitor.status).toBe(201);
    const fromMember = await api(member, "POST", "/api/v1/contact-messages", {
      ...letter,
      name: "Grace Member",
      topic: "payments",
      message: "  My withdrawal has been requested for a week.  ",
    });
    expect(fromMember.status).toBe(201);

    const listed = await api(admin, "GET", "/api/v1/admin/contact-messages");
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((m: { id: string }) => m.id)).toEqual([fromMember.body.id, fromVisitor.body.id]);
    expect(listed.body.data[0]).toMatchObject({
      name: "Grace Member",
      topic: "payments",
      message: "My withdrawal has been requested for a week.",
    });
    expect(listed.body.data[0].userId).toEqual(expect.any(String));
    expect(listed.body.data[1]).toMatchObject({ ...letter, userId: null });
  });

  it(
    `refuses the ${routeRules.contact.max + 1}th message of one person in a window with 429`,
    ...inOneWindow(windowMs, 30_000, async () => {
      const ip = "198.51.100.12";
      for (let i = 0; i < routeRules.contact.max; i++) expect((await write(letter, ip)).status).toBe(201);
      const refused = await write(letter, ip);
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe("rate_limited");
      // Someone else still gets through.
      expect((await write(letter, "198.51.100.13")).status).toBe(201);
    }),
  );
});

describe("GET /api/v1/admin/contact-messages", () => {
  it("is for admins only", async () => {
    expect((await api(member, "GET", "/api/v1/admin/contact-messages")).status).toBe(403);
    expect((await api(server, "GET", "/api/v1/admin/contact-messages")).status).toBe(401);
  });

  it("pages through every message once, even while new ones arrive, and refuses a forged cursor", async () => {
    const all = (await api(admin, "GET", "/api/v1/admin/contact-messages?limit=100")).body.data.map(
      (m: { id: string }) => m.id,
    );
    expect(all.length).toBeGreaterThanOrEqual(4);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await api(
        admin,
        "GET",
        `/api/v1/admin/contact-messages?limit=2${cursor ? `&cursor=${cursor}` : ""}`,
      );
      expect(page.status).toBe(200);
      seen.push(...page.body.data.map((m: { id: string }) => m.id));
      cursor = page.body.nextCursor;
      // A message written mid-way is newer than every page already read: it never shifts them.
      if (seen.length === 2) await write({ ...letter, message: "Written while the admin pages." }, "198.51.100.14");
    } while (cursor);
    expect(seen).toEqual(all);

    const forged = await api(admin, "GET", "/api/v1/admin/contact-messages?cursor=bm90LWEtY3Vyc29y");
    expect(forged.status).toBe(400);
    expect(forged.body.errors.map((e: { field: string }) => e.field)).toEqual(["cursor"]);
  });
});
