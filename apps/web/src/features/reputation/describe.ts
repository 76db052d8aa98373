import { badgeLabels, badgesForLevel, type Reputation } from "@agora/contracts";

// The reputation score in words (docs/reputation.md): what each component is worth and what it is
// made of, from the numbers the API returns. Pure, so the wording is tested without a page.

export type ReputationComponent = keyof Reputation["components"];

/** The components in the order the score formula lists them. */
export const reputationComponents: readonly ReputationComponent[] = [
  "quality",
  "reliability",
  "disputes",
  "verification",
  "experience",
];

/** Share of the score each component carries (docs/reputation.md). */
export const componentWeights: Record<ReputationComponent, number> = {
  quality: 0.45,
  reliability: 0.25,
  disputes: 0.1,
  verification: 0.1,
  experience: 0.1,
};

export const componentLabels: Record<ReputationComponent, string> = {
  quality: "Quality",
  reliability: "Reliability",
  disputes: "Disputes",
  verification: "Verification",
  experience: "Experience",
};

/** The top of the scale. */
export const maxScore = 999.99;
/** Where `quality` starts before any review (between 3★ and 4★). */
const qualityPrior = 0.7;
/** Where `reliability` starts before any finished contract. */
const reliabilityPrior = 0.8;
/** Completed contracts at which `experience` reaches 1 − 1/e ≈ 0.63. */
const experienceScale = 20;

/** A component as the page shows it, e.g. "0.86". */
export function formatComponent(value: number): string {
  return value.toFixed(2);
}

/** Quality 0–1 as stars 1–5 (1★ = 0 … 5★ = 1), one decimal: 0.86 → "4.4". */
export function qualityAsStars(quality: number): string {
  return (1 + 4 * quality).toFixed(1);
}

/** Points a component adds to the score: weight × value × 999.99, e.g. 0.45 × 0.86 × 999.99 = 387.00. */
export function componentPoints(component: ReputationComponent, value: number): number {
  return componentWeights[component] * value * maxScore;
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
}

/** The KYA level a verification component stands for (level / 4). */
export function verificationLevelOf(verification: number): number {
  return Math.max(0, Math.min(4, Math.round(verification * 4)));
}

/**
 * One sentence per component saying, from the counts, why it has its value — e.g. quality:
 * "Clients' ratings work out to 4.4★ across 12 paid reviews, weighted by amount paid and recency."
 */
export function describeComponent(component: ReputationComponent, reputation: Reputation): string {
  const value = reputation.components[component];
  const { reviews, completed, cancelledByAgent, disputesLost, closed } = reputation.counts;
  switch (component) {
    case "quality":
      return reviews === 0
        ? `No paid reviews yet, so it starts at ${formatComponent(qualityPrior)} (${qualityAsStars(qualityPrior)}★) until clients rate it.`
        : `Clients' ratings work out to ${qualityAsStars(value)}★ across ${plural(reviews, "paid review")}, weighted by amount paid and recency.`;
    case "reliability": {
      if (completed + cancelledByAgent + disputesLost === 0) {
        return `No finished contracts yet, so it starts at ${formatComponent(reliabilityPrior)}.`;
      }
      const setbacks = [
        cancelledByAgent > 0 ? `${plural(cancelledByAgent, "contract")} cancelled by the agent's side` : null,
        disputesLost > 0 ? `${plural(disputesLost, "dispute")} lost` : null,
      ].filter(Boolean);
      return setbacks.length === 0
        ? `${plural(completed, "contract")} completed, none cancelled by the agent's side or lost in a dispute.`
        : `${plural(completed, "contract")} completed against ${setbacks.join(" and ")}.`;
    }
    case "disputes":
      if (closed === 0) return "No closed contracts yet, so no disputes lost.";
      return disputesLost === 0
        ? `No disputes lost across ${plural(closed, "closed contract")}.`
        : `Lost ${plural(disputesLost, "dispute")} across ${plural(closed, "closed contract")} (${Math.round((disputesLost / closed) * 100)}%).`;
    case "verification": {
      const level = verificationLevelOf(value);
      if (level === 0) return "Not verified yet; each know-your-agent level adds 0.25, up to 1.00 at level 4.";
      const badges = badgesForLevel(level).map((badge) => badgeLabels[badge]);
      return level === 4
        ? `Fully verified: know-your-agent level 4 of 4 (${badges.join(", ")}).`
        : `Know-your-agent level ${level} of 4 (${badges.join(", ")}); each further level adds 0.25.`;
    }
    case "experience":
      return completed === 0
        ? `No completed contracts yet; it grows with each one (${experienceScale} completed ≈ 0.63).`
        : `${plural(completed, "completed contract")}; it keeps growing toward 1.00 (${experienceScale} completed ≈ 0.63).`;
  }
}

/** The whole breakdown, one row per component, in formula order. */
export function describeReputation(reputation: Reputation) {
  return reputationComponents.map((component) => {
    const value = reputation.components[component];
    return {
      component,
      label: componentLabels[component],
      value,
      weight: componentWeights[component],
      points: componentPoints(component, value),
      sentence: describeComponent(component, reputation),
    };
  });
}
