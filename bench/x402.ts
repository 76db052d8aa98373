/**
 * x402 benchmark (issue "Pay per call", item 4; decision 083): Agora as the facilitator of its own
 * `agora:` network, measured over HTTP against a server in its own process.
 * - **Anchor:** `GET /x402/supported` (no database) with the same callers, the same generator and
 *   the same server, in the same run: the HTTP floor of this machine.
 * - **Settles:** `--callers` (32) callers each `POST /x402/settle` their own pre-issued
 *   authorizations (`POST /api/v1/x402/authorizations`, issued for `--issue-duration` seconds
 *   and timed too) for `--duration` seconds or until they run out: settled calls per second
 *   (target ≥ 5,000 on PostgreSQL), p50 and p99. The server group-commits settles (decision 083).
 * - **Verify to settle:** each caller verifies, then settles, one authorization after another:
 *   the latency from the verify's start to the settle's answer, p50 and p99.
 * - **Payouts (PostgreSQL):** the server's payout job is off (`X402_PAYOUT_INTERVAL_MS=0`); the
 *   bench then runs it once itself (`payOutX402Calls`, decision 085) over every call settled above:
 *   calls paid per second and postings per second, beside the anchor of paying the same number of
 *   calls one ledger transfer each (`transfer()` from one account to another, one at a time).
 * - **Checks:** every payer's balance fell by exactly its settled calls' price, a settle repeated
 *   answers the first transfer, and the ledger check (`GET /api/v1/admin/ledger/check`) finds
 *   nothing wrong.
 * Usage: npm run bench:x402 [-- --duration 10 --callers 32 --payers 32 --issue-duration 30]
 *   DATABASE_URL=postgres://…/test → a throw-away database next to it; otherwise PGlite.
 */
import { randomUUID } from "node:crypto";
import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { parseMicros } from "@agora/contracts";
import type { PaymentPayload, PaymentRequirements } from "@x402/core/types";
import { openDatabase } from "../apps/server/src/db/client";
import { inTransaction } from "../apps/server/src/db/transaction";
import { accountId, platformAccount, transfer, userAccount } from "../apps/server/src/modules/ledger/ledger.service";
import { payOutX402Calls } from "../apps/server/src/modules/x402";
import { api, type Browser, freePort, signIn, type TestServer } from "../apps/server/test/harness";
import { numberArg, percentile, serverDatabaseEnv } from "./bench-db";
import { ServerProcess } from "./server-process";

const durationS = numberArg("duration", 10);
const callers = numberArg("callers", 32);
const payerCount = numberArg("payers", 32);
/** Seconds to issue authorizations for the settle phase: issuing is slower than settling. */
const issueS = numberArg("issue-duration", 3 * durationS);
/** The price of one call, µUSD ($0.001). */
const priceMicros = 1_000n;
/** Rate limits far above anything this bench sends from its one IP. */
const raisedLimit = "100000000";
const adminEmail = "bench-admin@example.com";
const resource = "https://forecast.example.test/v1/today";

type Bearer = { baseUrl: string; bearer: string };
type Authorization = Record<string, unknown> & { id: string };

