import { sql } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { AppError } from "../lib/errors";
import { type Db, reconnectBackoffS } from "./client";
import { executeRows } from "./rows";
import * as schema from "./schema";

/** Time between two looks at the replica (and at the primary's WAL position), ms. */
export const replicaProbeEveryMs = 250;
/** A look at the replica that takes longer than this counts as the replica being down, ms. */
export const replicaProbeTimeoutMs = 1_000;
/** Primary WAL positions kept to date the replica's replay position, ms of history. */
const lsnHistoryMs = 10_000;
/** The largest WAL position: a write whose position could not be read waits for no replica. */
export const lsnMax = (1n << 64n) - 1n;

/** Where a read ran. */
export type ReadSource = "replica" | "primary";

/** What the server knows of its replica at one moment (`DATABASE_REPLICA_URL`). */
export interface ReplicaState {
  /** A replica is configured. */
  configured: boolean;
  /** The last look at the replica answered, and it was at most `maxLagMs` behind the primary. */
  usable: boolean;
  /**
   * How far behind the primary the replica's replay was at the last look, ms: the age of the newest
   * primary WAL position it had replayed (rounded up to the probe interval). Undefined when the
   * replica did not answer, or replayed no position of the last 10 s.
   */
  lagMs: number | undefined;
  /** The replica's replay position at the last look (`pg_last_wal_replay_lsn()`), or undefined. */
  replayLsn: bigint | undefined;
}

/**
 * Read routing between the primary and a PostgreSQL hot standby (decision 081). Only reads that
 * tolerate a second of lag use it (catalogue search, agent profiles, the leaderboard, public
 * figures); money, sessions and everything else keep the primary's `db`.
 */
export interface ReplicaReads {
  /**
   * Runs `read` on the replica when it is usable and has replayed `minLsn` (the caller's last write),
   * else on the primary. A replica that fails mid-read (not an {@link AppError}) is marked down and
   * the read runs again on the primary, so a replica going away fails no request.
   * @param read a read-only function of a database: it may run twice.
   * @param minLsn the WAL position the replica must have replayed, or undefined for any.
   * @returns what `read` resolved to and where it ran.
   * @throws whatever `read` throws on the primary, and any AppError it throws on the replica.
   */
  run<T>(read: (db: Db) => Promise<T>, minLsn?: bigint): Promise<{ value: T; from: ReadSource }>;
  /**
   * The primary's current WAL write position (`pg_current_wal_lsn()`), read after a write committed:
   * a replica that has replayed it shows that write.
   * @throws the driver's error when the primary does not answer.
   */
  primaryLsn(): Promise<bigint>;
  /** What the last look at the replica found. */
  state(): ReplicaState;
  /** Stops looking and closes the replica's connections. */
  close(): Promise<void>;
}

/** Where the replica is and how much lag its readers accept. */
export interface ReplicaOptions {
  /** `postgres://…` of the hot standby. */
  url: string;
  /** Its pool's size. */
  poolMax: number;
  /** A replica further behind than this is not read, ms. */
  maxLagMs: number;
}

/** `X/Y` (a `pg_lsn` as text: two hexadecimal halves) as a 64-bit number. */
export function parseLsn(text: string): bigint {
  const [hi, lo] = text.split("/");
  if (hi === undefined || lo === undefined || !/^[0-9A-Fa-f]{1,8}$/.test(hi) || !/^[0-9A-Fa-f]{1,8}$/.test(lo))
    throw new Error(`not a WAL position: ${text}`);
  return (BigInt(`0x${hi}`) << 32n) | BigInt(`0x${lo}`);
}

/** A 64-bit WAL position as PostgreSQL writes it (`X/Y`). */
export function formatLsn(lsn: bigint): string {
  return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;
}

/** Reads that always use the primary: no replica configured (PGlite, or PostgreSQL alone). */
export function primaryOnly(primary: Db): ReplicaReads {
  return {
    run: async (read) => ({ value: await read(primary), from: "primary" }),
    primaryLsn: async () => 0n,
    state: () => ({ configured: false, usable: false, lagMs: undefined, replayLsn: undefined }),
    close: async () => undefined,
  };
}

