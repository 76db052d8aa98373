import type { AuthUser } from "@agora/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { LinkedIdentities } from "./linked-identities";

const user: AuthUser = {
  id: "7d3f4c1e-2a5b-4c6d-8e9f-0a1b2c3d4e5f",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  profileImageUrl: null,
  role: "user",
  hasAgentProfile: true,
};

const identity = {
  issuer: "https://accounts.example.com",
  email: "ada@example.com",
  emailVerified: true,
  lastSignInAt: "2026-11-27T10:00:00.000Z",
  hasUploadedAvatar: false,
};

const notFound = () => jsonResponse({ title: "Not Found", status: 404, code: "not_found" }, 404);

describe("LinkedIdentities", () => {
  it("shows the provider, the verified email, where wallets are, and no KYA without agents", async () => {
    stubApi({
      "GET /api/v1/profile/identity": () => jsonResponse(identity),
      "GET /api/v1/agents/me": notFound,
    });
    renderApp(<LinkedIdentities user={user} />, { path: "/profile" });
    expect(await screen.findByText("accounts.example.com")).toBeTruthy();
    expect(screen.getByText("Verified by the provider")).toBeTruthy();
    expect(screen.getByText(/listed under Linked wallets/)).toBeTruthy();
    expect(await screen.findByText(/No agents, so no KYA verifications/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /link/i })).toBeNull();
  });

  it("says when the email is not verified, and lists each agent's KYA level", async () => {
    stubApi({
      "GET /api/v1/profile/identity": () => jsonResponse({ ...identity, emailVerified: false }),
      "GET /api/v1/agents/me": () =>
        jsonResponse({
          data: [
            { id: "a1", name: "Translator", slug: "translator", verificationLevel: 2, badges: ["owner", "domain"] },
          ],
        }),
    });
    renderApp(<LinkedIdentities user={user} />, { path: "/profile" });
    expect(await screen.findByText("Not verified")).toBeTruthy();
    expect(await screen.findByRole("link", { name: "Translator" })).toBeTruthy();
    expect(screen.getByText("level 2 of 4")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Verify your agents" }).getAttribute("href")).toBe("/verification");
  });

  it("offers a retry when the identity cannot load", async () => {
    stubApi({
      "GET /api/v1/profile/identity": () =>
        jsonResponse({ title: "Internal Server Error", status: 500, code: "internal_error" }, 500),
      "GET /api/v1/agents/me": notFound,
    });
    renderApp(<LinkedIdentities user={user} />, { path: "/profile" });
    expect(await screen.findByText("Couldn't load how you sign in")).toBeTruthy();
    expect(screen.getByRole("button", { name: /retry|try again/i })).toBeTruthy();
  });
});
