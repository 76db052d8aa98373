/**
 * Spending-mandate benchmark (issue "Agents hire agents", decision 028): what the mandate check
 * adds to a fund call, and whether concurrent calls can overspend.
 *  1. Cost: the service function `fundContract` in its own transaction, one call at a time,
 *     alternating a key without a mandate (the anchor) and a mandated key with a category (lock the
 *     mandate, read the agent, sum the mandate's ledger transfers, tag the transfer), `--calls` each
 *     after `--history` earlier spends of the mandate (the sums read them all). Prints both
 *     latencies and their ratio.
 *  2. Race: `--racers` (32) fundings of $0.10 at once with a per-day limit of $0.75, several
 *     rounds; the refused ones must be refused and the sum spent never above the limit.
 * Usage: npm run bench:mandates [-- --calls 1000 --history 1000 --racers 32 --rounds 10]
 *   DATABASE_URL=postgres://…/test → a throw-away database next to it; otherwise PGlite.
 */

import { cpus } from "node:os";
import { performance } from "node:perf_hooks";
import { apiKeyScopes, createMandateRequest, formatMicros, fundRequest, isAdminApiKeyScope } from "@agora/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../apps/server/src/db/client";
import { executeRows } from "../apps/server/src/db/rows";
import { inTransaction } from "../apps/server/src/db/transaction";
import type { Actor } from "../apps/server/src/lib/principal";
import { createApiKey } from "../apps/server/src/modules/api-keys/api-keys.service";
import { fundContract } from "../apps/server/src/modules/hiring/hiring.service";
import { createMandate } from "../apps/server/src/modules/mandates/mandates.service";
import { api, signIn, startTestServer } from "../apps/server/test/harness";
import { createThrowawayDatabase, numberArg, percentile } from "./bench-db";
import { hirePerMinute } from "./hire";

const calls = numberArg("calls", 1000);
const history = numberArg("history", 1000);
const racers = numberArg("racers", 32);
const rounds = numberArg("rounds", 10);
/** Each funding in the race, and the per-day limit it races past: 7 fit, the 8th would overspend. */
const raceAmount = "0.10";
const raceLimit = "0.75";
const raceLimitMicros = 750_000n;

/** `count` more active per-minute contracts like `templateId`, in SQL: the setup is not what is measured. */
async function cloneContracts(db: Db, offerId: string, templateId: string, count: number): Promise<string[]> {
  const rows = await executeRows<{ id: string }>(
    db,
    sql`with o as (
          insert into offers (service_id, agent_id, client_id, provider_id, proposed_by, pricing_model,
            rate_micros_per_minute, status, expires_at)
          select service_id, agent_id, client_id, provider_id, proposed_by, pricing_model, rate_micros_per_minute,
            'accepted', expires_at from offers, generate_series(1, ${count}) where id = ${offerId}
          returning id)
        insert into contracts (offer_id, service_id, agent_id, client_id, provider_id, title, pricing_model,
          rate_micros_per_minute, granularity_s, min_charge_ms, status)
        select o.id, c.service_id, c.agent_id, c.client_id, c.provider_id, c.title, c.pricing_model,
          c.rate_micros_per_minute, c.granularity_s, c.min_charge_ms, 'active'
        from o, contracts c where c.id = ${templateId}
        returning id`,
  );
  return rows.map((r) => String(r.id));
}

/** A new key of `userId` with the buyer's scopes, under a mandate with `limits` (decimal dollars). */
async function mandatedActor(
  db: Db,
  userId: string,
  limits: { perJobMax: string; perDayMax: string; categories?: string[] },
): Promise<Actor> {
  const scopes = apiKeyScopes.filter((s) => !isAdminApiKeyScope(s) && s !== "api_keys:write" && s !== "mandates:write");
  const key = await createApiKey(db, userId, { name: "bench buyer", scopes }, { role: "user", grantable: "all" });
  await createMandate(db, userId, createMandateRequest.parse({ apiKeyId: key.id, ...limits }));
  return { id: userId, role: "user", apiKeyId: key.id };
}

const fund = (db: Db, id: string, actor: Actor, amount: string) =>
  inTransaction(db, (tx) => fundContract(tx, id, actor, fundRequest.parse({ amount }).amount));

