import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { executeRows } from "../../db/rows";
import { GroupCommit } from "../../lib/group-commit";

/** One counter to bump: `key` names what is limited and for whom; `windowMs` its window length. */
export interface RateLimitCounter {
  key: string;
  /** Length of the fixed window, in ms (≥ 1). */
  windowMs: number;
}

/** A counter after the bump. */
export interface RateLimitHit {
  key: string;
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Time until the window ends and the count resets, in ms (≥ 0). */
  resetMs: number;
}

/**
 * Where rate-limit counters live: {@link PgRateLimitStore} when instances share a PostgreSQL
 * database, {@link MemoryRateLimitStore} on the embedded PGlite (one process owns it).
 * Windows are fixed and aligned to multiples of their length since the epoch, so every instance
 * computes the same window for the same instant.
 */
export interface RateLimitStore {
  /**
   * Counts one request against each counter (keys must be distinct).
   * @returns one {@link RateLimitHit} per counter, in any order.
   * @throws whatever the database throws (the error handler answers 503 when it is unreachable).
   */
  hit(counters: readonly RateLimitCounter[]): Promise<RateLimitHit[]>;
  /**
   * Forgets windows that have ended.
   * @returns how many counters were dropped.
   */
  prune(): Promise<number>;
}

/**
 * Counters in a Map, for a single process. Ended windows are replaced on the next hit and swept
 * by {@link prune}, so memory stays proportional to the clients of the last window.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  readonly #counters = new Map<string, { windowStartMs: number; windowEndMs: number; count: number }>();
  readonly #now: () => number;

  /** @param now the clock in ms since the epoch (tests pass a fake one). */
  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  async hit(counters: readonly RateLimitCounter[]): Promise<RateLimitHit[]> {
    const now = this.#now();
    return counters.map(({ key, windowMs }) => {
      const windowStartMs = Math.floor(now / windowMs) * windowMs;
      let entry = this.#counters.get(key);
      if (!entry || entry.windowStartMs !== windowStartMs) {
        entry = { windowStartMs, windowEndMs: windowStartMs + windowMs, count: 0 };
        this.#counters.set(key, entry);
      }
      entry.count += 1;
      return { key, count: entry.count, resetMs: entry.windowEndMs - now };
    });
  }

  async prune(): Promise<number> {
    const now = this.#now();
    let dropped = 0;
    for (const [key, entry] of this.#counters) {
      if (entry.windowEndMs <= now) {
        this.#counters.delete(key);
        dropped++;
      }
    }
    return dropped;
  }
}

/** The most requests whose counters share one statement: bounds the statement's size. */
const hitBatchMax = 512;

/**
 * Counters in the `rate_limits` table, shared by every instance on the database and kept across
 * restarts. Requests that arrive while a bump is written go together in the next one (group
 * commit, `lib/group-commit.ts`): one `INSERT … ON CONFLICT DO UPDATE … RETURNING count` adds
 * each key's requests at once, so callers behind one address no longer queue one commit each on
 * its row, and every request still gets its own count (the counts a key's requests get in a
 * statement are consecutive, in arrival order). The window comes from the database's clock, so
 * instances with skewed clocks still agree on it.
 */
export class PgRateLimitStore implements RateLimitStore {
  readonly #db: Db;
  readonly #hits: GroupCommit<readonly RateLimitCounter[], RateLimitHit[]>;

  /** @param db the shared database (postgres.js). */
  constructor(db: Db) {
    this.#db = db;
    this.#hits = new GroupCommit((requests) => this.#bump(requests), hitBatchMax);
  }

  async hit(counters: readonly RateLimitCounter[]): Promise<RateLimitHit[]> {
    if (counters.length === 0) return [];
    return this.#hits.submit(counters);
  }

  /** Bumps the counters of several requests in one statement; answers each request's hits. */
  async #bump(requests: Array<readonly RateLimitCounter[]>): Promise<RateLimitHit[][]> {
    const byKey = new Map<string, { windowMs: number; requests: number }>();
    for (const counters of requests)
      for (const { key, windowMs } of counters) {
        const entry = byKey.get(key) ?? { windowMs, requests: 0 };
        entry.requests += 1;
        byKey.set(key, entry);
      }
    // Rows are locked in key order: two statements bumping the same counters cannot deadlock.
    const keys = [...byKey.keys()].sort();
    const values = sql.join(
      keys.map((key) => {
        const { windowMs, requests: n } = byKey.get(key) as { windowMs: number; requests: number };
        return sql`(${key}::text, ${windowMs}::bigint, ${n}::int)`;
      }),
      sql`, `,
    );
    const rows = await executeRows<RateLimitHit>(
      this.#db,
      sql`
        with now_ms as (select (extract(epoch from clock_timestamp()) * 1000)::bigint as ms)
        insert into rate_limits (key, window_start_ms, window_end, count)
        select v.key, w.start_ms, to_timestamp((w.start_ms + v.window_ms) / 1000.0), v.n
        from (values ${values}) as v(key, window_ms, n)
        cross join now_ms
        cross join lateral (select (now_ms.ms / v.window_ms) * v.window_ms as start_ms) as w
        order by v.key
        on conflict (key, window_start_ms) do update set count = rate_limits.count + excluded.count
        returning key, count,
          greatest(0, ceil(extract(epoch from window_end - clock_timestamp()) * 1000))::int as "resetMs"`,
    );
    // The key's count after the statement is its last request's; earlier ones count down from it.
    const next = new Map(
      rows.map((r) => [r.key, { count: r.count - (byKey.get(r.key)?.requests ?? 1) + 1, resetMs: r.resetMs }]),
    );
    return requests.map((counters) =>
      counters.flatMap(({ key }) => {
        const hit = next.get(key);
        if (!hit) return [];
        const mine = { key, count: hit.count, resetMs: hit.resetMs };
        hit.count += 1;
        return [mine];
      }),
    );
  }

  async prune(): Promise<number> {
    const rows = await executeRows<{ n: number }>(
      this.#db,
      sql`with gone as (delete from rate_limits where window_end < now() returning 1) select count(*)::int as n from gone`,
    );
    return rows[0]?.n ?? 0;
  }
}

/**
 * A store class for `@fastify/rate-limit`'s `store` option, so the limits routes declare
 * themselves (`config.rateLimit`) count in the same place as ours: shared across instances on
 * PostgreSQL. The plugin constructs it, calls `child()` once per limited route and then
 * `incr(key, callback, timeWindowMs)` per request.
 * @param store where the counters live.
 * @returns a class to pass as `store`.
 */
export function pluginStoreClass(store: RateLimitStore) {
  return class PluginRateLimitStore {
    readonly #prefix: string;

    constructor(_options?: unknown, prefix = "plugin:") {
      this.#prefix = prefix;
    }

    /**
     * The plugin's per-route store: counters prefixed with the route, as its LocalStore does. Its
     * typings say route options; at run time it passes its merged settings with `routeInfo`.
     */
    child(routeOptions: object): PluginRateLimitStore {
      const info = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      return new PluginRateLimitStore(undefined, `plugin:${String(info?.method)} ${info?.url}:`);
    }

    incr(
      key: string,
      callback: (err: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindowMs: number,
    ): void {
      store.hit([{ key: this.#prefix + key, windowMs: timeWindowMs }]).then(
        ([hit]) => callback(null, { current: hit?.count ?? 1, ttl: hit?.resetMs ?? timeWindowMs }),
        (err: Error) => callback(err),
      );
    }
  };
}
