import type { z } from "zod";
import { type ClientMessage, type RealtimeEventMessage, type ServerMessage, serverMessage } from "./events";
import {
  closeTooManyConnections,
  closeUnauthorized,
  reconnectBaseMs,
  reconnectMaxMs,
  seenEventIdsMax,
  tooManyConnectionsWaitMs,
} from "./realtime-protocol";

/*
 * The reconnect-and-replay rules every client of WebSocket `/api/v1/ws` follows, without a socket
 * or a timer: the backoff schedule, what each close code means, a channel's replay position and
 * duplicate filter, and reading a server message against the contract. The web's `RealtimeClient`
 * (apps/web/src/lib/realtime.ts) and the JavaScript SDK's `events.subscribe`
 * (packages/sdk-js/src/events.ts) both run on it; the Python SDK (sdks/python/agora/_events.py)
 * cannot import it and mirrors it line for line, with its numbers generated from
 * realtime-protocol.ts. Decision 066.
 */

/** Stored event ids are the events table's bigint ids, written in decimal digits. */
const storedEventId = /^\d+$/;

/**
 * The wait before reconnect attempt `attempt`, ms: exponential, capped, half fixed and half random
 * ("equal jitter", AWS Architecture Blog, "Exponential Backoff And Jitter", 2015). The fixed half
 * keeps a fleet of clients dropped together (a restart) from coming straight back; the random half
 * spreads them out.
 * @param attempt failed attempts since the last connection that worked (0 for the first retry).
 * @param random a number in [0, 1).
 * @returns a whole number of ms between half of min({@link reconnectMaxMs}, {@link reconnectBaseMs}·2^attempt) and all of it.
 */
export function reconnectDelayMs(attempt: number, random: number): number {
  // Past 2^16 the cap has long been reached; the bound keeps the power finite.
  const ceiling = Math.min(reconnectMaxMs, reconnectBaseMs * 2 ** Math.min(attempt, 16));
  return Math.round(ceiling / 2 + (random * ceiling) / 2);
}

/**
 * What a client does after its socket closed: reconnect, not before `leastWaitMs` (on top of the
 * backoff), or stop because the credential no longer works.
 */
export type CloseDecision = { reconnect: true; leastWaitMs: number } | { reconnect: false; reason: "unauthorized" };

/**
 * The rule for each close code (realtime-protocol.ts): {@link closeUnauthorized} stops, since the
 * same credential would be refused again; {@link closeTooManyConnections} reconnects no sooner
 * than {@link tooManyConnectionsWaitMs}; any other code, or none (the network), reconnects with
 * the backoff alone.
 * @param code the close code, or undefined when the transport gave none.
 */
export function decideOnClose(code: number | undefined): CloseDecision {
  if (code === closeUnauthorized) return { reconnect: false, reason: "unauthorized" };
  return { reconnect: true, leastWaitMs: code === closeTooManyConnections ? tooManyConnectionsWaitMs : 0 };
}

/** Counts failed connection attempts and turns them into waits ({@link reconnectDelayMs}). */
export class ReconnectBackoff {
  #attempt = 0;

  /** @param random draws the jitter, a number in [0, 1) (tests pin it). */
  constructor(private readonly random: () => number = Math.random) {}

  /** Failed attempts since the last {@link reset}; 0 before the first reconnect. */
  get attempt(): number {
    return this.#attempt;
  }

  /**
   * The wait before the next attempt, ms, and counts that attempt.
   * @param leastWaitMs a floor from the close ({@link decideOnClose}), ms.
   */
  next(leastWaitMs = 0): number {
    const waitMs = Math.max(leastWaitMs, reconnectDelayMs(this.#attempt, this.random()));
    this.#attempt += 1;
    return waitMs;
  }

  /** A connection worked: the next drop starts again from the shortest wait. */
  reset(): void {
    this.#attempt = 0;
  }
}

/**
 * Orders stored event ids numerically (decimal digits from one sequence, so no BigInt is needed).
 * @returns negative when `a` comes first, 0 when equal, positive when `b` does.
 */
export function compareEventIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * One channel's replay position and duplicate filter: the newest stored event id handled (sent
 * as `lastEventId` on each subscribe, so the server replays what was missed) and the last
 * {@link seenEventIdsMax} ids, so an event both pushed live and replayed is handled once.
 */
export class ReplayCursor {
  #lastEventId: string | null;
  /** Insertion-ordered, so the oldest id is the first one forgotten. */
  readonly #seen = new Set<string>();

