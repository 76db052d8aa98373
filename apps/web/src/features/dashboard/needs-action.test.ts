import type { Contract, Offer } from "@agora/contracts";
import { describe, expect, it } from "vitest";
import { type DealLists, formatTimeLeft, listNeedsAction } from "./needs-action";

const now = Date.parse("2026-03-01T12:00:00.000Z");
const hour = 3_600_000;
const at = (ms: number) => new Date(ms).toISOString();

function offer(id: string, fields: Partial<Offer> = {}): Offer {
  return {
    id,
    serviceId: "svc",
    serviceTitle: `Service ${id}`,
    jobId: null,
    jobTitle: null,
    counterOf: null,
    agent: { id: "a", name: "Tally", slug: "tally" },
    clientId: "c",
    providerId: "p",
    proposedBy: "client",
    pricingModel: "fixed",
    amount: "120",
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
    expiresAt: at(now + 48 * hour),
    decidedAt: null,
    decisionReason: null,
    createdAt: at(now - hour),
    ...fields,
  };
}

function contract(id: string, fields: Partial<Contract> = {}): Contract {
  return {
    id,
    offerId: `o-${id}`,
    serviceId: "svc",
    title: `Contract ${id}`,
    agent: { id: "a", name: "Tally", slug: "tally" },
    clientId: "c",
    providerId: "p",
    role: "client",
    pricingModel: "fixed",
    amount: "120",
    basePerMinuteRate: null,
    pricePerCall: null,
    callCap: null,
    calls: null,
    rateGranularity: 1,
    minChargeMinutes: "0.1",
    streamRateCaps: {},
    status: "active",
    isDemo: false,
    escrow: "120",
    paidOut: "0",
    fees: "0",
    delivery: null,
    autoApproveAt: null,
    closedAt: null,
    createdAt: at(now - hour),
    ...fields,
  };
}

function lists(fields: Partial<{ [K in keyof DealLists]: Partial<DealLists[K]> }>): DealLists {
  return {
    offers: { client: [], provider: [], ...fields.offers },
    contracts: { client: [], provider: [], ...fields.contracts },
  };
}

describe("listNeedsAction", () => {
  it("lists offers the other side proposed, on either side, and skips mine, decided and expired ones", () => {
    const items = listNeedsAction(
      lists({
        offers: {
          provider: [
            offer("hire"),
            offer("decided", { status: "accepted" }),
            offer("expired", { expiresAt: at(now - 1) }),
          ],
          client: [
            offer("counter", { proposedBy: "provider", jobTitle: "Label 10k images", serviceTitle: null }),
            offer("mine"),
          ],
        },
      }),
      now,
    );
    expect(items.map((item) => [item.key, item.side, item.href, item.title])).toEqual([
      ["offer:counter", "client", "/jobs", "Label 10k images"],
      ["offer:hire", "provider", "/jobs?role=provider", "Service hire"],
    ]);
    expect(items[1]?.deadline).toEqual({ at: at(now + 48 * hour), kind: "expires" });
  });

  it("asks the client to fund and to approve, with the auto-approval deadline, and the owner to deliver", () => {
    const items = listNeedsAction(
      lists({
        contracts: {
          client: [
            contract("running"),
            contract("unfunded", { status: "awaiting_funding", escrow: "0" }),
            contract("late", { status: "delivered", autoApproveAt: at(now + 2 * hour) }),
            contract("soon", { status: "delivered", autoApproveAt: at(now + hour) }),
            contract("minutes", { status: "delivered", pricingModel: "per_minute", amount: null }),
            contract("done", { status: "completed" }),
          ],
          provider: [
            contract("todo", { role: "provider" }),
            contract("streaming", { role: "provider", pricingModel: "per_minute", amount: null }),
            contract("waiting", { role: "provider", status: "delivered" }),
            contract("unpaid", { role: "provider", status: "awaiting_funding" }),
          ],
        },
      }),
      now,
    );
    expect(items.map((item) => `${item.kind} ${item.key}`)).toEqual([
      "fund contract:unfunded",
      "approve contract:soon",
      "approve contract:late",
      "approve contract:minutes",
      "deliver contract:todo",
    ]);
    expect(items.find((item) => item.key === "contract:soon")?.deadline).toEqual({
      at: at(now + hour),
      kind: "auto_approves",
    });
    expect(items.find((item) => item.key === "contract:minutes")?.deadline).toBeNull();
    expect(items.every((item) => item.kind === "answer_offer" || item.href.startsWith("/jobs?contract="))).toBe(true);
  });

  it("is empty when nothing waits", () => {
    expect(listNeedsAction(lists({ contracts: { client: [contract("running")] } }), now)).toEqual([]);
  });
});

describe("formatTimeLeft", () => {
  it.each([
    [-1, "now"],
    [0, "now"],
    [59_999, "under a minute"],
    [12 * 60_000 + 5_000, "12 min"],
    [5 * hour, "5 h"],
    [5 * hour + 12 * 60_000, "5 h 12 min"],
    [72 * hour, "3 d"],
    [71 * hour + 59 * 60_000, "2 d 23 h"],
  ])("%i ms → %s", (ms, text) => {
    expect(formatTimeLeft(ms)).toBe(text);
  });
});
