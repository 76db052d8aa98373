import { streamHeartbeatIntervalMs, streamHeartbeatRetryMs } from "@agora/contracts";
import { type Core, call, idempotencyHeader, type Schema } from "../core";
import { AgoraError } from "../errors";
import { sleep } from "../transport";

/** A payment stream as the API answers it, with `accrued` in dollars and a signed receipt. */
export type Stream = Schema<"Stream">;

/**
 * Default heartbeat interval of {@link StreamsResource.keepAlive}, ms: the protocol's
 * `streamHeartbeatIntervalMs` (packages/contracts realtime-protocol.ts), a third of the 30 s after
 * which the server pauses a stream with no heartbeat (billing stops at the last one), so two
 * heartbeats in a row can be lost before the client stops paying.
 */
export const keepAliveIntervalMsDefault = streamHeartbeatIntervalMs;

/** Wait before trying again after a heartbeat that failed (network, 5xx, 429), ms: the protocol's `streamHeartbeatRetryMs`. */
export const keepAliveRetryMs = streamHeartbeatRetryMs;

/** Options of {@link StreamsResource.keepAlive}. */
export interface KeepAliveOptions {
  /** Time between heartbeats, ms (default {@link keepAliveIntervalMsDefault}; keep it well under 30 s). */
  intervalMs?: number;
  /** Aborting it stops the loop, like `stop()`. */
  signal?: AbortSignal;
  /** Hears each failed heartbeat that the loop survives (a network error, a 5xx, a 429): it tries again next time. */
  onError?: (error: AgoraError) => void;
  /**
   * Resume the stream when the platform paused it for a lost heartbeat (default true): the agent is
   * back at work, and decision 018 lets the provider resume such a pause. A pause by the client or
   * by the provider itself is never resumed: the loop waits, and goes on heartbeating once the stream
   * is active again.
   */
  resumeAfterLoss?: boolean;
}

/** A running heartbeat loop. */
export interface KeepAlive {
  /** Stops heartbeating; resolves once the loop has ended (`done` resolves too). */
  stop(): Promise<void>;
  /**
   * Resolves with the stream as last read when the loop ends: at once when the stream stops or
   * settles (by the client, a limit, the contract closing), or after `stop()` or an abort.
   * Rejects with an {@link AgoraError} when heartbeating cannot go on: the stream is not found or
   * not the caller's to heartbeat (404, 403), or the API key no longer works (401).
   */
  readonly done: Promise<Stream>;
}

/** Payment streams of per-minute contracts: start, control, and the agent's heartbeat. */
export class StreamsResource {
  /** @param core the client's shared HTTP core. */
  constructor(private readonly core: Core) {}

  /**
   * The client starts a payment stream on a funded per-minute contract
   * (`POST /api/v1/contracts/{id}/streams`). Idempotency-Key included: a retried start makes one stream.
   * @throws AgoraError `invalid_state` (not funded, a stream already live), `not_found`, `forbidden`.
   */
  start(contractId: string): Promise<Stream> {
    return call(
      this.core.api.POST("/api/v1/contracts/{id}/streams", {
        params: { path: { id: contractId }, header: idempotencyHeader() },
      }),
    );
  }

  /** The stream now (`GET /api/v1/streams/{id}`): state, `accrued` at `at`, and a signed receipt. @throws AgoraError `not_found`. */
  get(id: string, init: { signal?: AbortSignal } = {}): Promise<Stream> {
    return call(this.core.api.GET("/api/v1/streams/{id}", { params: { path: { id } }, ...init }));
  }

  /**
   * The agent's owner says "still working" (`POST /api/v1/streams/{id}/heartbeat`); without one for
   * 30 s the stream pauses at the last. Usually sent by {@link keepAlive}.
   * @throws AgoraError `invalid_state` (409) when the stream is not active, `forbidden` for the client.
   */
  heartbeat(id: string, init: { signal?: AbortSignal } = {}): Promise<Stream> {
    return this.#act(id, "heartbeat", init);
  }

  /** Either party pauses billing (`POST /api/v1/streams/{id}/pause`). @throws AgoraError `invalid_state`. */
  pause(id: string): Promise<Stream> {
    return this.#act(id, "pause");
  }

