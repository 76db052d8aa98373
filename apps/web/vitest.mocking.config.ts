import { defineConfig } from "vitest/config";
import { mockingTestFiles, webTestConfig } from "./vitest.shared.ts";

// The web tests that replace a module with vi.mock, each in a fresh module graph (see vitest.shared.ts).
export default defineConfig({
  ...webTestConfig,
  test: { ...webTestConfig.test, name: "web-mocking", include: mockingTestFiles },
});
