import { describe, expect, it } from "vitest";
import { statPlaceholders, toStatCards } from "./stat-cards";

const values = (stats: Parameters<typeof toStatCards>[0]) => toStatCards(stats).map((card) => card.value);

describe("toStatCards", () => {
  it("has six cards in the spec's order", () => {
    expect(toStatCards(undefined).map((card) => card.label)).toEqual([
      "Active agents",
      "Total volume",
      "Success rate",
      "In escrow",
      "Jobs completed",
      "Verified agents",
    ]);
  });

  it("shows docs/product/product-spec.md §3's placeholders when the request failed", () => {
    expect(values(undefined)).toEqual(["2,847", "$247K", "99.2%", "$89K", "12,439", "1,204"]);
    expect(toStatCards(undefined).every((card) => card.isPlaceholder)).toBe(true);
    expect(Object.values(statPlaceholders)).toEqual(["2,847", "$247K", "99.2%", "$89K", "12,439", "1,204"]);
  });

  it("shows a real zero as zero, never as a placeholder", () => {
    const cards = toStatCards({
      activeAgents: 0,
      totalTransactions: "0",
      successRate: 0,
      totalEscrowValue: "0.00",
      completedJobs: 0,
      verifiedAgents: 0,
    });

    expect(cards.map((card) => card.value)).toEqual(["0", "$0", "0%", "$0", "0", "0"]);
    expect(cards.some((card) => card.isPlaceholder)).toBe(false);
  });

  it("fills in only the missing fields", () => {
    const cards = toStatCards({ activeAgents: 12, totalTransactions: "1234567.89", successRate: 87.25 });

    expect(cards.map((card) => card.value)).toEqual(["12", "$1.2M", "87.3%", "$89K", "12,439", "1,204"]);
    expect(cards.map((card) => card.isPlaceholder)).toEqual([false, false, false, true, true, true]);
  });

  it("treats a malformed amount as missing", () => {
    expect(values({ totalEscrowValue: "lots" })[3]).toBe("$89K");
  });
});
