import {
  bpsToPercent,
  disputeLostBelowAgentShareBps,
  feeShareSettlementIntervalMs,
  platformFeePercentText,
  slashMaxBps,
  stakerFeeShareBps,
  unstakeCooldownMs,
} from "@agora/contracts";

// The staking rules in words, from the constants the server enforces (decision 044), so the page
// can never promise other figures than the ledger pays.

const msPerDay = 24 * 60 * 60 * 1000;
const cooldownDays = unstakeCooldownMs / msPerDay;

/** The unstaking cooldown in words: "7 days". */
export const cooldownText = `${cooldownDays} ${cooldownDays === 1 ? "day" : "days"}`;

/** The unstaking cooldown before a noun: "7-day". */
export const cooldownAdjectiveText = `${cooldownDays}-day`;

const settlementMinutes = feeShareSettlementIntervalMs / 60_000;

/** How soon an earned fee share reaches the available balance: "a minute". */
export const settlementText = settlementMinutes === 1 ? "a minute" : `${settlementMinutes} minutes`;

/** The stakers' share of the platform fee: "50 %". */
export const feeShareText = `${bpsToPercent(Number(stakerFeeShareBps))} %`;

/** The most one lost dispute slashes: "10 %". */
export const slashMaxText = `${bpsToPercent(Number(slashMaxBps))} %`;

/** Below this agent share a dispute counts as lost: "50 %". */
export const slashBelowText = `${bpsToPercent(disputeLostBelowAgentShareBps)} %`;

/** The rules a staker should know before staking, one line each. */
export const stakingRules: ReadonlyArray<{ term: string; text: string }> = [
  {
    term: "Fee share",
    text: `stakers share ${feeShareText} of the platform fee (${platformFeePercentText}) on every payout to the agent, pro rata to their active stake. It counts as earned at once and reaches the available balance within ${settlementText}, or at once when they stake, unstake or the pool is slashed.`,
  },
  {
    term: "Slashing",
    text: `when the agent loses a dispute (its share is below ${slashBelowText}), up to ${slashMaxText} of its pool goes to the client, taken from every staker pro rata.`,
  },
  {
    term: "Cooldown",
    text: `unstaking takes ${cooldownText}. Stake in its cooldown earns nothing but can still be slashed; after it, the money returns to your available balance by itself.`,
  },
  {
    term: "Real money",
    text: "stake comes from your available balance and every movement is a transfer in Agora's ledger, shown on your statement.",
  },
];
