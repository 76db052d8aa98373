import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    name: "python-sdk",
    environment: "node",
    // The pytest run, and the check that the generated protocol constants are up to date.
    include: ["python.test.ts", "protocol-constants.test.ts"],
    // One pytest run starts its own sandbox server; it reports its own timings.
    testTimeout: 16 * 60_000,
  },
});
