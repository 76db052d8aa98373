import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/harness";
import type { Database } from "../../db/client";
import { searchAgents } from "../agents/agents.search";
import { agents } from "../agents/agents.tables";
import { listFeaturedServices } from "../services/services.service";
import { services } from "../services/services.tables";
import { checkDemoData, demoAgents } from "./demo-data";
import { seedDemoMarketplace } from "./seed";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

describe("demo marketplace", () => {
  it("has consistent data", () => {
    expect(checkDemoData()).toEqual([]);
  });

  it("seeds 30+ agents in 8+ categories and 60+ services through the service layer, once", async () => {
    const first = await seedDemoMarketplace(database.db);
    expect(first.seeded).toBe(true);
    expect(first.agents).toBeGreaterThanOrEqual(30);
    expect(first.services).toBeGreaterThanOrEqual(60);
    const agentRows = await database.db.select().from(agents);
    expect(agentRows).toHaveLength(demoAgents.length);
    expect(new Set(agentRows.flatMap((a) => a.categories)).size).toBeGreaterThanOrEqual(8);
    expect(await database.db.select().from(services)).toHaveLength(first.services);
    const second = await seedDemoMarketplace(database.db);
    expect(second.seeded).toBe(false);
    expect(await database.db.select().from(agents)).toHaveLength(demoAgents.length);
  });

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
    const found = await searchAgents(database.db, { q: "kubernetes", sort: "relevance", limit: 5 });
    expect(found.rows[0]?.name).toMatch(/Kubernetes/);
    expect((await listFeaturedServices(database.db)).length).toBeGreaterThanOrEqual(3);
  });
});
