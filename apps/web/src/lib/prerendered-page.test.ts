import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterFirstContentfulPaint, isPrerenderedForVisitor } from "./prerendered-page";

/** A stand-in for the browser's paint timing: `paint(name)` reports an entry to every observer. */
function stubPaintTiming() {
  const observers: ((names: string[]) => void)[] = [];
  type Callback = (list: { getEntriesByName(name: string): unknown[] }) => void;
  class FakeObserver {
    static supportedEntryTypes = ["paint", "largest-contentful-paint"];
    #callback: Callback;
    #isObserving = false;
    constructor(callback: Callback) {
      this.#callback = callback;
    }
    observe() {
      this.#isObserving = true;
      observers.push((names) => {
        if (this.#isObserving) this.#callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
      });
    }
    disconnect() {
      this.#isObserving = false;
    }
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  return {
    paint(name: string) {
      for (const report of observers) report([name]);
    },
  };
}

describe("the prerendered page's mark", () => {
  it("is read from #root's data-prerendered", () => {
    const root = document.createElement("div");
    expect(isPrerenderedForVisitor(root)).toBe(false);
    root.dataset.prerendered = "visitor";
    expect(isPrerenderedForVisitor(root)).toBe(true);
    expect(isPrerenderedForVisitor(null)).toBe(false);
  });
});

describe("starting the app after the prerendered page's first contentful paint", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("visible");
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("starts once the page's text or images are painted, not at a paint of backgrounds only, and only once", () => {
    const timing = stubPaintTiming();
    const start = vi.fn();
    afterFirstContentfulPaint(start, 1000);
    timing.paint("first-paint");
    expect(start).not.toHaveBeenCalled();
    timing.paint("first-contentful-paint");
    expect(start).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    timing.paint("first-contentful-paint");
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("starts anyway when no paint is reported within the wait", () => {
    stubPaintTiming();
    const start = vi.fn();
    afterFirstContentfulPaint(start, 1000);
    vi.advanceTimersByTime(999);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("starts at once in a hidden tab, which does not paint, or where paint timing is unknown", () => {
    stubPaintTiming();
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    const start = vi.fn();
    afterFirstContentfulPaint(start, 1000);
    expect(start).toHaveBeenCalledTimes(1);

    vi.spyOn(document, "visibilityState", "get").mockReturnValue("visible");
    vi.stubGlobal("PerformanceObserver", undefined);
    const startWithout = vi.fn();
    afterFirstContentfulPaint(startWithout, 1000);
    expect(startWithout).toHaveBeenCalledTimes(1);
  });
});
