import { defineConfig } from "vitest/config";

// The scheme's pure parts; paying through a real Agora server runs in the server project.
export default defineConfig({
  test: {
    name: "x402",
    environment: "node",
    include: ["src/**/*.test.ts"],
  },
});
