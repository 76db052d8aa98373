// The reputation module's public entry point: what other modules may import (decision 061).

export type { AggregatedReputationInputs, Reputation } from "./reputation";
export {
  formatHundredths,
  microsPerDollarFloat,
  msPerDay,
  reviewHalfLifeDays,
  scoreReputation,
  starsMax,
  starsMin,
} from "./reputation";
