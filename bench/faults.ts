/**
 * Crash and fault test on PostgreSQL (issue "Harden what exists"): the server is killed with
 * SIGKILL at random moments under money load, then PostgreSQL itself is stopped immediately, and
 * afterwards nothing is lost, nothing happened twice, and the ledger balances.
 *
 * 1. Kills: `--streams` live payment streams (heartbeated every 5 s) and `--callers` concurrent
 *    money callers (test deposits and escrow top-ups, each with an Idempotency-Key that is retried
 *    until answered). The server process is killed `--kills` times at random moments and started
 *    again. Then every stream is stopped and the test checks: the ledger invariants, every stream
 *    settled exactly once (one payout and one fee leg, equal to its stored accrual), no stream
 *    billed more active time than wall time nor less than its last answered heartbeat, and every
 *    answered money call moved money exactly once.
 * 2. Database stop: under load, `pg_ctlcluster <version> main stop -m immediate`, a pause, start.
 *    While the database is down every answer of a database route must be 503 (never a 200 or
 *    another 5xx); after it is back, the server must serve again within 5 s.
 *
 * Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run test:faults
 *   [-- --kills 5 --streams 100 --callers 32 --seconds 40 --no-db-stop]
 * Needs root for `pg_ctlcluster` (CI runs as root); `--no-db-stop` skips part 2.
 * Exit status 1 when any check fails; the figures are printed either way.
 */

import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import { cpus } from "node:os";
import { performance } from "node:perf_hooks";
import postgres from "postgres";
import { api, type Browser, freePort, signIn, type TestServer } from "../apps/server/test/harness";
import { databaseUrl, withDatabase } from "../apps/server/test/postgres-admin";
import { numberArg } from "./bench-db";
import { exactlyOnce, settlementProblems, streamSettlements } from "./fault-checks";
import { listPerMinuteService } from "./hire";
import { ServerProcess } from "./server-process";

const kills = numberArg("kills", 5);
const streamCount = numberArg("streams", 100);
const callers = numberArg("callers", 32);
const loadSeconds = numberArg("seconds", 40);
const dbStop = !process.argv.includes("--no-db-stop");
/** How long after PostgreSQL is back the server must answer again (issue text), ms. */
const recoveryLimitMs = 5_000;
const heartbeatEveryMs = 5_000;

