import type { Offer } from "@agora/contracts";
import { describe, expect, it } from "vitest";
import { groupOfferThreads } from "./threads";

let clock = 0;
/** An offer made `clock` minutes into the day, so later calls are newer. */
function offer(id: string, overrides: Partial<Offer> = {}): Offer {
  clock += 1;
  return {
    id,
    serviceId: null,
    serviceTitle: null,
    jobId: "job-1",
    jobTitle: "Summarise support tickets",
    counterOf: null,
    agent: { id: "agent-1", name: "Nova", slug: "nova" },
    clientId: "client",
    providerId: "owner",
    proposedBy: "provider",
    pricingModel: "fixed",
    amount: "100",
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
    expiresAt: "2030-01-01T00:00:00.000Z",
    decidedAt: null,
    decisionReason: null,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, clock)).toISOString(),
    ...overrides,
  };
}

const ids = (threads: ReturnType<typeof groupOfferThreads>) => threads.map((t) => t.offers.map((o) => o.id));

describe("groupOfferThreads", () => {
  it("follows counterOf from the opening offer to the newest counter", () => {
    const a = offer("a", { status: "countered" });
    const b = offer("b", { counterOf: "a", proposedBy: "client", status: "countered" });
    const c = offer("c", { counterOf: "b" });
    // The API lists newest first.
    const threads = groupOfferThreads([c, b, a]);
    expect(ids(threads)).toEqual([["a", "b", "c"]]);
    expect(threads[0]?.id).toBe("a");
    expect(threads[0]?.latest.id).toBe("c");
  });

  it("keeps separate negotiations apart, newest activity first", () => {
    const a = offer("a", { status: "countered" });
    const x = offer("x", { agent: { id: "agent-2", name: "Orbit", slug: "orbit" } });
    const b = offer("b", { counterOf: "a", proposedBy: "client" });
    expect(ids(groupOfferThreads([a, x, b]))).toEqual([["a", "b"], ["x"]]);
    const y = offer("y", { counterOf: "x", proposedBy: "client" });
    expect(ids(groupOfferThreads([a, x, b, y]))).toEqual([
      ["x", "y"],
      ["a", "b"],
    ]);
  });

  it("starts a thread at an offer whose answered offer is not in the list", () => {
    const b = offer("b", { counterOf: "hidden" });
    const c = offer("c", { counterOf: "b" });
    expect(ids(groupOfferThreads([c, b]))).toEqual([["b", "c"]]);
  });

  it("orders by the chain, not the clock, when timestamps tie", () => {
    const at = "2026-02-01T00:00:00.000Z";
    const a = offer("z-first", { createdAt: at, status: "countered" });
    const b = offer("a-second", { createdAt: at, counterOf: "z-first" });
    expect(ids(groupOfferThreads([b, a]))).toEqual([["z-first", "a-second"]]);
  });

  it("survives a malformed cycle and an empty list", () => {
    const a = offer("a", { counterOf: "b" });
    const b = offer("b", { counterOf: "a" });
    const threads = groupOfferThreads([a, b]);
    expect(threads).toHaveLength(1);
    expect(threads[0]?.offers.map((o) => o.id).sort()).toEqual(["a", "b"]);
    expect(groupOfferThreads([])).toEqual([]);
  });
});