/**
 * Opens a second pool on the replica and looks at it every {@link replicaProbeEveryMs}: its replay
 * position, dated against the primary's WAL positions sampled on the same clock. The replica is
 * usable while it answers and is at most `maxLagMs` behind; a look that fails or takes longer than
 * {@link replicaProbeTimeoutMs} makes it unusable until a later look finds it back and caught up.
 * Comparing WAL positions, not `now() - pg_last_xact_replay_timestamp()`, keeps an idle primary from
 * looking like lag, and a standby cut from its primary from looking fresh.
 * @param primary the primary's database (the LSN samples are read there).
 * @returns the routing; call `close()` when the server stops.
 */
export function openReplicaReads(primary: Db, options: ReplicaOptions): ReplicaReads {
  const client = postgres(options.url, {
    max: options.poolMax,
    onnotice: () => {},
    backoff: reconnectBackoffS,
    connect_timeout: 2,
  });
  const replica = drizzlePostgres(client, { schema }) as unknown as Db;
  // Looks go through their own connection: behind a busy pool they would be late and read as down.
  let probeClient: postgres.Sql | undefined;
  const samples: { atMs: number; lsn: bigint }[] = [];
  let state: ReplicaState = { configured: true, usable: false, lagMs: undefined, replayLsn: undefined };
  let closed = false;

  const primaryLsn = async () => {
    const [row] = await executeRows<{ lsn: string }>(primary, sql`select pg_current_wal_lsn()::text as lsn`);
    return parseLsn(row?.lsn ?? "");
  };

  const markDown = () => {
    state = { ...state, usable: false, lagMs: undefined };
  };

  const look = async () => {
    const sentAt = Date.now();
    // The primary's position is dated when it was asked for: it can only be later than that, so a
    // replica that replayed it is credited at most as fresh as it is.
    try {
      samples.push({ atMs: sentAt, lsn: await primaryLsn() });
    } catch {
      // The primary is away: the samples age, and the replica's lag with them.
    }
    while (samples.length > 0 && (samples[0]?.atMs ?? 0) < sentAt - lsnHistoryMs) samples.shift();
    probeClient ??= postgres(options.url, { max: 1, onnotice: () => {}, connect_timeout: 1 });
    const probing = probeClient;
    let timer: NodeJS.Timeout | undefined;
    try {
      const rows = await Promise.race([
        // A primary given as the replica answers null here; its own position is then current.
        probing<{ lsn: string }[]>`select coalesce(pg_last_wal_replay_lsn(), pg_current_wal_lsn())::text as lsn`,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error("replica look timed out")), replicaProbeTimeoutMs);
        }),
      ]);
      const replayLsn = parseLsn(rows[0]?.lsn ?? "");
      const replayed = samples.filter((s) => s.lsn <= replayLsn).at(-1);
      const lagMs = replayed === undefined ? undefined : Date.now() - replayed.atMs;
      state = {
        configured: true,
        usable: lagMs !== undefined && lagMs <= options.maxLagMs,
        lagMs,
        replayLsn,
      };
    } catch {
      markDown();
      // A hung connection would hold every later look behind it: start the next on a new one.
      probeClient = undefined;
      void probing.end({ timeout: 0 }).catch(() => {});
    } finally {
      clearTimeout(timer);
    }
  };

  let running: Promise<void> = look();
  const timer = setInterval(() => {
    if (closed) return;
    running = running.then(look);
  }, replicaProbeEveryMs);
  timer.unref();

  return {
    async run(read, minLsn) {
      const usable = state.usable && (minLsn === undefined || (state.replayLsn ?? 0n) >= minLsn);
      if (!usable) return { value: await read(primary), from: "primary" };
      try {
        return { value: await read(replica), from: "replica" };
      } catch (err) {
        if (err instanceof AppError) throw err;
        // Gone, restarting, or a query cancelled by recovery: the primary answers instead.
        markDown();
        return { value: await read(primary), from: "primary" };
      }
    },
    primaryLsn,
    state: () => state,
    async close() {
      closed = true;
      clearInterval(timer);
      await running;
      await Promise.all([client.end({ timeout: 5 }), probeClient?.end({ timeout: 5 })]);
    },
  };
}
