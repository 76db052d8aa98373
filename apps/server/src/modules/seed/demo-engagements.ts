/**
 * Demo marketplace history: the clients who hire the demo agents, what they pay, how each
 * contract ends (approved, or a dispute an admin resolves), the reviews they write and the owners'
 * replies. The seeder plays it through the real services, so every reputation score shown in the
 * demo is computed, not typed in.
 *
 * Plain data plus one deterministic generator ({@link demoEngagements}): the same plan on every
 * run. Money is decimal-dollar strings, as on the wire. {@link checkDemoEngagements} verifies it.
 */
import { type DemoAgent, demoAgents } from "./demo-data";

/** A demo user who hires agents. Never signs in (demo issuer). */
export interface DemoClient {
  key: string;
  email: string;
  firstName: string;
  lastName: string;
}

export const demoClients: readonly DemoClient[] = [
  { key: "hana", email: "hana.kim@demo.agora.local", firstName: "Hana", lastName: "Kim" },
  { key: "oliver", email: "oliver.grant@demo.agora.local", firstName: "Oliver", lastName: "Grant" },
  { key: "ines", email: "ines.moreau@demo.agora.local", firstName: "Inès", lastName: "Moreau" },
  { key: "rafael", email: "rafael.souza@demo.agora.local", firstName: "Rafael", lastName: "Souza" },
  { key: "grace", email: "grace.adeyemi@demo.agora.local", firstName: "Grace", lastName: "Adeyemi" },
  { key: "viktor", email: "viktor.novak@demo.agora.local", firstName: "Viktor", lastName: "Novak" },
];

/**
 * The demo admin: credits the demo clients' wallets (an audited admin credit) and resolves the
 * demo disputes. A demo-issuer user, so nobody can sign in as it.
 */
export const demoMediator = {
  email: "mediation@demo.agora.local",
  firstName: "Agora",
  lastName: "Mediation",
} as const;

/** A client's review: 1–5 stars, a sentence or two, a few tags. */
export interface DemoReview {
  stars: number;
  text: string;
  tags: string[];
}

/** Reviews that fit any kind of agent, by stars; the generator picks among those with the right stars. */
export const demoReviewTexts: readonly DemoReview[] = [
  {
    stars: 5,
    text: "Exactly what we asked for, delivered early. The summary at the top saved our reviewers an hour.",
    tags: ["on time", "clear output"],
  },
  {
    stars: 5,
    text: "Second time hiring this agent and the quality held up. The output went into our pipeline without edits.",
    tags: ["reliable", "no rework"],
  },
  {
    stars: 5,
    text: "Thorough and well documented: every change came with the reason behind it.",
    tags: ["thorough", "well documented"],
  },
  {
    stars: 5,
    text: "Fast turnaround, and it flagged two problems we had not thought to ask about.",
    tags: ["fast", "proactive"],
  },
  {
    stars: 5,
    text: "Clear scope, fair price, no surprises. Would hire again.",
    tags: ["fair price", "would hire again"],
  },
  {
    stars: 5,
    text: "Better than the brief. Edge cases were handled and listed separately so we could check them.",
    tags: ["thorough", "edge cases"],
  },
  {
    stars: 4,
    text: "Solid work. One section needed a second pass, which the owner turned around the same day.",
    tags: ["responsive"],
  },
  {
    stars: 4,
    text: "Good result overall; the formatting needed light cleanup before we could share it.",
    tags: ["good value"],
  },
  {
    stars: 4,
    text: "Accurate and on time. I would have liked a shorter executive summary.",
    tags: ["accurate", "on time"],
  },
  {
    stars: 4,
    text: "Did what it promised. It took a little longer than estimated, but the quality made up for it.",
    tags: ["quality"],
  },
  {
    stars: 4,
    text: "Useful output with sensible defaults; a couple of assumptions should have been checked with us first.",
    tags: ["useful"],
  },
  {
    stars: 3,
    text: "Usable, but we fixed several details ourselves. Fine as a first draft.",
    tags: ["needs editing"],
  },
  { stars: 3, text: "Correct in the main, thin on explanation. Acceptable for the price.", tags: ["okay value"] },
  {
    stars: 3,
    text: "On time, but it missed part of the brief; one follow-up message sorted most of it.",
    tags: ["partial"],
  },
  {
    stars: 2,
    text: "Missed the main requirement and the first delivery had to be redone. Polite but slow to respond.",
    tags: ["missed brief", "slow"],
  },
  {
    stars: 1,
    text: "Not usable for our case: checking the results took longer than doing the work by hand.",
    tags: ["inaccurate"],
  },
];

/** How a demo contract ends. */
export type DemoOutcome =
  | { kind: "approved" }
  | {
      kind: "dispute";
      /** The client's reason, 10+ characters. */
      reason: string;
      /** What the mediator pays the agent, basis points of the escrow (below 5000 = the agent lost). */
      agentShareBps: number;
      note: string;
    };

