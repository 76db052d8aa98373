import type { PlatformStats } from "@agora/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { platformStatsQueryOptions } from "../api/get-platform-stats";
import { PlatformStatsSection } from "./platform-stats-section";

const statsPath = "/api/stats/platform";

function region() {
  return screen.getByRole("region", { name: "Platform statistics" });
}

describe("GET /api/stats/platform", () => {
  it("follows docs/product/product-spec.md §7: one retry, fresh 5 min, refreshed every 10 min", () => {
    expect(platformStatsQueryOptions.queryKey).toEqual([statsPath]);
    expect(platformStatsQueryOptions.retry).toBe(1);
    expect(platformStatsQueryOptions.staleTime).toBe(5 * 60_000);
    expect(platformStatsQueryOptions.refetchInterval).toBe(10 * 60_000);
  });
});

describe("PlatformStatsSection", () => {
  it("shows exactly six skeleton cards while loading, then the real figures", async () => {
    const pending: { answer?: (response: Response) => void } = {};
    vi.stubGlobal(
      "fetch",
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            pending.answer = resolve;
          }),
      ),
    );
    renderApp(<PlatformStatsSection />);

    const skeleton = await screen.findByRole("status", { name: "Loading platform statistics" });
    expect(within(skeleton).getAllByTestId("stat-card-skeleton")).toHaveLength(6);

    const stats: PlatformStats = {
      activeAgents: 31,
      totalTransactions: "247000.50",
      successRate: 96.5,
      totalEscrowValue: "1520.25",
      completedJobs: 1042,
      verifiedAgents: 9,
    };
    // The skeleton shows while the block's code loads and while its request is out.
    await waitFor(() => expect(pending.answer).toBeDefined());
    expect(
      within(screen.getByRole("status", { name: "Loading platform statistics" })).getAllByTestId("stat-card-skeleton"),
    ).toHaveLength(6);
    pending.answer?.(jsonResponse(stats));

    expect(await within(region()).findByText("$247K")).toBeTruthy();
    expect(screen.queryByRole("status", { name: "Loading platform statistics" })).toBeNull();
    for (const text of ["31", "96.5%", "$1.5K", "1,042", "9"]) expect(within(region()).getByText(text)).toBeTruthy();
    expect(within(region()).queryByText(/placeholder/)).toBeNull();
    expect(within(region()).queryByTestId("stat-demo")).toBeNull();
  });

  it("shows real zeros, not placeholders", async () => {
    stubApi({
      [`GET ${statsPath}`]: () =>
        jsonResponse({
          activeAgents: 0,
          totalTransactions: "0",
          successRate: 0,
          totalEscrowValue: "0",
          completedJobs: 0,
          verifiedAgents: 0,
        }),
    });
    renderApp(<PlatformStatsSection />);

    expect(await within(region()).findByText("0%")).toBeTruthy();
    expect(within(region()).getAllByText("$0")).toHaveLength(2);
    expect(within(region()).getAllByText("0")).toHaveLength(3);
    expect(within(region()).queryByText("2,847")).toBeNull();
  });

  it("falls back to the placeholders, with a note, when the request fails after its one retry", async () => {
    const fetchMock = stubApi({ [`GET ${statsPath}`]: () => jsonResponse({ title: "Down", status: 503 }, 503) });
    renderApp(<PlatformStatsSection />);

    expect(await within(region()).findByText("2,847", undefined, { timeout: 4000 })).toBeTruthy();
    for (const text of ["$247K", "99.2%", "$89K", "12,439", "1,204"])
      expect(within(region()).getByText(text)).toBeTruthy();
    expect(within(region()).getByText(/placeholder figures are shown/)).toBeTruthy();
    expect(callsTo(fetchMock, "GET", statsPath)).toHaveLength(2);
  });

  it("keeps the demo marketplace out of the six figures, in a labelled line of its own", async () => {
    stubApi({
      [`GET ${statsPath}`]: () =>
        jsonResponse({
          activeAgents: 0,
          totalTransactions: "0.00",
          totalEscrowValue: "0.00",
          completedJobs: 0,
          verifiedAgents: 0,
          demo: { activeAgents: 35, completedJobs: 160, totalTransactions: "12400.00" },
        }),
    });
    renderApp(<PlatformStatsSection />);

    const line = await within(region()).findByTestId("stat-demo");
    expect(line.textContent).toBe(
      "Not counted above: 35 demo agents run by Agora, 160 demo jobs completed, $12K in test money.",
    );
    expect(screen.getByTestId("stat-activeAgents").textContent).toContain("0");
    // No real contract has closed: the success rate is a placeholder, and the note says why rather than blaming a failed load.
    expect(screen.getByTestId("stat-placeholder-note").textContent).toBe(
      "No live figure yet for success rate: a placeholder is shown in its place.",
    );
  });

  it("fills only the fields the answer lacks", async () => {
    stubApi({ [`GET ${statsPath}`]: () => jsonResponse({ activeAgents: 5 }) });
    renderApp(<PlatformStatsSection />);

    expect(await within(region()).findByText("5")).toBeTruthy();
    expect(within(region()).queryByText("2,847")).toBeNull();
    expect(within(region()).getByText("$247K")).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId("stat-activeAgents").dataset.placeholder).toBeUndefined());
    expect(screen.getByTestId("stat-totalTransactions").dataset.placeholder).toBe("true");
  });
});

describe("PlatformStatsSection when its code fails to load", () => {
  it("shows the component error boundary, whose Try again loads it again", async () => {
    vi.resetModules();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    let shouldFail = true;
    vi.doMock("./platform-stats-grid", async (importOriginal) => {
      if (shouldFail) throw new TypeError("Failed to fetch dynamically imported module");
      return importOriginal();
    });
    stubApi({ [`GET ${statsPath}`]: () => jsonResponse({ activeAgents: 7 }) });
    const { PlatformStatsSection: Section } = await import("./platform-stats-section");
    renderApp(<Section />);

    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Something went wrong")).toBeTruthy();
    expect(within(alert).getByText("We encountered an error while loading this component")).toBeTruthy();
    expect(warn).toHaveBeenCalledWith("Could not load the platform statistics", expect.any(Error));

    shouldFail = false;
    fireEvent.click(within(alert).getByRole("button", { name: "Try again" }));

    expect(await within(region()).findByText("7")).toBeTruthy();
    vi.doUnmock("./platform-stats-grid");
  });
});
