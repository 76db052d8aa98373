import { existsSync } from "node:fs";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { sessionCookieName } from "../../server/src/app";
import { seedDemoMarketplace } from "../../server/src/modules/seed/seed";
import {
  type Browser as ApiClient,
  type DevIdentity,
  signIn,
  startTestServer,
  type TestServer,
} from "../../server/test/harness";
import { launchChromium, webDist } from "./browser";

/** Who is looking at the page. */
export type Viewer = "visitor" | "user" | "admin";

/** The development provider makes `admin@agora.local` an admin (ADMIN_EMAILS in the e2e server). */
export const adminEmail = "admin@agora.local";

/** Desktop and phone viewports the spec's layout distinguishes. */
export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;

/**
 * API answers that are expected to fail and make Chromium log "Failed to load resource": a
 * visitor's user lookup (401 means signed out, docs/product/product-spec.md §6) and a provider
 * page's heartbeat that left just as the other party stopped the stream (409: nothing to keep
 * alive; the page then stops beating). A user without agents is not among them: the web knows
 * from the user lookup's `hasAgentProfile` and does not ask `/api/v1/agents/me` (decision 077).
 */
const expectedFailures: { path: string | RegExp; status: number }[] = [
  { path: "/api/auth/user", status: 401 },
  { path: /^\/api\/v1\/streams\/[\w-]+\/heartbeat$/, status: 409 },
];

function isExpectedPath(expected: string | RegExp, path: string): boolean {
  return typeof expected === "string" ? expected === path : expected.test(path);
}

/** A page with a console and network watch: `problems()` lists errors a user could notice. */
export interface WatchedPage {
  page: Page;
  /** The signed-in user's HTTP client (cookie jar) for API calls beside the page; null for a visitor. */
  http: ApiClient | null;
  context: BrowserContext;
  problems(): string[];
  close(): Promise<void>;
}

/**
 * Opens a fresh browser context as `viewer` — a visitor, the standard user or admin, or any
 * identity — signed in through the real development provider and handed the session cookie, and
 * watches console errors, page errors and failed requests.
 */
export async function openAs(
  browser: Browser,
  server: TestServer,
  viewer: Viewer | DevIdentity,
  options: { viewport?: { width: number; height: number }; colorScheme?: "light" | "dark" } = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: options.viewport ?? viewports.desktop,
    colorScheme: options.colorScheme ?? "light",
    serviceWorkers: "block",
  });
  let http: ApiClient | null = null;
  if (viewer !== "visitor") {
    const identity =
      typeof viewer !== "string"
        ? viewer
        : viewer === "admin"
          ? { email: adminEmail, firstName: "Ada", lastName: "Admin" }
          : { email: "user@example.com", firstName: "Uma", lastName: "User" };
    http = (await signIn(server, identity)).browser;
    const value = await http.cookie(sessionCookieName);
    if (!value) throw new Error("sign-in gave no session cookie");
    await context.addCookies([
      { name: sessionCookieName, value, url: server.baseUrl, httpOnly: true, sameSite: "Lax" },
    ]);
  }
  const page = await context.newPage();
  waitForAppOnNavigation(page);
  const problems: string[] = [];
  const expectedUrls = new Set<string>();
  page.on("response", (res) => {
    if (res.status() < 400) return;
    const path = new URL(res.url()).pathname;
    if (expectedFailures.some((f) => isExpectedPath(f.path, path) && f.status === res.status()))
      expectedUrls.add(res.url());
    else problems.push(`HTTP ${res.status()} ${res.request().method()} ${path}`);
  });
  page.on("console", (msg) => {
    if (msg.type() !== "error") return;
    const url = msg.location().url;
    if (msg.text().startsWith("Failed to load resource") && (expectedUrls.has(url) || isExpectedUrl(url))) return;
    problems.push(`console.error: ${msg.text()} (${url})`);
  });
  page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
  return { page, http, context, problems: () => [...problems], close: () => context.close() };
}

function isExpectedUrl(url: string): boolean {
  try {
    const path = new URL(url).pathname;
    return expectedFailures.some((f) => isExpectedPath(f.path, path));
  } catch {
    return false;
  }
}

/**
 * How long a test that walks `pages` pages may take, ms. Under CI's own parallel load a walk took
 * up to about 4.5 s a page (the a11y walk of 13 pages and the route walk of 30 passed 60 s), so each
 * page gets 8 s, plus 30 s to open the browser context and sign in.
 */
export function walkTimeoutMs(pages: number): number {
  return 30_000 + pages * 8_000;
}

/**
 * Waits until the app's code runs the page: no `#root` still holding the landing page the server
 * prerendered for a visitor (decision 079), whose buttons do nothing until the app takes over a
 * moment after the load event. Immediate on any other page, with or without a #root.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator("#root[data-prerendered]").waitFor({ state: "detached" });
}

/**
 * Makes `page.goto` and `page.reload` return once the app runs the page ({@link waitForApp}), as a
 * person waits for a page still starting, so a test's next click lands on the app, not on the
 * prerendered HTML.
 */
function waitForAppOnNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForApp(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForApp(page);
    return response;
  };
}

/** Waits until the app has rendered past its loading screen (an h1 is on the page) and runs it. */
export async function waitForPage(page: Page): Promise<void> {
  await page.locator("h1").first().waitFor({ state: "visible" });
  await waitForApp(page);
}

/** A server serving the built web app, and a Chromium to drive it. */
export interface E2eRig {
  server: TestServer;
  browser: Browser;
}

/**
 * Starts what a browser-journey file needs: a real server on its own database serving the built
 * web app (admin: {@link adminEmail}), optionally with the demo marketplace and extra server
 * environment (`env`), and Chromium.
 * @throws Error when apps/web has not been built (`npm test` builds it first).
 */
export async function startE2e(options: { seedDemo?: boolean; env?: Record<string, string> } = {}): Promise<E2eRig> {
  if (!existsSync(join(webDist, "index.html"))) throw new Error("apps/web is not built: run `npm run build`");
  const server = await startTestServer({ WEB_DIST_DIR: webDist, ADMIN_EMAILS: adminEmail, ...options.env });
  if (options.seedDemo) await seedDemoMarketplace(server.database.db);
  return { server, browser: await launchChromium() };
}

/** Closes what {@link startE2e} started; safe when it failed half-way. */
export async function stopE2e(rig: Partial<E2eRig>): Promise<void> {
  await rig.browser?.close();
  await rig.server?.close();
}
