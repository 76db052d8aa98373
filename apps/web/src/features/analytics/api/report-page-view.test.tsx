import { render, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { callsTo, stubApi } from "@/test/fetch";
import { pageViewsPath, reportPageView, sanitizeReferrer, usePageViewReporting } from "./report-page-view";

function Probe({ path }: { path: string }) {
  usePageViewReporting(path);
  return null;
}

const noContent = () => new Response(null, { status: 204 });

function bodies(fetchMock: ReturnType<typeof stubApi>) {
  return callsTo(fetchMock, "POST", pageViewsPath).map((init) => JSON.parse(String(init.body)));
}

describe("page views", () => {
  it("posts {path, referrer} on every path change, with JSON and credentials", async () => {
    const fetchMock = stubApi({ [`POST ${pageViewsPath}`]: noContent });
    const { rerender } = render(<Probe path="/" />);
    await waitFor(() => expect(bodies(fetchMock)).toEqual([{ path: "/" }]));

    rerender(<Probe path="/" />);
    rerender(<Probe path="/marketplace?q=translation" />);
    await waitFor(() => expect(bodies(fetchMock)).toHaveLength(2));
    rerender(<Probe path="/about" />);
    await waitFor(() => expect(bodies(fetchMock)).toHaveLength(3));

    expect(bodies(fetchMock)).toEqual([
      { path: "/" },
      { path: "/marketplace?q=translation", referrer: "/" },
      { path: "/about", referrer: "/marketplace?q=translation" },
    ]);
    const [first] = callsTo(fetchMock, "POST", pageViewsPath);
    expect(new Headers(first?.headers).get("Content-Type")).toBe("application/json");
    expect(first?.credentials).toBe("include");
  });

  it("reports only where an immediate redirect lands", async () => {
    const fetchMock = stubApi({ [`POST ${pageViewsPath}`]: noContent });
    const { rerender } = render(<Probe path="/api-keys" />);
    rerender(<Probe path="/" />);

    await waitFor(() => expect(bodies(fetchMock)).toEqual([{ path: "/" }]));
  });

  it("only warns when reporting fails", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );

    await expect(reportPageView({ path: "/" })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith("Could not report the page view", expect.any(TypeError));
  });

  it("keeps only the path of a same-site referrer and the origin of another site's", () => {
    expect(sanitizeReferrer(`${window.location.origin}/oidc/interaction/abc?code=secret`)).toBe(
      "/oidc/interaction/abc",
    );
    expect(sanitizeReferrer("https://news.example.com/story/42?utm=x")).toBe("https://news.example.com");
    expect(sanitizeReferrer("")).toBe("");
    expect(sanitizeReferrer("not a url")).toBe("");
  });
});
