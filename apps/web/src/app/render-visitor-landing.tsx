import { renderToString } from "react-dom/server";
import { Router } from "wouter";
import { prerenderedForVisitor } from "@/lib/prerendered-page";
import { createQueryClient } from "@/lib/query-client";
import { Providers } from "./providers";
import { AppRouter } from "./router";
import { seedVisitorAuth } from "./visitor-prerender";

/**
 * The HTML the app renders at `/` for a visitor, as its first render in the browser draws it: the
 * providers, the layout and the visitor landing page, with the current user seeded as signed out
 * and every other query still loading (skeletons, no figures), lazy parts as their stand-ins.
 * Build time only (scripts/prerender.ts, decision 079); runs in Node without a window, so any
 * component on this path must read browser globals only in effects or behind a `typeof window` check.
 * @returns the markup for inside `#root`; React's Suspense comment markers included, no scripts.
 */
export function renderVisitorLanding(): string {
  const queryClient = createQueryClient();
  seedVisitorAuth(queryClient);
  try {
    return renderToString(
      <Providers queryClient={queryClient}>
        <Router ssrPath="/" ssrSearch="">
          <AppRouter />
        </Router>
      </Providers>,
    );
  } finally {
    // Each query the render created holds a garbage-collection timer that would keep Node running.
    queryClient.clear();
  }
}

/** The empty mount point of the built `index.html` (`vite build` keeps it as written in index.html). */
const emptyRoot = '<div id="root"></div>';

/**
 * `indexHtml` (the built index.html) with `landingHtml` ({@link renderVisitorLanding}) inside
 * `#root`, which is marked `data-prerendered="visitor"` for the app's boot (`isPrerenderedForVisitor`).
 * @throws Error when `indexHtml` has no empty `#root`, or when `landingHtml` has no single `<h1>`
 *   (the page's largest text, what the prerender is for) or carries a script (the
 *   Content-Security-Policy allows no inline script): the build must fail, not ship a page without it.
 */
export function withVisitorLanding(indexHtml: string, landingHtml: string): string {
  const headings = landingHtml.match(/<h1[\s>]/g)?.length ?? 0;
  if (headings !== 1) throw new Error(`the visitor landing page has ${headings} <h1> elements, not 1`);
  if (/<script[\s>]/.test(landingHtml)) throw new Error("the visitor landing page carries a <script>");
  const at = indexHtml.indexOf(emptyRoot);
  if (at === -1 || indexHtml.indexOf(emptyRoot, at + 1) !== -1)
    throw new Error(`index.html has no single empty mount point ${emptyRoot}`);
  const root = `<div id="root" data-prerendered="${prerenderedForVisitor}">${landingHtml}</div>`;
  return indexHtml.slice(0, at) + root + indexHtml.slice(at + emptyRoot.length);
}
