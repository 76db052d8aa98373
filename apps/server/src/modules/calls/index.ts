// The calls module's public entry point: what other modules may import (decision 061).
export { payCallsOnClosing, payOutContractCalls } from "./call-payouts";
export { registerCallRoutes } from "./calls.routes";
export type { CallSigner } from "./calls.service";
export { listCalls, makeCall } from "./calls.service";
