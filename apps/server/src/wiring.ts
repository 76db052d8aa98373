import { provideAgentPorts } from "./modules/agents/agent-ports";
import { onContractClosed, onContractClosing } from "./modules/hiring/contract-hooks";
import { onPayoutFee } from "./modules/ledger/payout-hooks";
import { recomputeReputation } from "./modules/reviews/reputation.service";
import { hasOpenService, openServicesOf, ownedServiceIds } from "./modules/services/agent-services";
import { accrueFeeShare } from "./modules/staking/fee-pool";
import { stakeSignals } from "./modules/staking/stake-reads";
import { closeContractStreams } from "./modules/streams/streams.service";

/**
 * The composition root's hooks and ports (decision 062): where a lower module must act through a
 * higher one, the higher one's function is handed down here, so no module imports one above it
 * (docs/ARCHITECTURE.md "Layers"). Idempotent: the hook registries are sets and the ports are
 * replaced, so every entry point (the app, the seed, a test) may call it.
 * - the ledger: staking's share of each payout's fee joins the payout's posting;
 * - hiring: a closing contract settles its streams before the escrow moves, and its agent's
 *   reputation is recomputed after;
 * - agents: a new agent's first score (reviews), its services' ownership (services) and the
 *   stake signals on its cards (staking), and what of it is open for hire (services).
 */
export function wireFeatureHooks(): void {
  onPayoutFee(accrueFeeShare);
  onContractClosing(closeContractStreams);
  onContractClosed(recomputeReputation);
  provideAgentPorts({ scoreAgent: recomputeReputation, ownedServiceIds, stakeSignals, openServicesOf, hasOpenService });
}
