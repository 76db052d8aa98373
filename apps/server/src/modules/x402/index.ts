// The x402 module's public entry point: what other modules may import (decision 061).

export { dayContractIdsOfPayer, dayContractNames } from "./day-contract-reads";
export { type DemoPaidResource, offerDemoPaidCalls } from "./demo-calls";
export { registerX402Routes } from "./x402.routes";
export type { AuthorizationSigner, X402Context } from "./x402.service";
export { createAuthorization, x402NetworkOf } from "./x402.service";
export type { X402PayoutRun } from "./x402-payouts";
export { payOutX402Calls, x402PayoutBatchCallsMaxDefault, x402PayoutIntervalMsDefault } from "./x402-payouts";
