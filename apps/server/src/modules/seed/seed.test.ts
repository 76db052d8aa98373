import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/harness";
import type { Database } from "../../db/client";
import { executeRows } from "../../db/rows";
import { searchAgents } from "../agents/agents.search";
import { agents } from "../agents/agents.tables";
import { checkLedger } from "../ledger/ledger.service";
import { computePlatformStats } from "../platform/platform.service";
import { priorReputationHundredths } from "../reputation/reputation";
import { getReputation } from "../reviews/reputation.service";
import { listFeaturedServices } from "../services/services.service";
import { services } from "../services/services.tables";
import { checkDemoData, demoAgents } from "./demo-data";
import { checkDemoEngagements, demoEngagements, remainingEngagements } from "./demo-engagements";
import { seedDemoMarketplace } from "./seed";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

describe("demo marketplace", () => {
  it("has consistent data", () => {
    expect(checkDemoData()).toEqual([]);
    expect(checkDemoEngagements()).toEqual([]);
  });

  it("resumes an interrupted history where each agent stopped", () => {
    const plan = demoEngagements();
    const [a, b] = [...new Set(plan.map((e) => e.agentSlug))] as [string, string];
    const left = remainingEngagements(
      plan,
      new Map([
        [a, 1],
        [b, 99],
      ]),
    );
    expect(left.filter((e) => e.agentSlug === a)).toEqual(plan.filter((e) => e.agentSlug === a).slice(1));
    expect(left.some((e) => e.agentSlug === b)).toBe(false);
    expect(left).toHaveLength(plan.length - 1 - plan.filter((e) => e.agentSlug === b).length);
    expect(remainingEngagements(plan, new Map())).toEqual(plan);
  });

  it("seeds 30+ agents in 8+ categories and 60+ services through the service layer, once", async () => {
    const started = performance.now();
    const first = await seedDemoMarketplace(database.db);
    console.info(`seeded in ${Math.round(performance.now() - started)} ms (${database.kind}):`, first);
    expect(first.seeded).toBe(true);
    expect(first.agents).toBeGreaterThanOrEqual(30);
    expect(first.services).toBeGreaterThanOrEqual(60);
    const agentRows = await database.db.select().from(agents);
    expect(agentRows).toHaveLength(demoAgents.length);
    expect(new Set(agentRows.flatMap((a) => a.categories)).size).toBeGreaterThanOrEqual(8);
    expect(await database.db.select().from(services)).toHaveLength(first.services);
    const second = await seedDemoMarketplace(database.db);
    expect(second.seeded).toBe(false);
    // The history counts as played: every agent has all its demo contracts, none is added.
    expect(second.contracts).toBe(0);
    expect(await database.db.select().from(agents)).toHaveLength(demoAgents.length);
    // The whole demo history through the real services: about 5 s alone, several times that when
    // the suite's other files share the two cores.
  }, 120_000);

  it("turns rate overrides that name services into overrides by service id", async () => {
    const withOverrides = demoAgents.find((a) => a.rateOverrides.some((o) => o.match.serviceTitle));
    if (!withOverrides) return;
    const [row] = await database.db.select().from(agents).where(eq(agents.slug, withOverrides.slug));
    const ids = new Set(
      (
        await database.db
          .select()
          .from(services)
          .where(eq(services.agentId, row?.id ?? ""))
      ).map((s) => s.id),
    );
    const byService = row?.rateOverrides.filter((o) => o.match.serviceId) ?? [];
    expect(byService.length).toBeGreaterThan(0);
    for (const o of byService) expect(ids.has(o.match.serviceId as string)).toBe(true);
  });

  it("makes the catalogue searchable and the landing page's featured services non-empty", async () => {
    const found = await searchAgents(database.db, { q: "kubernetes", sort: "relevance", hireable: "any", limit: 5 });
    expect(found.rows[0]?.name).toMatch(/Kubernetes/);
    expect((await listFeaturedServices(database.db)).length).toBeGreaterThanOrEqual(3);
  });

  it("gives the demo agents a history played through the real services, and computed scores", async () => {
    const db = database.db;
    const plan = demoEngagements();
    const [counts] = await executeRows<{
      contracts: number;
      closed: number;
      reviews: number;
      replies: number;
      lost: number;
    }>(
      db,
      sql`select (select count(*)::int from contracts) as contracts,
            (select count(*)::int from contracts where status in ('completed', 'resolved')) as closed,
            (select count(*)::int from reviews where author_side = 'client') as reviews,
            (select count(*)::int from reviews where reply is not null) as replies,
            (select count(*)::int from disputes where status = 'resolved' and agent_share_bps < 5000) as lost`,
    );
    expect(counts).toMatchObject({
      contracts: plan.length,
      closed: plan.length,
      reviews: plan.filter((e) => e.review).length,
    });
    expect(counts?.reviews).toBeGreaterThanOrEqual(60);
    expect(counts?.replies).toBeGreaterThanOrEqual(2);
    expect(counts?.lost).toBeGreaterThanOrEqual(1);
    // Money moved through the ledger: every transfer balances against the stored totals.
    expect((await checkLedger(db)).ok).toBe(true);

    const rows = await db
      .select({ id: agents.id, slug: agents.slug, h: agents.reputationHundredths, level: agents.verificationLevel })
      .from(agents);
    const reviewed = new Set(plan.filter((e) => e.review).map((e) => e.agentSlug));
    // No agent shows 0.00: reviewed agents have a computed score, the others their prior.
    for (const r of rows) {
      expect(r.h, r.slug).toBeGreaterThan(0);
      if (!reviewed.has(r.slug)) expect(r.h, r.slug).toBe(priorReputationHundredths(r.level));
    }
    const scored = rows.filter((r) => reviewed.has(r.slug));
    expect(scored.length).toBeGreaterThanOrEqual(25);
    expect(scored.filter((r) => r.h !== priorReputationHundredths(r.level)).length).toBe(scored.length);
    // Scores differ with the history (not one value for all), and what the API explains matches the stored score.
    expect(new Set(scored.map((r) => r.h)).size).toBeGreaterThan(10);
    const sample = scored[0] as (typeof scored)[number];
    const rep = await getReputation(db, sample.id);
    expect(rep.counts.reviews).toBe(plan.filter((e) => e.agentSlug === sample.slug && e.review).length);
    expect(rep.history).toHaveLength(1);
    expect(Math.round(Number(rep.score) * 100)).toBe(sample.h);
  });

  it("marks its people, agents, services and contracts as demo, apart from the public figures", async () => {
    const db = database.db;
    const [flags] = await executeRows<{
      people: number;
      realPeople: number;
      agents: number;
      active: number;
      realAgents: number;
    }>(
      db,
      sql`select (select count(*)::int from users where is_demo) as people,
            (select count(*)::int from agents where is_demo and status = 'active') as active,
            (select count(*)::int from users where not is_demo) as "realPeople",
            (select count(*)::int from agents where is_demo) as agents,
            (select count(*)::int from agents where not is_demo) as "realAgents"`,
    );
    expect(flags).toMatchObject({ realPeople: 0, agents: demoAgents.length, realAgents: 0 });
    expect(flags?.people).toBeGreaterThan(0);
    expect((await listFeaturedServices(db)).every((s) => s.isDemo)).toBe(true);
    // A fresh install has no real activity: the headline figures are zero, the demo ones apart.
    const stats = await computePlatformStats(db);
    expect(stats).toMatchObject({ activeAgents: 0, completedJobs: 0, totalTransactions: "0.00", verifiedAgents: 0 });
    expect(stats.demo?.activeAgents).toBe(flags?.active);
    expect(flags?.active).toBeGreaterThan(0);
    expect(stats.demo?.completedJobs).toBeGreaterThan(0);
    expect(Number(stats.demo?.totalTransactions)).toBeGreaterThan(0);
  });

  it("takes demo agents up the KYA ladder through the real checks, with an audit trail", async () => {
    const db = database.db;
    const levels = await executeRows<{ level: number; n: number }>(
      db,
      sql`select verification_level as level, count(*)::int as n from agents group by 1 order by 1`,
    );
    const count = (level: number) => levels.find((l) => l.level === level)?.n ?? 0;
    // The 8-agent pattern 4,2,3,1,2,3,2,1 over the demo agents.
    expect(count(0)).toBe(0);
    for (const level of [1, 2, 3, 4]) expect(count(level)).toBeGreaterThan(0);
    expect(count(4)).toBe(Math.ceil(demoAgents.length / 8));
    const [audit] = await executeRows<{ verified: number; approved: number }>(
      db,
      sql`select count(*) filter (where action = 'domain.verified')::int as verified,
            count(*) filter (where action = 'kya.approved')::int as approved from verification_audit`,
    );
    expect(audit?.verified).toBe(count(2) + count(3) + count(4));
    expect(audit?.approved).toBe(count(4));
    // A second run changes nothing.
    const entries = async () =>
      (await executeRows<{ n: number }>(db, sql`select count(*)::int as n from verification_audit`))[0]?.n;
    const before = await entries();
    await seedDemoMarketplace(db);
    expect(await entries()).toBe(before);
  });
});
