import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { nearViewportMarginPx, WhenNearViewport } from "./when-near-viewport";

/** A stand-in IntersectionObserver whose callback the test calls, as the browser would on scrolling. */
function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    },
  );
  return observers;
}

afterEach(() => vi.unstubAllGlobals());

describe("WhenNearViewport", () => {
  it("shows the placeholder until its place nears the viewport, then the content", () => {
    const observers = stubIntersectionObserver();
    render(<WhenNearViewport placeholder={<p>placeholder</p>}>{<p>content</p>}</WhenNearViewport>);

    expect(screen.getByText("placeholder")).toBeTruthy();
    expect(screen.queryByText("content")).toBeNull();
    expect(observers[0]?.options?.rootMargin).toBe(`${nearViewportMarginPx}px`);

    act(() => observers[0]?.callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as never));
    expect(screen.queryByText("content")).toBeNull();
    act(() => observers[0]?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as never));
    expect(screen.getByText("content")).toBeTruthy();
    expect(screen.queryByText("placeholder")).toBeNull();
  });

  it("shows the content at once where there is no IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(<WhenNearViewport placeholder={<p>placeholder</p>}>{<p>content</p>}</WhenNearViewport>);
    expect(screen.getByText("content")).toBeTruthy();
  });
});