/** One contract of the demo history, in the order the seeder plays them. */
export interface DemoEngagement {
  /** A DemoAgent.slug (active, with a fixed-price service). */
  agentSlug: string;
  /** A fixed-price service of that agent. */
  serviceTitle: string;
  /** A DemoClient.key. */
  client: string;
  /** Decimal dollars within the service's price range and $5–$800. */
  amount: string;
  outcome: DemoOutcome;
  /** The client's review, or null for a client who did not write one. */
  review: DemoReview | null;
  /** The owner's public reply to that review, or null. */
  reply: string | null;
}

/** Demo contracts that end in a dispute, by agent: the first engagement of that agent. */
const disputes: Record<string, { outcome: DemoOutcome & { kind: "dispute" }; review: DemoReview; reply: string }> = {
  "subtitle-timing-localizer": {
    outcome: {
      kind: "dispute",
      reason: "Two of the three subtitle files drift out of sync after the 20-minute mark.",
      agentShareBps: 3000,
      note: "Two of three files were out of sync: 30 % to the agent for the file delivered correctly, the rest refunded.",
    },
    review: {
      stars: 2,
      text: "Two of three files drifted out of sync after twenty minutes; mediation refunded most of it.",
      tags: ["disputed", "sync issues"],
    },
    reply:
      "Thank you for the candid review. The drift came from a variable-frame-rate source; we now detect that before timing and re-time it automatically.",
  },
  "invoice-data-extractor": {
    outcome: {
      kind: "dispute",
      reason: "Twelve invoices have the VAT amount in the net-total field; we need them corrected or a partial refund.",
      agentShareBps: 8000,
      note: "The extraction was largely correct and the owner corrected the VAT mapping during the dispute: 80 % to the agent.",
    },
    review: {
      stars: 3,
      text: "Most of the batch was right, but the VAT field mix-up cost us a day. Resolved fairly through mediation.",
      tags: ["disputed", "resolved fairly"],
    },
    reply:
      "Sorry for the lost day. VAT and net totals are now cross-checked against the invoice total before delivery.",
  },
};

/** Owners' thank-you replies to the first review of these agents. */
const replies: Record<string, string> = {
  "kubernetes-incident-triager":
    "Thanks! Glad the triage notes were useful during the incident; the runbook links are yours to keep.",
  "ledgermatch-bookkeeping-reconciler":
    "Thank you. Happy the reconciliation let you close the month early; see you at the next close.",
};

/** Stars of successive reviews, by how good the agent is; most demo agents do well, a few are uneven. */
const starProfiles: readonly (readonly number[])[] = [
  [5, 5, 4, 5, 5, 5],
  [5, 4, 5, 4, 4, 5],
  [4, 4, 3, 5, 4, 4],
  [3, 4, 2, 5, 3, 1],
];
/** Cumulative chance of each profile above. */
const profileOdds = [0.3, 0.65, 0.9, 1];
/**
 * How many contracts an agent gets, picked evenly from this list: 2–4, mostly 2–3. Each contract
 * costs ~40 statements through the services (≈ 70 ms on PGlite), so this is what keeps the first
 * start's seeding short; busier agents would add seconds without changing what the demo shows.
 */
const contractsPerAgent = [2, 2, 3, 3, 4];
/** Chance that a client writes no review. */
const noReviewOdds = 0.12;
/** Demo amounts stay within this band, dollars. */
const amountMinDollars = 5;
const amountMaxDollars = 800;

/** FNV-1a of a string: a stable seed per agent. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

/** mulberry32: a small deterministic generator in [0, 1), so the plan is the same on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Whole dollars of a decimal-dollar string (demo price ranges are whole dollars). */
function dollars(value: string): number {
  return Math.round(Number(value));
}

/** The fixed-price services a demo contract can be made on, with their amount band in whole dollars. */
function hireable(a: DemoAgent): { title: string; lo: number; hi: number }[] {
  if (a.status !== "active") return [];
  return a.services.flatMap((s) => {
    if (s.perMinutePricing || !s.priceRange) return [];
    const lo = Math.max(dollars(s.priceRange.min), amountMinDollars);
    const hi = Math.min(dollars(s.priceRange.max), amountMaxDollars);
    return lo <= hi ? [{ title: s.title, lo, hi }] : [];
  });
}

/**
 * The demo history: for every active agent with a fixed-price service, 2–4 contracts with the
 * demo clients at realistic prices, most approved and reviewed (stars by the agent's profile),
 * two ending in a resolved dispute (one lost by the agent, one won), a few owner replies.
 * Deterministic: seeded by each agent's slug.
 * @returns the engagements in the order to play them.
 */
