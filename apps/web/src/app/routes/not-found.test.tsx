import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/render";
import { NotFoundPage } from "./not-found";

describe("NotFoundPage", () => {
  it("shows the spec's heading, text and two ways out", () => {
    renderApp(<NotFoundPage />, { path: "/no-such-page" });

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("404 - Page Not Found");
    expect(screen.getByText("The page you're looking for doesn't exist or has been moved.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go Home" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Browse Marketplace" }).getAttribute("href")).toBe("/marketplace");
  });

  it("navigates in the app when a button is clicked", () => {
    const { location } = renderApp(<NotFoundPage />, { path: "/no-such-page" });

    fireEvent.click(screen.getByRole("link", { name: "Browse Marketplace" }));

    expect(location.history?.at(-1)).toBe("/marketplace");
  });
});
