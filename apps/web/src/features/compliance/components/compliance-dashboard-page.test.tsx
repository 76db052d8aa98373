import type { AuthUser, ComplianceDashboard } from "@agora/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { ComplianceDashboardPage } from "./compliance-dashboard-page";
import { fillThroughput, throughputDays } from "./throughput-chart";

const admin = { id: "u-admin", role: "admin" } as AuthUser;
const member = { id: "u1", role: "user" } as AuthUser;

const today = new Date().toISOString().slice(0, 10);

const platform: ComplianceDashboard = {
  scope: "platform",
  agentsByLevel: [
    { level: 0, count: 3 },
    { level: 1, count: 40 },
    { level: 2, count: 12 },
    { level: 4, count: 5 },
  ],
  throughput: [{ day: today, approved: 2, rejected: 1, automatic: 6 }],
  pending: {
    count: 4,
    oldestSubmittedAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    medianAgeHours: 30,
  },
  disputesByOutcome: [
    { outcome: "open", count: 2 },
    { outcome: "client_won", count: 1 },
  ],
  flaggedAccounts: [{ userId: "u9", name: "Mallory Example", reasons: ["Lost 2 disputes", "KYA rejected"] }],
};

describe("ComplianceDashboardPage", () => {
  it("shows an admin the platform: backlog, levels, decisions, disputes and flagged accounts", async () => {
    stubApi({ "GET /api/v1/compliance/dashboard": () => jsonResponse(platform) });
    renderApp(<ComplianceDashboardPage user={admin} />, { path: "/compliance-dashboard" });

    const waiting = (await screen.findByText("Reviews waiting")).parentElement;
    expect(waiting?.textContent).toContain("4");
    expect(
      within(waiting as HTMLElement)
        .getByRole("link", { name: "Open the queue" })
        .getAttribute("href"),
    ).toBe("/admin/verification");
    expect(screen.getByText("Oldest waiting").parentElement?.textContent).toContain("~3 days");
    expect(screen.getByText("Median wait").parentElement?.textContent).toContain("~1 day");
    expect(screen.getByText("KYA Verified agents").parentElement?.textContent).toContain("5of 60 agents");

    const levels = within(screen.getByRole("list", { name: "Agents by trust level" })).getAllByRole("listitem");
    expect(levels.map((row) => row.textContent)).toEqual([
      "0 · Unverified3 (5%)",
      "1 · Identity40 (67%)",
      "2 · Domain12 (20%)",
      "3 · Endpoint0 (0%)",
      "4 · KYA Verified5 (8%)",
    ]);
    expect(screen.getByText("9 in the last 30 days")).toBeTruthy();
    expect(
      screen.getByText("In the last 30 days: 6 automatic checks passed, 2 reviews approved and 1 rejected."),
    ).toBeTruthy();
    const disputes = within(screen.getByRole("list", { name: "Disputes by outcome" })).getAllByRole("listitem");
    expect(disputes.map((row) => row.textContent?.replace(/ \(\d+%\)/, ""))).toEqual([
      "Open2",
      "Client won1",
      "Agent won0",
      "Split0",
    ]);

    const flagged = within(screen.getByRole("table", { name: "Flagged accounts" }));
    expect(flagged.getByText("Mallory Example")).toBeTruthy();
    expect(flagged.getByText("KYA rejected")).toBeTruthy();
  });

  it("shows anyone else their own figures with a note, and no flagged accounts", async () => {
    stubApi({
      "GET /api/v1/compliance/dashboard": () =>
        jsonResponse({
          ...platform,
          scope: "own",
          throughput: [],
          pending: { count: 0, oldestSubmittedAt: null, medianAgeHours: null },
          disputesByOutcome: [],
          flaggedAccounts: [],
        } satisfies ComplianceDashboard),
    });
    renderApp(<ComplianceDashboardPage user={member} />, { path: "/compliance-dashboard" });

    expect(await screen.findByText(/These figures cover your own agents only/)).toBeTruthy();
    expect(screen.getByText("Oldest waiting").parentElement?.textContent).toContain("nothing waiting");
    expect(screen.getByText("No checks passed and no reviews decided in the last 30 days.")).toBeTruthy();
    expect(screen.getByText("No disputes so far.")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Flagged accounts" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Open the queue" })).toBeNull();
  });
});

describe("fillThroughput", () => {
  it("spans the last 30 days ending today, with zeros where nothing was decided", () => {
    const now = Date.parse("2026-03-10T15:00:00Z");
    const days = fillThroughput([{ day: "2026-03-08", approved: 1, rejected: 0, automatic: 2 }], now);
    expect(days).toHaveLength(throughputDays);
    expect(days[0]?.day).toBe("2026-02-09");
    expect(days.at(-1)?.day).toBe("2026-03-10");
    expect(days.at(-3)).toEqual({ day: "2026-03-08", approved: 1, rejected: 0, automatic: 2 });
    expect(days.at(-2)).toEqual({ day: "2026-03-09", approved: 0, rejected: 0, automatic: 0 });
  });
});
