import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { reloadPage } from "@/lib/browser";
import { ComponentErrorBoundary, PageErrorBoundary } from "./error-boundary";

vi.mock("@/lib/browser", () => ({ reloadPage: vi.fn(), redirectTo: vi.fn() }));

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error("render failed");
  return <p>Recovered</p>;
}

beforeEach(() => {
  shouldThrow = true;
  // React reports caught render errors on the console; the boundary logs them too.
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("ComponentErrorBoundary", () => {
  it("shows docs/product/product-spec.md §8's texts and renders the block again on Try again", () => {
    const onReset = vi.fn();
    render(
      <ComponentErrorBoundary onReset={onReset}>
        <Flaky />
      </ComponentErrorBoundary>,
    );

    expect(screen.getByRole("alert")).toBeTruthy();
    expect(screen.getByText("Something went wrong")).toBeTruthy();
    expect(screen.getByText("We encountered an error while loading this component")).toBeTruthy();

    shouldThrow = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));

    expect(onReset).toHaveBeenCalledTimes(1);
    expect(screen.getByText("Recovered")).toBeTruthy();
  });

  it("keeps the rest of the page working", () => {
    function Page() {
      const [count, setCount] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setCount(count + 1)}>
            Clicked {count}
          </button>
          <ComponentErrorBoundary>
            <Flaky />
          </ComponentErrorBoundary>
        </>
      );
    }
    render(<Page />);

    fireEvent.click(screen.getByRole("button", { name: "Clicked 0" }));
    expect(screen.getByRole("button", { name: "Clicked 1" })).toBeTruthy();
  });
});

describe("PageErrorBoundary", () => {
  it("shows docs/product/product-spec.md §8's texts; Try Again reloads the page and Go Home leads to /", () => {
    render(
      <PageErrorBoundary>
        <Flaky />
      </PageErrorBoundary>,
    );

    expect(screen.getByRole("heading", { level: 1, name: "Oops! Something went wrong" })).toBeTruthy();
    expect(screen.getByText("We encountered an unexpected error. Don't worry, we're on it!")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go Home" }).getAttribute("href")).toBe("/");

    fireEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
