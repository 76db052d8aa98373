import type { PageViewRequest } from "@agora/contracts";
import { useEffect, useRef } from "react";
import { api } from "@/lib/api";

/** Where page views go (docs/product/product-spec.md §2 "Page views"); the server answers 204. */
export const pageViewsPath = "/api/analytics/pageviews";

/** Longest path or referrer the server accepts (contracts' pageViewRequest). */
const pageViewTextMax = 2048;

/**
 * The document's referrer as analytics may keep it: the path for this site (no query, which can
 * carry one-time codes), the origin alone for another site. Empty when there is none.
 */
export function sanitizeReferrer(referrer: string): string {
  if (!referrer) return "";
  try {
    const url = new URL(referrer);
    return url.origin === window.location.origin ? url.pathname : url.origin;
  } catch {
    return "";
  }
}

/**
 * `POST /api/analytics/pageviews`. Analytics must never get in the way of the page, so a failure
 * (offline, rate limited, server down) is only logged.
 */
export async function reportPageView(view: PageViewRequest): Promise<void> {
  try {
    await api.POST("/api/analytics/pageviews", { body: view });
  } catch (error) {
    console.warn("Could not report the page view", error);
  }
}

/**
 * Reports a page view each time `path` (path and query, no hash) changes. The referrer is the
 * previous path in the app, or the document's referrer (sanitised) for the first view. Reporting
 * waits one tick, so a route that redirects at once (a guard) is reported only where it lands.
 */
export function usePageViewReporting(path: string): void {
  const lastReported = useRef<string | null>(null);
  useEffect(() => {
    if (lastReported.current === path) return;
    const timer = setTimeout(() => {
      const referrer = lastReported.current ?? sanitizeReferrer(document.referrer);
      lastReported.current = path;
      void reportPageView({
        path: path.slice(0, pageViewTextMax),
        ...(referrer ? { referrer: referrer.slice(0, pageViewTextMax) } : {}),
      });
    }, 0);
    return () => clearTimeout(timer);
  }, [path]);
}
