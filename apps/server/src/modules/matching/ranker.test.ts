import { matchFactorNames } from "@agora/contracts";
import { describe, expect, it } from "vitest";
import { readNeed } from "./need";
import { type Candidate, type MatchAsk, scoreCandidate, stakeFullMicros } from "./ranker";
import { matchWeights } from "./weights";

const now = new Date("2026-11-23T12:00:00Z");

/** An active agent with neutral facts; `fields` override them. */
function candidate(fields: Partial<Candidate> = {}): Candidate {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    name: "Generic Agent",
    tagline: "",
    description: "",
    skills: [],
    categories: ["Research"],
    status: "active",
    verificationLevel: 0,
    reputationHundredths: 0,
    basePerMinuteRateMicros: 600_000n,
    services: [],
    offersReceived: 0,
    offersAnswered: 0,
    medianAcceptMs: null,
    lastHeartbeatAt: null,
    stakeMicros: 0n,
    stakers: 0,
    ...fields,
  };
}

const translator = candidate({
  name: "Japanese & English technical translation",
  tagline: "Manuals and specs between Japanese and English.",
  skills: ["translation", "japanese", "english", "technical-writing"],
  categories: ["Translation & Localization"],
});
const triager = candidate({
  name: "Kubernetes incident triager",
  tagline: "Reads pod events during an incident and names the likely cause.",
  skills: ["kubernetes", "incident-response", "sre"],
  categories: ["DevOps & Infrastructure"],
  basePerMinuteRateMicros: 1_500_000n,
});

function ask(description: string, extra: Omit<MatchAsk, "need"> & { skills?: string[] } = {}): MatchAsk {
  const { skills, ...rest } = extra;
  return { need: readNeed(description, skills), ...rest };
}

describe("weights", () => {
  it("are non-negative and add up to at most 1, one per factor", () => {
    expect(Object.keys(matchWeights).sort()).toEqual([...matchFactorNames].sort());
    for (const w of Object.values(matchWeights)) expect(w).toBeGreaterThanOrEqual(0);
    expect(Object.values(matchWeights).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1 + 1e-9);
  });
});

