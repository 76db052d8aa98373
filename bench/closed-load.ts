/**
 * Closed-loop HTTP load with autocannon (a fixed number of connections, each sending its next
 * request when the previous one is answered), run in a child process (forked with tsx) so the
 * load generator shares neither the event loop nor the process of the server it measures.
 */
import { fork } from "node:child_process";
import autocannon from "autocannon";

/** What the child runs: autocannon's options that survive the trip over IPC (no callbacks). */
export type ClosedLoadOptions = Pick<
  autocannon.Options,
  "url" | "connections" | "duration" | "requests" | "overallRate"
>;

/**
 * Runs autocannon with `options` in a child process.
 * @returns autocannon's result (requests per second, latency percentiles in ms, errors, non-2xx).
 * @throws when the child process fails.
 */
export function closedLoad(options: ClosedLoadOptions): Promise<autocannon.Result> {
  const child = fork(new URL(import.meta.url).pathname, ["--closed-load-child"], { execArgv: ["--import", "tsx"] });
  return new Promise((resolve, reject) => {
    child.once("message", (result: autocannon.Result) => {
      child.kill();
      resolve(result);
    });
    child.once("exit", (code) => reject(new Error(`load generator exited with ${code}`)));
    child.send(options);
  });
}

if (process.argv.includes("--closed-load-child")) {
  process.once("message", (options: ClosedLoadOptions) => {
    autocannon(options).then(
      (result) => process.send?.(result),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  });
}
