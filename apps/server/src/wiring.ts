import { provideAgentPorts } from "./modules/agents/agent-ports";
import { ownsAnyAgent } from "./modules/agents/agent-scores";
import { invalidateCatalogue } from "./modules/agents/catalogue-cache";
import { pauseAgentsOfOwner } from "./modules/agents/suspension";
import { revokeAllApiKeys } from "./modules/api-keys/api-keys.service";
import { endAllSessions } from "./modules/auth/sessions";
import { payCallsOnClosing } from "./modules/calls";
import { openContractBlockers, withdrawOpenDealsOf } from "./modules/hiring/account-erasure";
import { onContractClosed, onContractClosing } from "./modules/hiring/contract-hooks";
import { onPayoutFee } from "./modules/ledger/payout-hooks";
import { forgetNotificationsOf } from "./modules/notifications/notifications.service";
import { recomputeReputation } from "./modules/reviews/reputation.service";
import { forgetSavedAgentsOf, notifySaversOfLiveService } from "./modules/saved-agents/saved-agents.service";
import { hasOpenService, openServicesOf, ownedServiceIds } from "./modules/services/agent-services";
import { onServiceLive } from "./modules/services/service-hooks";
import { accrueFeeShare } from "./modules/staking/fee-pool";
import { stakeErasureBlockers, stakeSignals } from "./modules/staking/stake-reads";
import { closeContractStreams } from "./modules/streams/streams.service";
import type { ErasureStep } from "./modules/users/account-erasure";
import { addErasureCheck, addErasureStep, onAccountErased } from "./modules/users/account-erasure";
import { provideAgentProfileLookup } from "./modules/users/users.service";
import { walletErasureBlockers } from "./modules/wallet/account-erasure";
import { removeWalletLinksOf } from "./modules/wallet-links/wallet-links.service";
import { removeEndpointsOf } from "./modules/webhooks/webhooks.service";

// The erasure's counted steps, adapted once here so the registries hold the same functions on
// every call of `wireFeatureHooks` (sets: a new arrow each call would register it twice).
const endSessionsStep: ErasureStep = async (tx, userId) => ({ endedSessions: await endAllSessions(tx, userId) });
const revokeKeysStep: ErasureStep = async (tx, userId) => ({ revokedApiKeys: await revokeAllApiKeys(tx, userId) });
const pauseAgentsStep: ErasureStep = async (tx, userId) => ({ pausedAgents: await pauseAgentsOfOwner(tx, userId) });

/**
 * The composition root's hooks and ports (decision 062): where a lower module must act through a
 * higher one, the higher one's function is handed down here, so no module imports one above it
 * (docs/ARCHITECTURE.md "Layers"). Idempotent: the hook registries are sets and the ports are
 * replaced, so every entry point (the app, the seed, a test) may call it.
 * - the ledger: staking's share of each payout's fee joins the payout's posting;
 * - hiring: a closing contract settles its streams and pays its unpaid calls (decision 086) before
 *   the escrow moves, and its agent's reputation is recomputed after;
 * - agents: a new agent's first score (reviews), its services' ownership (services) and the
 *   stake signals on its cards (staking), and what of it is open for hire (services);
 * - users: erasing an account (decision 071) asks hiring, staking and the wallet what blocks it,
 *   then ends sessions (auth), keys (api-keys), listed agents (agents), pending deals (hiring),
 *   wallet links, webhook endpoints, notification data and saved agents, and clears the catalogue
 *   after commit;
 * - services: a service going live tells the people who saved its agent (saved agents, decision 074);
 * - users: the signed-in user's `hasAgentProfile` asks agents whether they own one (decision 077).
 */
export function wireFeatureHooks(): void {
  onPayoutFee(accrueFeeShare);
  onContractClosing(closeContractStreams);
  onContractClosing(payCallsOnClosing);
  onContractClosed(recomputeReputation);
  provideAgentPorts({ scoreAgent: recomputeReputation, ownedServiceIds, stakeSignals, openServicesOf, hasOpenService });
  addErasureCheck(openContractBlockers);
  addErasureCheck(stakeErasureBlockers);
  addErasureCheck(walletErasureBlockers);
  addErasureStep(endSessionsStep);
  addErasureStep(revokeKeysStep);
  addErasureStep(pauseAgentsStep);
  addErasureStep(withdrawOpenDealsOf);
  addErasureStep(removeWalletLinksOf);
  addErasureStep(removeEndpointsOf);
  addErasureStep(forgetNotificationsOf);
  addErasureStep(forgetSavedAgentsOf);
  onAccountErased(invalidateCatalogue);
  onServiceLive(notifySaversOfLiveService);
  provideAgentProfileLookup(ownsAnyAgent);
}
