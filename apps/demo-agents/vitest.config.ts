import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "demo-agents",
    environment: "node",
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    globalSetup: ["../server/test/global-setup.ts"],
    pool: "forks",
    // The server is imported once per worker, not per file (as in apps/server/vitest.config.ts).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
