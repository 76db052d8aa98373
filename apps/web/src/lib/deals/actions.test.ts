import type { Contract } from "@agora/contracts";
import { describe, expect, it } from "vitest";
import { type ContractFacts, getContractActions, getOfferActions, getStreamActions } from "./actions";

function facts(overrides: Partial<ContractFacts>): ContractFacts {
  return { role: "client", status: "active", pricingModel: "per_minute", escrow: "1.00", ...overrides };
}

const statuses: Contract["status"][] = [
  "awaiting_funding",
  "active",
  "delivered",
  "completed",
  "disputed",
  "resolved",
  "cancelled",
];

describe("getContractActions: fixed price", () => {
  const fixed = (role: Contract["role"], status: Contract["status"]) =>
    getContractActions(facts({ pricingModel: "fixed", role, status, escrow: "0" }), { hasLiveStream: false });

  it("lets the client fund once, approve after delivery, cancel only before funding, and pay a bonus once funded", () => {
    expect(fixed("client", "awaiting_funding")).toEqual(["fund", "cancel"]);
    expect(fixed("client", "active")).toEqual(["bonus"]);
    expect(fixed("client", "delivered")).toEqual(["approve", "bonus"]);
    expect(fixed("client", "completed")).toEqual(["bonus"]);
  });

  it("lets the owner deliver and cancel funded work (the client disputes instead)", () => {
    expect(fixed("provider", "awaiting_funding")).toEqual(["cancel"]);
    expect(fixed("provider", "active")).toEqual(["deliver", "cancel"]);
    expect(fixed("provider", "delivered")).toEqual([]);
  });

  it("offers nothing on closed contracts but the client's bonus on completed work, nor anything to an admin", () => {
    for (const status of ["completed", "disputed", "resolved", "cancelled"] as const)
      expect(fixed("provider", status)).toEqual([]);
    for (const status of ["disputed", "resolved", "cancelled"] as const) expect(fixed("client", status)).toEqual([]);
    for (const status of statuses) expect(fixed("admin", status)).toEqual([]);
  });
});

describe("getContractActions: disputes", () => {
  const funded = (role: Contract["role"], status: Contract["status"], pricingModel: Contract["pricingModel"]) =>
    getContractActions(facts({ role, status, pricingModel, escrow: "120.00" }), { hasLiveStream: false });

  it("lets either party dispute funded work, active or delivered", () => {
    expect(funded("client", "active", "fixed")).toEqual(["dispute", "bonus"]);
    expect(funded("client", "delivered", "fixed")).toEqual(["approve", "dispute", "bonus"]);
    expect(funded("provider", "active", "fixed")).toEqual(["deliver", "dispute", "cancel"]);
    expect(funded("provider", "delivered", "fixed")).toEqual(["dispute"]);
    expect(funded("client", "delivered", "per_minute")).toEqual(["approve", "dispute", "bonus"]);
    expect(funded("provider", "active", "per_minute")).toEqual(["deliver", "dispute", "cancel"]);
  });

  it("offers no dispute without escrow, before funding, once closed, or to an admin", () => {
    const empty = (status: Contract["status"]) =>
      getContractActions(facts({ pricingModel: "fixed", status, escrow: "0.00" }), { hasLiveStream: false });
    expect(empty("delivered")).toEqual(["approve", "bonus"]);
    expect(funded("client", "awaiting_funding", "fixed")).not.toContain("dispute");
    expect(funded("client", "completed", "fixed")).toEqual(["bonus"]);
    expect(funded("client", "cancelled", "fixed")).toEqual([]);
    for (const status of statuses) expect(funded("admin", status, "fixed")).toEqual([]);
  });

  it("offers a dispute on a per-call contract only while its calls have not used the whole escrow", () => {
    const perCall = (unpaid: string, available: string) =>
      getContractActions(
        facts({
          role: "client",
          status: "active",
          pricingModel: "per_call",
          escrow: "1.00",
          calls: { count: 5, spent: "1.00", unpaid, available },
        }),
        { hasLiveStream: false },
      );
    expect(perCall("0.40", "0.60")).toContain("dispute");
    expect(perCall("1.00", "0.00")).not.toContain("dispute");
  });

  it("hides every money action while disputed and once resolved, escrow or not", () => {
    for (const pricingModel of ["fixed", "per_minute"] as const) {
      for (const role of ["client", "provider"] as const) {
        expect(funded(role, "disputed", pricingModel)).toEqual([]);
        expect(funded(role, "resolved", pricingModel)).toEqual([]);
        expect(
          getContractActions(facts({ role, status: "disputed", pricingModel, escrow: "120.00" }), {
            hasLiveStream: true,
          }),
        ).toEqual([]);
      }
    }
  });
});

