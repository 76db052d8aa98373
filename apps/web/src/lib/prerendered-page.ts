/**
 * The mark of a page the build prerendered (decision 079): `index.visitor.html`'s `#root` carries
 * `data-prerendered="visitor"` and holds the landing page a visitor sees at `/`. No imports, so the
 * entry chunk can read it before the app's code is downloaded.
 */

/** The value of `data-prerendered` on `#root` in the page prerendered for a visitor. */
export const prerenderedForVisitor = "visitor";

/** Whether `root` still holds the build's visitor landing page (the server took the request for a visitor's). */
export function isPrerenderedForVisitor(root: HTMLElement | null): boolean {
  return root?.dataset.prerendered === prerenderedForVisitor;
}

/** The longest the app's start waits for the prerendered page's first paint, ms. */
export const firstPaintWaitMaxMs = 1000;

/**
 * Calls `start` once the browser has shown the page's first contentful paint, or at once when it
 * cannot tell (no paint timing, or a hidden tab, which does not paint), and at the latest after
 * `waitMaxMs`. The app's download, compilation and first render would otherwise compete for the
 * CPU with painting a page the visitor already has (decision 079).
 */
export function afterFirstContentfulPaint(start: () => void, waitMaxMs = firstPaintWaitMaxMs): void {
  const canObserve =
    typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes?.includes("paint");
  if (!canObserve || document.visibilityState !== "visible") {
    start();
    return;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length > 0) once();
  });
  let hasStarted = false;
  function once() {
    if (hasStarted) return;
    hasStarted = true;
    observer.disconnect();
    clearTimeout(timer);
    start();
  }
  observer.observe({ type: "paint", buffered: true });
  timer = setTimeout(once, waitMaxMs);
}
