/**
 * Staking benchmark (issue "Governance", decisions 044 and 047): what the stakers' fee share adds
 * to a payout. Times `payFromEscrow` (the payout every approval, stream settlement and dispute
 * split makes) in its own transaction for an agent with 0 stakers (the anchor: a payout before
 * staking existed), 100 and `--stakers` (1,000) stakers, `--calls` payouts each, and prints p50/p95
 * and the ratio to the anchor. The target: p95 under 50 ms with 1,000 stakers on PostgreSQL. Then
 * times `--settlements` settlements of each pool (the money job that pays every owed position in
 * one posting). Ends with the ledger check, which must be ok.
 * Usage: npm run bench:staking [-- --stakers 1000 --calls 200 --settlements 20]
 *   DATABASE_URL=postgres://…/test → a throw-away database next to it; otherwise PGlite.
 */

import { randomUUID } from "node:crypto";
import { cpus } from "node:os";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { Db } from "../apps/server/src/db/client";
import { executeRows } from "../apps/server/src/db/rows";
import { inTransaction } from "../apps/server/src/db/transaction";
import { payFromEscrow } from "../apps/server/src/modules/ledger/escrow";
import {
  accountId,
  checkLedger,
  escrowAccount,
  platformAccount,
  type TransferLeg,
  transferMany,
  userAccount,
} from "../apps/server/src/modules/ledger/ledger.service";
import { settleFeePool } from "../apps/server/src/modules/staking/fee-pool";
import { stakeAccount } from "../apps/server/src/modules/staking/staking.service";
import { wireFeatureHooks } from "../apps/server/src/wiring";
import { createThrowawayDatabase, numberArg, percentile } from "./bench-db";

const stakersMax = numberArg("stakers", 1000);
const calls = numberArg("calls", 200);
const settlements = numberArg("settlements", 20);
/** Each payout: $100 gross, so a fee of $0.10 and $0.05 shared. */
const grossMicros = 100_000_000n;

/** `count` demo-free users, in SQL: the set-up is not what is measured. */
async function insertUsers(db: Db, count: number, label: string): Promise<string[]> {
  const rows = await executeRows<{ id: string }>(
    db,
    sql`insert into users (oidc_issuer, oidc_subject, email, first_name) select 'bench', ${label} || '-' || g, ${label} || '-' || g || '@bench.test', 'Bench'
          from generate_series(1, ${count}) g returning id`,
  );
  return rows.map((r) => String(r.id));
}

/** An active agent of `ownerId`, in SQL. */
async function insertAgent(db: Db, ownerId: string, name: string): Promise<string> {
  const [row] = await executeRows<{ id: string }>(
    db,
    sql`insert into agents (owner_id, name, slug, categories, status, base_per_minute_rate_micros, search_vector)
        values (${ownerId}, ${name}, ${name.toLowerCase().replace(/\s+/g, "-")}, array['Research'], 'active', 10000,
                to_tsvector('english', ${name})) returning id`,
  );
  return String(row?.id);
}

/** Gives each of `userIds` $10 and stakes $1–$10 of it on `agentId`, through ledger transfers. */
async function stakeOn(db: Db, agentId: string, userIds: string[]): Promise<void> {
  const funding = await accountId(db, platformAccount("funding"));
  await db.execute(sql`insert into stake_fee_pools (agent_id) values (${agentId}) on conflict do nothing`);
  for (let i = 0; i < userIds.length; i += 200) {
    const batch = userIds.slice(i, i + 200);
    const legs: TransferLeg[] = [];
    for (const [j, userId] of batch.entries()) {
      const [position] = await executeRows<{ id: string }>(
        db,
        sql`insert into stakes (agent_id, user_id) values (${agentId}, ${userId}) returning id`,
      );
      const available = await accountId(db, userAccount(userId));
      legs.push({ debit: funding, credit: available, amount: 10_000_000n, code: "deposit", reference: "bench" });
      legs.push({
        debit: available,
        credit: await accountId(db, stakeAccount(String(position?.id))),
        amount: BigInt(1 + ((i + j) % 10)) * 1_000_000n,
        code: "stake",
        reference: `stake:${position?.id}`,
      });
    }
    await transferMany(db, legs);
  }
}

