import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { footerStatsQueryOptions } from "../api/get-footer-stats";
import { healthQueryOptions } from "../api/get-health";
import { StatusStrip } from "./status-strip";

const healthPath = "/api/performance/health";
const statsPath = "/api/performance/stats";

/** The value shown next to `label`. */
function figure(label: string): string | null {
  const strip = screen.getByRole("region", { name: "System status" });
  return within(strip).getByText(label).nextElementSibling?.textContent ?? null;
}

async function settled(queryClient: ReturnType<typeof renderApp>["queryClient"]) {
  await waitFor(() => {
    for (const queryKey of [[healthPath], [statsPath]]) {
      const status = queryClient.getQueryState(queryKey)?.status;
      expect(status === "success" || status === "error").toBe(true);
    }
  });
}

describe("StatusStrip", () => {
  it("refetches uptime every 60 s and the counts every 120 s (docs/product/product-spec.md §7)", () => {
    expect(healthQueryOptions.queryKey).toEqual([healthPath]);
    expect(healthQueryOptions.refetchInterval).toBe(60_000);
    expect(healthQueryOptions.staleTime).toBe(55_000);
    expect(footerStatsQueryOptions.queryKey).toEqual([statsPath]);
    expect(footerStatsQueryOptions.refetchInterval).toBe(120_000);
    expect(footerStatsQueryOptions.staleTime).toBe(110_000);
  });

  it("shows the live figures", async () => {
    stubApi({
      [`GET ${healthPath}`]: () => jsonResponse({ uptime: 99.95 }),
      [`GET ${statsPath}`]: () => jsonResponse({ activeAgents: 1234, jobsCompleted: 56789 }),
    });
    renderApp(<StatusStrip />);

    await waitFor(() => expect(figure("Uptime")).toBe("99.95%"));
    expect(figure("Active agents")).toBe("1,234");
    expect(figure("Jobs completed")).toBe("56,789");
  });

  it("follows a count with the demo marketplace's own, marked demo", async () => {
    stubApi({
      [`GET ${healthPath}`]: () => jsonResponse({ uptime: 100 }),
      [`GET ${statsPath}`]: () =>
        jsonResponse({ activeAgents: 2, jobsCompleted: 0, demo: { activeAgents: 35, jobsCompleted: 160 } }),
    });
    renderApp(<StatusStrip />);

    await waitFor(() => expect(figure("Active agents")).toBe("2(+35 demo)"));
    expect(figure("Jobs completed")).toBe("0(+160 demo)");
  });

  it("shows a real zero as 0, never as the placeholder", async () => {
    stubApi({
      [`GET ${healthPath}`]: () => jsonResponse({ uptime: 0 }),
      [`GET ${statsPath}`]: () => jsonResponse({ activeAgents: 0, jobsCompleted: 0 }),
    });
    const { queryClient } = renderApp(<StatusStrip />);

    await settled(queryClient);
    await waitFor(() => expect(figure("Uptime")).toBe("0%"));
    expect(figure("Active agents")).toBe("0");
    expect(figure("Jobs completed")).toBe("0");
  });

  it("falls back to 99.9%, 2,847 and 100k+ when the requests fail", async () => {
    stubApi({
      [`GET ${healthPath}`]: () => jsonResponse({ title: "Internal Server Error", status: 500 }, 500),
      [`GET ${statsPath}`]: () => jsonResponse({ title: "Internal Server Error", status: 500 }, 500),
    });
    const { queryClient } = renderApp(<StatusStrip />);

    await settled(queryClient);
    expect(queryClient.getQueryState([healthPath])?.status).toBe("error");
    expect(figure("Uptime")).toBe("99.9%");
    expect(figure("Active agents")).toBe("2,847");
    expect(figure("Jobs completed")).toBe("100k+");
  });

  it("falls back per field when a field is absent", async () => {
    stubApi({
      [`GET ${healthPath}`]: () => jsonResponse({}),
      [`GET ${statsPath}`]: () => jsonResponse({ jobsCompleted: 0 }),
    });
    const { queryClient } = renderApp(<StatusStrip />);

    await settled(queryClient);
    await waitFor(() => expect(figure("Jobs completed")).toBe("0"));
    expect(figure("Uptime")).toBe("99.9%");
    expect(figure("Active agents")).toBe("2,847");
  });
});
