import { feeShareSettlementIntervalMs } from "@agora/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config";
import type { Db } from "./db/client";
import { schedule } from "./lib/scheduler";
import { payOutContractCalls } from "./modules/calls";
import { runAutoApprovals } from "./modules/hiring/hiring.service";
import { snapshotDailyReputations } from "./modules/reviews/reputation.service";
import { settleFeePools } from "./modules/staking/fee-pool";
import { releaseDueUnstakes } from "./modules/staking/staking.service";
import { sweepStreams } from "./modules/streams/streams.service";
import { payOutX402Calls } from "./modules/x402";

/** How often the release of unstakes looks for cooldowns that have ended, ms: a minute. */
const unstakeReleaseIntervalMs = 60_000;
/** How often the 72-hour auto-approval looks for due contracts, ms. */
const autoApproveIntervalMs = 30_000;
/**
 * How often the daily reputation snapshot looks for agents without today's snapshot, ms (1 hour):
 * a new UTC day is picked up within the hour, and a tick with nothing to do costs one query.
 */
export const reputationSnapshotIntervalMs = 60 * 60 * 1000;

/**
 * Starts the money timers of this instance (decision 012): the stream sweep every `sweepMs`
 * (settles streams at their computed limit instant and stores heartbeat-loss pauses, even when
 * nothing reads them), the fixed-price auto-approval, the release of unstakes whose 7-day cooldown
 * has ended (decision 044), the payment of stakers' accrued fee shares (decision 047), the payout of
 * settled x402 calls and of per-call contracts' calls to agents' owners every
 * `x402Payouts.intervalMs` (decisions 085 and 086; 0 leaves them out), and the hourly check for agents without
 * today's reputation snapshot (scores decay with review age even when nothing happens). All keep
 * their state in the database and lock with `SKIP LOCKED`, so a restart loses nothing and several
 * instances never act twice.
 * They run on the shared scheduler (lib/scheduler.ts): a tick is skipped while the previous one still
 * runs; failures are logged and retried next tick.
 * @param sweepMs interval in ms; 0 starts nothing (tests that drive the sweep themselves).
 * @param x402Payouts the x402 payout job's interval (ms) and batch size in calls (X402_PAYOUT_*).
 * @returns a function that stops the timers.
 */
export function startMoneyJobs(
  db: Db,
  log: FastifyBaseLogger,
  sweepMs: number,
  x402Payouts: Config["x402Payouts"],
): () => void {
  if (sweepMs <= 0) return () => {};
  return schedule(
    [
      { failureMessage: "stream sweep failed", intervalMs: sweepMs, work: () => sweepStreams(db) },
      { failureMessage: "auto-approval failed", intervalMs: autoApproveIntervalMs, work: () => runAutoApprovals(db) },
      {
        failureMessage: "unstake release failed",
        intervalMs: unstakeReleaseIntervalMs,
        work: () => releaseDueUnstakes(db),
      },
      {
        failureMessage: "fee share settlement failed",
        intervalMs: feeShareSettlementIntervalMs,
        work: () => settleFeePools(db),
      },
      ...(x402Payouts.intervalMs > 0
        ? [
            {
              failureMessage: "x402 payout failed",
              intervalMs: x402Payouts.intervalMs,
              work: () => payOutX402Calls(db, x402Payouts.batchCallsMax),
            },
            // Per-call contracts' calls are paid on the same interval and in the same batch size
            // (decision 086: one pay-per-call payout rule, whoever the call came through).
            {
              failureMessage: "per-call payout failed",
              intervalMs: x402Payouts.intervalMs,
              work: () => payOutContractCalls(db, x402Payouts.batchCallsMax),
            },
          ]
        : []),
      {
        failureMessage: "reputation snapshot failed",
        intervalMs: reputationSnapshotIntervalMs,
        work: () => snapshotDailyReputations(db),
      },
    ],
    log,
  );
}
