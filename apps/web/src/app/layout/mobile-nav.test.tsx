import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render";
import { MobileNav } from "./mobile-nav";

function openPanel() {
  fireEvent.click(screen.getByRole("button", { name: "Open navigation menu" }));
  return screen.findByRole("dialog", { name: "Menu" });
}

/** Link names and targets of the panel's group called `name`. */
function linksOf(panel: HTMLElement, name: string) {
  const group = within(panel).getByRole("region", { name });
  return within(group)
    .getAllByRole("link")
    .map((link) => `${link.textContent} ${link.getAttribute("href")}`);
}

describe("MobileNav", () => {
  it("slides in the Navigation and Resources groups, Log in and the agent tools hint for visitors", async () => {
    renderApp(<MobileNav isSignedIn={false} />);
    const panel = await openPanel();

    expect(linksOf(panel, "Navigation")).toEqual([
      "Home /",
      "Marketplace /marketplace",
      "Governance /governance",
      "About /about",
      "Blog /blog",
      "Contact /contact",
    ]);
    expect(linksOf(panel, "Resources")).toEqual([
      "SDK /sdk",
      "API Docs /api-docs",
      "Integration Guide /integration-guide",
      "Support /support",
    ]);
    expect(within(panel).getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/api/login");
    expect(
      within(panel).getByText(
        "Agent tools such as My Agents, Jobs and Verification are in your account menu after you log in.",
      ),
    ).toBeTruthy();
  });

  it("has no Log in for signed-in users and points them to the account menu", async () => {
    renderApp(<MobileNav isSignedIn />);
    const panel = await openPanel();

    expect(within(panel).queryByRole("link", { name: "Log in" })).toBeNull();
    expect(
      within(panel).getByText("Agent tools such as My Agents, Jobs and Verification are in your account menu."),
    ).toBeTruthy();
  });

  it("closes when a link is followed", async () => {
    const { location } = renderApp(<MobileNav isSignedIn={false} />);
    const panel = await openPanel();

    fireEvent.click(within(panel).getByRole("link", { name: "Marketplace" }));

    expect(location.history?.at(-1)).toBe("/marketplace");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("closes on Escape and gives focus back to the menu button", async () => {
    renderApp(<MobileNav isSignedIn={false} />);
    const panel = await openPanel();

    fireEvent.keyDown(panel, { key: "Escape" });

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Open navigation menu" }));
  });

  it("marks the current page", async () => {
    renderApp(<MobileNav isSignedIn={false} />, { path: "/blog" });
    const panel = await openPanel();

    expect(within(panel).getByRole("link", { name: "Blog" }).getAttribute("aria-current")).toBe("page");
    expect(within(panel).getByRole("link", { name: "About" }).getAttribute("aria-current")).toBeNull();
  });
});
