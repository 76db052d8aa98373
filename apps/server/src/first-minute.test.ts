import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

// A newcomer's first minute (issue "First sight", item 4): `npm start` on the embedded default
// seeds the demo marketplace and then its history while already serving. The history is seconds
// of PGlite work, which answers through microtasks only: without turns of the event loop between
// its steps, the first visitors waited behind it and load shedding refused them with 503.
// PostgreSQL runs are skipped: this is the embedded default's start, and the shared test database
// must not receive a second demo marketplace.

/** Time from spawning the server to its first answer: 8.2 s measured on an idle 2-core machine, with room for a loaded CI run. */
const firstAnswerWithinMs = 25_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** The longest stretch of consecutive refused answers, ms from its first to its last. */
function longestRun(answers: readonly { atMs: number; status: number }[]): number {
  let longest = 0;
  let start: number | undefined;
  for (const a of [...answers].sort((x, y) => x.atMs - y.atMs)) {
    if (a.status === 200) start = undefined;
    else {
      start ??= a.atMs;
      longest = Math.max(longest, a.atMs - start);
    }
  }
  return longest;
}

const dataDir = mkdtempSync(join(tmpdir(), "agora-first-minute-"));
let child: ChildProcess | undefined;

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child?.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))("npm start's first minute", () => {
  it("answers from its first seconds, refusing a visitor at most in blips while the demo is seeded", async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      // As `npm start` runs: load shedding on at its default, the demo agents hosted.
      LOAD_SHED_EVENT_LOOP_DELAY_MS: "1000",
      LOG_LEVEL: "info",
    };
    delete env.NODE_ENV;
    const startedAt = Date.now();
    child = spawn(process.execPath, ["--import", "tsx", fileURLToPath(new URL("./server.ts", import.meta.url))], {
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let log = "";
    child.stdout?.on("data", (d: Buffer) => {
      log += d.toString();
    });
    child.stderr?.on("data", (d: Buffer) => {
      log += d.toString();
    });
    const answers: { atMs: number; status: number }[] = [];
    const pollOnce = async () => {
      const at = Date.now() - startedAt;
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/v1/agents?limit=5`, {
          signal: AbortSignal.timeout(10_000),
        });
        await res.arrayBuffer();
        answers.push({ atMs: at, status: res.status });
      } catch {
        // Not listening yet (or a timeout, which the counts below catch as no answer).
      }
    };
    // Polls every 200 ms from the first second until the demo history is written, plus a second.
    let historyAt: number | undefined;
    const deadline = startedAt + 240_000;
    while (Date.now() < deadline && (historyAt === undefined || Date.now() < historyAt + 1000)) {
      if (historyAt === undefined && log.includes("demo history seeded")) historyAt = Date.now();
      if (child.exitCode !== null) break;
      void pollOnce();
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(historyAt, `the demo history was seeded; the log ends:\n${log.slice(-1500)}`).toBeDefined();
    // On an idle machine no answer is refused (0 of 509, docs/BENCHMARKS.md "First minute"). This
    // runs beside the rest of the suite on 2 cores, where any step can take a second: a refusal
    // there must stay a blip (the old seeding refused for its whole 16 s), so at most 5 % of the
    // answers, none but 503, and never for longer than 2 s in a row.
    const refused = answers.filter((a) => a.status !== 200);
    const context = `history at ${(historyAt as number) - startedAt} ms; refused: ${JSON.stringify(refused)}`;
    expect(
      refused.every((a) => a.status === 503),
      context,
    ).toBe(true);
    expect(refused.length, context).toBeLessThanOrEqual(Math.floor(answers.length * 0.05));
    const longestRefusalMs = longestRun(answers);
    expect(longestRefusalMs, context).toBeLessThanOrEqual(2000);
    expect(answers[0]?.atMs ?? Number.POSITIVE_INFINITY).toBeLessThan(firstAnswerWithinMs);
    // Answers kept coming during the history, not only before and after it.
    const during = answers.filter((a) => a.atMs < (historyAt as number) - startedAt);
    expect(during.length).toBeGreaterThan(5);
  }, 280_000);
});