  /**
   * @param lastEventId where to resume: the id of the last event handled before (digits), or null
   *   for live events only.
   * @param seenMax how many ids to remember (tests shrink it).
   */
  constructor(
    lastEventId: string | null = null,
    private readonly seenMax = seenEventIdsMax,
  ) {
    this.#lastEventId = lastEventId;
  }

  /** The newest stored event id recorded (or the starting one); null before any. */
  get lastEventId(): string | null {
    return this.#lastEventId;
  }

  /**
   * Records that the event with `id` arrived, and moves {@link lastEventId} forward.
   * @param id the event's id: null for a transient event (never stored, never replayed).
   * @returns false when it is a stored event already recorded (drop it); true otherwise. An id that
   *   is not a stored one (not digits; the server sends none) is let through and not remembered.
   */
  record(id: string | null): boolean {
    if (id === null || !storedEventId.test(id)) return true;
    if (this.#seen.has(id)) return false;
    this.#seen.add(id);
    if (this.#seen.size > this.seenMax) this.#seen.delete(this.#seen.values().next().value as string);
    if (!this.#lastEventId || compareEventIds(id, this.#lastEventId) > 0) this.#lastEventId = id;
    return true;
  }

  /**
   * The subscribe message that resumes this channel: with `lastEventId` once there is one.
   * @param channel the name to subscribe to (`user`, `contract:<id>`, `stream:<id>`).
   */
  subscribeMessage(channel: string): Extract<ClientMessage, { type: "subscribe" }> {
    return this.#lastEventId
      ? { type: "subscribe", channel, lastEventId: this.#lastEventId }
      : { type: "subscribe", channel };
  }
}

/**
 * Events held while a subscribe awaits its confirmation (a replay can interleave with live
 * events), in the order to hand them over: stored ones by id, then transient ones as they came.
 * @returns a new array; `held` is not changed.
 */
export function inDeliveryOrder<E extends Pick<RealtimeEventMessage, "id">>(held: readonly E[]): E[] {
  const stored = held.filter((e) => e.id !== null).sort((a, b) => compareEventIds(a.id as string, b.id as string));
  return [...stored, ...held.filter((e) => e.id === null)];
}

/**
 * A frame read with {@link readServerMessage}: a message of the contract, or JSON it does not
 * describe (a newer server's event, a malformed payload) with zod's issues and, when it claims to
 * be an event with a string id, that id (so a client can still count it as seen).
 */
export type ReadServerMessage =
  | { ok: true; message: ServerMessage }
  | { ok: false; json: unknown; issues: z.core.$ZodIssue[]; eventId: string | null };

/**
 * Reads one text frame from the server against the contract's `serverMessage` (events.ts), so a
 * client only ever hands typed events to its listeners.
 * @param raw the frame's data (a string; anything else is turned into one).
 * @returns undefined when the frame is not JSON at all.
 */
export function readServerMessage(raw: unknown): ReadServerMessage | undefined {
  let json: unknown;
  try {
    json = JSON.parse(String(raw));
  } catch {
    return undefined;
  }
  const parsed = serverMessage.safeParse(json);
  if (parsed.success) return { ok: true, message: parsed.data };
  const claimed = json as { type?: unknown; id?: unknown } | null;
  const eventId = claimed?.type === "event" && typeof claimed.id === "string" ? claimed.id : null;
  return { ok: false, json, issues: parsed.error.issues, eventId };
}

/**
 * The HTTP status a server `error` answering a subscribe stands for when it ends the subscription:
 * 404 `not_found` (also a channel the caller may not see), 403 `forbidden`, 400 otherwise
 * (`validation_failed`). Asking again would be refused again.
 * @returns null for `rate_limited`: the subscribe was refused for pace, not for what it asked.
 */
export function subscribeRefusalStatus(code: string): number | null {
  if (code === "rate_limited") return null;
  return code === "not_found" ? 404 : code === "forbidden" ? 403 : 400;
}
