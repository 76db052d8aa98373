import { defineConfig } from "vitest/config";

// Browser journeys against a real server serving the built web app (npm run build first; `npm test` does).
export default defineConfig({
  test: {
    name: "e2e",
    environment: "node",
    include: ["**/*.e2e.test.ts"],
    globalSetup: ["./global-setup.ts", "../../server/test/global-setup.ts"],
    // The server and the harness are imported once per worker, not per file (as in
    // apps/server/vitest.config.ts); each file still starts its own server and browser.
    isolate: false,
    // A journey of two people through several pages takes 30–40 s alone and twice that while the
    // server suites share the two cores; 60 s timed three of them out on a busy machine.
    testTimeout: 120_000,
    // Set-up starts a server and, for three files, plays the demo history through the real services:
    // about 5 s alone, much longer while the server suites share the two cores.
    hookTimeout: 180_000,
    // A browser settles in its own time (a dialog's exit animation, a refetch): polls wait up to
    // 10 s, not vitest's 1 s, which a busy machine overran while the page was already right.
    expect: { poll: { timeout: 10_000 } },
  },
});
