// The hiring module's public entry point: what other modules may import (decision 061).
export { payBonus } from "./bonuses";
export { contractRowForSystem, contractStep, isParty, loadContract, partyOf } from "./contract-access";
export type { ContractChangeEvent } from "./contract-events";
export { publishContractChange } from "./contract-events";
export { runContractClosing } from "./contract-hooks";
export {
  contractIdOfOffer,
  contractIdsOfClient,
  contractRecordsOf,
  contractsByIds,
  contractTitles,
  countClosedContracts,
  isDemoContract,
  markContractDisputed,
  markContractResolved,
} from "./contract-store";
export { changeContract, hireServiceAndNotify } from "./deal-actions";
export type { StateCountRow } from "./deal-counts";
export {
  countContractsByState,
  countJobsByState,
  countNewContractsByDay,
  countNewJobsByDay,
  isDemoContractById,
} from "./deal-counts";
export {
  approveContract,
  decideOffer,
  deliverContract,
  fundContract,
  getContract,
  getOffer,
  hireService,
} from "./hiring.service";
export { getJob, getJobRow } from "./jobs.service";
export { offerAnswersOf } from "./offer-answers";