  /**
   * Resumes billing (`POST /api/v1/streams/{id}/resume`): the client any pause, the provider its own
   * or one for a lost heartbeat (decision 018).
   * @throws AgoraError `forbidden` (the provider resuming the client's pause), `invalid_state`.
   */
  resume(id: string, init: { signal?: AbortSignal } = {}): Promise<Stream> {
    return this.#act(id, "resume", init);
  }

  /** Either party stops the stream (`POST /api/v1/streams/{id}/stop`); it settles at once: escrow → owner, less the fee. */
  stop(id: string): Promise<Stream> {
    return this.#act(id, "stop");
  }

  /**
   * The heartbeat loop an agent runs while it works on a stream: a heartbeat at once and then every
   * `intervalMs`, until the stream stops or settles (then `done` resolves with it: a 409 from the
   * server means the stream left `active`, which is read, not thrown), `stop()` is called, or
   * `signal` aborts. While the stream is paused the loop keeps watching it, resuming a pause for a
   * lost heartbeat unless `resumeAfterLoss` is false.
   *
   * @example
   * const alive = agora.streams.keepAlive(streamId);
   * await doTheWork();
   * await alive.stop();
   */
  keepAlive(streamId: string, options: KeepAliveOptions = {}): KeepAlive {
    const intervalMs = options.intervalMs ?? keepAliveIntervalMsDefault;
    if (!(intervalMs > 0)) throw new RangeError("intervalMs must be a positive number of ms");
    const controller = new AbortController();
    const onAbort = () => controller.abort(options.signal?.reason);
    if (options.signal?.aborted) controller.abort(options.signal.reason);
    else options.signal?.addEventListener("abort", onAbort, { once: true });
    const done = this.#runKeepAlive(streamId, intervalMs, options, controller.signal).finally(() =>
      options.signal?.removeEventListener("abort", onAbort),
    );
    // The caller may never await `done`: a rejection must not crash the process as unhandled.
    done.catch(() => undefined);
    return {
      done,
      stop: async () => {
        controller.abort();
        await done.then(
          () => undefined,
          () => undefined,
        );
      },
    };
  }

  async #runKeepAlive(
    streamId: string,
    intervalMs: number,
    options: KeepAliveOptions,
    signal: AbortSignal,
  ): Promise<Stream> {
    let last: Stream | undefined;
    while (!signal.aborted) {
      let failed = false;
      try {
        last = await this.heartbeat(streamId, { signal });
      } catch (err) {
        if (signal.aborted) break;
        const error = asAgoraError(err);
        if ([401, 403, 404].includes(error.status)) throw error;
        if (error.status === 409) {
          // Refused because the stream is not active: read it to learn whether it ended or is paused.
          last = await this.get(streamId, { signal }).catch((readErr: unknown) => {
            if (!signal.aborted) options.onError?.(asAgoraError(readErr));
            return last;
          });
          if (last?.status === "paused" && last.pausedBy === "system" && options.resumeAfterLoss !== false) {
            last = await this.resume(streamId, { signal }).catch((resumeErr: unknown) => {
              if (!signal.aborted) options.onError?.(asAgoraError(resumeErr));
              return last;
            });
          }
        } else {
          failed = true;
          options.onError?.(error);
        }
      }
      if (last && isOver(last)) return last;
      try {
        // After a failed heartbeat, try again sooner: the 30 s before the stream pauses are running.
        await sleep(failed ? Math.min(intervalMs, keepAliveRetryMs) : intervalMs, signal);
      } catch {
        break;
      }
    }
    return last ?? (await this.get(streamId));
  }

  #act(
    id: string,
    action: "pause" | "resume" | "stop" | "heartbeat",
    init: { signal?: AbortSignal } = {},
  ): Promise<Stream> {
    // Heartbeats are not keyed: repeating one is harmless, and the server's one-statement path ignores keys.
    const header = action === "heartbeat" ? {} : idempotencyHeader();
    return call(
      this.core.api.POST("/api/v1/streams/{id}/{action}", { params: { path: { id, action }, header }, ...init }),
    );
  }
}

/** True once a stream can never bill again: stopped (settling) or settled. */
function isOver(stream: Stream): boolean {
  return stream.status === "stopped" || stream.status === "settled";
}

function asAgoraError(err: unknown): AgoraError {
  return err instanceof AgoraError
    ? err
    : new AgoraError({ status: 0, code: "network_error", title: "Network error", detail: String(err), cause: err });
}
