import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { findPython, pythonEnv, pythonInstallCommand } from "./python-env";

const sdkRoot = fileURLToPath(new URL(".", import.meta.url));
const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const python = findPython();

/** Most a pytest run may take: it starts a sandbox server and streams for real on a busy machine. */
const pytestTimeoutMs = 15 * 60_000;

if (!python && !process.env.CI) {
  process.stderr.write(
    `\n!! Python SDK tests SKIPPED: no Python 3.11+ with httpx, websockets, cryptography and pytest. Run ${pythonInstallCommand}\n\n`,
  );
}

describe("the Python SDK (pytest against a live sandbox on this run's database)", () => {
  it.skipIf(!python && !process.env.CI)(
    "passes its pytest suite",
    async () => {
      if (!python) throw new Error(`No Python 3.11+ with the SDK's dependencies; run ${pythonInstallCommand}`);
      const result = await new Promise<{ code: number; output: string }>((resolve) => {
        execFile(
          python,
          ["-m", "pytest", "sdks/python/tests", "-q", "-p", "no:cacheprovider", "-o", "faulthandler_timeout=600"],
          { cwd: repoRoot, env: pythonEnv(sdkRoot), timeout: pytestTimeoutMs, maxBuffer: 64 * 1024 * 1024 },
          (error, stdout, stderr) => {
            const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
            resolve({ code, output: `${stdout}${stderr}` });
          },
        );
      });
      // pytest's own report is the failure message: which test, which assertion, the server's logs.
      if (result.code !== 0) throw new Error(`pytest failed (exit ${result.code}):\n${result.output}`);
      expect(result.output).toMatch(/\d+ passed/);
    },
    pytestTimeoutMs + 60_000,
  );
});
