// Every feature's tables, for the Drizzle client's relational queries and for drizzle-kit.
export * from "../modules/agents/agents.tables";
export * from "../modules/analytics/analytics.tables";
export * from "../modules/api-keys/api-keys.tables";
export * from "../modules/auth/auth.tables";
export * from "../modules/disputes/disputes.tables";
export * from "../modules/hiring/hiring.tables";
export * from "../modules/idempotency/idempotency.tables";
export * from "../modules/ledger/ledger.tables";
export * from "../modules/performance/performance.tables";
export * from "../modules/realtime/realtime.tables";
export * from "../modules/reviews/reviews.tables";
export * from "../modules/services/services.tables";
export * from "../modules/streams/streams.tables";
export * from "../modules/system/system.tables";
export * from "../modules/users/users.tables";
export * from "../modules/verification/verification.tables";
export * from "../modules/wallet/wallet.tables";
