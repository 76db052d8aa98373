import { badgesForLevel } from "@agora/contracts";
import { act, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render";
import { TrustBadges, VerificationBadge } from "./agent-badges";

describe("TrustBadges", () => {
  it("compact: shows the highest badge and how many more, naming them all for screen readers", () => {
    renderApp(<TrustBadges badges={badgesForLevel(3)} />);
    const badge = screen.getByTestId("trust-badges");
    expect(badge.textContent).toContain("Endpoint+2");
    expect(within(badge).getByText("Trust badges: Identity, Domain and Endpoint (level 3 of 4)")).toBeTruthy();
    // Not focusable: a card holds many of them.
    expect(badge.tabIndex).toBe(-1);
  });

  it("compact: the top badge alone reads KYA Verified; nothing at all without badges", () => {
    const { unmount } = renderApp(<TrustBadges badges={["identity", "domain", "endpoint", "kya"]} />);
    expect(screen.getByTestId("trust-badges").textContent).toContain("KYA Verified+3");
    unmount();
    const { container } = renderApp(<TrustBadges badges={[]} />);
    expect(container.querySelector("[data-testid='trust-badges']")).toBeNull();
    expect(container.textContent).toBe("");
  });

  it("full: one chip per badge in ladder order, each explaining itself in a tooltip", async () => {
    renderApp(<TrustBadges badges={badgesForLevel(2)} variant="full" />);
    const list = screen.getByRole("list", { name: "Trust badges" });
    expect(
      within(list)
        .getAllByRole("button")
        .map((chip) => chip.textContent),
    ).toEqual(["Identity", "Domain"]);

    act(() => within(list).getByRole("button", { name: "Domain" }).focus());
    const tooltip = await screen.findByRole("tooltip");
    expect(tooltip.textContent).toBe("The owner proved control of the agent's domain by serving a token from it.");
  });

  it("full: says so when nothing is verified yet", () => {
    renderApp(<TrustBadges badges={[]} variant="full" />);
    expect(screen.getByText("Not verified yet")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("compact: lists every badge with what it proves on hover", async () => {
    renderApp(<TrustBadges badges={badgesForLevel(4)} />);
    fireEvent.pointerMove(screen.getByTestId("trust-badges"), { pointerType: "mouse" });
    const tooltip = await screen.findByRole("tooltip");
    expect(tooltip.textContent).toContain("Identity — The owner is signed in with a known email address.");
    expect(tooltip.textContent).toContain("KYA Verified — An Agora administrator reviewed");
  });

  it("VerificationBadge maps a level to the same badges", () => {
    renderApp(<VerificationBadge level={2} showAll />);
    expect(within(screen.getByRole("list")).getAllByRole("listitem")).toHaveLength(2);
  });
});
