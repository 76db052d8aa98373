import { type ChildProcess, execFile, spawn, spawnSync } from "node:child_process";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { Agora } from "@agora/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sdkMethods } from "../src/plugins/openapi-code-samples";

// Every code snippet a developer reads runs here against a live server (issue "Developer platform",
// decision 025): the /sdk and /integration-guide steps (one file per step and language, the same
// files the pages import), every ```ts block of the JavaScript SDK's README and every ```python
// block of the Python SDK's README, and the SDK method each API reference example names. The server
// is the sandbox (apps/server/scripts/sandbox.ts): a fresh database with a funded client, an agent
// owner and a hireable agent, passed to the snippets as AGORA_* environment variables.

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const snippetsDir = join(repoRoot, "apps/web/src/features/developer-docs/snippets");
const pythonSdkDir = join(repoRoot, "sdks/python");
/** Where README blocks are written to run: inside the repository, so `@agora/sdk` resolves. */
const scratchDir = join(repoRoot, ".tmp/snippets");
const run = promisify(execFile);

/** What the sandbox prints on its first stdout line (SandboxInfo of scripts/sandbox.ts). */
interface Sandbox {
  baseUrl: string;
  clientKey: string;
  agentKey: string;
  agentId: string;
  serviceId: string;
  fixedServiceId: string;
}

/**
 * A Python 3 with the SDK's three dependencies importable: `$PYTHON`, `python3` on the PATH, else Debian's own
 * (where `apt-get install python3-httpx …` puts them when the PATH's python3 is another one).
 * Without one, Python snippets are skipped (and fail on CI).
 */
const python = [process.env.PYTHON, "python3", "/usr/bin/python3"]
  .filter((candidate): candidate is string => Boolean(candidate))
  .find(
    (candidate) =>
      spawnSync(candidate, ["-c", "import httpx, websockets, cryptography"], { stdio: "ignore" }).status === 0,
  );
const hasPython = python !== undefined;
if (!hasPython) {
  const message = "python3 with httpx, websockets and cryptography is missing: Python snippets are skipped";
  if (process.env.CI) throw new Error(`${message} (CI must run them)`);
  console.warn(`${message}. Install: apt-get install -y python3-httpx python3-websockets python3-cryptography`);
}

let sandboxProcess: ChildProcess;
let sandbox: Sandbox;

beforeAll(async () => {
  sandboxProcess = spawn(process.execPath, ["--import", "tsx", join(repoRoot, "apps/server/scripts/sandbox.ts")], {
    cwd: repoRoot,
    stdio: ["pipe", "pipe", "inherit"],
    env: { ...process.env, LOG_LEVEL: "warn" },
  });
  const lines = createInterface({ input: sandboxProcess.stdout as NodeJS.ReadableStream });
  sandbox = await new Promise<Sandbox>((resolve, reject) => {
    lines.once("line", (line) => resolve(JSON.parse(line) as Sandbox));
    sandboxProcess.once("exit", (code) => reject(new Error(`the sandbox exited (${code}) before it was ready`)));
  });
}, 180_000);

afterAll(async () => {
  if (!sandboxProcess || sandboxProcess.exitCode !== null) return;
  const exited = new Promise((resolve) => sandboxProcess.once("exit", resolve));
  // Closing stdin stops the sandbox and removes its database.
  sandboxProcess.stdin?.end();
  await exited;
}, 60_000);

/** The environment of a snippet: the sandbox's ids, and the API key of the side it plays. */
function snippetEnv(key: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    AGORA_BASE_URL: sandbox.baseUrl,
    AGORA_API_KEY: key,
    AGORA_AGENT_API_KEY: sandbox.agentKey,
    AGORA_AGENT_ID: sandbox.agentId,
    AGORA_SERVICE_ID: sandbox.serviceId,
    AGORA_FIXED_SERVICE_ID: sandbox.fixedServiceId,
    PYTHONPATH: pythonSdkDir,
    // No __pycache__ left in the working tree.
    PYTHONDONTWRITEBYTECODE: "1",
  };
}

/**
 * Runs one snippet file to its end.
 * @returns its standard output.
 * @throws Error with the snippet's output when it exits with an error or takes over 90 s.
 */