const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) failures.push(what);
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error("DATABASE_URL must point at PostgreSQL: this test kills and restarts it");
  const name = `agora_faults_${process.pid}`;
  await withDatabase(adminUrl, (s) => s.unsafe(`create database "${name}"`));
  const url = databaseUrl(adminUrl, name);
  const port = await freePort();
  const server = new ServerProcess({
    DATABASE_URL: url,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: "development",
    SEED_DEMO: "false",
    LOG_LEVEL: "fatal",
    ADMIN_EMAILS: "faults-admin@example.com",
    STREAM_SWEEP_MS: "1000",
    // The load here is one client's worth of callers on purpose: the per-key limits are not under test.
    RATE_LIMIT_MULTIPLIER: "1000",
  });
  const sql = postgres(url, { max: 2, onnotice: () => {} });
  console.log(
    `Agora fault test · ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model} · PostgreSQL · ` +
      `${streamCount} streams, ${callers} callers, ${kills} kills`,
  );
  try {
    await server.start();
    const asServer = { baseUrl: server.baseUrl } as TestServer;
    const admin = (await signIn(asServer, { email: "faults-admin@example.com" })).browser;
    const owner = (await signIn(asServer, { email: "faults-owner@example.com" })).browser;
    const client = (await signIn(asServer, { email: "faults-client@example.com" })).browser;
    const keyOf = async (b: typeof admin, scopes?: string[]) => {
      const all = ["contracts:read", "contracts:write", "streams:write", "wallet:read", "wallet:write", "agents:write"];
      const res = await api(b, "POST", "/api/v1/api-keys", { name: "faults", scopes: scopes ?? all });
      if (res.status !== 201) throw new Error(`key: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.secret as string;
    };
    const clientKey = await keyOf(client);
    const ownerKey = await keyOf(owner);
    const as = (bearer: string) => ({ baseUrl: server.baseUrl, bearer });
    const serviceId = await listPerMinuteService(as(ownerKey), {
      name: "Fault Tolerant Agent",
      title: "Streamed work",
      rate: "0.60",
      minChargeMinutes: "0",
    });
    for (let i = 0; i < 10; i++)
      await api(
        as(clientKey),
        "POST",
        "/api/v1/wallet/test-deposits",
        { amount: "1000" },
        {
          "idempotency-key": randomUUID(),
        },
      );
    const streams: { id: string; contractId: string; startedAt: number; lastBeatSentAt: number }[] = [];
    for (let i = 0; i < streamCount; i++) {
      const hire = await api(as(clientKey), "POST", `/api/v1/services/${serviceId}/hire`, {});
      const accepted = await api(as(ownerKey), "POST", `/api/v1/offers/${hire.body.offer.id}/accept`);
      const contractId = accepted.body.contract.id as string;
      await api(
        as(clientKey),
        "POST",
        `/api/v1/contracts/${contractId}/fund`,
        { amount: "5" },
        {
          "idempotency-key": randomUUID(),
        },
      );
      const started = await api(as(clientKey), "POST", `/api/v1/contracts/${contractId}/streams`);
      if (started.status !== 201) throw new Error(`stream: ${started.status} ${JSON.stringify(started.body)}`);
      const at = Date.parse(started.body.startedAt);
      streams.push({ id: started.body.id, contractId, startedAt: at, lastBeatSentAt: at });
    }

    // Load: money callers and heartbeats, while the server is killed at random moments.
    const stopAt = performance.now() + loadSeconds * 1000;
    const answered = { deposits: 0n, topUps: new Map<string, bigint>(), calls: 0, lost: 0 };
    const caller = async (i: number) => {
      while (performance.now() < stopAt) {
        const topUp = i % 2 === 1;
        const target = streams[Math.floor(Math.random() * streams.length)] as (typeof streams)[number];
        const path = topUp ? `/api/v1/contracts/${target.contractId}/fund` : "/api/v1/wallet/test-deposits";
        const status = await exactlyOnce(server.baseUrl, clientKey, path, { amount: topUp ? "0.10" : "1" }, stopAt);
        answered.calls++;
        if (status === undefined) answered.lost++;
        else if (status < 300 && topUp)
          answered.topUps.set(target.contractId, (answered.topUps.get(target.contractId) ?? 0n) + 100_000n);
        else if (status < 300) answered.deposits += 1_000_000n;
      }
    };
    const heartbeats = async () => {
      while (performance.now() < stopAt) {
        await Promise.all(
          streams.map(async (s) => {
            const sentAt = Date.now();
            try {
              const res = await api(as(clientKey), "POST", `/api/v1/streams/${s.id}/heartbeat`);
              if (res.status === 200) s.lastBeatSentAt = sentAt;
            } catch {
              // server down: the next beat is in 5 s
            }
          }),
        );
        await sleep(heartbeatEveryMs);
      }
    };
    const killer = async () => {
      const restarts: number[] = [];
      for (let k = 0; k < kills; k++) {
        await sleep(1_000 + Math.random() * ((loadSeconds * 1000) / kills - 3_000));
        await server.kill("SIGKILL");
        restarts.push(await server.start());
      }
      return restarts;
    };
    const [restarts] = await Promise.all([
      killer(),
      heartbeats(),
      ...Array.from({ length: callers }, (_, i) => caller(i)),
    ]);
    console.log(
      `kills: ${restarts.length} survived, restart to first answer p50 ${Math.round(median(restarts))} ms; ` +
        `${answered.calls} money calls answered, ${answered.lost} never answered`,
    );
    check(answered.lost === 0, `${answered.lost} money calls were never answered`);

    // Every stream stopped and settled; then the checks.
    for (const s of streams)
      await exactlyOnce(server.baseUrl, clientKey, `/api/v1/streams/${s.id}/stop`, undefined, performance.now());
    await verifyKillRun(sql, streams, answered, clientKey, server, admin);

    if (dbStop) await databaseStop(server, clientKey);
  } finally {
    await server.kill("SIGTERM");
    await sql.end({ timeout: 5 });
    await withDatabase(adminUrl, (s) => s.unsafe(`drop database if exists "${name}" with (force)`)).catch(() => {});
  }
  if (failures.length) {
    console.error(`FAILED:\n- ${failures.join("\n- ")}`);
    process.exit(1);
  }
  console.log("fault test: all checks passed");
}

async function verifyKillRun(
  sql: postgres.Sql,
  streams: { id: string; contractId: string; startedAt: number; lastBeatSentAt: number }[],
  answered: { deposits: bigint; topUps: Map<string, bigint> },
  clientKey: string,
  server: ServerProcess,
  admin: Browser,
): Promise<void> {
  const ledger = await api(admin, "GET", "/api/v1/admin/ledger/check");
  const ledgerOk = ledger.status === 200 && ledger.body.ok === true;
  check(ledgerOk, `ledger check: ${ledger.status} ${JSON.stringify(ledger.body)}`);

  const rows = await streamSettlements(
    sql,
    streams.map((s) => s.id),
  );
  let settled = 0;
  let overbilled = 0;
  let underbilled = 0;
  for (const row of rows) {
    const s = streams.find((x) => x.id === row.id);
    if (!s) continue;
    const problems = settlementProblems(row);
    failures.push(...problems);
    if (row.status !== "settled") continue;
    settled++;
    const wallMs = (row.stoppedAt?.getTime() ?? 0) - row.startedAt.getTime();
    // A step (1 s) of slack for the rounding up to the step.
    if (row.activeMs > wallMs + 1_000) overbilled++;
    if (row.activeMs < s.lastBeatSentAt - s.startedAt - 1_000) underbilled++;
  }
  check(settled === streams.length, `${settled} of ${streams.length} streams settled`);
  check(overbilled === 0, `${overbilled} streams billed more active time than wall time`);
  check(underbilled === 0, `${underbilled} streams billed less than their last answered heartbeat`);

  const deposits = await sql<{ total: string }[]>`
    select coalesce(sum(amount_micros), 0)::text as total from ledger_transfers where code = 'deposit'`;
  // Setup deposited 10 × $1,000 before the load.
  const expectedDeposits = answered.deposits + 10_000_000_000n;
  check(
    BigInt(deposits[0]?.total ?? "0") === expectedDeposits,
    `deposits: ledger holds ${deposits[0]?.total} µUSD, answered calls ${expectedDeposits}`,
  );
  const wallet = await api({ baseUrl: server.baseUrl, bearer: clientKey }, "GET", "/api/v1/wallet");
  console.log(
    `streams: ${settled}/${streams.length} settled once, ${overbilled} over-billed, ${underbilled} under-billed; ` +
      `deposits ${deposits[0]?.total} µUSD = answered ${expectedDeposits}; client available ${wallet.body?.available}; ` +
      `ledger ${ledgerOk ? "ok" : "VIOLATED"}`,
  );
}

/** Stops PostgreSQL immediately under load, watches every answer while it is down, and times recovery. */
async function databaseStop(server: ServerProcess, clientKey: string): Promise<void> {
  const version = readdirSync("/etc/postgresql")[0];
  if (!version) throw new Error("no PostgreSQL cluster under /etc/postgresql");
  const seen = new Map<number, number>();
  // A request counts as "while down" only if it was sent after the stop had finished and answered
  // before the start began: one already in flight at the stop may rightly finish with a 200.
  let downFrom = Number.POSITIVE_INFINITY;
  let downUntil = Number.POSITIVE_INFINITY;
  let backAt = 0;
  let firstOkAfterBack = 0;
  const afterBack: string[] = [];
  let watching = true;
  const watcher = async () => {
    while (watching) {
      const sentAt = Date.now();
      let status = 0;
      try {
        status = (await api({ baseUrl: server.baseUrl, bearer: clientKey }, "GET", "/api/v1/wallet")).status;
      } catch {
        status = 0;
      }
      const answeredAt = Date.now();
      if (sentAt >= downFrom && answeredAt <= downUntil) seen.set(status, (seen.get(status) ?? 0) + 1);
      if (backAt && sentAt >= backAt && !firstOkAfterBack) {
        afterBack.push(`${status}@${answeredAt - backAt}ms`);
        if (status === 200) firstOkAfterBack = answeredAt;
      }
      await sleep(50);
    }
  };
  const watching$ = watcher();
  await sleep(1_000);
  execFileSync("pg_ctlcluster", ["--skip-systemctl-redirect", version, "main", "stop", "-m", "immediate"], {
    stdio: "ignore",
  });
  downFrom = Date.now();
  await sleep(3_000);
  downUntil = Date.now();
  execFileSync("pg_ctlcluster", ["--skip-systemctl-redirect", version, "main", "start"], { stdio: "ignore" });
  for (let i = 0; i < 100; i++) {
    try {
      execFileSync("pg_isready", ["-h", "127.0.0.1", "-p", "5432", "-q"]);
      break;
    } catch {
      await sleep(100);
    }
  }
  backAt = Date.now();
  while (!firstOkAfterBack && Date.now() - backAt < 30_000) await sleep(50);
  watching = false;
  await watching$;
  const recoveryMs = firstOkAfterBack ? firstOkAfterBack - backAt : Number.POSITIVE_INFINITY;
  const answers = [...seen.entries()].map(([s, n]) => `${s || "no answer"}×${n}`).join(", ");
  console.log(
    `database stop: answers while down ${answers || "none"}; serving again ${recoveryMs} ms after it was back (then: ${afterBack.join(" ")})`,
  );
  check((seen.get(200) ?? 0) === 0, "a 200 was answered while the database was down");
  check(
    [...seen.keys()].every((s) => s === 503),
    `answers other than 503 while the database was down: ${answers}`,
  );
  check(recoveryMs <= recoveryLimitMs, `serving again took ${recoveryMs} ms after the database was back`);
}

function median(xs: number[]): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
