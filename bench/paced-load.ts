/**
 * Open-loop HTTP load at a steady rate: request i is due at `i / rate` seconds and is sent then,
 * whether or not earlier ones were answered, and its latency runs from that due instant to the
 * last byte of the answer (so a slow server cannot slow the load and hide its own queueing; the
 * correction wrk2 makes for "coordinated omission"). autocannon's `overallRate` sends each
 * connection's quota for the second at once, then waits: 150 req/s over 32 connections arrive as
 * one burst a second, which measures the burst's queue rather than the rate.
 * Runs in a child process (forked with tsx), so it shares no event loop with the server.
 */
import { fork } from "node:child_process";
import { percentile } from "./bench-db";

/** What one paced run measured: latencies in ms from each request's due instant. */
export interface PacedResult {
  /** Requests answered with a 2xx, and all others (non-2xx or failed). */
  ok: number;
  errors: number;
  /** Answers per second over the run. */
  rate: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

interface PacedConfig {
  baseUrl: string;
  paths: string[];
  rate: number;
  durationS: number;
}

/**
 * Sends GET `paths` (in turn) to `baseUrl` at `rate` requests a second for `durationS` seconds,
 * from a child process. @returns the latencies from each request's due instant, in ms.
 * @throws when the child process fails.
 */
export function pacedLoad(baseUrl: string, paths: string[], rate: number, durationS: number): Promise<PacedResult> {
  const child = fork(new URL(import.meta.url).pathname, ["--paced-child"], { execArgv: ["--import", "tsx"] });
  return new Promise((resolve, reject) => {
    child.once("message", (result: PacedResult) => {
      child.kill();
      resolve(result);
    });
    child.once("exit", (code) => reject(new Error(`paced load generator exited with ${code}`)));
    child.send({ baseUrl, paths, rate, durationS } satisfies PacedConfig);
  });
}

async function runPaced({ baseUrl, paths, rate, durationS }: PacedConfig): Promise<PacedResult> {
  const total = Math.round(rate * durationS);
  const latencies: number[] = [];
  let errors = 0;
  const inFlight: Promise<void>[] = [];
  const start = performance.now() + 50;
  for (let i = 0; i < total; i++) {
    const dueAt = start + (i * 1000) / rate;
    const waitMs = dueAt - performance.now();
    if (waitMs > 1) await new Promise((r) => setTimeout(r, waitMs));
    inFlight.push(
      fetch(`${baseUrl}${paths[i % paths.length]}`)
        .then(async (res) => {
          await res.arrayBuffer();
          if (res.ok) latencies.push(performance.now() - dueAt);
          else errors += 1;
        })
        .catch(() => {
          errors += 1;
        }),
    );
  }
  await Promise.all(inFlight);
  const elapsedS = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const ms = (n: number) => Math.round(n * 10) / 10;
  return {
    ok: latencies.length,
    errors,
    rate: Math.round(latencies.length / elapsedS),
    p50: ms(percentile(latencies, 0.5)),
    p95: ms(percentile(latencies, 0.95)),
    p99: ms(percentile(latencies, 0.99)),
    max: ms(latencies.at(-1) ?? 0),
  };
}

if (process.argv.includes("--paced-child")) {
  process.once("message", (config: PacedConfig) => {
    runPaced(config).then(
      (result) => process.send?.(result),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  });
}
