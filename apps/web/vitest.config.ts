import { defineConfig } from "vitest/config";
import { mockingTestFiles, webTestConfig } from "./vitest.shared.ts";

// Component and unit tests of the web app. Browser journeys live in e2e/ instead.
// Files share their worker's module cache (isolation off): importing React, the router and the
// design system once per worker, not once per file, took the project from 191 s to 35 s. Each
// test still renders into a clean document (set-up's cleanup) with mocks and globals restored.
// Files that mock a module run isolated in vitest.mocking.config.ts.
export default defineConfig({
  ...webTestConfig,
  test: {
    ...webTestConfig.test,
    name: "web",
    include: ["src/**/*.test.{ts,tsx}"],
    exclude: mockingTestFiles,
    isolate: false,
  },
});
