import { execFileSync } from "node:child_process";

/** The Debian packages the Python SDK and its tests need; `install-deps.sh` installs them. */
export const pythonInstallCommand = "bash sdks/python/scripts/install-deps.sh";

/** What the interpreter must import: the SDK's dependencies and the test runner. */
const importCheck =
  "import sys, httpx, websockets, cryptography, pytest; sys.exit(0 if sys.version_info >= (3, 11) else 1)";

/**
 * The first Python ≥ 3.11 that imports httpx, websockets, cryptography and pytest: `$PYTHON` when
 * set, else `python3` on the PATH, else the system one, `/usr/bin/python3`, where Debian installs
 * the packages (a PATH `python3` from pyenv or a venv does not see them).
 * @returns the interpreter's command, or undefined when none has everything.
 */
export function findPython(): string | undefined {
  const candidates = [process.env.PYTHON, "python3", "/usr/bin/python3"].filter((c): c is string => Boolean(c));
  for (const candidate of candidates) {
    try {
      execFileSync(candidate, ["-c", importCheck], { stdio: "ignore", timeout: 60_000 });
      return candidate;
    } catch {
      // Missing, too old, or without the packages: try the next one.
    }
  }
  return undefined;
}

/**
 * The environment for running Python against this repository: no bytecode or pytest cache left in
 * the working tree, and the SDK importable as `agora` without installing it.
 */
export function pythonEnv(sdkRoot: string): NodeJS.ProcessEnv {
  const path = process.env.PYTHONPATH ? `${sdkRoot}:${process.env.PYTHONPATH}` : sdkRoot;
  return { ...process.env, PYTHONDONTWRITEBYTECODE: "1", PYTHONPATH: path };
}
