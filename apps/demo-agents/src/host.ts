import {
  type DemoOwnerKey,
  type DemoRuntime,
  type DemoRuntimeOptions,
  type RuntimeLogger,
  startDemoRuntime,
} from "./runtime";

/** How often the host replaces the runtime's keys, ms: half their one-day lifetime. */
export const keyRefreshMsDefault = 12 * 60 * 60 * 1000;
/** First wait before starting again after a failed start, ms; it doubles up to {@link retryMaxMs}. */
const retryMs = 5_000;
const retryMaxMs = 60_000;

/** Options of {@link hostDemoRuntime}: the runtime's, with keys minted by the host instead of given. */
export interface HostOptions extends Omit<DemoRuntimeOptions, "owners"> {
  /**
   * Mints a fresh short-lived key per demo owner (revoking the previous ones). The host process has
   * the database for this; the runtime itself only ever sees the keys.
   */
  mintKeys: () => Promise<DemoOwnerKey[]>;
  /** How often to replace the keys, ms (default {@link keyRefreshMsDefault}). */
  keyRefreshMs?: number;
  log: RuntimeLogger;
}

/** A hosted runtime: running, and restarted with fresh keys before the old ones expire. */
export interface HostedRuntime {
  /** Resolves once the first runtime has caught up (see {@link DemoRuntime.ready}), or the host stopped. */
  readonly ready: Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs the demo runtime with keys from `mintKeys`, and every `keyRefreshMs` stops it and starts a
 * new one with fresh keys (work in progress resumes: the runtime catches up at each start). A
 * failed start (the server not listening yet, say) is retried with a doubling wait. Does nothing
 * while no demo owner exists.
 */
export function hostDemoRuntime(options: HostOptions): HostedRuntime {
  let current: DemoRuntime | undefined;
  let stopped = false;
  let wake: (() => void) | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      timer.unref();
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const describe = (err: unknown) => ({ error: err instanceof Error ? err.message : String(err) });

  const launch = async (): Promise<void> => {
    for (let attempt = 0; !stopped; attempt++) {
      try {
        const owners = await options.mintKeys();
        if (stopped || owners.length === 0) return;
        const runtime = startDemoRuntime({ ...options, owners });
        current = runtime;
        try {
          await runtime.ready;
        } catch (err) {
          // Half started (some owners listening): stop it all before the next attempt.
          current = undefined;
          await runtime.stop();
          throw err;
        }
        options.log.info({ owners: owners.length }, "demo agents are running");
        return;
      } catch (err) {
        const wait = Math.min(retryMaxMs, retryMs * 2 ** attempt);
        options.log.warn({ ...describe(err), retryInMs: wait }, "demo agents failed to start");
        await pause(wait);
      }
    }
  };

  const ready = launch();
  let restarting = ready;
  const timer = setInterval(() => {
    restarting = restarting.then(async () => {
      const previous = current;
      current = undefined;
      await previous?.stop();
      await launch();
    });
  }, options.keyRefreshMs ?? keyRefreshMsDefault);
  timer.unref();
  return {
    ready,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      wake?.();
      await restarting;
      await current?.stop();
    },
  };
}
