import type { Tx } from "../../db/client";
import { publishEvent } from "../realtime/events";

/**
 * Announces a contract change (inside its transaction) on `contract:<id>` and on both parties'
 * `user:<id>` channels, so pages watching either learn of it.
 * @param event e.g. `contract.fund`, `contract.approve`, `dispute.opened`.
 */
export async function publishContractChange(
  tx: Tx,
  c: { id: string; clientId: string; providerId: string; status: string },
  event: string,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const data = { contractId: c.id, status: c.status, ...extra };
  await publishEvent(tx, `contract:${c.id}`, event, data);
  for (const party of [c.clientId, c.providerId]) await publishEvent(tx, `user:${party}`, event, data);
}
