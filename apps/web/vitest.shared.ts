import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { ViteUserConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));

/** Every web test file, relative to apps/web (src/**\/*.test.ts(x)). */
function testFiles(dir = join(root, "src")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(root, path)] : [];
  });
}

/**
 * The test files that replace a module with `vi.mock`. They run in a project of their own with
 * isolation on: in a worker shared between files (isolation off), a module another file already
 * imported keeps the real binding and the mock never takes effect. Read from the sources, so a
 * new file that mocks a module lands here without anyone listing it.
 */
export const mockingTestFiles: string[] = testFiles().filter((file) =>
  readFileSync(join(root, file), "utf8").includes("vi.mock("),
);

/** What both web projects share: jsdom, the `@/` alias, the set-up file and the timeouts. */
export const webTestConfig = {
  // Same alias as vite.config.ts: "@/lib/api" is src/lib/api.ts.
  resolve: { alias: { "@/": "/src/" } },
  test: {
    environment: "jsdom",
    setupFiles: ["src/test/setup.ts"],
    restoreMocks: true,
    unstubGlobals: true,
    // The first render of a lazy route transforms its whole chunk; on two busy cores (CI runs the
    // server suites beside this one) that alone can pass the 5 s default.
    testTimeout: 15_000,
  },
} satisfies ViteUserConfig;