/** Fails with the step and the answer when a set-up request is refused. */
function expectOk<T extends { status: number; body: unknown }>(res: T, step: string): T {
  if (res.status >= 300) throw new Error(`${step}: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

/** Runs `work` on `callers` loops until `until` (performance.now() ms) or a loop's work returns false. */
async function loops(count: number, until: number, work: (caller: number) => Promise<boolean>): Promise<void> {
  await Promise.all(
    Array.from({ length: count }, async (_, caller) => {
      while (performance.now() < until && (await work(caller))) {
        // the work is the loop's body
      }
    }),
  );
}

/** `POST` JSON without the harness's cookie jar, as an x402 client or resource server sends it. */
// biome-ignore lint/suspicious/noExplicitAny: the bench reads the answers' fields it checks, as the tests do.
async function postJson(url: string, body: unknown, bearer?: string): Promise<{ status: number; body: any }> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

function summary(ms: number[]): { p50: string; p99: string } {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5).toFixed(1), p99: percentile(sorted, 0.99).toFixed(1) };
}

/**
 * Runs the payout job once over `url`'s settled calls, then pays as many calls again one ledger
 * transfer each (between two fresh accounts, one at a time): the anchor batching is measured against.
 * @returns calls and postings of the job, its seconds, and the anchor's transfers per second.
 */
async function timePayouts(
  url: string,
): Promise<{ calls: number; postings: number; seconds: number; anchorPerS: number }> {
  const database = await openDatabase({ kind: "postgres", url });
  try {
    const start = performance.now();
    const run = await payOutX402Calls(database.db);
    const seconds = (performance.now() - start) / 1000;
    const db = database.db;
    const funding = await accountId(db, platformAccount("funding"));
    const [from, to] = [await accountId(db, userAccount(randomUUID())), await accountId(db, userAccount(randomUUID()))];
    await inTransaction(database.db, (tx) =>
      transfer(tx, {
        debit: funding,
        credit: from,
        amount: BigInt(run.calls) * priceMicros,
        code: "deposit",
        reference: "bench:x402-anchor",
      }),
    );
    const anchorStart = performance.now();
    for (let i = 0; i < run.calls; i++)
      await inTransaction(database.db, (tx) =>
        transfer(tx, { debit: from, credit: to, amount: priceMicros, code: "payout", reference: "bench:x402-anchor" }),
      );
    const anchorPerS = run.calls / ((performance.now() - anchorStart) / 1000);
    return { calls: run.calls, postings: run.payouts, seconds, anchorPerS };
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const database = await serverDatabaseEnv("x402");
  const server = new ServerProcess({
    ...database.env,
    NODE_ENV: "development",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: "warn",
    SEED_DEMO: "false",
    DEMO_AGENTS: "false",
    TEST_FUNDS: "true",
    ADMIN_EMAILS: adminEmail,
    RATE_LIMIT_IP_MAX: raisedLimit,
    RATE_LIMIT_KEY_MAX: raisedLimit,
    RATE_LIMIT_ROUTES: `deposit=${raisedLimit},login=${raisedLimit},api_key_create=${raisedLimit}`,
    // Throughput is measured here; refusing work under load is bench:overload's subject.
    LOAD_SHED_IN_FLIGHT_MAX: "0",
    LOAD_SHED_EVENT_LOOP_DELAY_MS: "0",
    // The bench runs the payout job itself, once, to time it.
    X402_PAYOUT_INTERVAL_MS: "0",
  });
  try {
    await server.start();
    const asServer = { baseUrl } as TestServer;
    const owner = (await signIn(asServer, { email: "x402-bench-owner@example.com" })).browser;
    const agent = expectOk(
      await api(owner, "POST", "/api/v1/agents", {
        name: "Forecast Bench Agent",
        categories: ["Research"],
        basePerMinuteRate: "0.01",
        status: "active",
      }),
      "agent",
    );
    const supported = expectOk(await api(asServer, "GET", "/x402/supported"), "supported");
    const network = supported.body.kinds[0].network as `${string}:${string}`;
    const accepted: PaymentRequirements = {
      scheme: "exact",
      network,
      asset: "USD",
      amount: String(priceMicros),
      payTo: agent.body.id as string,
      maxTimeoutSeconds: 300,
      extra: { decimals: 6 },
    };
    const payers: Bearer[] = [];
    for (let i = 0; i < payerCount; i++) {
      const b: Browser = (await signIn(asServer, { email: `x402-bench-payer-${i}@example.com` })).browser;
      expectOk(
        await api(
          b,
          "POST",
          "/api/v1/wallet/test-deposits",
          { amount: "1000" },
          { "idempotency-key": `x402-bench-${i}` },
        ),
        "deposit",
      );
      const key = expectOk(
        await api(b, "POST", "/api/v1/api-keys", { name: "x402", scopes: ["x402:pay", "wallet:read"] }),
        "key",
      );
      payers.push({ baseUrl, bearer: key.body.secret as string });
    }
    const payerOf = (caller: number) => payers[caller % payers.length] as Bearer;
    const facilitatorBody = (authorization: Authorization) => {
      const paymentPayload: PaymentPayload = {
        x402Version: 2,
        resource: { url: resource },
        accepted,
        payload: authorization,
      };
      return { x402Version: 2, paymentPayload, paymentRequirements: accepted };
    };
    const balancesBefore = await Promise.all(payers.map((p) => api(p, "GET", "/api/v1/wallet").then((r) => r.body)));

    console.error("phase: anchor");
    // The anchor: the same callers and generator on a route without the database.
    let anchorCount = 0;
    const anchorStart = performance.now();
    await loops(callers, anchorStart + durationS * 1000, async () => {
      const res = await fetch(`${baseUrl}/x402/supported`);
      await res.arrayBuffer();
      if (res.ok) anchorCount++;
      return true;
    });
    const anchorRate = anchorCount / ((performance.now() - anchorStart) / 1000);

    console.error("phase: authorizations");
    // Authorizations for the settle phase, issued by the callers at once for `issueS` seconds, or
    // until each caller holds enough for the target rate (timed too).
    const perCaller = Math.ceil((5_000 * durationS) / callers);
    const issued: Authorization[][] = Array.from({ length: callers }, () => []);
    const issueMs: number[] = [];
    const issueStart = performance.now();
    await loops(callers, issueStart + issueS * 1000, async (caller) => {
      const t0 = performance.now();
      const res = await postJson(
        `${baseUrl}/api/v1/x402/authorizations`,
        { accepted, resource },
        payerOf(caller).bearer,
      );
      if (res.status !== 201) throw new Error(`authorization: ${res.status} ${JSON.stringify(res.body)}`);
      issueMs.push(performance.now() - t0);
      const mine = issued[caller] as Authorization[];
      mine.push(res.body);
      return mine.length < perCaller;
    });
    const issueRate = issueMs.length / ((performance.now() - issueStart) / 1000);

    console.error("phase: settles");
    // Settles: each caller its own authorizations, until the duration ends or they run out.
    const settleMs: number[] = [];
    const settledBy = new Map<string, number>();
    let refused = 0;
    const settleStart = performance.now();
    await loops(callers, settleStart + durationS * 1000, async (caller) => {
      const authorization = (issued[caller] as Authorization[]).pop();
      if (!authorization) return false;
      const t0 = performance.now();
      const res = await postJson(`${baseUrl}/x402/settle`, facilitatorBody(authorization));
      settleMs.push(performance.now() - t0);
      if (res.status === 200 && res.body.success === true) {
        const bearer = payerOf(caller).bearer;
        settledBy.set(bearer, (settledBy.get(bearer) ?? 0) + 1);
      } else refused++;
      return true;
    });
    const settleSeconds = (performance.now() - settleStart) / 1000;
    const settleRate = settleMs.length / settleSeconds;

    console.error("phase: verify then settle");
    // Verify, then settle, a fresh authorization at a time.
    const pairMs: number[] = [];
    let repeatedSame = true;
    await loops(callers, performance.now() + Math.min(durationS, 5) * 1000, async (caller) => {
      const payer = payerOf(caller);
      const auth = await postJson(`${baseUrl}/api/v1/x402/authorizations`, { accepted, resource }, payer.bearer);
      if (auth.status !== 201) throw new Error(`authorization: ${auth.status}`);
      const t0 = performance.now();
      const verified = await postJson(`${baseUrl}/x402/verify`, facilitatorBody(auth.body));
      if (verified.body.isValid !== true) throw new Error(`verify: ${JSON.stringify(verified.body)}`);
      const settled = await postJson(`${baseUrl}/x402/settle`, facilitatorBody(auth.body));
      pairMs.push(performance.now() - t0);
      if (settled.body.success !== true) throw new Error(`settle: ${JSON.stringify(settled.body)}`);
      settledBy.set(payer.bearer, (settledBy.get(payer.bearer) ?? 0) + 1);
      if (pairMs.length % 500 === 1) {
        // Exactly once: the same authorization settled again answers the first transfer.
        const again = await postJson(`${baseUrl}/x402/settle`, facilitatorBody(auth.body));
        repeatedSame &&= again.body.transaction === settled.body.transaction;
      }
      return true;
    });

    console.error("phase: checks");
    const payouts = database.kind === "postgres" ? await timePayouts(database.env.DATABASE_URL as string) : undefined;

    // Every payer paid exactly its settled calls; the ledger check is clean.
    let balanceMismatches = 0;
    for (const [i, p] of payers.entries()) {
      const after = (await api(p, "GET", "/api/v1/wallet")).body;
      const spent = (parseMicros(balancesBefore[i].available) ?? 0n) - (parseMicros(after.available) ?? 0n);
      if (spent !== priceMicros * BigInt(settledBy.get(p.bearer) ?? 0)) balanceMismatches++;
    }
    const admin = (await signIn(asServer, { email: adminEmail })).browser;
    const check = await api(admin, "GET", "/api/v1/admin/ledger/check");

    const settle = summary(settleMs);
    const pair = summary(pairMs);
    const issue = summary(issueMs);
    console.log(
      `Agora x402 bench · ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model} · ${database.kind} · load average ${loadavg()[0]?.toFixed(2)}`,
    );
    console.log(`${callers} callers, ${payerCount} payers, one payee agent, $0.001 a call, ${durationS} s a phase`);
    console.log(`anchor, GET /x402/supported: ${anchorRate.toFixed(0)} req/s`);
    console.log(
      `authorizations issued: ${issueRate.toFixed(0)}/s (${(issueRate / anchorRate).toFixed(2)} of the anchor), p50 ${issue.p50} ms, p99 ${issue.p99} ms`,
    );
    console.log(
      `settled calls: ${settleRate.toFixed(0)}/s (${(settleRate / anchorRate).toFixed(2)} of the anchor; target 5,000/s), p50 ${settle.p50} ms, p99 ${settle.p99} ms; ${settleMs.length} settles in ${settleSeconds.toFixed(1)} s, ${refused} refused`,
    );
    console.log(`verify then settle: ${pairMs.length} calls, p50 ${pair.p50} ms, p99 ${pair.p99} ms`);
    if (payouts)
      console.log(
        `payouts: ${payouts.calls} calls in ${payouts.postings} postings, ${(payouts.calls / payouts.seconds).toFixed(0)} calls/s, ` +
          `${(payouts.postings / payouts.seconds).toFixed(1)} postings/s; anchor, one transfer a call: ${payouts.anchorPerS.toFixed(0)} transfers/s ` +
          `(batched ${(payouts.calls / payouts.seconds / payouts.anchorPerS).toFixed(1)}× the anchor)`,
      );
    else console.log("payouts: timed on PostgreSQL only (the embedded database belongs to the server process)");
    console.log(
      `checks: payers whose balance differs from their settled calls ${balanceMismatches}; a repeated settle answers the first transfer: ${repeatedSame}; ledger check ${check.status} ${JSON.stringify(check.body).slice(0, 200)}`,
    );
  } finally {
    await server.kill("SIGTERM");
    await database.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