describe("scoreCandidate", () => {
  it("makes the score the sum of the factors, each within its weight", () => {
    const best = candidate({
      ...translator,
      verificationLevel: 4,
      reputationHundredths: 99_999,
      stakeMicros: stakeFullMicros,
      offersReceived: 50,
      offersAnswered: 50,
      medianAcceptMs: 60_000,
      lastHeartbeatAt: now,
    });
    for (const c of [best, translator, triager, candidate()]) {
      const s = scoreCandidate(
        c,
        ask("translate japanese manuals", { budget: { micros: 40_000_000n, kind: "total" } }),
        now,
      );
      const sum = matchFactorNames.reduce((acc, name) => acc + s.factors[name], 0);
      expect(s.score).toBeCloseTo(sum, 9);
      for (const name of matchFactorNames) {
        expect(s.factors[name]).toBeGreaterThanOrEqual(0);
        expect(s.factors[name]).toBeLessThanOrEqual(matchWeights[name] + 1e-9);
      }
      expect(s.score).toBeLessThanOrEqual(1);
    }
  });

  it("reaches the translator from “translate Japanese manuals” and the triager from “k8s outage”", () => {
    const translate = ask("translate Japanese manuals");
    expect(scoreCandidate(translator, translate, now).score).toBeGreaterThan(
      scoreCandidate(triager, translate, now).score,
    );
    const outage = ask("k8s outage");
    const t = scoreCandidate(triager, outage, now);
    expect(t.score).toBeGreaterThan(scoreCandidate(translator, outage, now).score);
    expect(t.factors.skills).toBeGreaterThan(0);
    expect(t.reasons.join(" ")).toContain("kubernetes");
  });

  it("states a strong reputation on its own scale, 0 to 999.99", () => {
    const strong = candidate({ ...translator, reputationHundredths: 87_341 });
    expect(scoreCandidate(strong, ask("translation"), now).reasons).toContain("Reputation 873.41 of 999.99");
    expect(scoreCandidate(translator, ask("translation"), now).reasons.join(" ")).not.toContain("of 1000");
  });

  it("counts asked skills, synonyms included, and says how many", () => {
    const s = scoreCandidate(triager, ask("cluster trouble", { skills: ["k8s", "sre", "terraform", "aws"] }), now);
    expect(s.factors.skills).toBeCloseTo(matchWeights.skills * (2 / 4), 4);
    expect(s.reasons).toContain("Knows 2 of the 4 skills you asked for");
  });

  it("fits a per-minute rate to a total budget by the time it buys", () => {
    const budget = { micros: 40_000_000n, kind: "total" as const };
    const cheap = scoreCandidate(translator, ask("translation", { budget }), now);
    expect(cheap.factors.price).toBeCloseTo(matchWeights.price, 4);
    expect(cheap.reasons).toContain("$0.60/min fits your $40 budget for about an hour");
    // $40 at $1.50/min buys 26.7 minutes of the hour a full fit asks for.
    const dear = scoreCandidate(triager, ask("kubernetes", { budget, pricingModel: "per_minute" }), now);
    expect(dear.factors.price).toBeCloseTo(matchWeights.price * (40 / 1.5 / 60), 3);
    expect(dear.reasons).toContain("$1.50/min: your $40 buys about 27 minutes");
  });

  it("fits a per-minute job's rate limit, and a fixed budget to the cheapest fixed service", () => {
    const rate = { micros: 1_000_000n, kind: "per_minute_rate" as const };
    expect(scoreCandidate(translator, ask("translation", { budget: rate }), now).reasons).toContain(
      "$0.60/min is within your $1/min",
    );
    expect(scoreCandidate(triager, ask("kubernetes", { budget: rate }), now).factors.price).toBeCloseTo(
      matchWeights.price / 1.5,
      3,
    );
    const withService = candidate({
      ...translator,
      services: [
        {
          title: "Manual",
          description: "",
          perMinutePricing: false,
          priceMinMicros: 80_000_000n,
          priceMaxMicros: null,
          pricePerCallMicros: null,
        },
      ],
    });
    const fixed = { pricingModel: "fixed" as const, budget: { micros: 40_000_000n, kind: "total" as const } };
    expect(scoreCandidate(withService, ask("translation", fixed), now).factors.price).toBeCloseTo(
      matchWeights.price / 2,
      4,
    );
    // No fixed-price service at all: nothing to fit a fixed budget to.
    expect(scoreCandidate(translator, ask("translation", fixed), now).factors.price).toBe(0);
  });

  it("fits a per-call ask to the calls a budget buys, and leaves out agents that sell no calls", () => {
    const lookup = {
      title: "Glossary lookup",
      description: "",
      perMinutePricing: false,
      priceMinMicros: null,
      priceMaxMicros: null,
      pricePerCallMicros: 20_000n,
    };
    const seller = candidate({ ...translator, services: [lookup] });
    const perCall = (micros: bigint) => ({
      pricingModel: "per_call" as const,
      budget: { micros, kind: "total" as const },
    });
    // $5 buys 250 calls of $0.02: past the 100 that fit fully.
    const rich = scoreCandidate(seller, ask("translation", perCall(5_000_000n)), now);
    expect(rich.factors.price).toBeCloseTo(matchWeights.price, 4);
    expect(rich.reasons).toContain("“Glossary lookup” at $0.02 a call: your $5 buys 250 calls");
    // $0.50 buys 25 calls: a quarter of the fit.
    expect(scoreCandidate(seller, ask("translation", perCall(500_000n)), now).factors.price).toBeCloseTo(
      matchWeights.price / 4,
      4,
    );
    // The translator sells by the minute only: nothing to buy per call, with or without a budget.
    expect(scoreCandidate(translator, ask("translation", perCall(5_000_000n)), now).factors.price).toBe(0);
    expect(scoreCandidate(translator, ask("translation", { pricingModel: "per_call" }), now).factors.price).toBe(0);
    // A per-call service is not a fixed-price one.
    expect(scoreCandidate(seller, ask("translation", { pricingModel: "fixed" }), now).factors.price).toBe(0);
  });

  it("gives every agent the same price fit when there is no budget", () => {
    const a = scoreCandidate(translator, ask("anything"), now).factors.price;
    expect(scoreCandidate(triager, ask("anything"), now).factors.price).toBe(a);
  });

  it("rewards verification, reputation, stake and availability, and says so", () => {
    const plain = scoreCandidate(translator, ask("translation"), now);
    const trusted = scoreCandidate(
      candidate({
        ...translator,
        verificationLevel: 4,
        reputationHundredths: 90_000,
        stakeMicros: 50_000_000n,
        offersReceived: 10,
        offersAnswered: 9,
        medianAcceptMs: 30 * 60_000,
        lastHeartbeatAt: new Date(now.getTime() - 3_600_000),
      }),
      ask("translation"),
      now,
    );
    expect(plain.factors.stake).toBe(0);
    for (const name of ["verification", "reputation", "stake", "availability"] as const)
      expect(trusted.factors[name]).toBeGreaterThan(plain.factors[name]);
    expect(trusted.factors.verification).toBeCloseTo(matchWeights.verification, 6);
    const reasons = scoreCandidate(
      candidate({ ...translator, verificationLevel: 4, offersReceived: 10, offersAnswered: 9 }),
      ask("translation"),
      now,
    ).reasons;
    expect(reasons).toContain("KYA verified");
    expect(reasons).toContain("Answered 9 of 10 offers");
  });

  it("prefers the named category", () => {
    const inCategory = scoreCandidate(translator, ask("documents", { category: "Translation & Localization" }), now);
    const elsewhere = scoreCandidate(triager, ask("documents", { category: "Translation & Localization" }), now);
    expect(inCategory.factors.relevance).toBeGreaterThan(elsewhere.factors.relevance);
    expect(inCategory.reasons).toContain("Listed in Translation & Localization");
  });
});
