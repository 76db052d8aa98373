import { formatMicros, parseMicros, splitPayout } from "@agora/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAgent,
  createFixedService,
  deliverAndApprove,
  depositTestFunds,
  fundedFixedContract,
  signedIn,
} from "../../../test/fixtures-hiring";
import { api, Browser, startTestServer, type TestServer } from "../../../test/harness";
import { executeRows } from "../../db/rows";
import { users } from "../users/users.tables";
import { getPlatformAnalytics, rollUpAnalytics, visitorKey } from "./analytics.service";

// Decision 037: the admin dashboard's figures for a small known platform — real and demo apart,
// the page-view rollup giving what the live count gives, and the window's edges.

let server: TestServer;
let admin: Browser;
let someone: Browser;
let adminId: string;
let clientId: string;

const dayMs = 24 * 60 * 60 * 1000;
const today = new Date().toISOString().slice(0, 10);
/** The UTC midnight starting `days` days before today, plus `ms`. */
const at = (daysAgo: number, ms = 0) => new Date(Date.parse(`${today}T00:00:00Z`) - daysAgo * dayMs + ms);
const dayAgo = (daysAgo: number) => at(daysAgo).toISOString().slice(0, 10);

async function insertView(path: string, when: Date, who: { userId?: string; visitor?: string }) {
  await server.database.db.execute(
    sql`insert into page_views (path, user_id, visitor_key, created_at)
        values (${path}, ${who.userId ?? null}, ${who.visitor ?? null}, ${when.toISOString()}::timestamptz)`,
  );
}

const analytics = async (days = "7") => {
  const res = await api(admin, "GET", `/api/v1/admin/analytics?days=${days}`);
  expect(res.status).toBe(200);
  return res.body;
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server, { email: "admin@agora.local", firstName: "Ada", lastName: "Admin" });
  const owner = await signedIn(server, { email: "stats-owner@example.com" });
  const client = await signedIn(server, { email: "stats-client@example.com" });
  const demoOwner = await signedIn(server, { email: "stats-demo@example.com" });
  someone = await signedIn(server, { email: "stats-someone@example.com" });
  adminId = (await api(admin, "GET", "/api/auth/user")).body.id;
  clientId = (await api(client, "GET", "/api/auth/user")).body.id;
  await server.database.db.update(users).set({ isDemo: true }).where(eq(users.email, "stats-demo@example.com"));
  await depositTestFunds(client, "500");

  const realAgent = await createAgent(owner, { name: "Stats Real Agent" });
  const demoAgent = await createAgent(demoOwner, { name: "Stats Demo Agent" });
  const realService = await createFixedService(owner, realAgent, "Real study", { min: "10", max: "200" });
  const demoService = await createFixedService(demoOwner, demoAgent, "Demo study", { min: "10", max: "200" });
  // A real contract completed ($100), a real one held in escrow ($25), a demo one held ($40).
  const done = await fundedFixedContract(client, owner, realService, "100");
  await deliverAndApprove(client, owner, done);
  // The completed one happened two days ago: it and every transfer of its escrow move back.
  await server.database.db.execute(
    sql`update contracts set created_at = created_at - interval '2 days' where id = ${done}`,
  );
  await server.database.db.execute(
    sql`update ledger_transfers set created_at = created_at - interval '2 days'
        where debit_account_id in (select id from ledger_accounts where owner_id = ${done})
           or credit_account_id in (select id from ledger_accounts where owner_id = ${done})`,
  );
  await fundedFixedContract(client, owner, realService, "25");
  await fundedFixedContract(client, demoOwner, demoService, "40");

  // Page views: the window of 7 days runs from the midnight 6 days ago to now.
  await insertView("/marketplace?q=a", at(0, 1000), { userId: adminId });
  await insertView("/marketplace?q=b", at(0, 2000), { userId: adminId });
  await insertView("/", at(0, 3000), { visitor: "v1" });
  await insertView("/", at(1, 5000), { visitor: "v1" });
  await insertView("/", at(1, 6000), { visitor: "v2" });
  await insertView("/agents", at(1, 7000), { userId: clientId });
  await insertView("/", at(6), { visitor: "v3" }); // the window's first instant: in
  await insertView("/", at(6, -1), { visitor: "v4" }); // one ms before it: out
});
afterAll(async () => server?.close());