export function demoEngagements(): DemoEngagement[] {
  const plan: DemoEngagement[] = [];
  for (const a of demoAgents) {
    const services = hireable(a);
    if (!services.length) continue;
    const rnd = random(hash(a.slug));
    const count = contractsPerAgent[Math.floor(rnd() * contractsPerAgent.length)] as number;
    const roll = rnd();
    const profile = starProfiles[profileOdds.findIndex((p) => roll < p)] as readonly number[];
    const firstClient = hash(a.slug) % demoClients.length;
    for (let i = 0; i < count; i++) {
      const service = services[i % services.length] as { title: string; lo: number; hi: number };
      // Round to $5 on wide ranges, as people price; never outside the range.
      const step = service.hi - service.lo >= 100 ? 5 : 1;
      const raw = service.lo + rnd() * (service.hi - service.lo);
      const amount = Math.min(service.hi, Math.max(service.lo, Math.round(raw / step) * step));
      const stars = profile[i % profile.length] as number;
      const texts = demoReviewTexts.filter((t) => t.stars === stars);
      const text = texts[Math.floor(rnd() * texts.length)] as DemoReview;
      const skipReview = rnd() < noReviewOdds && i > 0;
      const dispute = i === 0 ? disputes[a.slug] : undefined;
      plan.push({
        agentSlug: a.slug,
        serviceTitle: service.title,
        client: (demoClients[(firstClient + i) % demoClients.length] as DemoClient).key,
        amount: `${amount}.00`,
        outcome: dispute ? dispute.outcome : { kind: "approved" },
        review: dispute ? dispute.review : skipReview ? null : text,
        reply: dispute ? dispute.reply : i === 0 ? (replies[a.slug] ?? null) : null,
      });
    }
  }
  return plan;
}

/**
 * What is left of `plan` when each agent already has `played` of its demo contracts: an agent's
 * engagements are played in plan order, each in one transaction, so its first `played` are done.
 * @param played demo contracts per agent slug, as the database holds them.
 * @returns the engagements still to play, in plan order.
 */
export function remainingEngagements(
  plan: readonly DemoEngagement[],
  played: ReadonlyMap<string, number>,
): DemoEngagement[] {
  const seen = new Map<string, number>();
  return plan.filter((e) => {
    const before = seen.get(e.agentSlug) ?? 0;
    seen.set(e.agentSlug, before + 1);
    return before >= (played.get(e.agentSlug) ?? 0);
  });
}

/** Returns the problems of the demo history; empty when it is consistent. */
export function checkDemoEngagements(): string[] {
  const problems: string[] = [];
  const clientKeys = new Set(demoClients.map((c) => c.key));
  if (clientKeys.size !== demoClients.length) problems.push("demo client keys are duplicated");
  for (const c of demoClients)
    if (!/^[a-z0-9.+-]+@demo\.agora\.local$/.test(c.email)) problems.push(`client ${c.key}: bad email "${c.email}"`);
  for (const t of demoReviewTexts) {
    if (!Number.isInteger(t.stars) || t.stars < 1 || t.stars > 5) problems.push(`review "${t.text}": stars ${t.stars}`);
    if (t.text.length > 2000 || t.tags.some((g) => g.length > 30)) problems.push(`review "${t.text}": too long`);
  }
  for (const stars of [1, 2, 3, 4, 5])
    if (!demoReviewTexts.some((t) => t.stars === stars)) problems.push(`no review text with ${stars} stars`);
  for (const slug of [...Object.keys(disputes), ...Object.keys(replies)]) {
    const a = demoAgents.find((x) => x.slug === slug);
    if (!a || !hireable(a).length) problems.push(`"${slug}" is not an active agent with a fixed-price service`);
  }
  const plan = demoEngagements();
  const perAgent = new Map<string, number>();
  for (const e of plan) {
    perAgent.set(e.agentSlug, (perAgent.get(e.agentSlug) ?? 0) + 1);
    const a = demoAgents.find((x) => x.slug === e.agentSlug);
    const s = a?.services.find((x) => x.title === e.serviceTitle);
    const amount = Number(e.amount);
    if (!s?.priceRange || amount < Number(s.priceRange.min) || amount > Number(s.priceRange.max))
      problems.push(`${e.agentSlug}: $${e.amount} is outside "${e.serviceTitle}"'s range`);
    if (amount < amountMinDollars || amount > amountMaxDollars) problems.push(`${e.agentSlug}: $${e.amount}`);
    if (!clientKeys.has(e.client)) problems.push(`${e.agentSlug}: unknown client "${e.client}"`);
    if (e.reply && !e.review) problems.push(`${e.agentSlug}: a reply without a review`);
  }
  for (const [slug, n] of perAgent) if (n < 2 || n > 6) problems.push(`${slug}: ${n} contracts (2–6)`);
  const active = demoAgents.filter((a) => a.status === "active").length;
  if (perAgent.size * 4 < active * 3) problems.push(`only ${perAgent.size} of ${active} active agents have contracts`);
  if (plan.filter((e) => e.outcome.kind === "dispute").length < 1) problems.push("no dispute in the demo history");
  return problems;
}
