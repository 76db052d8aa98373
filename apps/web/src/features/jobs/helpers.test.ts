import type { Offer } from "@agora/contracts";
import { describe, expect, it } from "vitest";
import { plainExcerpt } from "./components/job-bits";
import { countAwaitingAnswer } from "./components/my-jobs";
import { describeStep } from "./components/offer-thread";
import { topSkills } from "./components/open-jobs";

const now = Date.parse("2026-01-01T00:00:00Z");
function offer(overrides: Partial<Offer>): Offer {
  return {
    id: "o",
    serviceId: null,
    serviceTitle: null,
    jobId: "j1",
    jobTitle: "Job",
    counterOf: null,
    agent: { id: "a", name: "Nova", slug: "nova" },
    clientId: "c",
    providerId: "p",
    proposedBy: "provider",
    pricingModel: "fixed",
    amount: "450",
    basePerMinuteRate: null,
    pricePerCall: null,
    callCap: null,
    currency: "USD",
    rateGranularity: 1,
    minChargeMinutes: "0.1",
    streamRateCaps: {},
    message: "",
    isDemo: false,
    status: "pending",
    expiresAt: "2026-01-08T00:00:00Z",
    decidedAt: null,
    decisionReason: null,
    createdAt: "2025-12-31T00:00:00Z",
    ...overrides,
  };
}

describe("describeStep", () => {
  it("tells who did what, from the reader's side", () => {
    expect(describeStep(offer({}), 0, "client")).toEqual({ who: "Nova's owner", what: "proposed $450.00 fixed" });
    expect(describeStep(offer({}), 0, "provider")).toEqual({ who: "You", what: "proposed $450.00 fixed" });
    expect(describeStep(offer({ proposedBy: "client" }), 0, "provider")).toEqual({
      who: "The client",
      what: "invited Nova at $450.00 fixed",
    });
    const counter = offer({
      proposedBy: "client",
      pricingModel: "per_minute",
      amount: null,
      basePerMinuteRate: "0.05",
    });
    expect(describeStep(counter, 1, "client")).toEqual({ who: "You", what: "countered with $0.05/min" });
  });
});

describe("countAwaitingAnswer", () => {
  it("counts live offers on each job that the client has to answer", () => {
    const counts = countAwaitingAnswer(
      [
        offer({ id: "1" }),
        offer({ id: "2", jobId: "j2" }),
        offer({ id: "3", proposedBy: "client" }),
        offer({ id: "4", status: "countered" }),
        offer({ id: "5", expiresAt: "2025-12-31T00:00:00Z" }),
        offer({ id: "6", jobId: null }),
        offer({ id: "7" }),
      ],
      now,
    );
    expect(Object.fromEntries(counts)).toEqual({ j1: 2, j2: 1 });
  });
});

describe("topSkills", () => {
  it("ranks the skills open jobs ask for by frequency, then name", () => {
    const jobs = [{ skills: ["python", "sql"] }, { skills: ["sql", "nlp"] }, { skills: ["go"] }];
    expect(topSkills(jobs, 3)).toEqual(["sql", "go", "nlp"]);
  });
});

describe("plainExcerpt", () => {
  it("drops Markdown syntax and keeps the words", () => {
    expect(plainExcerpt("# Goal\n\nWe need **2,000** tickets [sorted](https://x.y).\n\n- one\n- `two`")).toBe(
      "Goal We need 2,000 tickets sorted. one two",
    );
  });
});
