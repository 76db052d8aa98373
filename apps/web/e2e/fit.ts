import type { Locator, Page } from "playwright-core";
import { viewports } from "./fixtures";

/**
 * Whether this run checks layout: the four looks of every route and the accessibility walk. They
 * depend on the built web app and the browser, not on the database engine, so CI runs them in its
 * embedded pass and the PostgreSQL pass (`DATABASE_URL` set) leaves them out rather than pay for
 * the same screens twice; the PostgreSQL pass still opens every route as each role.
 */
export const checksLayout = !process.env.DATABASE_URL;

/**
 * The looks in which nothing may scroll sideways (issue "First sight", item 3): a phone and a
 * desktop, light and dark. A page is resized and re-themed in place, not reloaded, so an open
 * dialog stays open through all four.
 */
const fitLooks = (["light", "dark"] as const).flatMap((colorScheme) =>
  Object.values(viewports).map((viewport) => ({ colorScheme, viewport })),
);

/**
 * Where the current page is wider than the window in each of the four looks, and, when `dialog`
 * is given, where that dialog leaves the window or scrolls sideways inside itself (a dialog is
 * fixed-positioned, so it can be cut off without widening the page). Ends in the desktop light look.
 * @returns one line per fault, e.g. `Pay a bonus (dark, 390 px): dialog 412 px wide`; empty when it fits.
 */
export async function sidewaysScroll(page: Page, label: string, dialog?: Locator): Promise<string[]> {
  const found: string[] = [];
  for (const look of fitLooks) {
    await page.setViewportSize(look.viewport);
    await page.emulateMedia({ colorScheme: look.colorScheme });
    await page.waitForFunction((width) => window.innerWidth === width, look.viewport.width);
    const where = `${label} (${look.colorScheme}, ${look.viewport.width} px)`;
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    if (scrollWidth > clientWidth) found.push(`${where}: page ${scrollWidth} px wide`);
    if (dialog) found.push(...(await dialogFaults(dialog, where, look.viewport.width)));
  }
  await page.setViewportSize(viewports.desktop);
  await page.emulateMedia({ colorScheme: "light" });
  return found;
}

/** Where `dialog` sticks out of a window `windowWidth` px wide or scrolls sideways inside. */
async function dialogFaults(dialog: Locator, where: string, windowWidth: number): Promise<string[]> {
  const box = await dialog.boundingBox();
  if (!box) return [`${where}: dialog not shown`];
  const found: string[] = [];
  if (box.x < 0 || box.x + box.width > windowWidth)
    found.push(`${where}: dialog spans ${box.x}–${box.x + box.width} px`);
  const inner = await dialog.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  if (inner.scroll > inner.client) found.push(`${where}: dialog content ${inner.scroll} px in ${inner.client} px`);
  return found;
}
