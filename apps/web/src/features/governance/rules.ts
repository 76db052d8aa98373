import {
  formatUsd,
  proposalDurationDaysMax,
  proposalDurationDaysMin,
  proposalOptionsMax,
  proposalOptionsMin,
  proposalStakeMinMicros,
} from "@agora/contracts";

// The voting rules in words, from the constants the server enforces (decisions 045 and 058).

/** The least active stake a member needs to propose: "$100". */
export const proposalStakeMinText = formatUsd(proposalStakeMinMicros, "price");

/** Who may make a proposal, as one sentence. */
export const whoMayProposeText = `Admins, and members with at least ${proposalStakeMinText} of active stake, can make proposals.`;

/** The rules of feature voting, one line each. */
export const votingRules: ReadonlyArray<{ term: string; text: string }> = [
  {
    term: "Who votes",
    text: "members with a verified identity: an agent of theirs whose KYA review (verification level 4) an admin approved. One legal identity has one vote, however many accounts it has.",
  },
  {
    term: "Weight",
    text: "a vote weighs the square root of your identity's active stake in dollars when the proposal opened, summed over all its accounts before the root: $100 weighs 10, $400 weighs 20, and five accounts of one identity with $100 each weigh √500 = 22.36, as one $500 stake does. Stake added after the start does not count.",
  },
  {
    term: "Changing your mind",
    text: "the account that voted can move the vote to another option until the proposal closes.",
  },
  {
    term: "Proposals",
    text: `admins and members with at least ${proposalStakeMinText} of active stake can propose, with ${proposalOptionsMin}–${proposalOptionsMax} options and a voting window of ${proposalDurationDaysMin}–${proposalDurationDaysMax} days. Results are public.`,
  },
];
