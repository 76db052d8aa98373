import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../test/harness";
import { ConfigError, loadConfig } from "./config";
import type { Database } from "./db/client";
import { executeRows } from "./db/rows";
import { pruneOldRows } from "./maintenance";
import { eventsAfter } from "./modules/realtime/events";

const dayMs = 24 * 60 * 60 * 1000;
const now = new Date("2030-06-01T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * dayMs).toISOString();

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

async function insertEvent(channel: string, createdAt: string): Promise<string> {
  const [row] = await executeRows<{ id: string }>(
    database.db,
    sql`insert into events (channel, event, data, created_at) values (${channel}, 'test.event', '{}'::jsonb, ${createdAt}::timestamptz)
        returning id::text as id`,
  );
  if (!row) throw new Error("no event inserted");
  return row.id;
}

/** An endpoint with deliveries: delivered and failed 31 days ago, pending 40 days ago, delivered 29 days ago. */
async function insertDeliveries(): Promise<{ keptFinished: string; oldPending: string }> {
  const owner = randomUUID();
  const endpoint = randomUUID();
  await database.db.execute(
    sql`insert into users (id, oidc_issuer, oidc_subject) values (${owner}::uuid, 'test', ${owner})`,
  );
  await database.db.execute(
    sql`insert into webhook_endpoints (id, owner_id, url, events, secret)
        values (${endpoint}::uuid, ${owner}::uuid, 'https://hooks.example/agora', '{contract.funded}', 'sealed')`,
  );
  const delivery = async (status: string, createdAt: string): Promise<string> => {
    const id = randomUUID();
    await database.db.execute(
      sql`insert into webhook_deliveries (id, endpoint_id, event_id, event_type, payload, status, created_at)
          values (${id}::uuid, ${endpoint}::uuid, ${randomUUID()}::uuid, 'contract.funded', '{}'::jsonb, ${status}, ${createdAt}::timestamptz)`,
    );
    return id;
  };
  await delivery("delivered", daysAgo(31));
  await delivery("failed", daysAgo(31));
  const oldPending = await delivery("pending", daysAgo(40));
  const keptFinished = await delivery("delivered", daysAgo(29));
  return { keptFinished, oldPending };
}

async function ids(table: "page_views" | "sessions" | "webhook_deliveries"): Promise<string[]> {
  const rows = await executeRows<{ id: string }>(database.db, sql`select id::text as id from ${sql.identifier(table)}`);
  return rows.map((r) => r.id).sort();
}

describe("retention", () => {
  it("has named defaults (30 days of events, 90 of page views) and refuses a retention under a day", () => {
    expect(loadConfig({ NODE_ENV: "test" }).retention).toEqual({ eventsDays: 30, pageViewsDays: 90 });
    const set = loadConfig({ NODE_ENV: "test", EVENTS_RETENTION_DAYS: "7", PAGE_VIEWS_RETENTION_DAYS: "400" });
    expect(set.retention).toEqual({ eventsDays: 7, pageViewsDays: 400 });
    expect(() => loadConfig({ NODE_ENV: "test", EVENTS_RETENTION_DAYS: "0" })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: "test", PAGE_VIEWS_RETENTION_DAYS: "x" })).toThrow(/PAGE_VIEWS_RETENTION_DAYS/);
  });

  it("deletes events, page views and sessions past retention in one pass, and keeps the rest", async () => {
    const channel = `contract:${randomUUID()}`;
    const old = await insertEvent(channel, daysAgo(31));
    const kept = await insertEvent(channel, daysAgo(29));
    const views = { old: randomUUID(), kept: randomUUID() };
    await database.db.execute(
      sql`insert into page_views (id, path, created_at) values
            (${views.old}::uuid, '/old', ${daysAgo(91)}::timestamptz), (${views.kept}::uuid, '/new', ${daysAgo(89)}::timestamptz)`,
    );
    await database.db.execute(
      sql`insert into sessions (id, data, expires_at) values
            ('expired', '{}'::jsonb, ${daysAgo(0.01)}::timestamptz), ('live', '{}'::jsonb, ${daysAgo(-0.01)}::timestamptz)`,
    );

    const deliveries = await insertDeliveries();

    const removed = await pruneOldRows(database.db, { eventsDays: 30, pageViewsDays: 90 }, now);

    expect(removed).toEqual({ sessions: 1, events: 1, pageViews: 1, webhookDeliveries: 2 });
    // Finished deliveries past retention go; a pending one stays whatever its age, so nothing queued is lost.
    expect(await ids("webhook_deliveries")).toEqual([deliveries.keptFinished, deliveries.oldPending].sort());
    expect((await eventsAfter(database.db, channel, "0")).map((e) => e.id)).toEqual([kept]);
    expect(await ids("page_views")).toEqual([views.kept]);
    expect(await ids("sessions")).toEqual(["live"]);
    expect(BigInt(old)).toBeLessThan(BigInt(kept));
  });

  it("replays after a pruned lastEventId: the retained later events, then new ones with fresh ids", async () => {
    const channel = `contract:${randomUUID()}`;
    const gone = [await insertEvent(channel, daysAgo(40)), await insertEvent(channel, daysAgo(35))];
    const kept = await insertEvent(channel, daysAgo(1));
    await pruneOldRows(database.db, { eventsDays: 30, pageViewsDays: 90 }, now);

    const replay = await eventsAfter(database.db, channel, gone[0] as string);
    expect(replay.map((e) => e.id)).toEqual([kept]);
    // The sequence never hands a pruned id out again, so a client's lastEventId stays meaningful.
    const fresh = await insertEvent(channel, now.toISOString());
    expect(BigInt(fresh)).toBeGreaterThan(BigInt(kept));
    expect((await eventsAfter(database.db, channel, gone[1] as string)).map((e) => e.id)).toEqual([kept, fresh]);
  });
});
