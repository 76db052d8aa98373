import {
  formatUsd,
  proposalDurationDaysMax,
  proposalDurationDaysMin,
  proposalOptionsMax,
  proposalOptionsMin,
  proposalStakeMinMicros,
} from "@agora/contracts";

// The voting rules in words, from the constants the server enforces (decision 045).

/** The least active stake a member needs to propose: "$100". */
export const proposalStakeMinText = formatUsd(proposalStakeMinMicros, "price");

/** Who may make a proposal, as one sentence. */
export const whoMayProposeText = `Admins, and members with at least ${proposalStakeMinText} of active stake, can make proposals.`;

/** The rules of feature voting, one line each. */
export const votingRules: ReadonlyArray<{ term: string; text: string }> = [
  {
    term: "Weight",
    text: "a vote weighs the square root of your active stake in dollars when the proposal opened: $100 weighs 10, $400 weighs 20. Stake added after the start does not count.",
  },
  {
    term: "Changing your mind",
    text: "one vote per member, which you can move to another option until the proposal closes.",
  },
  {
    term: "Proposals",
    text: `admins and members with at least ${proposalStakeMinText} of active stake can propose, with ${proposalOptionsMin}–${proposalOptionsMax} options and a voting window of ${proposalDurationDaysMin}–${proposalDurationDaysMax} days. Results are public.`,
  },
];