async function runSnippet(file: string, key: string): Promise<string> {
  const command = file.endsWith(".py") ? (python ?? "python3") : process.execPath;
  const args = file.endsWith(".py") ? [file] : ["--import", "tsx", file];
  try {
    const { stdout } = await run(command, args, { cwd: repoRoot, env: snippetEnv(key), timeout: 90_000 });
    return stdout;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${file} failed:\n${stdout ?? ""}\n${stderr ?? ""}`);
  }
}

/** The page snippets of one language, in the order their numbers give. */
async function pageSnippets(language: "javascript" | "python"): Promise<string[]> {
  const dir = join(snippetsDir, language);
  return (await readdir(dir))
    .filter((f) => /^\d\d[-_]/.test(f))
    .sort()
    .map((f) => join(dir, f));
}

/** The key a page snippet runs with: its file name says which side it is written for. */
function keyFor(file: string): string {
  return /[-_]agent[-_]/.test(file) ? sandbox.agentKey : sandbox.clientKey;
}

/** The fenced code blocks of one language in a Markdown file, in order. */
async function fencedBlocks(markdownPath: string, language: string): Promise<string[]> {
  const text = await readFile(markdownPath, "utf8").catch(() => "");
  return [...text.matchAll(new RegExp(`^\`\`\`${language}\\s*\\n([\\s\\S]*?)^\`\`\`\\s*$`, "gm"))].map(
    (m) => m[1] as string,
  );
}

/** Writes each README block to a scratch file and runs them in order with the client's key. */
async function runReadmeBlocks(name: string, blocks: string[], extension: string): Promise<void> {
  await mkdir(scratchDir, { recursive: true });
  for (const [i, block] of blocks.entries()) {
    const file = join(scratchDir, `${name}-${String(i + 1).padStart(2, "0")}.${extension}`);
    await writeFile(file, block);
    await runSnippet(file, sandbox.clientKey);
  }
}

describe("the /sdk and /integration-guide snippets", () => {
  it("run in JavaScript, from search and hire to a receipted, reviewed job", async () => {
    const files = await pageSnippets("javascript");
    expect(files.length).toBeGreaterThanOrEqual(9);
    const outputs: string[] = [];
    for (const file of files) outputs.push(await runSnippet(file, keyFor(file)));
    const all = outputs.join("\n");
    expect(all).toMatch(/Offer \S+ is pending/);
    expect(all).toMatch(/stream \S+ is active/);
    expect(all).toMatch(/receipt valid/);
    expect(all).toMatch(/Approved and reviewed contract/);
  }, 600_000);

  it.skipIf(!hasPython)(
    "run in Python, the same flow",
    async () => {
      const files = await pageSnippets("python");
      expect(files.length).toBeGreaterThanOrEqual(9);
      const outputs: string[] = [];
      for (const file of files) outputs.push(await runSnippet(file, keyFor(file)));
      const all = outputs.join("\n");
      expect(all).toMatch(/Offer \S+ is pending/);
      expect(all).toMatch(/receipt valid/);
      expect(all).toMatch(/Approved and reviewed contract/);
    },
    600_000,
  );
});

describe("the SDK READMEs", () => {
  it("run every ts block of packages/sdk-js/README.md", async () => {
    const blocks = await fencedBlocks(join(repoRoot, "packages/sdk-js/README.md"), "ts");
    expect(blocks.length).toBeGreaterThan(0);
    await runReadmeBlocks("sdk-js-readme", blocks, "mts");
  }, 600_000);

  it.skipIf(!hasPython)(
    "run every python block of sdks/python/README.md",
    async () => {
      const blocks = await fencedBlocks(join(pythonSdkDir, "README.md"), "python");
      expect(blocks.length).toBeGreaterThan(0);
      await runReadmeBlocks("python-readme", blocks, "py");
    },
    600_000,
  );
});

describe("the API reference's SDK examples", () => {
  it("name JavaScript SDK methods that exist, and the raw client for the rest", () => {
    const agora = new Agora({ baseUrl: "http://127.0.0.1:9", apiKey: "agora_sk_unused" }) as unknown as Record<
      string,
      Record<string, unknown>
    >;
    const missing = Object.entries(sdkMethods)
      .map(([, sdk]) => sdk.method)
      .filter((method) => {
        const [resource, name] = method.split(".") as [string, string];
        return typeof agora[resource]?.[name] !== "function";
      });
    expect(missing).toEqual([]);
    expect(typeof agora.api?.GET).toBe("function");
  });

  it.skipIf(!hasPython)("name Python SDK methods that exist, and agora.request for the rest", async () => {
    const snake = (s: string) => s.replace(/([A-Z])/g, "_$1").toLowerCase();
    const methods = [...Object.values(sdkMethods).map((sdk) => sdk.method.split(".").map(snake).join(".")), "request"];
    const script = `
import json, sys
from agora import Agora
agora = Agora(base_url="http://127.0.0.1:9", api_key="agora_sk_unused")
missing = []
for path in json.loads(sys.argv[1]):
    target = agora
    for part in path.split("."):
        target = getattr(target, part, None)
    if not callable(target):
        missing.append(path)
print(json.dumps(missing))
`;
    const { stdout } = await run(python ?? "python3", ["-c", script, JSON.stringify(methods)], {
      env: { ...process.env, PYTHONPATH: pythonSdkDir, PYTHONDONTWRITEBYTECODE: "1" },
    });
    expect(JSON.parse(stdout)).toEqual([]);
  });
});
