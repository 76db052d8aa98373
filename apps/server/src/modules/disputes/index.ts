// The disputes module's public entry point: what other modules may import (decision 061).
export { countDisputesOpenedByDay } from "./dispute-counts";
export { openDispute, resolveDispute } from "./disputes.service";
