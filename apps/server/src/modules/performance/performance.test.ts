import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, startTestServer } from "../../../test/harness";
import type { Database } from "../../db/client";
import { getUptimePercent, pruneHeartbeats, recordHeartbeat } from "./performance.service";
import { heartbeatMinutes } from "./performance.tables";

const minute = 60_000;
const day = 24 * 60 * minute;

describe("uptime from per-minute heartbeats", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database?.close());

  it("computes the share of minutes with a heartbeat since the first one, deduplicating instances", async () => {
    const db = database.db;
    await db.delete(heartbeatMinutes);
    const start = new Date("2026-11-01T00:00:00Z");
    // 10 minutes of history (00:00–00:09); minute 3 and 7 had no instance up; two instances beat in minute 0.
    for (const m of [0, 1, 2, 4, 5, 6, 8, 9])
      await recordHeartbeat(db, "a", new Date(start.getTime() + m * minute + 5_000));
    await recordHeartbeat(db, "b", new Date(start.getTime() + 30_000));
    const now = new Date(start.getTime() + 9 * minute + 40_000);
    expect(await getUptimePercent(db, now)).toBe(80);
  });

  it("looks back 30 days at most", async () => {
    const db = database.db;
    await db.delete(heartbeatMinutes);
    const now = new Date("2026-11-22T12:00:00Z");
    // One beat 40 days ago is outside the window. Inside it: one beat at its very start, then
    // nothing until the last 15 days, which were all up — so about half the window was up.
    await recordHeartbeat(db, "a", new Date(now.getTime() - 40 * day));
    const rows = [{ minute: new Date(now.getTime() - 30 * day), instanceId: "a" }];
    for (let t = now.getTime() - 15 * day; t <= now.getTime(); t += minute)
      rows.push({ minute: new Date(t), instanceId: "a" });
    for (let i = 0; i < rows.length; i += 2000) await db.insert(heartbeatMinutes).values(rows.slice(i, i + 2000));
    const uptime = await getUptimePercent(db, now);
    expect(uptime).toBeCloseTo(50, 1);
  });

  it("reports 100 before any heartbeat and prunes beats older than the window", async () => {
    const db = database.db;
    await db.delete(heartbeatMinutes);
    expect(await getUptimePercent(db)).toBe(100);
    const now = new Date();
    await recordHeartbeat(db, "a", new Date(now.getTime() - 45 * day));
    await recordHeartbeat(db, "a", now);
    expect(await pruneHeartbeats(db, now)).toBe(1);
    expect(await db.select().from(heartbeatMinutes)).toHaveLength(1);
  });
});

describe("GET /api/performance/*", () => {
  it("answers health and footer stats to visitors", async () => {
    const server = await startTestServer();
    try {
      await server.database.db.delete(heartbeatMinutes);
      await recordHeartbeat(server.database.db, "test");
      const health = await fetch(`${server.baseUrl}/api/performance/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ uptime: 100 });
      const stats = await fetch(`${server.baseUrl}/api/performance/stats`);
      expect(await stats.json()).toEqual({ activeAgents: 0, jobsCompleted: 0 });
    } finally {
      await server.close();
    }
  });
});
