import { type AgentHireable, formatMicros, type StakeSignal } from "@agora/contracts";
import type { SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client";
import type { AgentPricingRow } from "./agents.tables";
import { servicePerMinuteRateMicros } from "./service-rates";

// What the agents module asks of modules above it in the layers (docs/ARCHITECTURE.md "Layers"):
// services, reviews and staking all import agents, so agents reaches them through these ports,
// which the composition root (src/wiring.ts) fills at start (decision 062).

/** An agent's stake signal: its pool's active stake, µUSD, and how many stake on it. */
export interface StakeSignalMicros {
  totalMicros: bigint;
  stakers: number;
}

/** An agent's services open for hire (services module's `openServicesOf`). */
export interface OpenServices {
  /** Ids of the active per-minute services. */
  perMinuteServiceIds: string[];
  /** The lowest minimum price of the active fixed-price services, µUSD; null when there are none. */
  fixedFromMicros: bigint | null;
  /** How many services are active. */
  count: number;
}

/** The functions agents borrows from the modules above it. */
export interface AgentPorts {
  /**
   * Scores a new agent and stores the score (reviews' `recomputeReputation`): what a listing
   * shows before any work, its prior (docs/reputation.md).
   * @returns the score in hundredths, 0–99999.
   */
  scoreAgent(db: Db, agentId: string): Promise<number>;
  /** The ids among `ids` (uuids) of services that belong to agent `agentId` (services module). */
  ownedServiceIds(db: Db, agentId: string, ids: string[]): Promise<Set<string>>;
  /** The stake signal of each of `agentIds` (staking module); agents nobody stakes on are absent. */
  stakeSignals(db: Db | Tx, agentIds: readonly string[]): Promise<Map<string, StakeSignalMicros>>;
  /** The services open for hire of each of `agentIds` (services module); agents with none are absent. */
  openServicesOf(db: Db | Tx, agentIds: readonly string[]): Promise<Map<string, OpenServices>>;
  /** SQL: whether the agent of id column `agentId` has a service open for hire (services module). */
  hasOpenService(agentId: AnyPgColumn): SQL;
}

let provided: AgentPorts | undefined;

/** Fills the ports (the composition root, once per process; a second call replaces the first). */
export function provideAgentPorts(ports: AgentPorts): void {
  provided = ports;
}

/**
 * The ports as provided.
 * @throws Error when nothing provided them: a process that uses agents without the composition root.
 */
export function agentPorts(): AgentPorts {
  if (!provided) throw new Error("agents: ports not provided; call wireFeatureHooks() from src/wiring.ts first");
  return provided;
}

/** A stake signal as the wire shows it; `$0 by 0` for an agent nobody stakes on. */
export function toStakeSignal(signal: StakeSignalMicros | undefined): StakeSignal {
  return { total: formatMicros(signal?.totalMicros ?? 0n), stakers: signal?.stakers ?? 0 };
}

/**
 * What can be hired from an agent now, as the wire shows it: how many services are open and the
 * lowest price among them, per-minute rates after the agent's per-service overrides.
 * @param open the agent's entry of {@link AgentPorts.openServicesOf}; undefined when it has none.
 */
export function toHireable(
  agent: Pick<AgentPricingRow, "basePerMinuteRateMicros" | "rateOverrides">,
  open: OpenServices | undefined,
): AgentHireable {
  const rates = (open?.perMinuteServiceIds ?? []).map((id) => servicePerMinuteRateMicros(agent, id));
  const fromPerMinute = rates.length ? rates.reduce((a, b) => (b < a ? b : a)) : null;
  return {
    services: open?.count ?? 0,
    fromPerMinute: fromPerMinute === null ? null : formatMicros(fromPerMinute),
    fromFixed: open?.fixedFromMicros == null ? null : formatMicros(open.fixedFromMicros),
  };
}
