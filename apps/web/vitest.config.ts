import { defineConfig } from "vitest/config";

// Component and unit tests of the web app. Browser journeys live in e2e/ instead.
export default defineConfig({
  // Same alias as vite.config.ts: "@/lib/api" is src/lib/api.ts.
  resolve: { alias: { "@/": "/src/" } },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
    restoreMocks: true,
    unstubGlobals: true,
    // The first render of a lazy route transforms its whole chunk; on two busy cores (CI runs the
    // server suites beside this one) that alone can pass the 5 s default.
    testTimeout: 15_000,
  },
});
