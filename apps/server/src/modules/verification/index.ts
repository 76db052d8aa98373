// The verification module's public entry point: what other modules may import (decision 061).
export { readAudit } from "./audit";
export { seedDemoVerification } from "./demo-verification";
export {
  agentTrustRows,
  decisionsPerDay,
  flagSources,
  kyaRecordsOfOwner,
  pendingKyaStats,
  verificationRecordsOfOwner,
} from "./reads";
export { dailyWithdrawalLimitMicros, nextTierHow, tierOf } from "./tiers";
export { accountsOfIdentity, verifiedIdentityOf } from "./voting-identity";
