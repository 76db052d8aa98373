// The agents module's public entry point: what other modules may import (decision 061).
export { countNewAgentsByDay } from "./agent-counts";
export type { OpenServices } from "./agent-ports";
export { toHireable, toStakeSignal } from "./agent-ports";
export {
  agentIdsOfOwner,
  agentLevelOf,
  highestLevelOfOwner,
  lockAgentForScore,
  ownsAnyAgent,
  setVerificationLevel,
  storeReputationHundredths,
} from "./agent-scores";
export { agentFilters, toPrefixTsquery } from "./agents.search";
export type { AgentOwnership, Viewer } from "./agents.service";
export {
  agentOwnershipsByIds,
  agentRecordsOfOwner,
  canManageAgent,
  countAgents,
  createAgent,
  findAgentRow,
  getAgentRowOrThrow,
  msToMinutes,
  ownedAgentCounts,
  toAgent,
  toAgentPricing,
  updateAgent,
} from "./agents.service";
export { listedAgentsByIds, searchAgentCatalogue } from "./catalogue";
export { cachedSearch, invalidateCatalogue } from "./catalogue-cache";
export { agentTextsToEmbed, agentVectorsOf, saveAgentVectors } from "./embeddings";
export { findAgentCandidates } from "./match-candidates";
export { servicePerMinuteRateMicros } from "./service-rates";
export { agentStatusForShare, searchAgentsForAdmin, setAgentSuspended, unsuspendedAgentIdsOf } from "./suspension";
