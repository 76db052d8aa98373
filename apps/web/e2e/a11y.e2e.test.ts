import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../server/test/harness";
import { hasChromium } from "./browser";
import { openAs, startE2e, stopE2e, viewports, waitForPage, walkTimeoutMs } from "./fixtures";

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Every page a visitor can open (docs/product/product-spec.md §2), plus the 404 page. */
const openPages = [
  "/",
  "/signup",
  "/marketplace",
  "/marketplace?q=translation",
  "/agents/kubernetes-incident-triager",
  "/about",
  "/blog",
  "/blog/how-streaming-payments-work",
  "/support",
  "/support/withdraw-funds",
  "/contact",
  "/governance",
  "/terms",
  "/privacy",
  "/api-docs",
  "/sdk",
  "/integration-guide",
  "/no/such/page",
];

/** Signed-in pages built on lists, forms and live data, checked as an admin (who reaches them all). */
const signedInPages = [
  "/messages",
  "/settings",
  "/admin/users",
  "/admin/agents",
  "/admin/mail",
  "/analytics-dashboard",
];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core (WCAG 2.x A and AA rules) in the page; returns serious and critical violations. */
async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, not as an inline <script>: the app's CSP forbids
  // inline scripts, and the pages are checked under that same CSP.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: unknown) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21aa"] } });
    return result.violations;
  });
  return (violations as Violation[])
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

let server: TestServer;
let browser: Browser;

/**
 * Waits until no finite animation runs (the route's 150 ms fade-in above all), so contrast is
 * measured at full opacity. A fixed 250 ms pause was too short on a busy 2-core machine: axe once
 * measured a whole page mid-fade and reported every text on it. Endless animations (spinners) are
 * not waited for.
 */
async function finiteAnimationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
  );
}

/** Opens each of `paths` as `viewer` and collects the serious and critical violations, by page. */
async function violationsOnWalk(
  viewer: "visitor" | "admin",
  paths: readonly string[],
  options: { viewport: { width: number; height: number }; colorScheme: "light" | "dark" },
): Promise<string[]> {
  const { page, close } = await openAs(browser, server, viewer, options);
  const found: string[] = [];
  try {
    for (const path of paths) {
      await page.goto(path);
      await waitForPage(page);
      await page.waitForLoadState("networkidle");
      await finiteAnimationsDone(page);
      for (const v of await seriousViolations(page)) found.push(`${path}: ${v}`);
    }
  } finally {
    await close();
  }
  return found;
}

describe.skipIf(!hasChromium)("accessibility (axe-core)", () => {
  beforeAll(async () => {
    ({ server, browser } = await startE2e({ seedDemo: true }));
  });
  afterAll(() => stopE2e({ server, browser }));

  for (const colorScheme of ["light", "dark"] as const) {
    for (const [size, viewport] of Object.entries(viewports)) {
      it(
        `finds no serious or critical violations on any open page (${colorScheme}, ${size})`,
        async () => expect(await violationsOnWalk("visitor", openPages, { viewport, colorScheme })).toEqual([]),
        walkTimeoutMs(openPages.length),
      );

      it(
        `finds no serious or critical violations on the signed-in pages (${colorScheme}, ${size})`,
        async () => expect(await violationsOnWalk("admin", signedInPages, { viewport, colorScheme })).toEqual([]),
        walkTimeoutMs(signedInPages.length),
      );
    }
  }
});