async function main(): Promise<void> {
  const { database, drop: dropDatabase } = await createThrowawayDatabase("mandates");
  const db = database.db;
  const server = await startTestServer({ LOG_LEVEL: "warn", STREAM_SWEEP_MS: "0" }, database);
  try {
    const owner = (await signIn(server, { email: "bench-owner@example.com" })).browser;
    const client = (await signIn(server, { email: "bench-client@example.com" })).browser;
    const { offer, contract: template } = await hirePerMinute(owner, client, {
      name: "Bench Mandate Agent",
      title: "Bench research",
      rate: "0.60",
    });
    await api(client, "POST", "/api/v1/wallet/test-deposits", { amount: "10000" });
    const userId = (await api(client, "GET", "/api/auth/user")).body.id as string;
    console.log(
      `Agora mandates bench · ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model} · ${database.kind} · ` +
        `${calls} calls each after ${history} spends · race ${racers} × ${rounds}`,
    );

    // 1. Cost. Each call funds its own contract, so the per-job sum stays that contract's own.
    const contracts = await cloneContracts(db, offer.id, template.id, 2 * calls + history);
    const plain: Actor = { id: userId, role: "user" };
    // With a category, so the check reads the agent too: every step of the check is measured.
    const mandated = await mandatedActor(db, userId, {
      perJobMax: "1000",
      perDayMax: "1000000",
      categories: ["Research"],
    });
    for (let i = 0; i < history; i++) await fund(db, contracts[2 * calls + i] as string, mandated, "0.01");
    const times = { plain: [] as number[], mandated: [] as number[] };
    for (let i = 0; i < calls; i++) {
      for (const [name, actor, id] of [
        ["plain", plain, contracts[2 * i]],
        ["mandated", mandated, contracts[2 * i + 1]],
      ] as const) {
        const t0 = performance.now();
        await fund(db, id as string, actor, "0.01");
        times[name].push(performance.now() - t0);
      }
    }
    const stats = (xs: number[]) => {
      const sorted = [...xs].sort((a, b) => a - b);
      return {
        mean: xs.reduce((a, b) => a + b, 0) / xs.length,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
      };
    };
    const a = stats(times.plain);
    const m = stats(times.mandated);
    console.log(
      `fund call without a mandate (anchor): mean ${a.mean.toFixed(2)} ms, p50 ${a.p50.toFixed(2)} ms, p99 ${a.p99.toFixed(2)} ms`,
    );
    console.log(
      `fund call under a mandate: mean ${m.mean.toFixed(2)} ms, p50 ${m.p50.toFixed(2)} ms, p99 ${m.p99.toFixed(2)} ms · ` +
        `ratio ${(m.mean / a.mean).toFixed(2)}× (mean), ${(m.p50 / a.p50).toFixed(2)}× (p50), +${(m.mean - a.mean).toFixed(2)} ms`,
    );

    // 2. Race past the per-day limit, `rounds` times with a fresh mandate each.
    let overspendMax = 0n;
    let funded = 0;
    let refused = 0;
    let failed = 0;
    for (let r = 0; r < rounds; r++) {
      const racer = await mandatedActor(db, userId, { perJobMax: "1", perDayMax: raceLimit });
      const ids = await cloneContracts(db, offer.id, template.id, racers);
      const answers = await Promise.allSettled(ids.map((id) => fund(db, id, racer, raceAmount)));
      for (const answer of answers) {
        if (answer.status === "fulfilled") funded++;
        else if ((answer.reason as { code?: string }).code === "mandate_exceeded") refused++;
        else failed++;
      }
      const [spent] = await executeRows<{ total: string }>(
        db,
        sql`select coalesce(sum(t.amount_micros), 0)::text as total from ledger_transfers t
            join mandates m on m.id = t.mandate_id where m.api_key_id = ${racer.apiKeyId}`,
      );
      const over = BigInt(spent?.total ?? "0") - raceLimitMicros;
      if (over > overspendMax) overspendMax = over;
    }
    console.log(
      `race: ${rounds} rounds of ${racers} concurrent $${raceAmount} fundings against a $${raceLimit} per-day limit: ` +
        `${funded} funded (${funded / rounds} per round, 7 fit), ${refused} refused mandate_exceeded, ${failed} failed; ` +
        `largest overspend $${formatMicros(overspendMax)} (must be 0)`,
    );
    if (overspendMax > 0n || failed > 0) process.exitCode = 1;
  } finally {
    await server.close();
    await dropDatabase();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
