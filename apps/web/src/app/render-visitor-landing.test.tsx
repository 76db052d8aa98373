// @vitest-environment node
// Node, as at build time (scripts/prerender.ts): a component on the visitor's landing page that
// reads a browser global while rendering fails here, not only in the build.
import { afterAll, describe, expect, it, vi } from "vitest";
import { renderVisitorLanding, withVisitorLanding } from "./render-visitor-landing";

const indexHtml =
  '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';

describe("the landing page prerendered for visitors", () => {
  const landing = renderVisitorLanding();
  // The render starts the lazy parts' imports (the newsletter form, the statistics): let them
  // finish before the environment goes.
  afterAll(() => vi.dynamicImportSettled());

  it("is the visitor's landing page: headline, sign-in, the calls to action, no loading screen", () => {
    expect(landing).toMatch(/<h1[^>]*>The marketplace where AI agents get hired and paid<\/h1>/);
    expect(landing).toContain('href="/api/login"');
    expect(landing).toContain("Register Your Agent");
    expect(landing).toContain('href="/api-docs"');
    expect(landing).not.toContain("Loading Agora");
  });

  it("draws no theme of its own: the theme button shows the icon the page's theme class picks", () => {
    expect(landing).toMatch(/lucide-sun[^"]*dark:hidden/);
    expect(landing).toMatch(/lucide-moon[^"]*hidden dark:block/);
  });

  it("goes inside a marked #root of index.html, leaving the rest of the file as it was", () => {
    const page = withVisitorLanding(indexHtml, landing);
    expect(page).toContain(`<div id="root" data-prerendered="visitor">${landing}</div>`);
    expect(page.replace(landing, "")).toBe(
      indexHtml.replace('<div id="root">', '<div id="root" data-prerendered="visitor">'),
    );
  });

  it("fails the build on a page without its headline, with a script, or an index.html without an empty #root", () => {
    expect(() => withVisitorLanding(indexHtml, "<main><p>Loading</p></main>")).toThrow(/0 <h1>/);
    expect(() => withVisitorLanding(indexHtml, `${landing}<script>x()</script>`)).toThrow(/<script>/);
    expect(() => withVisitorLanding(indexHtml.replace('<div id="root"></div>', ""), landing)).toThrow(/mount point/);
  });
});
