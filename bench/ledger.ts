/**
 * Ledger benchmark (issues "Hiring and money" and "Scale"): transfers per second through the
 * service function `transfer()` with `--callers` (32) concurrent callers, over 1,000 accounts and
 * over 10 hot accounts, each against its anchor in the same run: a raw-SQL transfer, one statement
 * that locks both accounts in id order, refuses an overdraft, updates both balances and appends the
 * transfer row, with no validation, no error text and no function call, prepared once per
 * connection as `transfer()`'s own statement is. The target for
 * `transfer()` over 1,000 accounts is ≥ 0.6 of the anchor. Each run ends with the full invariant
 * check (`checkLedger`: sum zero, nothing negative, every account equal to a replay of its
 * transfers). One request in 50 asks for more than any account holds, so the refusal path runs too.
 * Then the batched path: `--batch-callers` (2) callers posting `transferMany` of `--batch` (1,000)
 * legs at a time, against the target of ≥ 15,000 transfers/s.
 * Usage: npm run bench:ledger [-- --duration 10 --callers 32 --pool 10 --batch 1000 --batch-callers 2]
 *   DATABASE_URL=postgres://…/test → a throw-away database next to it; otherwise PGlite.
 *
 * Payouts mode (`-- --payouts`, decision 078), instead of the above: `--callers` payouts at a time,
 * each `payFromEscrow` in its own transaction (net to the provider, fee to the platform, an
 * exactly-once key) from one of `--contracts` (1,000) funded escrows picked at random. The anchor
 * is the same code with the platform's accounts in 1 shard, so every payout credits one fees row;
 * it alternates with `--shards` (the default N) `--rounds` (2) times, anchor first and last, and
 * the ratio is of the means, target ≥ 3. `--sweep 4,8,16,64` then times each N twice, ascending
 * and descending. The run ends with the invariant check and the fees balance read as one account
 * against the sum of the fees charged.
 */

import { randomUUID } from "node:crypto";
import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { Db } from "../apps/server/src/db/client";
import { executePreparedRows, executeRows } from "../apps/server/src/db/rows";
import { inTransaction } from "../apps/server/src/db/transaction";
import { type PayoutContract, payFromEscrow } from "../apps/server/src/modules/ledger/escrow";
import {
  accountId,
  balanceOf,
  checkLedger,
  escrowAccount,
  platformAccount,
  platformShardCountDefault,
  setPlatformShardCount,
  transfer,
  transferMany,
  userAccount,
} from "../apps/server/src/modules/ledger/ledger.service";
import { createThrowawayDatabase, numberArg, percentile } from "./bench-db";

const durationS = numberArg("duration", 10);
const callers = numberArg("callers", 32);
const poolMax = numberArg("pool", 10);
const batchLegs = numberArg("batch", 1000);
const batchCallers = numberArg("batch-callers", 2);
const isPayoutsMode = process.argv.includes("--payouts");
const contractCount = numberArg("contracts", 1000);
const shardCount = numberArg("shards", platformShardCountDefault);
const rounds = numberArg("rounds", 2);
const sweepAt = process.argv.indexOf("--sweep");
const sweep = sweepAt > 0 ? (process.argv[sweepAt + 1] ?? "").split(",").map(Number) : [];

/** Posts one transfer; resolves to "posted" or "refused" (not enough money), throws otherwise. */
type Post = (db: Db, debit: string, credit: string, amount: bigint) => Promise<"posted" | "refused">;

/** Agora's own path: `transfer()`, which calls `ledger_post`. */
const viaService: Post = async (db, debit, credit, amount) => {
  try {
    await transfer(db, { debit, credit, amount, code: "escrow_fund", reference: "bench" });
    return "posted";
  } catch (err) {
    if ((err as { code?: string }).code === "insufficient_funds") return "refused";
    throw err;
  }
};

/** The anchor: the least SQL that posts a transfer correctly, in one statement. */
const viaRawSql: Post = async (db, debit, credit, amount) => {
  const rows = await executePreparedRows<{ id: string }>(
    db,
    "ledger_anchor",
    sql`with locked as (
          select id, kind, credits_posted - debits_posted as balance from ledger_accounts
           where id in (${debit}::uuid, ${credit}::uuid) order by id for update
        ), debited as (
          update ledger_accounts set debits_posted = debits_posted + ${amount}
           where id = ${debit} and (select kind = 'funding' or balance >= ${amount} from locked where id = ${debit})
          returning credits_posted - debits_posted as after
        ), credited as (
          update ledger_accounts set credits_posted = credits_posted + ${amount}
           where id = ${credit} and exists (select 1 from debited)
          returning credits_posted - debits_posted as after
        )
        insert into ledger_transfers (debit_account_id, credit_account_id, amount_micros, code, reference,
                                      debit_balance_after, credit_balance_after)
        select ${debit}, ${credit}, ${amount}, 'payment', 'anchor', d.after, c.after from debited d, credited c
        returning id`,
  );
  return rows.length ? "posted" : "refused";
};

