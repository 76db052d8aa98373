import {
  type ContractStatus,
  formatMicros,
  type RealtimeEventData,
  type RealtimeEventName,
  type WebhookEventType,
} from "@agora/contracts";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { agentNameView } from "../agents/agents.tables";
import { publishEvent } from "../realtime";
import { enqueueWebhookEvent } from "../webhooks";
import { contracts } from "./hiring.tables";

/** The events announced as a contract change: `contract.<action>` and `dispute.<step>`. */
export type ContractChangeEvent = Extract<RealtimeEventName, `contract.${string}` | `dispute.${string}`>;

/** What event `E` carries beyond the contract's id and status (required when it has required fields). */
type ContractChangeExtra<E extends ContractChangeEvent> = Omit<RealtimeEventData<E>, "contractId" | "status">;

/** The webhook event type of each contract change that has one (decision 021). */
const webhookTypes = {
  "contract.fund": "contract.funded",
  "contract.deliver": "contract.delivered",
  "contract.approve": "contract.completed",
  "contract.cancel": "contract.cancelled",
  "contract.bonus": "contract.bonus_paid",
  "dispute.opened": "dispute.opened",
  "dispute.resolved": "dispute.resolved",
} as const satisfies Partial<Record<ContractChangeEvent, WebhookEventType>>;

/**
 * Announces a contract change (inside its transaction) on `contract:<id>` and on both parties'
 * `user:<id>` channels, so pages watching either learn of it. The payload is the contract's id,
 * status, title, agent name and fixed price (so a notification names what changed) plus `extra`, typed by the event's name against the contract's `realtimeEventData`. The
 * changes with a webhook type (`contract.fund` → `contract.funded`, …) are queued for both parties'
 * webhook endpoints in the same transaction.
 * @param event e.g. `contract.fund`, `contract.approve`, `dispute.opened`.
 */
export async function publishContractChange<E extends ContractChangeEvent>(
  tx: Tx,
  c: { id: string; clientId: string; providerId: string; status: ContractStatus },
  event: E,
  ...[extra]: object extends ContractChangeExtra<E> ? [extra?: ContractChangeExtra<E>] : [extra: ContractChangeExtra<E>]
): Promise<void> {
  // TypeScript cannot see through the generic spread; the parameter types above are the check.
  const [named] = await tx
    .select({ title: contracts.title, agentName: agentNameView.name, amountMicros: contracts.amountMicros })
    .from(contracts)
    .innerJoin(agentNameView, eq(agentNameView.id, contracts.agentId))
    .where(eq(contracts.id, c.id));
  const names = named
    ? {
        title: named.title,
        agentName: named.agentName,
        amount: named.amountMicros === null ? null : formatMicros(named.amountMicros),
      }
    : {};
  const data = { contractId: c.id, status: c.status, ...names, ...extra } as RealtimeEventData<E>;
  await publishEvent(tx, `contract:${c.id}`, event, data);
  for (const party of [c.clientId, c.providerId]) await publishEvent(tx, `user:${party}`, event, data);
  const webhookType = webhookTypes[event as keyof typeof webhookTypes];
  // Same payload schemas on both sides (contractChangeData, disputeChangeData).
  if (webhookType) await enqueueWebhookEvent(tx, [c.clientId, c.providerId], webhookType, data as never);
}
