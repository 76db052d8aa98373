import { defineConfig } from "vitest/config";

// One run covers every workspace; each project keeps its own environment.
export default defineConfig({
  test: {
    projects: [
      "packages/contracts",
      "apps/server",
      "apps/web/vitest.config.ts",
      "apps/web/vitest.mocking.config.ts",
      "apps/web/e2e",
      "packages/sdk-js",
      "packages/x402",
      "apps/demo-agents",
      "sdks/python",
    ],
    // Two cores: more workers only add PGlite copies competing for them.
    maxWorkers: 2,
  },
});
