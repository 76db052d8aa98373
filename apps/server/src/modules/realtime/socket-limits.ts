/**
 * The limits of one WebSocket on `/api/v1/ws`. The close codes that enforce them
 * (`closeUnauthorized` 4401, `closeTooManyConnections` 4429, `closePolicyViolation` 1008) are part of
 * the protocol the clients share, so they live in packages/contracts realtime-protocol.ts.
 */

/** Most sockets one user may hold open at once on one instance (a browser uses one per tab). */
export const connectionsPerUserMax = 20;
/** Messages a socket may send per second on average, sustained. */
export const messagesPerSecond = 20;
/** Messages a socket may send at once after being quiet (the token bucket's size). */
export const messageBurstMax = 40;
/**
 * Messages of one socket accepted but not yet answered. They are handled one at a time, so a slow
 * database cannot make one socket's backlog grow without bound; beyond this they are refused.
 */
export const messagesPendingMax = messageBurstMax;
/** Refusals for rate within {@link refusalWindowMs} after which the socket is closed with 1008. */
export const refusalsPerWindowMax = 100;
/** The window over which refusals are counted, ms. */
export const refusalWindowMs = 10_000;

/**
 * A token bucket (Turner, 1986): holds at most `capacity` tokens, refills at `ratePerSecond`, and
 * each accepted message takes one. Time is passed in so it is testable without a clock.
 */
export class TokenBucket {
  #tokens: number;
  #refilledAtMs: number;

  /**
   * @param ratePerSecond tokens added per second (> 0).
   * @param capacity most tokens held, the burst (≥ 1); the bucket starts full.
   * @param nowMs the current instant, ms since the epoch.
   * @throws Error when the rate or capacity is not positive.
   */
  constructor(
    readonly ratePerSecond: number,
    readonly capacity: number,
    nowMs: number,
  ) {
    if (!(ratePerSecond > 0) || !(capacity >= 1)) throw new Error("token bucket needs a positive rate and capacity");
    this.#tokens = capacity;
    this.#refilledAtMs = nowMs;
  }

  /**
   * Takes one token if there is one.
   * @param nowMs the current instant, ms since the epoch (an earlier instant than the last call adds nothing).
   * @returns true when the message may proceed.
   */
  take(nowMs: number): boolean {
    const elapsedMs = Math.max(0, nowMs - this.#refilledAtMs);
    this.#tokens = Math.min(this.capacity, this.#tokens + (elapsedMs * this.ratePerSecond) / 1000);
    this.#refilledAtMs = Math.max(this.#refilledAtMs, nowMs);
    if (this.#tokens < 1) return false;
    this.#tokens -= 1;
    return true;
  }
}

/**
 * Counts refusals in fixed windows of `windowMs`, to tell a client that overshot once (and backs
 * off after the error frame) from one that keeps hammering.
 */
export class RefusalCounter {
  #windowStartMs = Number.NEGATIVE_INFINITY;
  #count = 0;

  /**
   * @param max refusals tolerated per window.
   * @param windowMs the window's length, ms.
   */
  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /**
   * Records one refusal at `nowMs` (ms since the epoch).
   * @returns true when this refusal is over the window's allowance: time to close the socket.
   */
  record(nowMs: number): boolean {
    if (nowMs - this.#windowStartMs >= this.windowMs) {
      this.#windowStartMs = nowMs;
      this.#count = 0;
    }
    this.#count += 1;
    return this.#count > this.max;
  }
}
