import { defineConfig } from "vitest/config";

// Browser journeys against a real server serving the built web app (npm run build first; `npm test` does).
export default defineConfig({
  test: {
    name: "e2e",
    environment: "node",
    include: ["**/*.e2e.test.ts"],
    globalSetup: ["./global-setup.ts", "../../server/test/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
