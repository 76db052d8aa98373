import type { Contract, Offer } from "@agora/contracts";
import { getOfferActions } from "@/lib/deals/actions";
import type { DealRole } from "@/lib/deals/keys";

/**
 * What waits for the signed-in user, read from their offers and contracts on both sides
 * (docs/product/DESIGN.md "Hiring flow"). Offers are read through the offer state machine
 * (lib/deals/actions.ts); contracts list only the steps that wait on one side (funding,
 * approving, delivering fixed-price work). The rows only link to where the action is taken.
 */

/** Kinds of work waiting, in the order the dashboard lists them. */
export const actionKinds = ["answer_offer", "fund", "approve", "deliver"] as const;
export type ActionKind = (typeof actionKinds)[number];

export interface ActionItem {
  /** Unique in the list. */
  key: string;
  kind: ActionKind;
  /** The side the user is on. */
  side: DealRole;
  title: string;
  agentName: string;
  /** Where the action is taken: the contract's panel, or the offers of the right side of /jobs. */
  href: string;
  /** What happens without an answer, and when: an offer expires, a delivery is approved. */
  deadline: { at: string; kind: "expires" | "auto_approves" } | null;
  createdAt: string;
  /** For showing the terms: the offer's or contract's pricing. */
  deal: Pick<Contract | Offer, "pricingModel" | "amount" | "basePerMinuteRate">;
}

export interface DealLists {
  offers: Record<DealRole, readonly Offer[]>;
  contracts: Record<DealRole, readonly Contract[]>;
}

/** `/jobs?contract=<id>`: the contract's panel. */
export function contractHref(contractId: string): string {
  return `/jobs?contract=${encodeURIComponent(contractId)}`;
}

/**
 * Everything waiting for the user, most pressing kind first; within a kind the nearest deadline
 * first, then the newest.
 * - answer_offer: a pending, unexpired offer the other side proposed (on either side).
 * - fund (client): a contract awaiting funding.
 * - approve (client): a delivery; a fixed price is approved automatically at `autoApproveAt`.
 * - deliver (agent's owner): funded fixed-price work not yet delivered.
 */
export function listNeedsAction({ offers, contracts }: DealLists, nowMs = Date.now()): ActionItem[] {
  const items = new Map<string, ActionItem>();
  const add = (item: ActionItem) => {
    if (!items.has(item.key)) items.set(item.key, item);
  };

  for (const side of ["client", "provider"] as const) {
    for (const offer of offers[side]) {
      // Waiting for this side: the offers it may accept (the offer state machine, through actions.ts).
      if (!getOfferActions(offer, side, nowMs).includes("accept")) continue;
      add({
        key: `offer:${offer.id}`,
        kind: "answer_offer",
        side,
        title: offer.serviceTitle ?? offer.jobTitle ?? `Work with ${offer.agent.name}`,
        agentName: offer.agent.name,
        href: side === "provider" ? "/jobs?role=provider" : "/jobs",
        deadline: { at: offer.expiresAt, kind: "expires" },
        createdAt: offer.createdAt,
        deal: offer,
      });
    }
  }

  for (const contract of contracts.client) {
    const kind = contract.status === "awaiting_funding" ? "fund" : contract.status === "delivered" ? "approve" : null;
    if (!kind) continue;
    add({
      key: `contract:${contract.id}`,
      kind,
      side: "client",
      title: contract.title,
      agentName: contract.agent.name,
      href: contractHref(contract.id),
      deadline:
        kind === "approve" && contract.autoApproveAt ? { at: contract.autoApproveAt, kind: "auto_approves" } : null,
      createdAt: contract.createdAt,
      deal: contract,
    });
  }

  for (const contract of contracts.provider) {
    if (contract.pricingModel !== "fixed" || contract.status !== "active") continue;
    add({
      key: `contract:${contract.id}`,
      kind: "deliver",
      side: "provider",
      title: contract.title,
      agentName: contract.agent.name,
      href: contractHref(contract.id),
      deadline: null,
      createdAt: contract.createdAt,
      deal: contract,
    });
  }

  return [...items.values()].sort(
    (a, b) =>
      actionKinds.indexOf(a.kind) - actionKinds.indexOf(b.kind) ||
      deadlineMs(a) - deadlineMs(b) ||
      Date.parse(b.createdAt) - Date.parse(a.createdAt),
  );
}

function deadlineMs(item: ActionItem): number {
  return item.deadline ? Date.parse(item.deadline.at) : Number.POSITIVE_INFINITY;
}

/**
 * The time left until a deadline, coarse enough to read at a glance: "2 d 23 h", "5 h 12 min",
 * "12 min", "under a minute"; "now" once it has passed.
 */
export function formatTimeLeft(ms: number): string {
  if (ms <= 0) return "now";
  const minutes = Math.floor(ms / 60_000);
  if (minutes < 1) return "under a minute";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`;
}
