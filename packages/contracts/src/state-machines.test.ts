import { describe, expect, it } from "vitest";
import { contractMachines } from "./contract-states";
import { offerMachine, offerStateAt } from "./offer-states";
import { allowedActions, transition } from "./state-machine";
import { canResumeStream, streamMachine } from "./stream-states";

describe("contract state machine", () => {
  it("lets each side do what the hiring flow says, per pricing model", () => {
    const fixed = contractMachines.fixed;
    const perMinute = contractMachines.per_minute;
    expect(allowedActions(fixed, "awaiting_funding", "client")).toEqual(["fund", "cancel"]);
    expect(allowedActions(fixed, "active", "client")).toEqual(["dispute", "bonus"]);
    expect(allowedActions(fixed, "active", "provider")).toEqual(["deliver", "dispute", "cancel"]);
    expect(allowedActions(fixed, "delivered", "client")).toEqual(["approve", "dispute", "bonus"]);
    expect(allowedActions(perMinute, "active", "client")).toEqual([
      "fund",
      "startStream",
      "approve",
      "dispute",
      "cancel",
      "bonus",
    ]);
    expect(allowedActions(perMinute, "delivered", "client")).toEqual(["approve", "dispute", "bonus"]);
    // A bonus is the client's, on completed work too; a closed contract offers nothing else.
    for (const model of [fixed, perMinute]) expect(allowedActions(model, "completed", "client")).toEqual(["bonus"]);
    for (const state of ["disputed", "resolved", "cancelled"] as const)
      expect([...allowedActions(fixed, state, "client"), ...allowedActions(perMinute, state, "provider")]).toEqual([]);
    expect(allowedActions(perMinute, "completed", "provider")).toEqual([]);
  });

  it("refuses the wrong side before the state, and names the state otherwise", () => {
    expect(transition(contractMachines.fixed, "completed", "fund", "provider")).toEqual({
      ok: false,
      code: "forbidden",
      detail: "Only the client can fund this contract",
    });
    expect(transition(contractMachines.fixed, "awaiting_funding", "cancel", null)).toMatchObject({ code: "forbidden" });
    expect(transition(contractMachines.fixed, "active", "fund", "client")).toEqual({
      ok: false,
      code: "invalid_state",
      detail: "The contract is active: a fixed price is funded once",
    });
    expect(transition(contractMachines.fixed, "active", "startStream", "client")).toMatchObject({
      detail: "Fixed-price contracts are not streamed",
    });
    expect(transition(contractMachines.per_minute, "awaiting_funding", "dispute", "provider")).toMatchObject({
      detail: "The contract is awaiting funding; only funded work can be disputed",
    });
    expect(transition(contractMachines.fixed, "active", "cancel", "client")).toMatchObject({ code: "forbidden" });
    expect(transition(contractMachines.per_minute, "active", "fund", "client")).toEqual({ ok: true, next: "active" });
  });
});

describe("offer state machine", () => {
  it("lets the recipient accept, counter or reject and the proposer withdraw, only while pending", () => {
    expect(allowedActions(offerMachine, "pending", "recipient")).toEqual(["accept", "counter", "reject"]);
    expect(allowedActions(offerMachine, "pending", "proposer")).toEqual(["withdraw"]);
    expect(transition(offerMachine, "pending", "accept", "proposer")).toEqual({
      ok: false,
      code: "forbidden",
      detail: "The other side must accept this offer",
    });
    for (const state of ["accepted", "rejected", "countered", "withdrawn", "expired"] as const) {
      expect([
        ...allowedActions(offerMachine, state, "recipient"),
        ...allowedActions(offerMachine, state, "proposer"),
      ]).toEqual([]);
      expect(transition(offerMachine, state, "withdraw", "recipient")).toEqual({
        ok: false,
        code: "invalid_state",
        detail: `The offer is ${state}`,
      });
    }
  });

  it("treats a pending offer past its expiry as expired", () => {
    const offer = { status: "pending" as const, expiresAt: "2026-01-01T00:00:00Z" };
    expect(offerStateAt(offer, Date.parse("2025-12-31T23:59:59Z"))).toBe("pending");
    expect(offerStateAt(offer, Date.parse("2026-01-01T00:00:00Z"))).toBe("expired");
  });
});

describe("stream state machine", () => {
  it("pauses and stops an active stream, resumes a paused one, and takes heartbeats only from the provider", () => {
    expect(allowedActions(streamMachine, "active", "client")).toEqual(["pause", "stop"]);
    expect(allowedActions(streamMachine, "active", "provider")).toEqual(["pause", "stop", "heartbeat"]);
    expect(allowedActions(streamMachine, "paused", "client")).toEqual(["resume", "stop"]);
    expect(allowedActions(streamMachine, "stopped", "client")).toEqual([]);
    expect(transition(streamMachine, "settled", "heartbeat", "client")).toMatchObject({
      code: "invalid_state",
      detail: "The stream is settled",
    });
    expect(transition(streamMachine, "paused", "heartbeat", "client")).toMatchObject({ code: "forbidden" });
    expect(transition(streamMachine, "active", "stop", null)).toMatchObject({ code: "forbidden" });
  });

  it("lets the provider resume its own or the system's pause, never the client's", () => {
    expect(canResumeStream("client", "client")).toBe(true);
    expect(canResumeStream("client", "provider")).toBe(false);
    expect(canResumeStream("system", "provider")).toBe(true);
    expect(canResumeStream("provider", "provider")).toBe(true);
  });
});
