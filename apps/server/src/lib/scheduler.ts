import type { FastifyBaseLogger } from "fastify";

/** One piece of periodic database work. */
export interface PeriodicJob {
  /** What the log says when a run fails, e.g. "stream sweep failed". */
  failureMessage: string;
  /** Time between runs, ms. */
  intervalMs: number;
  /** Also run once at once instead of waiting a first interval. */
  runAtStart?: boolean;
  /** The work; its result is ignored. */
  work: () => Promise<unknown>;
}

/**
 * Runs each job every `intervalMs`, the one scheduler for the instance's periodic database work
 * (money-jobs.ts, maintenance.ts). A run is skipped while the job's previous run still goes, so a
 * slow database never piles up runs; a failure is logged as a warning and the job runs again at
 * its next tick, so a database outage does not kill the server. The timers are `unref`ed: they
 * never keep the process alive on their own.
 * @returns a function that stops every job's timer (a run in progress finishes).
 */
export function schedule(jobs: readonly PeriodicJob[], log: Pick<FastifyBaseLogger, "warn">): () => void {
  const timers = jobs.map((job) => {
    let running = false;
    const run = () => {
      if (running) return;
      running = true;
      job
        .work()
        .catch((err: unknown) => log.warn({ err }, job.failureMessage))
        .finally(() => {
          running = false;
        });
    };
    if (job.runAtStart) run();
    const timer = setInterval(run, job.intervalMs);
    timer.unref();
    return timer;
  });
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
