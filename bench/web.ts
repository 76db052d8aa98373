/**
 * Web performance of the landing page (issue "Web app shell"):
 *  - initial JavaScript: gzip bytes of the entry script and every chunk it preloads, read from the
 *    built apps/web/dist/index.html (what a first visit must download before the page runs);
 *  - Largest Contentful Paint in headless Chromium against the real server on the embedded
 *    database, from the browser's own `largest-contentful-paint` performance entries, cold cache,
 *    median and worst of N loads.
 * Usage: npm run build && npm run bench:web [-- --runs 15]
 */
import { readFile } from "node:fs/promises";
import { cpus } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { startTestServer } from "../apps/server/test/harness";
import { launchChromium, webDist } from "../apps/web/e2e/browser";
import { createBenchDatabase } from "./bench-db";

const runs = Number(process.argv[process.argv.indexOf("--runs") + 1]) || 15;
const budgetJsBytes = 150 * 1024;
const budgetLcpMs = 1000;

/** Scripts and module preloads referenced by index.html: the landing page's initial JavaScript. */
async function initialJs(): Promise<{ files: { file: string; gzip: number }[]; total: number }> {
  const html = await readFile(join(webDist, "index.html"), "utf8");
  const refs = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((m) => m[1] as string);
  const files = await Promise.all(
    [...new Set(refs)].map(async (ref) => ({
      file: ref,
      gzip: gzipSync(await readFile(join(webDist, ref.replace(/^\//, ""))), { level: 9 }).length,
    })),
  );
  return { files, total: files.reduce((sum, f) => sum + f.gzip, 0) };
}

async function main(): Promise<void> {
  const js = await initialJs();
  const server = await startTestServer({ WEB_DIST_DIR: webDist, LOG_LEVEL: "warn" }, await createBenchDatabase());
  const browser = await launchChromium();
  const lcps: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}/`, { waitUntil: "networkidle" });
      const lcp = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              resolve(entries[entries.length - 1]?.startTime ?? Number.NaN);
            }).observe({ type: "largest-contentful-paint", buffered: true });
          }),
      );
      lcps.push(lcp);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  lcps.sort((a, b) => a - b);
  const median = lcps[Math.floor(lcps.length / 2)] ?? Number.NaN;
  const worst = lcps[lcps.length - 1] ?? Number.NaN;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`Agora web bench · ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model}`);
  console.log(`initial JS (gzip): ${kb(js.total)} (budget ${kb(budgetJsBytes)})`);
  for (const f of js.files) console.log(`  ${f.file}: ${kb(f.gzip)}`);
  console.log(
    `LCP over ${runs} cold loads: median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms (budget ${budgetLcpMs} ms)`,
  );
  if (js.total > budgetJsBytes || median > budgetLcpMs) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