describe("GET /api/v1/admin/analytics", () => {
  it("counts sign-ups, agents, services and contracts with the demo ones apart", async () => {
    const body = await analytics();
    expect(body).toMatchObject({ days: 7, from: dayAgo(6), to: today });
    expect(body.series).toHaveLength(7);
    expect(body.series.map((d: { day: string }) => d.day)).toEqual([6, 5, 4, 3, 2, 1, 0].map(dayAgo));
    const last = body.series[6];
    expect(last.signUps).toEqual({ real: 4, demo: 1 });
    expect(last.newAgents).toEqual({ real: 1, demo: 1 });
    expect(last.newServices).toEqual({ real: 1, demo: 1 });
    expect(last.newContracts).toEqual({ real: 1, demo: 1 });
    expect(body.series[4].newContracts).toEqual({ real: 1, demo: 0 });
    expect(body.totals.newContracts).toEqual({ real: 2, demo: 1 });
    const states = Object.fromEntries(
      body.now.contractsByState.map((s: { state: string; count: unknown }) => [s.state, s.count]),
    );
    expect(states.completed).toEqual({ real: 1, demo: 0 });
    expect(states.active).toEqual({ real: 1, demo: 1 });
    expect(states.disputed).toEqual({ real: 0, demo: 0 });
  });

  it("sums money in µUSD and reports it in dollars, demo money apart", async () => {
    const body = await analytics();
    const fee = splitPayout(parseMicros("100") as bigint).fee;
    expect(body.totals.volumeSettled).toEqual({ real: "100.00", demo: "0.00" });
    expect(body.totals.fees).toEqual({ real: formatMicros(fee), demo: "0.00" });
    expect(body.now.escrowHeld).toEqual({ real: "25.00", demo: "40.00" });
    const last = body.series[6];
    expect(last.escrowHeld).toEqual({ real: "25.00", demo: "40.00" });
    // The $100 contract was funded and paid out two days ago; the others were funded today, so
    // yesterday ended with nothing in escrow.
    expect(body.series[4].volumeSettled).toEqual({ real: "100.00", demo: "0.00" });
    expect(body.series[4].escrowHeld).toEqual({ real: "0.00", demo: "0.00" });
    expect(body.series[5].escrowHeld).toEqual({ real: "0.00", demo: "0.00" });
    expect(last.volumeSettled).toEqual({ real: "0.00", demo: "0.00" });
  });

  it("counts page views and daily visitors inside the window only", async () => {
    const body = await analytics();
    const byDay = Object.fromEntries(
      body.series.map((d: { day: string; pageViews: number; visitors: number }) => [d.day, [d.pageViews, d.visitors]]),
    );
    expect(byDay[today]).toEqual([3, 2]);
    expect(byDay[dayAgo(1)]).toEqual([3, 3]);
    expect(byDay[dayAgo(6)]).toEqual([1, 1]);
    expect(body.totals.pageViews).toBe(7);
    expect(body.totals.visitorDays).toBe(6);
    expect(body.topPages).toEqual([
      { path: "/", views: 4, visitorDays: 4 },
      { path: "/marketplace", views: 2, visitorDays: 1 },
      { path: "/agents", views: 1, visitorDays: 1 },
    ]);
    // The 30-day window reaches the view just before the 7-day one.
    expect((await analytics("30")).totals.pageViews).toBe(8);
  });

  it("gives the same figures from the daily rollup as from the raw views, and rolls up idempotently", async () => {
    const live = await analytics("30");
    // Every complete day from the first page view (7 days ago) to yesterday.
    expect(await rollUpAnalytics(server.database.db)).toBe(7);
    // Nothing new to roll up: the last complete day is done.
    expect(await rollUpAnalytics(server.database.db)).toBe(0);
    const rolled = await analytics("30");
    expect(rolled.series).toEqual(live.series);
    expect(rolled.totals).toEqual(live.totals);
    expect(rolled.now).toEqual(live.now);
    expect(rolled.topPages).toEqual(live.topPages);
    // The rolled-up days survive pruning of the raw views; today is still counted live.
    await server.database.db.execute(
      sql`delete from page_views where created_at < ${at(0).toISOString()}::timestamptz`,
    );
    const pruned = await analytics("30");
    expect(pruned.series).toEqual(live.series);
    expect(pruned.totals.pageViews).toBe(8);
  });

  it("computes the same figures in the service as over HTTP", async () => {
    const direct = await getPlatformAnalytics(server.database.db, 7);
    const body = await analytics();
    expect({ ...direct, generatedAt: "" }).toEqual({ ...body, generatedAt: "" });
  });

  it("is for admins only", async () => {
    expect((await api(someone, "GET", "/api/v1/admin/analytics")).status).toBe(403);
    const anonymous = await api(new Browser(server.baseUrl), "GET", "/api/v1/admin/analytics");
    expect(anonymous.status).toBe(401);
  });

  it("refuses a window other than 7, 30 or 90 days, naming the field", async () => {
    for (const days of ["14", "abc", "0"]) {
      const res = await api(admin, "GET", `/api/v1/admin/analytics?days=${days}`);
      expect(res.status).toBe(400);
      expect(res.headers.get("content-type")).toContain("application/problem+json");
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(["days"]);
    }
  });
});

describe("visitors' page views", () => {
  it("store a per-day salted key instead of the IP", async () => {
    const anon = new Browser(server.baseUrl);
    expect((await api(anon, "POST", "/api/analytics/pageviews", { path: "/visitor-key" })).status).toBe(204);
    const rows = await executeRows<{ visitor_key: string | null; user_id: string | null }>(
      server.database.db,
      sql`select visitor_key, user_id from page_views where path = '/visitor-key'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.user_id).toBeNull();
    expect(rows[0]?.visitor_key).toMatch(/^[0-9a-f]{32}$/);
  });

  it("change from one day to the next and depend on the secret", () => {
    const monday = new Date("2026-11-23T12:00:00Z");
    const tuesday = new Date("2026-11-24T00:00:01Z");
    const key = visitorKey("secret-one", "203.0.113.7", "Firefox", monday);
    expect(visitorKey("secret-one", "203.0.113.7", "Firefox", monday)).toBe(key);
    expect(visitorKey("secret-one", "203.0.113.7", "Firefox", tuesday)).not.toBe(key);
    expect(visitorKey("secret-two", "203.0.113.7", "Firefox", monday)).not.toBe(key);
  });
});
