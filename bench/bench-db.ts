import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Database, openDatabase } from "../apps/server/src/db/client";
import { databaseUrl, withDatabase } from "../apps/server/test/postgres-admin";

/**
 * A throw-away migrated database for a benchmark: PostgreSQL at DATABASE_URL when set (used as is),
 * otherwise PGlite in a temporary folder that is deleted on close.
 * @param options.poolMax PostgreSQL connections (the server's default, 10, when absent).
 */
export async function createBenchDatabase(options: { poolMax?: number } = {}): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const database = await openDatabase({ kind: "postgres", url, ...options });
    await database.migrate();
    return database;
  }
  const dir = await mkdtemp(join(tmpdir(), "agora-bench-"));
  const database = await openDatabase({ kind: "pglite", dataDir: dir });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The number after `--<name>` on the command line, or `fallback`. */
export function numberArg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

/**
 * With DATABASE_URL: creates `agora_bench_<label>_<pid>` next to it and points DATABASE_URL there;
 * otherwise nothing (PGlite). Then opens it with {@link createBenchDatabase}.
 * @param options.poolMax PostgreSQL connections (the server's default, 10, when absent).
 * @returns the database and `drop`, which removes the PostgreSQL database (after `close`).
 */
export async function createThrowawayDatabase(
  label: string,
  options: { poolMax?: number } = {},
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  let drop = async () => {};
  if (url) {
    const name = `agora_bench_${label}_${process.pid}`;
    await withDatabase(url, (s) => s.unsafe(`create database "${name}"`));
    process.env.DATABASE_URL = databaseUrl(url, name);
    drop = () =>
      withDatabase(url, async (s) => void (await s.unsafe(`drop database if exists "${name}" with (force)`)));
  }
  return { database: await createBenchDatabase(options), drop };
}

/**
 * Where a benchmark's server process keeps its database, and how to remove it afterwards: with
 * DATABASE_URL, `agora_bench_<label>_<pid>` created next to it; otherwise a temporary PGlite folder.
 * @returns the server's environment (`DATABASE_URL` or `DATA_DIR`), the engine's name, and `drop`.
 */
export async function serverDatabaseEnv(
  label: string,
): Promise<{ env: Record<string, string>; kind: string; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `agora_bench_${label}_${process.pid}`;
    await withDatabase(url, (s) => s.unsafe(`create database "${name}"`));
    return {
      env: { DATABASE_URL: databaseUrl(url, name) },
      kind: "postgres",
      drop: () =>
        withDatabase(url, async (s) => void (await s.unsafe(`drop database if exists "${name}" with (force)`))),
    };
  }
  const dir = await mkdtemp(join(tmpdir(), `agora-${label}-`));
  return { env: { DATA_DIR: dir }, kind: "pglite", drop: () => rm(dir, { recursive: true, force: true }) };
}

/** The `q` quantile (0–1) of ascending `sorted` samples, by nearest rank; 0 when there are none. */
export function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
}

/**
 * Times `runs` sequential calls of `work`, ms, after one untimed warm-up call (caches and plans, as
 * a server in use has them) unless `warmUp` is false.
 * @returns the median and the 95th percentile.
 */
export async function timed(
  runs: number,
  work: () => Promise<unknown>,
  { warmUp = true }: { warmUp?: boolean } = {},
): Promise<{ p50: number; p95: number }> {
  if (warmUp) await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await work();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}
