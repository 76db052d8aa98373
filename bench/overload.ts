/**
 * Overload benchmark (hardening issue, load shedding): does the server stay correct and keep
 * serving at its capacity when offered five times more than it can take?
 *   1. Starts the real server as its own process (`node --import tsx apps/server/src/server.ts`) on
 *      a free port: PostgreSQL in a throw-away database next to DATABASE_URL when set, otherwise
 *      PGlite in a temporary folder. Load shedding runs with its defaults; the rate limits are
 *      raised (RATE_LIMIT_IP_MAX, RATE_LIMIT_KEY_MAX, RATE_LIMIT_ROUTES=deposit=…) because every
 *      request comes from 127.0.0.1 and this measures shedding, not the per-client limits.
 *   2. Signs users in through the development provider, makes each an API key, funds each with a
 *      test deposit, all through the API.
 *   3. Capacity (the anchor): test deposits (`POST /api/v1/wallet/test-deposits`, a ledger posting
 *      with an Idempotency-Key) by a closed loop of callers for --capacity-s seconds.
 *   4. Overload: an open loop offering --factor × capacity for --duration seconds (requests leave
 *      on schedule whether or not earlier ones were answered, so no coordinated omission).
 *   5. The ledger check (`GET /api/v1/admin/ledger/check`, as an admin session).
 * Reports accepted (2xx), shed (503/429), failed (anything else, timeouts included), p99 of the
 * accepted, and the invariants. Exits 1 on a violated invariant or any 5xx other than 503.
 * Usage: npm run bench:overload [-- --duration 30 --capacity-s 10 --factor 5 --users 16 --callers 32]
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { cpus } from "node:os";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { api, type Browser, freePort, signIn, type TestServer } from "../apps/server/test/harness";
import { numberArg, serverDatabaseEnv } from "./bench-db";

const overloadS = numberArg("duration", 30);
const capacityS = numberArg("capacity-s", 10);
const factor = numberArg("factor", 5);
const userCount = numberArg("users", 16);
const callers = numberArg("callers", 32);
/** A request unanswered after this long counts as failed (timeout), in ms. */
const requestTimeoutMs = 10_000;
/** How often the open loop releases the requests due, in ms. */
const tickMs = 5;
/** Rate limits far above anything this bench sends from its one IP. */
const raisedLimit = "100000000";
const adminEmail = "bench-admin@example.com";
const serverEntry = fileURLToPath(new URL("../apps/server/src/server.ts", import.meta.url));

/** Starts the server process and waits until its health route answers. */
async function startServer(port: number, dbEnv: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", serverEntry], {
    env: {
      ...process.env,
      ...dbEnv,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      TEST_FUNDS: "true",
      ADMIN_EMAILS: adminEmail,
      RATE_LIMIT_IP_MAX: raisedLimit,
      RATE_LIMIT_KEY_MAX: raisedLimit,
      RATE_LIMIT_ROUTES: `deposit=${raisedLimit},login=${raisedLimit},api_key_create=${raisedLimit}`,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/performance/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await sleep(250);
  }
  child.kill("SIGTERM");
  throw new Error("server did not become healthy within 120 s");
}

