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
  },
});
