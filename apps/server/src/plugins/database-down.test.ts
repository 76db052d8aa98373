import { connect, createServer, type Server, type Socket } from "node:net";
import { DrizzleQueryError } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { api, createTestDatabase, freePort, startTestServer } from "../../test/harness";
import { openDatabase } from "../db/client";
import { databaseDownRetryAfterS, isDatabaseUnavailable, registerErrorHandler } from "./errors";

/** Drizzle's wrapper around a failed query, as the error handler receives it. */
const drizzleError = (cause: Error) => new DrizzleQueryError("select 1", [], cause);
const withCode = (code: string) => Object.assign(new Error(code), { code });

describe("isDatabaseUnavailable", () => {
  it("recognises an unreachable, terminated or starting database", () => {
    expect(isDatabaseUnavailable(drizzleError(withCode("ECONNREFUSED")))).toBe(true);
    expect(isDatabaseUnavailable(drizzleError(withCode("CONNECTION_CLOSED")))).toBe(true);
    expect(isDatabaseUnavailable(withCode("CONNECTION_ENDED"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailable(drizzleError(withCode("57P01")))).toBe(true);
    expect(isDatabaseUnavailable(withCode("57P03"))).toBe(true);
    expect(isDatabaseUnavailable(withCode("08006"))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")]))).toBe(true);
  });

  it("does not mistake a failing query or an outbound call for an outage", () => {
    expect(isDatabaseUnavailable(drizzleError(withCode("23505")))).toBe(false);
    expect(isDatabaseUnavailable(drizzleError(withCode("AG001")))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("fetch failed", { cause: withCode("ECONNREFUSED") }))).toBe(false);
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });

  it("makes the error handler answer 503 problem+json with Retry-After, and other faults an opaque 500", async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get("/down", async () => {
      throw drizzleError(withCode("ECONNREFUSED"));
    });
    app.get("/bug", async () => {
      throw drizzleError(withCode("42P01"));
    });
    const down = await app.inject({ method: "GET", url: "/down" });
    expect(down.statusCode).toBe(503);
    expect(down.headers["content-type"]).toMatch(/^application\/problem\+json/);
    expect(down.headers["retry-after"]).toBe(String(databaseDownRetryAfterS));
    expect(down.json()).toMatchObject({ status: 503, code: "service_unavailable" });
    const bug = await app.inject({ method: "GET", url: "/bug" });
    expect(bug.statusCode).toBe(500);
    expect(bug.headers["retry-after"]).toBeUndefined();
    await app.close();
  });
});

/**
 * A TCP relay in front of PostgreSQL that can be cut and restored: cutting closes the listener
 * and every relayed connection, as a database server going away does.
 */
async function startRelay(target: { host: string; port: number }, port: number) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const up = () =>
    new Promise<void>((resolve) => {
      if (server?.listening) return resolve();
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("close", () => sockets.delete(s));
          s.on("error", () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", () => resolve());
    });
  const down = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server?.close(() => resolve());
    });
  await up();
  return { up, down };
}

describe.skipIf(!process.env.DATABASE_URL)("with PostgreSQL unreachable", () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const fn of cleanup.reverse()) await fn();
  });

  it("answers 503 problem+json with Retry-After, never a 200 or a 500, and recovers when it is back", async () => {
    const database = await createTestDatabase();
    cleanup.push(() => database.close());
    const direct = new URL(database.url as string);
    const relayPort = await freePort();
    const relay = await startRelay({ host: direct.hostname, port: Number(direct.port || 5432) }, relayPort);
    const viaRelay = new URL(direct.href);
    viaRelay.port = String(relayPort);
    const server = await startTestServer({}, await openDatabase({ kind: "postgres", url: viaRelay.href, poolMax: 2 }));
    cleanup.push(async () => {
      await relay.up();
      await server.close();
    });

    expect((await api(server, "GET", "/api/performance/stats")).status).toBe(200);
    await relay.down();
    const answers = [
      await api(server, "GET", "/api/performance/stats"),
      await api(server, "GET", "/api/performance/health"),
      await api(server, "POST", "/api/analytics/pageviews", { path: "/down" }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(503);
      expect(res.headers.get("content-type")).toMatch(/^application\/problem\+json/);
      expect(res.headers.get("retry-after")).toBe(String(databaseDownRetryAfterS));
      expect(res.body).toMatchObject({
        code: "service_unavailable",
        detail: "The database is unavailable; retry later.",
      });
    }
    await relay.up();
    expect((await api(server, "GET", "/api/performance/stats")).status).toBe(200);
  });
});
