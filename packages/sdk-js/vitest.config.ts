import { defineConfig } from "vitest/config";

// The SDK runs against real servers started by the server's test harness (its global setup migrates
// the database copied by each file, on PGlite or on DATABASE_URL's PostgreSQL).
export default defineConfig({
  test: {
    name: "sdk-js",
    environment: "node",
    include: ["test/**/*.test.ts"],
    globalSetup: ["../../apps/server/test/global-setup.ts"],
    pool: "forks",
    // The server is imported once per worker, not per file (as in apps/server/vitest.config.ts).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
