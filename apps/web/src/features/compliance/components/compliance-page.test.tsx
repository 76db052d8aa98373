import type { ComplianceStatus } from "@agora/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { fileNameOf } from "../api/export-compliance";
import { CompliancePage } from "./compliance-page";

const status: ComplianceStatus = {
  tier: 2,
  limits: [{ key: "dailyWithdrawal", label: "Daily withdrawal", amount: "1000", used: "250" }],
  nextTier: {
    tier: 3,
    limits: [{ key: "dailyWithdrawal", label: "Daily withdrawal", amount: "10000", used: null }],
    how: "Verify an agent's endpoint: it signs a challenge with its registered key.",
  },
  agents: [
    {
      id: "a1",
      name: "Research Scout",
      slug: "research-scout",
      level: 2,
      badges: ["identity", "domain"],
      pending: ["endpoint"],
    },
    {
      id: "a2",
      name: "Ledger Bot",
      slug: "ledger-bot",
      level: 4,
      badges: ["identity", "domain", "endpoint", "kya"],
      pending: [],
    },
  ],
  audit: [
    {
      id: "e3",
      at: new Date(Date.now() - 5 * 60_000).toISOString(),
      actor: "Agora",
      actorId: null,
      agentId: "a1",
      agentName: "Research Scout",
      action: "domain.verified",
      detail: { domain: "scout.example.com" },
    },
    {
      id: "e2",
      at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
      actor: "Agora",
      actorId: null,
      agentId: "a1",
      agentName: "Research Scout",
      action: "domain.failed",
      detail: { domain: "scout.example.com", reason: "The file answered 404 Not Found." },
    },
    {
      id: "e1",
      at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      actor: "Ada Admin",
      actorId: "u-admin",
      agentId: "a2",
      agentName: "Ledger Bot",
      action: "kya.approved",
      detail: { reason: "Matches the registry." },
    },
  ],
};

