import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../server/test/harness";
import { hasChromium } from "./browser";
import { checksLayout } from "./fit";
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

/** The four looks every page is checked in: light and dark, on a desktop and on a phone. */
const looks = (["light", "dark"] as const).flatMap((colorScheme) =>
  Object.entries(viewports).map(([size, viewport]) => ({ name: `${colorScheme}, ${size}`, colorScheme, viewport })),
);

/**
 * Opens each of `paths` as `viewer` and collects the serious and critical violations, and any
 * sideways scroll (the page wider than the viewport), by page and look. Each page loads once and is then resized and switched between colour schemes in place (the
 * theme follows the system preference live, and the layout its width), which checks the same four
 * renderings as four loads in a quarter of the page loads.
 */
async function violationsOnWalk(viewer: "visitor" | "admin", paths: readonly string[]): Promise<string[]> {
  const { page, close } = await openAs(browser, server, viewer);
  const found: string[] = [];
  try {
    for (const path of paths) {
      await page.goto(path);
      await waitForPage(page);
      await page.waitForLoadState("networkidle");
      for (const look of looks) {
        await page.setViewportSize(look.viewport);
        await page.emulateMedia({ colorScheme: look.colorScheme });
        // The look must really have changed in place: a check of the old rendering would prove nothing.
        await page.waitForFunction(
          ([dark, width]) =>
            document.documentElement.classList.contains("dark") === dark && window.innerWidth === width,
          [look.colorScheme === "dark", look.viewport.width] as const,
        );
        await finiteAnimationsDone(page);
        for (const v of await seriousViolations(page)) found.push(`${path} (${look.name}): ${v}`);
        // A page wider than the screen makes a phone scroll sideways (issue "First sight").
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        if (scrollWidth > clientWidth)
          found.push(`${path} (${look.name}): scrolls sideways, ${scrollWidth} px wide in ${clientWidth} px`);
      }
    }
  } finally {
    await close();
  }
  return found;
}

describe.skipIf(!hasChromium || !checksLayout)("accessibility (axe-core) and fit (no sideways scroll)", () => {
  beforeAll(async () => {
    ({ server, browser } = await startE2e({ seedDemo: true }));
  });
  afterAll(() => stopE2e({ server, browser }));

  it(
    `finds no serious or critical violations on any open page (${looks.map((l) => l.name).join("; ")})`,
    async () => expect(await violationsOnWalk("visitor", openPages)).toEqual([]),
    walkTimeoutMs(openPages.length * looks.length),
  );

  it(
    `finds no serious or critical violations on the signed-in pages (${looks.map((l) => l.name).join("; ")})`,
    async () => expect(await violationsOnWalk("admin", signedInPages)).toEqual([]),
    walkTimeoutMs(signedInPages.length * looks.length),
  );
});
