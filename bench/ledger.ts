/**
 * Ledger benchmark (issue "Hiring and money"): transfers per second through the service function
 * `transfer()` with 32 concurrent callers, over 1,000 accounts and over 10 hot accounts, then a full
 * invariant check (`checkLedger`: sum zero, nothing negative, every account equal to a replay of
 * its transfers). Some transfers are sized to overdraw so the refusal path runs too.
 * Usage: npm run bench:ledger [-- --duration 10 --callers 32]
 *   DATABASE_URL=postgres://…/test → a throw-away database next to it; otherwise PGlite.
 */

import { randomUUID } from "node:crypto";
import { cpus } from "node:os";
import { performance } from "node:perf_hooks";
import {
  accountId,
  checkLedger,
  platformAccount,
  transfer,
  userAccount,
} from "../apps/server/src/modules/ledger/ledger.service";
import { createThrowawayDatabase, numberArg } from "./bench-db";

const durationS = numberArg("duration", 10);
const callers = numberArg("callers", 32);

async function main(): Promise<void> {
  const { database, drop: dropDatabase } = await createThrowawayDatabase("ledger");
  const db = database.db;
  try {
    const funding = await accountId(db, platformAccount("funding"));
    const run = async (label: string, accountCount: number) => {
      const ids: string[] = [];
      for (let i = 0; i < accountCount; i++) {
        const id = await accountId(db, userAccount(randomUUID()));
        await transfer(db, { debit: funding, credit: id, amount: 100_000_000n, code: "deposit", reference: "bench" });
        ids.push(id);
      }
      let posted = 0;
      let refused = 0;
      let failed = 0;
      const latencies: number[] = [];
      const end = performance.now() + durationS * 1000;
      const caller = async () => {
        while (performance.now() < end) {
          const a = ids[Math.floor(Math.random() * ids.length)] as string;
          let b = ids[Math.floor(Math.random() * ids.length)] as string;
          if (a === b) b = ids[(ids.indexOf(a) + 1) % ids.length] as string;
          // One in 50 asks for more than any account holds, to exercise the refusal.
          const amount = Math.random() < 0.02 ? 10n ** 12n : BigInt(1 + Math.floor(Math.random() * 1_000_000));
          const t0 = performance.now();
          try {
            await transfer(db, { debit: a, credit: b, amount, code: "payment", reference: "bench" });
            posted++;
          } catch (err) {
            if ((err as { code?: string }).code === "insufficient_funds") refused++;
            else failed++;
          }
          latencies.push(performance.now() - t0);
        }
      };
      const t0 = performance.now();
      await Promise.all(Array.from({ length: callers }, caller));
      const seconds = (performance.now() - t0) / 1000;
      latencies.sort((x, y) => x - y);
      const p = (q: number) => (latencies[Math.floor(latencies.length * q)] ?? 0).toFixed(1);
      const check = await checkLedger(db);
      console.log(
        `${label}: ${Math.round(posted / seconds)} transfers/s (${posted} posted, ${refused} refused for funds, ${failed} failed), ` +
          `p50 ${p(0.5)} ms, p99 ${p(0.99)} ms; invariants ${check.ok ? "ok" : "VIOLATED"} ` +
          `(accounts ${check.accounts}, sum ${check.sum}, negative ${check.negative.length}, mismatched ${check.mismatched.length})`,
      );
    };
    console.log(
      `Agora ledger bench · ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model} · ${database.kind} · ${callers} callers, ${durationS} s`,
    );
    await run("1,000 accounts", 1000);
    await run("10 hot accounts", 10);
  } finally {
    await database.close();
    await dropDatabase();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
