import type { Offer } from "@agora/contracts";

/** One negotiation: an offer and the counter-offers answering it, oldest first. */
export interface OfferThread {
  /** The id of the offer that opened the negotiation. */
  id: string;
  offers: Offer[];
  /** The newest offer: the terms on the table now (or the last ones, once decided). */
  latest: Offer;
}

/**
 * Groups offers into negotiation threads by following `counterOf` back to the offer that opened
 * each one (docs/product/DESIGN.md "Hiring flow" 2). An offer whose `counterOf` is not in the list (an owner
 * sees only their own offers) opens a thread of its own. Each thread lists its offers from the
 * opening one to the newest; threads come newest activity first.
 */
export function groupOfferThreads(offers: readonly Offer[]): OfferThread[] {
  const byId = new Map(offers.map((offer) => [offer.id, offer]));
  const rootOf = new Map<string, { root: string; depth: number }>();

  function locate(offer: Offer): { root: string; depth: number } {
    const known = rootOf.get(offer.id);
    if (known) return known;
    // Walk up iteratively; `seen` stops a malformed cycle from looping forever.
    const chain: Offer[] = [];
    const seen = new Set<string>();
    let current: Offer = offer;
    let base: { root: string; depth: number } | null = null;
    while (true) {
      const cached = rootOf.get(current.id);
      if (cached) {
        base = cached;
        break;
      }
      chain.push(current);
      seen.add(current.id);
      const parent = current.counterOf ? byId.get(current.counterOf) : undefined;
      if (!parent || seen.has(parent.id)) break;
      current = parent;
    }
    // `chain` runs from `offer` up to the topmost offer not yet placed.
    let depth = base ? base.depth : -1;
    const root = base ? base.root : (chain[chain.length - 1] as Offer).id;
    for (let index = chain.length - 1; index >= 0; index--) {
      depth += 1;
      rootOf.set((chain[index] as Offer).id, { root, depth });
    }
    return rootOf.get(offer.id) as { root: string; depth: number };
  }

  const groups = new Map<string, Array<{ offer: Offer; depth: number }>>();
  for (const offer of offers) {
    const { root, depth } = locate(offer);
    const group = groups.get(root) ?? [];
    group.push({ offer, depth });
    groups.set(root, group);
  }

  const threads: OfferThread[] = [];
  for (const [id, group] of groups) {
    group.sort((a, b) => a.depth - b.depth || a.offer.createdAt.localeCompare(b.offer.createdAt));
    const list = group.map((entry) => entry.offer);
    threads.push({ id, offers: list, latest: list[list.length - 1] as Offer });
  }
  return threads.sort((a, b) => b.latest.createdAt.localeCompare(a.latest.createdAt) || a.id.localeCompare(b.id));
}
