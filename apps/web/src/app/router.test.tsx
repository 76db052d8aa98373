import type { AuthUser } from "@agora/contracts";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { AppRouter } from "./router";

const admin: AuthUser = {
  id: "7d9f0a3e-2b1c-4d5e-8f6a-9b0c1d2e3f4a",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@agora.local",
  profileImageUrl: null,
  role: "admin",
};

const unauthorized = { type: "/problems/unauthorized", title: "Unauthorized", status: 401, code: "unauthorized" };

describe("AppRouter", () => {
  it("shows a loading screen until the user is known", async () => {
    stubApi({ "GET /api/auth/user": () => jsonResponse(unauthorized, 401) });
    renderApp(<AppRouter />);

    expect(screen.getByText("Loading Agora…")).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "Agora" })).toBeTruthy();
  });

  it("sends a signed-out visitor from /api-keys to the landing page with a Log in link", async () => {
    stubApi({ "GET /api/auth/user": () => jsonResponse(unauthorized, 401) });
    const { location } = renderApp(<AppRouter />, { path: "/api-keys" });

    await waitFor(() => expect(location.history?.at(-1)).toBe("/"));
    expect(await screen.findByRole("heading", { name: "Agora" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "API Keys" })).toBeNull();
    const logins = screen.getAllByRole("link", { name: "Log in" });
    expect(logins.length).toBeGreaterThan(0);
    for (const link of logins) expect(link.getAttribute("href")).toBe("/api/login");
  });

  it("treats an unreachable server as signed out", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    renderApp(<AppRouter />);

    expect(await screen.findByRole("heading", { name: "Agora" })).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "Log in" }).length).toBeGreaterThan(0);
  });

  it("greets a signed-in admin with name, role and a link to API keys", async () => {
    stubApi({ "GET /api/auth/user": () => jsonResponse(admin) });
    renderApp(<AppRouter />);

    expect(await screen.findByRole("heading", { name: "Welcome back, Ada" })).toBeTruthy();
    expect(screen.getByText("Admin")).toBeTruthy();
    expect(screen.getByRole("link", { name: /API Keys/ }).getAttribute("href")).toBe("/api-keys");
    expect(screen.getByRole("button", { name: "Account menu for Ada Lovelace" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Log in" })).toBeNull();
  });

  it("shows the not-found page for an unknown path", async () => {
    stubApi({ "GET /api/auth/user": () => jsonResponse(unauthorized, 401) });
    renderApp(<AppRouter />, { path: "/definitely/not/here" });

    expect(await screen.findByRole("heading", { name: "404 - Page Not Found" })).toBeTruthy();
  });
});
