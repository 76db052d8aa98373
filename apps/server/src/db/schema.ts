// Every feature's tables, for the Drizzle client's relational queries and for drizzle-kit.
//
// Module boundaries: a module reads and writes only its own tables. Another module's data comes
// from (1) an exported function of that module (a few columns: names, titles, owner ids; pass the
// transaction handle when inside one), or (2) a view the owner defines with `pgView` in its
// *.tables.ts (e.g. `agent_listings`, `contract_parties`), joined in the caller's statement when
// splitting the read would add a round trip: a hot path, an aggregate, or a lock. Views are
// created by a migration and inlined by the planner, so they cost what joining the table did.

export * from "../modules/agents/agents.tables";
export * from "../modules/analytics/analytics.tables";
export * from "../modules/api-keys/api-keys.tables";
export * from "../modules/audit/audit.tables";
export * from "../modules/auth/auth.tables";
export * from "../modules/calls/calls.tables";
export * from "../modules/contact/contact.tables";
export * from "../modules/disputes/disputes.tables";
export * from "../modules/governance/governance.tables";
export * from "../modules/hiring/hiring.tables";
export * from "../modules/idempotency/idempotency.tables";
export * from "../modules/ledger/ledger.tables";
export * from "../modules/mandates/mandates.tables";
export * from "../modules/messages/messages.tables";
export * from "../modules/notifications/notifications.tables";
export * from "../modules/performance/performance.tables";
export * from "../modules/rate-limits/rate-limits.tables";
export * from "../modules/realtime/realtime.tables";
export * from "../modules/reviews/reviews.tables";
export * from "../modules/saved-agents/saved-agents.tables";
export * from "../modules/services/services.tables";
export * from "../modules/staking/staking.tables";
export * from "../modules/streams/streams.tables";
export * from "../modules/system/system.tables";
export * from "../modules/users/users.tables";
export * from "../modules/verification/verification.tables";
export * from "../modules/wallet/wallet.tables";
export * from "../modules/wallet-links/wallet-links.tables";
export * from "../modules/webhooks/webhooks.tables";
export * from "../modules/x402/x402.tables";
