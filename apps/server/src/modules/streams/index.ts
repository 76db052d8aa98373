// The streams module's public entry point: what other modules may import (decision 061).
export { lastHeartbeatsOf } from "./heartbeats";
export type { ReceiptSigner } from "./receipts";
export { streamActiveMsByDay } from "./stream-minutes";
export {
  actOnStream,
  closeContractStreams,
  listStreams,
  settleAgentStreams,
  startStream,
  toStream,
} from "./streams.service";
