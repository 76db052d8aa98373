// Run by the web's `build` after `vite build`: writes dist/index.visitor.html, the built index.html
// with the landing page a visitor sees at `/` already inside #root, and its .br and .gz copies. The
// server sends it for `/` to requests without a signed-in session, so the headline paints as soon as
// the HTML and the stylesheet are in, not after the app's code and the user lookup (decision 079).
// The markup comes from the app's own components (src/app/render-visitor-landing.tsx), bundled for
// Node by Vite with the app's configuration; a page without its <h1> fails the build.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "vite";

// Production React, as the browser gets: the server renderer is picked by NODE_ENV when imported.
process.env.NODE_ENV = "production";

const webRoot = fileURLToPath(new URL("..", import.meta.url));
const dist = join(webRoot, "dist");
// Inside node_modules, so the bundle's bare imports (react, wouter, …) resolve from the workspace.
// Left in place: the render starts the lazy parts' imports, which may still be reading it as we exit.
const ssrOutDir = join(webRoot, "node_modules", ".cache", "agora-prerender");
const entry = "src/app/render-visitor-landing.tsx";

/** The shape of the bundled entry (src/app/render-visitor-landing.tsx). */
interface RenderModule {
  renderVisitorLanding(): string;
  withVisitorLanding(indexHtml: string, landingHtml: string): string;
}

await build({
  root: webRoot,
  logLevel: "warn",
  build: { ssr: entry, outDir: ssrOutDir, emptyOutDir: true, sourcemap: false, copyPublicDir: false },
});
const render = (await import(pathToFileURL(join(ssrOutDir, "render-visitor-landing.js")).href)) as RenderModule;
const page = render.withVisitorLanding(await readFile(join(dist, "index.html"), "utf8"), render.renderVisitorLanding());
const file = join(dist, "index.visitor.html");
// The same copies vite-plugin-compression2 writes for the rest of the build (apps/web/vite.config.ts).
await writeFile(file, page);
await writeFile(
  `${file}.br`,
  brotliCompressSync(page, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
  }),
);
await writeFile(`${file}.gz`, gzipSync(page, { level: 9 }));
process.stdout.write(
  `visitor landing page prerendered: dist/index.visitor.html (${(page.length / 1024).toFixed(1)} kB)\n`,
);
