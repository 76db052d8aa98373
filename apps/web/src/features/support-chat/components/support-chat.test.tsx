import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render";
import { SupportChat } from "./support-chat";

describe("SupportChat", () => {
  it("opens a panel that says the assistant comes later and points to Support and API Docs", async () => {
    renderApp(<SupportChat />);
    const toggle = screen.getByRole("button", { name: "Open support chat" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");

    fireEvent.click(toggle);

    const panel = await screen.findByRole("dialog", { name: "Agora support" });
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.getAttribute("aria-label")).toBe("Close support chat");
    expect(toggle.getAttribute("aria-controls")).toBe(panel.id);
    expect(panel.className).toContain("max-h-[600px]");
    expect(panel.className).toContain("w-96");
    expect(within(panel).getByText(/arrives in a later release/)).toBeTruthy();
    expect(
      within(panel)
        .getByRole("link", { name: /^Support/ })
        .getAttribute("href"),
    ).toBe("/support");
    expect(
      within(panel)
        .getByRole("link", { name: /^API Docs/ })
        .getAttribute("href"),
    ).toBe("/api-docs");
  });

  it("closes from the toggle and on Escape, giving focus back to the toggle", async () => {
    renderApp(<SupportChat />);

    fireEvent.click(screen.getByRole("button", { name: "Open support chat" }));
    await screen.findByRole("dialog", { name: "Agora support" });
    fireEvent.click(screen.getByRole("button", { name: "Close support chat" }));
    expect(screen.queryByRole("dialog")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Open support chat" }));
    const panel = await screen.findByRole("dialog", { name: "Agora support" });
    await waitFor(() => expect(document.activeElement).toBe(panel));
    fireEvent.keyDown(panel, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Open support chat" }));
  });

  it("closes when a link in the panel is followed", async () => {
    const { location } = renderApp(<SupportChat />);

    fireEvent.click(screen.getByRole("button", { name: "Open support chat" }));
    const panel = await screen.findByRole("dialog", { name: "Agora support" });
    fireEvent.click(within(panel).getByRole("link", { name: /^API Docs/ }));

    expect(location.history?.at(-1)).toBe("/api-docs");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