/** One test deposit with a fresh Idempotency-Key. @returns the status (0 for a timeout or network error) and ms taken. */
async function deposit(baseUrl: string, secret: string): Promise<{ status: number; ms: number }> {
  const t0 = performance.now();
  try {
    const res = await fetch(`${baseUrl}/api/v1/wallet/test-deposits`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${secret}`,
        "content-type": "application/json",
        "idempotency-key": randomUUID(),
      },
      body: JSON.stringify({ amount: "1" }),
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - t0 };
  } catch {
    return { status: 0, ms: performance.now() - t0 };
  }
}

/** Outcome counts of a phase. */
interface Tally {
  accepted: number;
  shed: number;
  failed: number;
  /** Statuses ≥ 500 other than 503: the server broke instead of shedding. */
  broken: number;
  statuses: Map<number, number>;
  acceptedMs: number[];
}

function newTally(): Tally {
  return { accepted: 0, shed: 0, failed: 0, broken: 0, statuses: new Map(), acceptedMs: [] };
}

function record(t: Tally, r: { status: number; ms: number }): void {
  t.statuses.set(r.status, (t.statuses.get(r.status) ?? 0) + 1);
  if (r.status >= 200 && r.status < 300) {
    t.accepted++;
    t.acceptedMs.push(r.ms);
  } else if (r.status === 503 || r.status === 429) t.shed++;
  else {
    t.failed++;
    if (r.status >= 500) t.broken++;
  }
}

function p99(ms: number[]): string {
  const sorted = [...ms].sort((a, b) => a - b);
  return (sorted[Math.floor(sorted.length * 0.99)] ?? 0).toFixed(0);
}

async function main(): Promise<void> {
  const db = await serverDatabaseEnv("overload");
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let server: ChildProcess | undefined;
  try {
    server = await startServer(port, db.env);
    // The harness's sign-in needs only the base URL of a server.
    const target = { baseUrl } as TestServer;
    const secrets: string[] = [];
    for (let i = 0; i < userCount; i++) {
      const { browser } = await signIn(target, { email: `overload${i}@example.com` });
      const key = await api(browser, "POST", "/api/v1/api-keys", { name: "overload", scopes: ["wallet:write"] });
      if (key.status !== 201) throw new Error(`key creation failed: ${key.status} ${JSON.stringify(key.body)}`);
      secrets.push(key.body.secret as string);
      const funded = await deposit(baseUrl, key.body.secret as string);
      if (funded.status !== 201) throw new Error(`funding failed: ${funded.status}`);
    }
    const admin: Browser = (await signIn(target, { email: adminEmail })).browser;
    let next = 0;
    const nextSecret = () => secrets[next++ % secrets.length] as string;

    console.log(
      `Agora overload bench · ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model} · ${db.kind} · ` +
        `POST /api/v1/wallet/test-deposits · ${userCount} users/keys · capacity ${callers} callers × ${capacityS} s, ` +
        `then ${factor}× for ${overloadS} s (open loop, ${requestTimeoutMs / 1000} s timeout)`,
    );

    // Capacity: a closed loop keeps `callers` requests outstanding.
    const capacity = newTally();
    const capacityEnd = performance.now() + capacityS * 1000;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: callers }, async () => {
        while (performance.now() < capacityEnd) record(capacity, await deposit(baseUrl, nextSecret()));
      }),
    );
    const capacityPerS = capacity.accepted / ((performance.now() - t0) / 1000);
    if (capacityPerS <= 0) throw new Error(`no deposit succeeded while measuring capacity: ${[...capacity.statuses]}`);

    // Overload: an open loop at factor × capacity.
    const offeredPerS = capacityPerS * factor;
    const overload = newTally();
    const pending: Promise<void>[] = [];
    const start = performance.now();
    let sent = 0;
    while (performance.now() - start < overloadS * 1000) {
      const due = Math.floor(((performance.now() - start) / 1000) * offeredPerS);
      for (; sent < due; sent++) pending.push(deposit(baseUrl, nextSecret()).then((r) => record(overload, r)));
      await sleep(tickMs);
    }
    const offeredS = (performance.now() - start) / 1000;
    await Promise.all(pending);
    const wallS = (performance.now() - start) / 1000;

    // The server may still shed for a moment after the storm: honour Retry-After for up to 60 s.
    let check = await api(admin, "GET", "/api/v1/admin/ledger/check");
    for (const end = Date.now() + 60_000; check.status === 503 && Date.now() < end; ) {
      await sleep(Number(check.headers.get("retry-after") ?? 1) * 1000);
      check = await api(admin, "GET", "/api/v1/admin/ledger/check");
    }
    const statuses = (t: Tally) =>
      [...t.statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s || "timeout"}: ${n}`)
        .join(", ");
    console.log(
      "| phase | offered req/s | accepted (2xx) | accepted/s | shed (503/429) | failed | p99 accepted ms | statuses |",
    );
    console.log("|---|---|---|---|---|---|---|---|");
    console.log(
      `| capacity (closed loop) | — | ${capacity.accepted} | ${Math.round(capacityPerS)} | ${capacity.shed} | ${capacity.failed} | ${p99(capacity.acceptedMs)} | ${statuses(capacity)} |`,
    );
    const acceptedPerS = overload.accepted / wallS;
    console.log(
      `| ${factor}× overload (open loop) | ${Math.round(sent / offeredS)} | ${overload.accepted} | ${Math.round(acceptedPerS)} | ${overload.shed} | ${overload.failed} | ${p99(overload.acceptedMs)} | ${statuses(overload)} |`,
    );
    console.log(
      `Anchor: capacity ${Math.round(capacityPerS)} deposits/s; under ${factor}× it served ${Math.round(acceptedPerS)}/s = ` +
        `${(acceptedPerS / capacityPerS).toFixed(2)} of capacity, shed ${((overload.shed / Math.max(1, sent)) * 100).toFixed(1)}% of requests.`,
    );
    const body = check.body as {
      ok?: boolean;
      accounts?: number;
      sum?: string;
      negative?: unknown[];
      mismatched?: unknown[];
    };
    console.log(
      `Ledger check: ${check.status === 200 && body.ok ? "ok" : "VIOLATED"} (status ${check.status}, accounts ${body.accounts}, ` +
        `sum ${body.sum}, negative ${body.negative?.length}, mismatched ${body.mismatched?.length})`,
    );
    const problems: string[] = [];
    if (check.status !== 200 || !body.ok) problems.push("ledger invariants violated or not checked");
    const broken = capacity.broken + overload.broken;
    if (broken > 0) problems.push(`${broken} answers were 5xx other than 503`);
    if (problems.length > 0) {
      console.error(`FAILED: ${problems.join("; ")}`);
      process.exitCode = 1;
    }
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    await db.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
