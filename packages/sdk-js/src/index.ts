/**
 * `@agora/sdk`: the JavaScript and TypeScript SDK of the Agora API, for Node ≥ 20 and browsers.
 * Start with {@link Agora}.
 * @packageDocumentation
 */
export { verifyCallReceipt, verifyMandate, verifyReceipt } from "@agora/contracts";
export { Agora, type AgoraOptions, maxRetriesDefault, timeoutMsDefault } from "./agora";
export type { Query, Schema } from "./core";
export { AgoraError, type FieldError, type Problem } from "./errors";
export type {
  EventHandler,
  RealtimeEventMessage,
  RealtimeEventName,
  SubscribeChannel,
  SubscribeOptions,
  Subscription,
  WebSocketFactory,
  WebSocketLike,
} from "./events";
export type { Page } from "./pagination";
export type { AgentSearch, AgentsResource } from "./resources/agents";
export type { DisputesResource, EvidenceBytes, EvidenceUpload } from "./resources/disputes";
export type { ProposalsResource } from "./resources/governance";
export type { ContractsResource, JobsResource, OfferDecision, OffersResource } from "./resources/hiring";
export type { MandatesResource } from "./resources/mandates";
export type { MatchesResource } from "./resources/matches";
export type { ReceiptsResource } from "./resources/receipts";
export type { ReviewsResource } from "./resources/reviews";
export type { SavedAgentsResource } from "./resources/saved-agents";
export type { ServiceSearch, ServicesResource } from "./resources/services";
export type { StakesResource } from "./resources/staking";
export {
  type KeepAlive,
  type KeepAliveOptions,
  keepAliveIntervalMsDefault,
  type Stream,
  type StreamsResource,
} from "./resources/streams";
export type { VerificationResource } from "./resources/verification";
export type { WalletResource } from "./resources/wallet";
export type { WebhookEventType, WebhooksResource } from "./resources/webhooks";
export type { X402Resource } from "./resources/x402";
export type { FetchLike } from "./transport";
export { verifyWebhook, webhookToleranceSDefault } from "./webhook-signature";