describe("getContractActions: per minute", () => {
  const perMinute = (overrides: Partial<ContractFacts>, hasLiveStream = false) =>
    getContractActions(facts(overrides), { hasLiveStream });

  it("lets the client top up, stream, approve and cancel while active", () => {
    expect(perMinute({ status: "awaiting_funding", escrow: "0" })).toEqual(["fund", "cancel"]);
    expect(perMinute({ status: "active" })).toEqual(["fund", "startStream", "approve", "dispute", "cancel", "bonus"]);
  });

  it("offers no second stream while one is live, and none without escrow", () => {
    expect(perMinute({ status: "active" }, true)).toEqual(["fund", "approve", "dispute", "cancel", "bonus"]);
    expect(perMinute({ status: "active", escrow: "0.00" })).toEqual(["fund", "approve", "cancel", "bonus"]);
  });

  it("lets the client close a delivered contract", () => {
    expect(perMinute({ status: "delivered" })).toEqual(["approve", "dispute", "bonus"]);
    expect(perMinute({ status: "delivered", escrow: "0" })).toEqual(["approve", "bonus"]);
  });

  it("lets the owner deliver and cancel, but never fund, stream or approve", () => {
    expect(perMinute({ role: "provider", status: "active" })).toEqual(["deliver", "dispute", "cancel"]);
    expect(perMinute({ role: "provider", status: "awaiting_funding", escrow: "0" })).toEqual(["cancel"]);
    expect(perMinute({ role: "provider", status: "delivered", escrow: "0" })).toEqual([]);
  });
});

describe("getStreamActions", () => {
  it("pauses or stops an active stream, for either party", () => {
    for (const role of ["client", "provider"] as const) {
      expect(getStreamActions({ status: "active", pausedBy: null }, role)).toEqual(["pause", "stop"]);
    }
  });

  it("lets the client resume any pause, the owner only its own or a lost heartbeat's (decision 018)", () => {
    for (const pausedBy of ["client", "provider", "system"] as const) {
      expect(getStreamActions({ status: "paused", pausedBy }, "client")).toEqual(["resume", "stop"]);
    }
    expect(getStreamActions({ status: "paused", pausedBy: "provider" }, "provider")).toEqual(["resume", "stop"]);
    expect(getStreamActions({ status: "paused", pausedBy: "system" }, "provider")).toEqual(["resume", "stop"]);
    expect(getStreamActions({ status: "paused", pausedBy: "client" }, "provider")).toEqual(["stop"]);
  });

  it("offers nothing while settling, once settled, without a stream, or to an admin", () => {
    expect(getStreamActions({ status: "stopped", pausedBy: null }, "client")).toEqual([]);
    expect(getStreamActions({ status: "settled", pausedBy: null }, "client")).toEqual([]);
    expect(getStreamActions(undefined, "client")).toEqual([]);
    expect(getStreamActions({ status: "active", pausedBy: null }, "admin")).toEqual([]);
  });
});

describe("getOfferActions", () => {
  const now = Date.parse("2026-01-01T00:00:00Z");
  const offer = { status: "pending" as const, proposedBy: "client" as const, expiresAt: "2026-01-08T00:00:00Z" };

  it("lets the proposer withdraw and the other side accept, counter or reject", () => {
    expect(getOfferActions(offer, "client", now)).toEqual(["withdraw"]);
    expect(getOfferActions(offer, "provider", now)).toEqual(["accept", "counter", "reject"]);
    expect(getOfferActions({ ...offer, proposedBy: "provider" }, "client", now)).toEqual([
      "accept",
      "counter",
      "reject",
    ]);
    expect(getOfferActions({ ...offer, proposedBy: "provider" }, "provider", now)).toEqual(["withdraw"]);
  });

  it("offers nothing on decided or expired offers", () => {
    for (const status of ["accepted", "rejected", "countered", "withdrawn", "expired"] as const) {
      expect(getOfferActions({ ...offer, status }, "provider", now)).toEqual([]);
    }
    expect(getOfferActions({ ...offer, expiresAt: "2025-12-31T00:00:00Z" }, "provider", now)).toEqual([]);
  });
});
