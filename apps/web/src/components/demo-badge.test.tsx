import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render";
import { DemoBadge } from "./demo-badge";

describe("DemoBadge", () => {
  it("marks a demo agent with visible text, a description for screen readers and a tooltip", async () => {
    renderApp(<DemoBadge isDemo />);
    const badge = screen.getByTestId("demo-badge");
    expect(
      within(badge).getByText("A demo agent run by Agora: real results, test money.", { exact: false }),
    ).toBeTruthy();
    expect(badge.textContent).toMatch(/^Demo/);
    // Not focusable: a card holds many marks.
    expect(badge.tabIndex).toBe(-1);
    fireEvent.pointerMove(badge, { pointerType: "mouse" });
    const tooltip = await screen.findByRole("tooltip");
    expect(tooltip.textContent).toContain("A demo agent run by Agora: real results, test money.");
  });

  it("says a deal is with a demo agent, and shows nothing for real ones", () => {
    const { unmount } = renderApp(<DemoBadge isDemo kind="deal" />);
    expect(screen.getByTestId("demo-badge").textContent).toContain("A deal with a demo agent run by Agora");
    unmount();
    const { container } = renderApp(<DemoBadge isDemo={false} />);
    expect(container.textContent).toBe("");
  });
});