/** One payout of `grossMicros` to `agent`'s owner from a freshly funded escrow; @returns its ms. */
async function timeOnePayout(db: Db, agent: { id: string; ownerId: string }, clientId: string): Promise<number> {
  const contract = { id: randomUUID(), agentId: agent.id, providerId: agent.ownerId, clientId };
  await transferMany(db, [
    {
      debit: await accountId(db, platformAccount("funding")),
      credit: await accountId(db, escrowAccount(contract.id)),
      amount: grossMicros,
      code: "escrow_fund",
      reference: `contract:${contract.id}`,
    },
  ]);
  const start = performance.now();
  await inTransaction(db, (tx) => payFromEscrow(tx, contract, { gross: grossMicros }, `contract:${contract.id}`));
  return performance.now() - start;
}

/** Times `calls` payouts to `agent`, sorted ascending. */
async function timePayouts(db: Db, agent: { id: string; ownerId: string }, clientId: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < calls; i += 1) times.push(await timeOnePayout(db, agent, clientId));
  return times.sort((a, b) => a - b);
}

/**
 * Times `settlements` settlements of `agent`'s pool, each after one payout so that every position
 * is owed: the batched posting that pays each staker (decision 047), one transfer per position.
 */
async function timeSettlements(db: Db, agent: { id: string; ownerId: string }, clientId: string) {
  const times: number[] = [];
  let paid = 0;
  for (let i = 0; i < settlements; i += 1) {
    await timeOnePayout(db, agent, clientId);
    const start = performance.now();
    paid = await settleFeePool(db, agent.id);
    times.push(performance.now() - start);
  }
  return { times: times.sort((a, b) => a - b), paid };
}

async function main(): Promise<void> {
  // The stakers' fee share joins a payout through the ledger's hook, which the app registers; this
  // bench pays out without an app, so it registers the hooks itself (or it would measure payouts
  // that share nothing, and settlements with nothing to pay).
  wireFeatureHooks();
  const { database, drop } = await createThrowawayDatabase("staking");
  const db = database.db;
  try {
    await database.migrate();
    console.log(
      `Agora staking bench · ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model} · ${database.kind} · ` +
        `${calls} payouts of $100 per pool size`,
    );
    const [ownerId, clientId] = (await insertUsers(db, 2, "owner")) as [string, string];
    const stakers = await insertUsers(db, stakersMax, "staker");
    let anchorP95 = 0;
    for (const size of [...new Set([0, 100, stakersMax])].filter((n) => n <= stakersMax)) {
      const agentId = await insertAgent(db, ownerId, `Bench Agent ${size}`);
      await stakeOn(db, agentId, stakers.slice(0, size));
      // Statistics as autovacuum would have them on a live database; a fresh one has none, and the
      // planner then walks whole indexes for the stakers' accounts.
      await db.execute(sql`analyze`);
      // Warm-up: plans and the connection, not counted.
      await timePayouts(db, { id: agentId, ownerId }, clientId);
      const times = await timePayouts(db, { id: agentId, ownerId }, clientId);
      const p50 = percentile(times, 0.5);
      const p95 = percentile(times, 0.95);
      if (size === 0) anchorP95 = p95;
      console.log(
        `${String(size).padStart(5)} stakers: payout p50 ${p50.toFixed(2)} ms · p95 ${p95.toFixed(2)} ms` +
          (size === 0
            ? " (anchor: a payout without stakers)"
            : ` · ${(p95 / anchorP95).toFixed(1)}× the anchor's p95`) +
          (size === stakersMax ? ` · target p95 < 50 ms: ${p95 < 50 ? "met" : "NOT met"}` : ""),
      );
      if (size > 0) {
        const settled = await timeSettlements(db, { id: agentId, ownerId }, clientId);
        // Each settlement follows a payout whose fee share every position earned a part of.
        if (settled.paid !== size)
          throw new Error(`a settlement paid ${settled.paid} of ${size} positions: the fee share did not reach them`);
        const s50 = percentile(settled.times, 0.5);
        console.log(
          `       settlement paying ${settled.paid} positions: p50 ${s50.toFixed(2)} ms · ` +
            `p95 ${percentile(settled.times, 0.95).toFixed(2)} ms · ${Math.round((settled.paid * 1000) / s50)} transfers/s at p50`,
        );
      }
    }
    const check = await checkLedger(db);
    console.log(`ledger check: ${check.ok ? "ok" : "FAILED"} (${check.accounts} accounts, sum ${check.sum})`);
    if (!check.ok) process.exitCode = 1;
  } finally {
    await database.close();
    await drop();
  }
}

await main();