/** `count` accounts holding $100 each, funded in one posting. */
async function fundedAccounts(db: Db, count: number): Promise<string[]> {
  const funding = await accountId(db, platformAccount("funding"));
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push(await accountId(db, userAccount(randomUUID())));
  for (let i = 0; i < ids.length; i += 500)
    await transferMany(
      db,
      ids.slice(i, i + 500).map((id) => ({
        debit: funding,
        credit: id,
        amount: 100_000_000n,
        code: "deposit",
        reference: "bench",
      })),
    );
  return ids;
}

/** What one timed run measured. */
interface RunResult {
  perSecond: number;
  posted: number;
  refused: number;
  failed: number;
  p50: number;
  p99: number;
}

/** `callers` loops posting random transfers among `ids` with `post` for `durationS` seconds. */
async function drive(db: Db, ids: string[], post: Post): Promise<RunResult> {
  const result = { posted: 0, refused: 0, failed: 0 };
  const latencies: number[] = [];
  const end = performance.now() + durationS * 1000;
  const caller = async () => {
    while (performance.now() < end) {
      const a = ids[Math.floor(Math.random() * ids.length)] as string;
      let b = ids[Math.floor(Math.random() * ids.length)] as string;
      if (a === b) b = ids[(ids.indexOf(a) + 1) % ids.length] as string;
      const amount = Math.random() < 0.02 ? 10n ** 12n : BigInt(1 + Math.floor(Math.random() * 1_000_000));
      const t0 = performance.now();
      try {
        result[await post(db, a, b, amount)]++;
      } catch {
        result.failed++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: callers }, caller));
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((x, y) => x - y);
  return {
    ...result,
    perSecond: Math.round(result.posted / seconds),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}

const describeRun = (label: string, r: RunResult) =>
  `${label}: ${r.perSecond} transfers/s (${r.posted} posted, ${r.refused} refused for funds, ${r.failed} failed), ` +
  `p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms`;

/** Anchor, `transfer()`, anchor again over the same accounts; the ratio is against the anchors' mean. */
async function compare(db: Db, label: string, accountCount: number, target?: number): Promise<boolean> {
  const ids = await fundedAccounts(db, accountCount);
  await db.execute(sql`analyze ledger_accounts`);
  const before = await drive(db, ids, viaRawSql);
  const service = await drive(db, ids, viaService);
  const after = await drive(db, ids, viaRawSql);
  const anchor = (before.perSecond + after.perSecond) / 2;
  const ratio = service.perSecond / anchor;
  const check = await checkLedger(db);
  console.log(
    `${label}\n  ${describeRun("anchor (raw SQL)   ", before)}\n  ${describeRun("transfer()         ", service)}\n` +
      `  ${describeRun("anchor again       ", after)}\n  transfer() / anchor: ${ratio.toFixed(2)}` +
      (target ? ` · target ≥ ${target}: ${ratio >= target ? "met" : "NOT met"}` : "") +
      `\n  invariants ${check.ok ? "ok" : "VIOLATED"} (accounts ${check.accounts}, sum ${check.sum}, ` +
      `negative ${check.negative.length}, mismatched ${check.mismatched.length})`,
  );
  return check.ok && service.failed === 0 && before.failed === 0 && after.failed === 0;
}

/**
 * The batched path: `batchCallers` callers each posting `transferMany` of `batchLegs` random legs
 * among `ids` (the shape of a sweep's settlements or a pool's fee shares) for `durationS` seconds.
 * @returns transfers/s and the postings' p50 and p99, ms.
 */
async function driveBatches(
  db: Db,
  ids: string[],
): Promise<{ perSecond: number; postings: number; p50: number; p99: number }> {
  let legs = 0;
  const latencies: number[] = [];
  const end = performance.now() + durationS * 1000;
  const caller = async () => {
    while (performance.now() < end) {
      const batch = Array.from({ length: batchLegs }, (_, i) => {
        const a = Math.floor(Math.random() * ids.length);
        const b = (a + 1 + Math.floor(Math.random() * (ids.length - 1))) % ids.length;
        return {
          debit: ids[a] as string,
          credit: ids[b] as string,
          amount: BigInt(1 + (i % 100)),
          code: "escrow_fund" as const,
          reference: "bench-batch",
        };
      });
      const t0 = performance.now();
      await transferMany(db, batch);
      latencies.push(performance.now() - t0);
      legs += batch.length;
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: batchCallers }, caller));
  latencies.sort((x, y) => x - y);
  return {
    perSecond: Math.round(legs / ((performance.now() - t0) / 1000)),
    postings: latencies.length,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}

/** Times the batched path over `accountCount` funded accounts against its 15,000 transfers/s target. */
async function batched(db: Db, accountCount: number): Promise<boolean> {
  const ids = await fundedAccounts(db, accountCount);
  await db.execute(sql`analyze ledger_accounts`);
  const r = await driveBatches(db, ids);
  const check = await checkLedger(db);
  console.log(
    `batched: ${batchCallers} callers posting ${batchLegs} legs at a time over ${accountCount} accounts\n` +
      `  ${r.perSecond} transfers/s (${r.postings} postings), posting p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms` +
      ` · target ≥ 15000: ${r.perSecond >= 15_000 ? "met" : "NOT met"}\n  invariants ${check.ok ? "ok" : "VIOLATED"}`,
  );
  return check.ok;
}

/**
 * `count` contracts with their escrow funded with $100,000 each (in postings of 500 legs) and their
 * parties' accounts created, so that no timed payout pays for creating a row.
 */
async function fundedContracts(db: Db, count: number): Promise<PayoutContract[]> {
  const contracts = Array.from({ length: count }, () => ({
    id: randomUUID(),
    agentId: randomUUID(),
    providerId: randomUUID(),
    clientId: randomUUID(),
  }));
  const funding = await accountId(db, platformAccount("funding"));
  const escrows: string[] = [];
  for (const c of contracts) {
    escrows.push(await accountId(db, escrowAccount(c.id)));
    await accountId(db, userAccount(c.providerId));
    await accountId(db, userAccount(c.clientId));
  }
  for (let i = 0; i < escrows.length; i += 500)
    await transferMany(
      db,
      escrows.slice(i, i + 500).map((id) => ({
        debit: funding,
        credit: id,
        amount: 100_000_000_000n,
        code: "escrow_fund",
        reference: "bench",
      })),
    );
  return contracts;
}

/**
 * What one timed payout run measured; `feesMicros` is the sum of the fees its payouts charged,
 * `nodeCores` the CPU this process used per second of the run (1 = a whole core: the bench's own
 * ceiling, since its callers share one thread).
 */
interface PayoutRun extends RunResult {
  shards: number;
  feesMicros: bigint;
  nodeCores: number;
}

/**
 * `callers` loops paying out of random `contracts` with the platform's accounts in `shards` rows for
 * `durationS` seconds: each payout $0.001–$1 gross, in its own transaction, with its own key.
 */
async function drivePayouts(db: Db, contracts: PayoutContract[], shards: number): Promise<PayoutRun> {
  setPlatformShardCount(shards);
  // The shard rows exist before the clock starts, as they do on a platform that has run a while.
  for (let shard = 0; shard < shards; shard++) await accountId(db, { ...platformAccount("fees"), shard });
  const result = { posted: 0, refused: 0, failed: 0 };
  let feesMicros = 0n;
  const latencies: number[] = [];
  const end = performance.now() + durationS * 1000;
  const caller = async () => {
    while (performance.now() < end) {
      const c = contracts[Math.floor(Math.random() * contracts.length)] as PayoutContract;
      const gross = BigInt(1_000 + Math.floor(Math.random() * 999_000));
      const t0 = performance.now();
      try {
        const split = await inTransaction(db, (tx) =>
          payFromEscrow(tx, c, { gross }, `contract:${c.id}`, `bench:${randomUUID()}`),
        );
        feesMicros += split.fee;
        result.posted++;
      } catch {
        result.failed++;
      }
      latencies.push(performance.now() - t0);
    }
  };
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await Promise.all(Array.from({ length: callers }, caller));
  const seconds = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  latencies.sort((x, y) => x - y);
  return {
    ...result,
    shards,
    feesMicros,
    nodeCores: (cpu.user + cpu.system) / 1e6 / seconds,
    perSecond: Math.round(result.posted / seconds),
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}

const describePayouts = (label: string, r: PayoutRun) =>
  `${label.padEnd(24)}: ${r.perSecond} payouts/s (${r.posted} posted, ${r.failed} failed), ` +
  `p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, bench process ${r.nodeCores.toFixed(2)} of a core`;

const mean = (runs: PayoutRun[]) => runs.reduce((total, r) => total + r.perSecond, 0) / runs.length;

/**
 * Payouts from `contractCount` contracts, alternating 1 shard (the anchor) and `shardCount` shards
 * `rounds` times and ending on the anchor (A S A S A for 2), so that a change in the machine's load
 * during the run weighs on both; then the `sweep`, each N timed in ascending and again in
 * descending order for the same reason. Ends with the ledger check and the fees balance against
 * the fees charged.
 * @returns whether the invariants held, the fees add up and no payout failed.
 */
async function payouts(db: Db): Promise<boolean> {
  const contracts = await fundedContracts(db, contractCount);
  await db.execute(sql`analyze ledger_accounts`);
  console.log(`payouts from ${contractCount} contracts, ${callers} callers, pool ${poolMax}`);
  const anchors: PayoutRun[] = [];
  const sharded: PayoutRun[] = [];
  for (let round = 0; round <= rounds; round++) {
    const anchor = await drivePayouts(db, contracts, 1);
    anchors.push(anchor);
    console.log(`  ${describePayouts("anchor (1 shard)", anchor)}`);
    if (round === rounds) break;
    const run = await drivePayouts(db, contracts, shardCount);
    sharded.push(run);
    console.log(`  ${describePayouts(`${shardCount} shards`, run)}`);
  }
  const anchor = mean(anchors);
  const ratio = mean(sharded) / anchor;
  console.log(
    `  ${shardCount} shards ${Math.round(mean(sharded))}/s / anchor ${Math.round(anchor)}/s (means): ` +
      `${ratio.toFixed(2)} · target ≥ 3: ${ratio >= 3 ? "met" : "NOT met"}`,
  );
  const runs = [...anchors, ...sharded];
  const swept = new Map<number, PayoutRun[]>();
  for (const n of [...sweep, ...[...sweep].reverse()]) {
    const r = await drivePayouts(db, contracts, n);
    runs.push(r);
    swept.set(n, [...(swept.get(n) ?? []), r]);
  }
  for (const [n, pair] of swept)
    console.log(
      `  sweep ${String(n).padStart(3)} shards: ${pair.map((r) => r.perSecond).join(" / ")} payouts/s, ` +
        `${(mean(pair) / anchor).toFixed(2)} of the anchor, p99 ${pair.map((r) => r.p99.toFixed(0)).join(" / ")} ms`,
    );
  setPlatformShardCount(platformShardCountDefault);
  const charged = runs.reduce((total, r) => total + r.feesMicros, 0n);
  const fees = await balanceOf(db, platformAccount("fees"));
  const [rows] = await executeRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from ledger_accounts where owner_type = 'platform' and kind = 'fees'`,
  );
  const check = await checkLedger(db);
  console.log(
    `  fees read as one account: ${fees} µUSD over ${rows?.n} rows, charged ${charged} µUSD: ` +
      `${fees === charged ? "equal" : "DIFFERENT"}\n  invariants ${check.ok ? "ok" : "VIOLATED"} (accounts ${check.accounts}, ` +
      `sum ${check.sum}, negative ${check.negative.length}, mismatched ${check.mismatched.length})`,
  );
  return check.ok && fees === charged && runs.every((r) => r.failed === 0);
}

async function main(): Promise<void> {
  const { database, drop } = await createThrowawayDatabase("ledger", { poolMax });
  try {
    console.log(
      `Agora ledger bench · ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model} · ${database.kind} · ` +
        `${callers} callers, ${durationS} s a run · load ${loadavg()
          .map((l) => l.toFixed(2))
          .join(" ")}`,
    );
    if (isPayoutsMode) {
      if (!(await payouts(database.db))) process.exitCode = 1;
      console.log(
        `load at the end ${loadavg()
          .map((l) => l.toFixed(2))
          .join(" ")}`,
      );
      return;
    }
    const wide = await compare(database.db, "1,000 accounts", 1000, 0.6);
    const hot = await compare(database.db, "10 hot accounts", 10);
    const batch = await batched(database.db, 1000);
    if (!wide || !hot || !batch) process.exitCode = 1;
  } finally {
    await database.close();
    await drop();
  }
}

await main();
