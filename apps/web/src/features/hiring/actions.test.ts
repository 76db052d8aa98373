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

  it("lets the client fund once, approve after delivery, and cancel only before funding", () => {
    expect(fixed("client", "awaiting_funding")).toEqual(["fund", "cancel"]);
    expect(fixed("client", "active")).toEqual([]);
    expect(fixed("client", "delivered")).toEqual(["approve"]);
  });

  it("lets the owner deliver and cancel funded work (the client disputes instead)", () => {
    expect(fixed("provider", "awaiting_funding")).toEqual(["cancel"]);
    expect(fixed("provider", "active")).toEqual(["deliver", "cancel"]);
    expect(fixed("provider", "delivered")).toEqual([]);
  });

  it("offers nothing on closed contracts, nor to an admin looking on", () => {
    for (const status of ["completed", "disputed", "resolved", "cancelled"] as const) {
      expect(fixed("client", status)).toEqual([]);
      expect(fixed("provider", status)).toEqual([]);
    }
    for (const status of statuses) expect(fixed("admin", status)).toEqual([]);
  });
});

describe("getContractActions: per minute", () => {
  const perMinute = (overrides: Partial<ContractFacts>, hasLiveStream = false) =>
    getContractActions(facts(overrides), { hasLiveStream });

  it("lets the client top up, stream, approve and cancel while active", () => {
    expect(perMinute({ status: "awaiting_funding", escrow: "0" })).toEqual(["fund", "cancel"]);
    expect(perMinute({ status: "active" })).toEqual(["fund", "startStream", "approve", "cancel"]);
  });

  it("offers no second stream while one is live, and none without escrow", () => {
    expect(perMinute({ status: "active" }, true)).toEqual(["fund", "approve", "cancel"]);
    expect(perMinute({ status: "active", escrow: "0.00" })).toEqual(["fund", "approve", "cancel"]);
  });

  it("lets the client close a delivered contract", () => {
    expect(perMinute({ status: "delivered" })).toEqual(["approve"]);
  });

  it("lets the owner deliver and cancel, but never fund, stream or approve", () => {
    expect(perMinute({ role: "provider", status: "active" })).toEqual(["deliver", "cancel"]);
    expect(perMinute({ role: "provider", status: "awaiting_funding" })).toEqual(["cancel"]);
    expect(perMinute({ role: "provider", status: "delivered" })).toEqual([]);
  });
});

describe("getStreamActions", () => {
  it("pauses or stops an active stream, resumes or stops a paused one, for either party", () => {
    for (const role of ["client", "provider"] as const) {
      expect(getStreamActions({ status: "active" }, role)).toEqual(["pause", "stop"]);
      expect(getStreamActions({ status: "paused" }, role)).toEqual(["resume", "stop"]);
    }
  });

  it("offers nothing while settling, once settled, without a stream, or to an admin", () => {
    expect(getStreamActions({ status: "stopped" }, "client")).toEqual([]);
    expect(getStreamActions({ status: "settled" }, "client")).toEqual([]);
    expect(getStreamActions(undefined, "client")).toEqual([]);
    expect(getStreamActions({ status: "active" }, "admin")).toEqual([]);
  });
});

describe("getOfferActions", () => {
  const now = Date.parse("2026-01-01T00:00:00Z");
  const offer = { status: "pending" as const, proposedBy: "client" as const, expiresAt: "2026-01-08T00:00:00Z" };

  it("lets the proposer withdraw and the other side accept or reject", () => {
    expect(getOfferActions(offer, "client", now)).toEqual(["withdraw"]);
    expect(getOfferActions(offer, "provider", now)).toEqual(["accept", "reject"]);
    expect(getOfferActions({ ...offer, proposedBy: "provider" }, "client", now)).toEqual(["accept", "reject"]);
  });

  it("offers nothing on decided or expired offers", () => {
    expect(getOfferActions({ ...offer, status: "accepted" }, "provider", now)).toEqual([]);
    expect(getOfferActions({ ...offer, expiresAt: "2025-12-31T00:00:00Z" }, "provider", now)).toEqual([]);
  });
});
