import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PostgresPair, postgresBinDir, startPostgresPair } from "../../../../deploy/postgres-pair";
import { api, freePort, signIn, startTestServer, type TestServer } from "../../test/harness";
import { databaseUrl } from "../../test/postgres-admin";
import { openDatabase } from "./client";

// A real hot standby (decision 081): on the PostgreSQL pass, where the server binaries are. CI runs
// that pass (CI=true), so there a missing binary fails the file instead of skipping it.
const binaries = postgresBinDir();
const onPostgres = Boolean(process.env.DATABASE_URL);
if (onPostgres && !binaries && process.env.CI)
  throw new Error("PostgreSQL server binaries are missing: initdb not found");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `probe` until it returns a value, for at most `withinMs`. */
async function until<T>(withinMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms`);
    await sleep(50);
  }
}

describe.skipIf(!onPostgres || !binaries)("read replica (hot standby of the primary)", () => {
  let pair: PostgresPair;
  let server: TestServer;
  let replicaSql: postgres.Sql;
  let url: string;
  const searchPath = "/api/v1/services?q=research&limit=5";
  const readFrom = async (path: string, client?: Parameters<typeof api>[0]) => {
    const res = await api(client ?? { baseUrl: server.baseUrl }, "GET", path);
    return { status: res.status, body: res.body, from: res.headers.get("x-agora-read") };
  };

  beforeAll(async () => {
    pair = await startPostgresPair({
      dir: await mkdtemp(join(tmpdir(), "agora-replica-test-")),
      port: await freePort(),
      replicaPort: await freePort(),
      removeOnStop: true,
    });
    const admin = postgres(pair.primaryUrl, { max: 1, onnotice: () => {} });
    await admin`create database agora`;
    await admin.end();
    url = databaseUrl(pair.primaryUrl, "agora");
    const database = await openDatabase({ kind: "postgres", url, poolMax: 4 });
    await database.migrate();
    replicaSql = postgres(pair.replicaUrlOf(url), { max: 1, onnotice: () => {} });
    server = await startTestServer(
      { DATABASE_URL: url, DATABASE_REPLICA_URL: pair.replicaUrlOf(url), CATALOGUE_CACHE_TTL_MS: "0" },
      database,
    );
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await replicaSql?.end({ timeout: 1 });
    await pair?.stop();
  }, 60_000);

  it("answers catalogue searches from the replica, from the primary within 2 s of the replica stopping with no failed request, and from the replica again once it is back", async () => {
    await until(10_000, async () => ((await readFrom(searchPath)).from === "replica" ? true : undefined));
    const answers: { at: number; status: number; from: string | null }[] = [];
    let reading = true;
    const readers = Array.from({ length: 4 }, async () => {
      while (reading) {
        const res = await readFrom(searchPath);
        answers.push({ at: Date.now(), ...res });
      }
    });
    await sleep(500);
    const stoppedAt = Date.now();
    // Immediate shutdown: connections cut as by a crash.
    await pair.replica.stop("SIGQUIT");
    await sleep(3_000);
    const restartedAt = Date.now();
    await pair.replica.start();
    await until(20_000, async () => {
      const last = answers.at(-1);
      return last && last.from === "replica" && last.at > restartedAt ? true : undefined;
    });
    reading = false;
    await Promise.all(readers);
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(answers.filter((a) => a.at < stoppedAt).some((a) => a.from === "replica")).toBe(true);
    // From 2 s after the stop until it was back, every answer came from the primary.
    const whileDown = answers.filter((a) => a.at > stoppedAt + 2_000 && a.at < stoppedAt + 3_000);
    expect(whileDown.length).toBeGreaterThan(0);
    expect(whileDown.filter((a) => a.from !== "primary")).toEqual([]);
  }, 60_000);

  it("keeps serving a repeated catalogue search from the instance's cache, not the replica", async () => {
    const cached = await startTestServer(
      { DATABASE_URL: url, DATABASE_REPLICA_URL: pair.replicaUrlOf(url) },
      await openDatabase({ kind: "postgres", url, poolMax: 2 }),
    );
    try {
      for (const search of ["/api/v1/agents?q=cache", "/api/v1/services?q=cache"]) {
        // Each try is a new page size, so a miss; once a miss reads the replica, the same search
        // again is the cached page, read from no database.
        let limit = 0;
        const path = await until(10_000, async () => {
          const tried = `${search}&limit=${++limit}`;
          const res = await api({ baseUrl: cached.baseUrl }, "GET", tried);
          return res.headers.get("x-agora-read") === "replica" ? tried : undefined;
        });
        const again = await api({ baseUrl: cached.baseUrl }, "GET", path);
        expect(again.status).toBe(200);
        expect(again.headers.get("x-agora-read")).toBeNull();
      }
    } finally {
      await cached.close();
    }
  }, 60_000);

  it("shows a browser its own write at once, sends everyone to the primary once the replica is over a second behind, and a caller with an API key reads the primary", async () => {
    const { browser: owner } = await signIn(server, { email: "replica-owner@example.com" });
    const created = await api(owner, "POST", "/api/v1/agents", {
      name: "Replica Agent",
      categories: ["Research"],
      basePerMinuteRate: "0.06",
      status: "active",
    });
    expect(created.status).toBe(201);
    const profile = `/api/v1/agents/${created.body.id}`;
    await until(10_000, async () => ((await readFrom(profile)).from === "replica" ? true : undefined));
    // The standby keeps receiving WAL but applies none of it: it falls behind.
    await replicaSql`select pg_wal_replay_pause()`;
    try {
      const renamed = await api(owner, "PATCH", profile, { tagline: "Renamed just now" });
      expect(renamed.status).toBe(200);
      const own = await readFrom(profile, owner);
      expect(own).toMatchObject({ status: 200, from: "primary", body: { tagline: "Renamed just now" } });
      const anyone = await until(2_500, async () => {
        const res = await readFrom(profile);
        return res.from === "primary" ? res : undefined;
      });
      expect(anyone.body.tagline).toBe("Renamed just now");
    } finally {
      await replicaSql`select pg_wal_replay_resume()`;
    }
    const caughtUp = await until(10_000, async () => {
      const res = await readFrom(profile);
      return res.from === "replica" ? res : undefined;
    });
    expect(caughtUp.body.tagline).toBe("Renamed just now");
    const key = await api(owner, "POST", "/api/v1/api-keys", { name: "reader", scopes: ["agents:write"] });
    expect(key.status).toBe(201);
    const byKey = await readFrom(profile, { baseUrl: server.baseUrl, bearer: key.body.secret as string });
    expect(byKey).toMatchObject({ status: 200, from: "primary" });
  }, 60_000);
});
