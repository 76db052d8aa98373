import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

/** Where the API server listens in development (apps/server, `PORT` default 5000). */
const apiOrigin = "http://localhost:5000";

// The browser talks to one origin: the dev server forwards API, sign-in and discovery paths
// to the API server, so session cookies and the CSRF origin check behave as in production.
// The Host header is kept (no changeOrigin) so the server sees the origin the browser used.
// Keys starting with "^" are patterns: a plain "/api" prefix would also swallow the /api-keys page.
const proxy = {
  // ws: the realtime socket (/api/v1/ws) is proxied too, or pages fall back to polling in dev.
  "^/api(/|$)": { target: apiOrigin, ws: true },
  "^/oidc(/|$)": { target: apiOrigin },
  "^/\\.well-known/": { target: apiOrigin },
};

export default defineConfig(({ isSsrBuild }) => ({
  // Every text file of the build (index.html, scripts, styles, public files) also gets a .br
  // (quality 11) and a .gz (level 9) beside it, written once at build time; the server sends the
  // one the browser accepts (apps/server/src/plugins/web.ts, decision 076). The prerender's bundle
  // for Node (scripts/prerender.ts) is never served, so it gets none.
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [compression({ algorithms: ["brotliCompress", "gzip"] })])],
  // "@/lib/api" is src/lib/api.ts; a leading "/" is resolved from this folder (the Vite root).
  resolve: { alias: { "@/": "/src/" } },
  build: { outDir: "dist", emptyOutDir: true, sourcemap: true },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
}));