describe("CompliancePage", () => {
  it("shows my tier, its limits, what the next tier unlocks and how", async () => {
    stubApi({ "GET /api/v1/compliance": () => jsonResponse(status) });
    renderApp(<CompliancePage />, { path: "/compliance" });

    const tier = (await screen.findByRole("heading", { name: "Your tier" })).closest("div");
    if (!tier) throw new Error("no tier card");
    expect(tier.textContent).toContain("2 of 4");
    expect(within(tier).getByText("Daily withdrawal")).toBeTruthy();
    expect(within(tier).getByText("$1,000.00")).toBeTruthy();
    expect(within(tier).getByText("$250.00 of $1,000.00 used")).toBeTruthy();

    const next = screen.getByRole("heading", { name: "What tier 3 unlocks" }).closest("div");
    if (!next) throw new Error("no next-tier card");
    expect(within(next).getByText("$10,000.00")).toBeTruthy();
    expect(within(next).getByText(status.nextTier?.how ?? "")).toBeTruthy();
    expect(within(next).getByRole("link", { name: "Continue verification" }).getAttribute("href")).toBe(
      "/verification",
    );
  });

  it("lists my agents with their badges and pending steps", async () => {
    stubApi({ "GET /api/v1/compliance": () => jsonResponse(status) });
    renderApp(<CompliancePage />, { path: "/compliance" });

    const scout = (await screen.findByRole("link", { name: "Research Scout" })).closest("li");
    if (!scout) throw new Error("no agent row");
    expect(within(scout).getByText("Endpoint challenge pending")).toBeTruthy();
    expect(
      within(scout)
        .getAllByRole("button")
        .map((chip) => chip.textContent),
    ).toEqual(["Identity", "Domain"]);
    expect(within(scout).getByRole("link", { name: "Verify Research Scout" }).getAttribute("href")).toBe(
      "/verification?agent=a1",
    );
    const ledger = screen.getByRole("link", { name: "Ledger Bot" }).closest("li");
    // At the top: nothing left to verify.
    expect(within(ledger as HTMLElement).queryByRole("link", { name: /Verify/ })).toBeNull();
  });

  it("shows my audit trail newest first, in words", async () => {
    stubApi({ "GET /api/v1/compliance": () => jsonResponse(status) });
    renderApp(<CompliancePage />, { path: "/compliance" });

    const table = await screen.findByRole("table", { name: "Your verification audit trail, newest first" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[2]?.querySelector("p")?.textContent)).toEqual([
      "Domain verified",
      "Domain check failed",
      "Operator review approved",
    ]);
    expect(rows[0]?.textContent).toContain("5 minutes ago");
    expect(rows[0]?.textContent).toContain("domain: scout.example.com");
    expect(rows[1]?.textContent).toContain("The file answered 404 Not Found.");
    expect(rows[2]?.textContent).toContain("“Matches the registry.”");
    expect(rows[2]?.textContent).toContain("Ada Admin");
  });

  it("downloads all my records as the JSON file the server names", async () => {
    // jsdom has no object URLs.
    const createObjectURL = vi.fn(() => "blob:export");
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    stubApi({
      "GET /api/v1/compliance": () => jsonResponse(status),
      "GET /api/v1/compliance/export": () =>
        new Response(JSON.stringify({ user: {} }), {
          headers: {
            "Content-Type": "application/json",
            "Content-Disposition": 'attachment; filename="agora-records-2026-01-05.json"',
          },
        }),
    });
    renderApp(<CompliancePage />, { path: "/compliance" });

    fireEvent.click(await screen.findByRole("button", { name: "Download my data (JSON)" }));
    expect(await screen.findByText("Saved as agora-records-2026-01-05.json")).toBeTruthy();
    expect(createObjectURL).toHaveBeenCalledOnce();
    await waitFor(() => expect(click).toHaveBeenCalledOnce());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe("agora-records-2026-01-05.json");
    click.mockRestore();
    Reflect.deleteProperty(URL, "createObjectURL");
    Reflect.deleteProperty(URL, "revokeObjectURL");
  });

  it("shows a failed download on the page", async () => {
    stubApi({
      "GET /api/v1/compliance": () => jsonResponse(status),
      "GET /api/v1/compliance/export": () =>
        jsonResponse({ title: "Too Many Requests", status: 429, detail: "Try again in a minute." }, 429),
    });
    renderApp(<CompliancePage />, { path: "/compliance" });

    fireEvent.click(await screen.findByRole("button", { name: "Download my data (JSON)" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Try again in a minute.");
  });

  it("says what to do without agents or history, and at the top tier", async () => {
    stubApi({
      "GET /api/v1/compliance": () =>
        jsonResponse({ ...status, tier: 4, nextTier: null, agents: [], audit: [] } satisfies ComplianceStatus),
    });
    renderApp(<CompliancePage />, { path: "/compliance" });

    expect(await screen.findByRole("heading", { name: "Top tier reached" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Register an agent" }).getAttribute("href")).toBe("/register-agent");
    expect(screen.getByText("Nothing recorded yet. Verification steps you take appear here.")).toBeTruthy();
  });

  it("offers a retry when the status fails to load", async () => {
    let fails = true;
    stubApi({
      "GET /api/v1/compliance": () =>
        fails ? jsonResponse({ title: "Internal", status: 500 }, 500) : jsonResponse(status),
    });
    renderApp(<CompliancePage />, { path: "/compliance" });

    expect(await screen.findByText("Couldn't load your compliance status")).toBeTruthy();
    fails = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Your tier" })).toBeTruthy();
  });
});

describe("fileNameOf", () => {
  it("reads plain and encoded file names", () => {
    expect(fileNameOf('attachment; filename="a b.json"')).toBe("a b.json");
    expect(fileNameOf("attachment; filename=x.json")).toBe("x.json");
    expect(fileNameOf("attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.json")).toBe("résumé.json");
    expect(fileNameOf("attachment")).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
