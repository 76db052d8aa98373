import { type ChildProcess, spawn } from "node:child_process";
import { performance } from "node:perf_hooks";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The Agora server as a child process (`node --import tsx apps/server/src/server.ts`) that a
 * benchmark can kill (e.g. SIGKILL mid-load) and start again on the same port and database.
 * @param env the server's environment on top of this process's; `PUBLIC_URL` is where it answers.
 * @param ownUrl where this process itself listens, when `PUBLIC_URL` names a balancer in front of it.
 * @param stdout where the server's log lines go: nowhere, this process's stdout, or a pipe the
 *   benchmark reads (`child.stdout`, e.g. to wait for a log message).
 */
export class ServerProcess {
  child: ChildProcess | undefined;
  constructor(
    readonly env: Record<string, string>,
    readonly ownUrl?: string,
    readonly stdout: "ignore" | "inherit" | "pipe" = "ignore",
  ) {}
  get baseUrl() {
    return this.env.PUBLIC_URL as string;
  }
  /**
   * Starts the server and waits until its health route answers 200.
   * @returns ms from spawn to the first healthy answer.
   * @throws Error when the process exits before it answers.
   */
  async start(): Promise<number> {
    const t0 = performance.now();
    this.child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/server.ts"], {
      env: { ...process.env, ...this.env },
      stdio: ["ignore", this.stdout, "inherit"],
    });
    for (;;) {
      try {
        const res = await fetch(`${this.ownUrl ?? this.baseUrl}/api/performance/health`);
        if (res.ok) return performance.now() - t0;
      } catch {
        // not listening yet
      }
      if (this.child.exitCode !== null) throw new Error(`server exited with ${this.child.exitCode}`);
      await sleep(50);
    }
  }
  /** Sends `signal` and resolves once the process has exited (at once if it is not running). */
  kill(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    // A process that died of a signal has no exit code, only a signal code.
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((r) => {
      child.once("exit", () => r());
      child.kill(signal);
    });
  }
}
