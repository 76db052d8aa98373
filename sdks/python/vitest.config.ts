import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "python-sdk",
    environment: "node",
    include: ["python.test.ts"],
    // One pytest run starts its own sandbox server; it reports its own timings.
    testTimeout: 16 * 60_000,
  },
});
