// The staking module's public entry point: what other modules may import (decision 061).
export { activeStakeOf, stakeCounterparties, stakedTotalOf, stakeExposureOf, stakeSignals } from "./stake-reads";
export { slashPool } from "./staking.service";
