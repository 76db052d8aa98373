import type { ContractStatus, RealtimeEventData, RealtimeEventName } from "@agora/contracts";
import type { Tx } from "../../db/client";
import { publishEvent } from "../realtime/events";

/** The events announced as a contract change: `contract.<action>` and `dispute.<step>`. */
export type ContractChangeEvent = Extract<RealtimeEventName, `contract.${string}` | `dispute.${string}`>;

/** What event `E` carries beyond the contract's id and status (required when it has required fields). */
type ContractChangeExtra<E extends ContractChangeEvent> = Omit<RealtimeEventData<E>, "contractId" | "status">;

/**
 * Announces a contract change (inside its transaction) on `contract:<id>` and on both parties'
 * `user:<id>` channels, so pages watching either learn of it. The payload is the contract's id and
 * status plus `extra`, typed by the event's name against the contract's `realtimeEventData`.
 * @param event e.g. `contract.fund`, `contract.approve`, `dispute.opened`.
 */
export async function publishContractChange<E extends ContractChangeEvent>(
  tx: Tx,
  c: { id: string; clientId: string; providerId: string; status: ContractStatus },
  event: E,
  ...[extra]: object extends ContractChangeExtra<E> ? [extra?: ContractChangeExtra<E>] : [extra: ContractChangeExtra<E>]
): Promise<void> {
  // TypeScript cannot see through the generic spread; the parameter types above are the check.
  const data = { contractId: c.id, status: c.status, ...extra } as RealtimeEventData<E>;
  await publishEvent(tx, `contract:${c.id}`, event, data);
  for (const party of [c.clientId, c.providerId]) await publishEvent(tx, `user:${party}`, event, data);
}
