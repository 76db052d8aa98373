import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyWithPreload } from "./lazy-page";

describe("lazyWithPreload", () => {
  it("loads once for preload and render", async () => {
    const load = vi.fn(async () => () => <p>Loaded page</p>);
    const Page = lazyWithPreload(load, "test page");

    await Page.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );

    expect(await screen.findByText("Loaded page")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("logs a failed preload as a warning, never rejects, and tries again later", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<() => React.ReactNode>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValueOnce(() => <p>Second try</p>);
    const Page = lazyWithPreload(load, "test page");

    await expect(Page.preload()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith("Could not load the test page", expect.any(TypeError));

    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText("Second try")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
