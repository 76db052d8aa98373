import type { Reputation } from "@agora/contracts";
import { describe, expect, it } from "vitest";
import { componentPoints, describeComponent, describeReputation, qualityAsStars } from "./describe";
import { formatChange, scoreChange, scoreSeries } from "./history";

/** The docs' worked example: one completed $1 contract with a 5★ review (docs/reputation.md). */
const oneReview: Reputation = {
  score: "654.87",
  components: { quality: 0.75, reliability: 0.85, disputes: 1, verification: 0, experience: 0.0488 },
  counts: { reviews: 1, completed: 1, cancelledByAgent: 0, disputesLost: 0, closed: 1 },
  history: [{ day: "2026-03-04", score: "654.87" }],
};

const brandNew: Reputation = {
  score: "614.99",
  components: { quality: 0.7, reliability: 0.8, disputes: 1, verification: 0, experience: 0 },
  counts: { reviews: 0, completed: 0, cancelledByAgent: 0, disputesLost: 0, closed: 0 },
  history: [],
};

const seasoned: Reputation = {
  score: "873.41",
  components: { quality: 0.86, reliability: 0.8824, disputes: 0.9167, verification: 0.5, experience: 0.4512 },
  counts: { reviews: 12, completed: 12, cancelledByAgent: 1, disputesLost: 1, closed: 12 },
  history: [],
};

describe("reputation in words", () => {
  it("turns quality into stars: 1★ = 0 … 5★ = 1", () => {
    expect(qualityAsStars(0)).toBe("1.0");
    expect(qualityAsStars(0.7)).toBe("3.8");
    expect(qualityAsStars(0.86)).toBe("4.4");
    expect(qualityAsStars(1)).toBe("5.0");
  });

  it("explains each component of a seasoned agent from its counts", () => {
    expect(describeComponent("quality", seasoned)).toBe(
      "Clients' ratings work out to 4.4★ across 12 paid reviews, weighted by amount paid and recency.",
    );
    expect(describeComponent("reliability", seasoned)).toBe(
      "12 contracts completed against 1 contract cancelled by the agent's side and 1 dispute lost.",
    );
    expect(describeComponent("disputes", seasoned)).toBe("Lost 1 dispute across 12 closed contracts (8%).");
    expect(describeComponent("verification", seasoned)).toBe(
      "Know-your-agent level 2 of 4 (Identity, Domain); each further level adds 0.25.",
    );
    expect(describeComponent("experience", seasoned)).toBe(
      "12 completed contracts; it keeps growing toward 1.00 (20 completed ≈ 0.63).",
    );
  });

  it("explains the starting values of a new agent", () => {
    expect(describeComponent("quality", brandNew)).toBe(
      "No paid reviews yet, so it starts at 0.70 (3.8★) until clients rate it.",
    );
    expect(describeComponent("reliability", brandNew)).toBe("No finished contracts yet, so it starts at 0.80.");
    expect(describeComponent("disputes", brandNew)).toBe("No closed contracts yet, so no disputes lost.");
    expect(describeComponent("verification", brandNew)).toBe(
      "Not verified yet; each know-your-agent level adds 0.25, up to 1.00 at level 4.",
    );
    expect(describeComponent("experience", brandNew)).toBe(
      "No completed contracts yet; it grows with each one (20 completed ≈ 0.63).",
    );
    expect(
      describeComponent("verification", { ...brandNew, components: { ...brandNew.components, verification: 1 } }),
    ).toBe("Fully verified: know-your-agent level 4 of 4 (Identity, Domain, Endpoint, KYA Verified).");
  });

  it("lists the components in formula order, and their points add up to the score", () => {
    const rows = describeReputation(oneReview);
    expect(rows.map((row) => `${row.label} ${row.weight}`)).toEqual([
      "Quality 0.45",
      "Reliability 0.25",
      "Disputes 0.1",
      "Verification 0.1",
      "Experience 0.1",
    ]);
    // 0.75 is halfway between the prior (3.8★) and the one 5★ review: 4.0★.
    expect(rows[0]?.sentence).toBe(
      "Clients' ratings work out to 4.0★ across 1 paid review, weighted by amount paid and recency.",
    );
    expect(rows.reduce((sum, row) => sum + row.points, 0)).toBeCloseTo(654.87, 0);
    expect(componentPoints("quality", 0.75)).toBeCloseTo(337.5, 1);
  });
});

describe("score history", () => {
  const now = new Date("2026-03-10T15:00:00Z");

  it("ends today with the current score and keeps the snapshots before it", () => {
    const series = scoreSeries(
      {
        score: "660.10",
        history: [
          { day: "2026-03-04", score: "654.87" },
          { day: "2026-03-10", score: "659.00" },
        ],
      },
      { now },
    );
    expect(series).toEqual([
      { day: "2026-03-04", score: 654.87 },
      { day: "2026-03-10", score: 660.1 },
    ]);
    expect(formatChange(scoreChange(series))).toBe("+5.23");
  });

  it("is flat from the window's start, or from registration, when nothing changed", () => {
    expect(scoreSeries({ score: "614.99", history: [] }, { now })).toEqual([
      { day: "2025-12-11", score: 614.99 },
      { day: "2026-03-10", score: 614.99 },
    ]);
    expect(scoreSeries({ score: "614.99", history: [] }, { now, since: "2026-03-01T08:00:00Z" })).toEqual([
      { day: "2026-03-01", score: 614.99 },
      { day: "2026-03-10", score: 614.99 },
    ]);
    // Registered today: one point, and no change to show.
    const today = scoreSeries({ score: "614.99", history: [] }, { now, since: "2026-03-10T08:00:00Z" });
    expect(today).toEqual([{ day: "2026-03-10", score: 614.99 }]);
    expect(formatChange(scoreChange(today))).toBe("±0.00");
    expect(formatChange(-4.1)).toBe("−4.10");
  });
});
