import type { AnalyticsDay, PlatformAnalytics } from "@agora/contracts";
import { contractStatuses } from "@agora/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { AnalyticsDashboard } from "./analytics-dashboard";

const path = "/api/v1/admin/analytics";
const zero = { real: 0, demo: 0 };
const noMoney = { real: "0.00", demo: "0.00" };

/** The day `n` days before 2026-11-27, with every figure zero unless given. */
function day(n: number, fields: Partial<AnalyticsDay> = {}): AnalyticsDay {
  return {
    day: new Date(Date.UTC(2026, 10, 27) - n * 86_400_000).toISOString().slice(0, 10),
    pageViews: 0,
    visitors: 0,
    signUps: zero,
    newAgents: zero,
    newServices: zero,
    newJobs: zero,
    newContracts: zero,
    disputesOpened: zero,
    volumeSettled: noMoney,
    fees: noMoney,
    escrowHeld: noMoney,
    streamMinutes: zero,
    ...fields,
  };
}

/** A window of `days` days ending 2026-11-27, every figure zero unless `busy`. */
function analytics(days: number, busy: boolean): PlatformAnalytics {
  const series = Array.from({ length: days }, (_, i) => day(days - 1 - i));
  if (busy) {
    series[days - 1] = day(0, {
      pageViews: 12,
      visitors: 5,
      signUps: { real: 2, demo: 1 },
      newAgents: { real: 1, demo: 3 },
      newContracts: { real: 4, demo: 2 },
      volumeSettled: { real: "1250.50", demo: "40.00" },
      fees: { real: "12.50", demo: "0.40" },
      escrowHeld: { real: "300.00", demo: "75.00" },
    });
  }
  const states = (n: number) => contractStatuses.map((state) => ({ state, count: { real: n, demo: 0 } }));
  return {
    days,
    from: series[0]?.day as string,
    to: "2026-11-27",
    generatedAt: "2026-11-27T12:00:00.000Z",
    series,
    totals: {
      pageViews: busy ? 12 : 1,
      visitorDays: busy ? 5 : 1,
      signUps: busy ? { real: 2, demo: 1 } : { real: 1, demo: 0 },
      newAgents: busy ? { real: 1, demo: 3 } : zero,
      newServices: zero,
      newJobs: zero,
      newContracts: busy ? { real: 4, demo: 2 } : zero,
      disputesOpened: zero,
      volumeSettled: busy ? { real: "1250.50", demo: "40.00" } : noMoney,
      fees: busy ? { real: "12.50", demo: "0.40" } : noMoney,
      streamMinutes: zero,
    },
    topPages: busy ? [{ path: "/marketplace", views: 9, visitorDays: 4 }] : [{ path: "/", views: 1, visitorDays: 1 }],
    now: {
      escrowHeld: busy ? { real: "300.00", demo: "75.00" } : noMoney,
      openDisputes: zero,
      contractsByState: states(busy ? 1 : 0),
      jobsByState: [
        { state: "open", count: zero },
        { state: "closed", count: zero },
      ],
    },
  };
}

describe("AnalyticsDashboard", () => {
  it("shows the figures with demo apart, charts with titles and tables, and switches the period", async () => {
    const fetchMock = stubApi({
      [`GET ${path}?days=30`]: () => jsonResponse(analytics(30, true)),
      [`GET ${path}?days=7`]: () => jsonResponse(analytics(7, true)),
    });
    renderApp(<AnalyticsDashboard />, { path: "/analytics-dashboard" });
    const figures = await screen.findByRole("heading", { name: "Figures for the last 30 days" });
    const summary = within(figures.closest("section") as HTMLElement);
    expect(summary.getByText("Volume settled").nextElementSibling?.textContent).toBe("$1,250.50");
    expect(summary.getByText("+ $40.00 demo")).toBeTruthy();
    expect(summary.getByText("Escrow held now").nextElementSibling?.textContent).toBe("$300.00");
    // Every chart is a figure with a caption; screen readers get a table of the active days.
    expect(screen.getByRole("figure", { name: "New contracts" })).toBeTruthy();
    expect(screen.getByRole("table", { name: "New contracts, days with activity" })).toBeTruthy();
    expect(screen.getByRole("table", { name: "Traffic, days with page views" })).toBeTruthy();
    expect(screen.getByRole("table", { name: "Top pages" }).textContent).toContain("/marketplace");
    expect(screen.getByText("Contracts by state now")).toBeTruthy();
    expect(screen.getByRole("button", { name: "30 days" }).getAttribute("aria-pressed")).toBe("true");

    fireEvent.click(screen.getByRole("button", { name: "7 days" }));
    expect(await screen.findByRole("heading", { name: "Figures for the last 7 days" })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(`${path}?days=7`);
  });

  it("says a fresh platform has no marketplace activity yet, still showing its traffic", async () => {
    stubApi({ [`GET ${path}?days=30`]: () => jsonResponse(analytics(30, false)) });
    renderApp(<AnalyticsDashboard />, { path: "/analytics-dashboard" });
    expect(await screen.findByRole("heading", { name: "No marketplace activity yet" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Visitors" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Money" })).toBeNull();
  });

  it("offers a retry when the figures cannot be loaded", async () => {
    stubApi({
      [`GET ${path}?days=30`]: () =>
        jsonResponse({ title: "Internal Server Error", status: 500, code: "internal", detail: "Database down" }, 500),
    });
    renderApp(<AnalyticsDashboard />, { path: "/analytics-dashboard" });
    expect(await screen.findByText("Couldn't load the analytics")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("shows a loading state first", () => {
    stubApi({ [`GET ${path}?days=30`]: () => jsonResponse(analytics(30, true)) });
    renderApp(<AnalyticsDashboard />, { path: "/analytics-dashboard" });
    expect(screen.getByRole("status", { name: "Loading the analytics" })).toBeTruthy();
  });
});
