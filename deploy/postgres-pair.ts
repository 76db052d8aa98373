/**
 * A PostgreSQL primary and its hot standby on this machine, for `npm run cluster`, its fault test,
 * the replica benchmark and the replica's server test (decision 081). The primary is the project's
 * own (initdb in a state folder), because a standby needs a primary that accepts replication
 * connections, and the machine's server may not (Debian's pg_hba.conf of these machines has no
 * `replication` line): nothing of the machine's configuration changes. The standby is made with
 * `pg_basebackup -R` (streaming replication, `standby.signal`) and runs on its own port.
 * Both run in the foreground as children of this process, as the `postgres` user when this process
 * is root (PostgreSQL refuses to run as root). Binaries: Debian's PostgreSQL (`PG_BIN`, else the
 * newest /usr/lib/postgresql/<version>/bin; `deploy/install-postgresql.sh` installs it).
 */

import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chownSync, closeSync, existsSync, mkdirSync, openSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import postgres from "postgres";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The folder of Debian's PostgreSQL server binaries (initdb, postgres, pg_basebackup), or undefined. */
export function postgresBinDir(): string | undefined {
  if (process.env.PG_BIN) return existsSync(join(process.env.PG_BIN, "initdb")) ? process.env.PG_BIN : undefined;
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(root, versions[0], "bin");
}

/** uid and gid to run PostgreSQL as: the `postgres` user when this process is root, else undefined (itself). */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
  return { uid, gid };
}

/** `dir`, created and owned by the user PostgreSQL runs as. */
function ownedDir(dir: string, user: { uid: number; gid: number } | undefined): string {
  mkdirSync(dir, { recursive: true });
  if (user) chownSync(dir, user.uid, user.gid);
  return dir;
}

/** Runs one PostgreSQL tool to completion as the server's user; its output goes to `log`. */
function runTool(bin: string, tool: string, args: string[], cwd: string, log: string): void {
  const user = runAs();
  const fd = openSync(log, "a");
  try {
    execFileSync(join(bin, tool), args, { cwd, stdio: ["ignore", fd, fd], ...(user ?? {}) });
  } catch (err) {
    throw new Error(`${tool} failed (see ${log}): ${err instanceof Error ? err.message : String(err)}`);
  } finally {
    closeSync(fd);
  }
}

/** One PostgreSQL server (`postgres -D dir`) in the foreground, its log in `<dir>.log`. */
export class PostgresProcess {
  child: ChildProcess | undefined;
  constructor(
    readonly bin: string,
    readonly dataDir: string,
    readonly port: number,
  ) {}
  /** `postgres://postgres@127.0.0.1:<port>/<database>`. */
  url(database = "postgres"): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }
  /**
   * Starts the server and waits until it accepts connections (a standby: once it is consistent).
   * @returns ms from spawn to the first answered query.
   * @throws Error when it exits first, or does not answer within 60 s.
   */
  async start(): Promise<number> {
    const t0 = Date.now();
    const user = runAs();
    const fd = openSync(`${this.dataDir}.log`, "a");
    this.child = spawn(
      join(this.bin, "postgres"),
      [
        "-D",
        this.dataDir,
        "-p",
        String(this.port),
        "-c",
        "listen_addresses=127.0.0.1",
        // TCP only: the default socket folder may not be writable by this user, and nobody uses it.
        "-c",
        "unix_socket_directories=",
        // The standby tells the primary which rows its queries still read, so replay is not held up
        // and queries are not cancelled by conflicts with it; ignored on the primary.
        "-c",
        "hot_standby_feedback=on",
      ],
      { stdio: ["ignore", fd, fd], ...(user ?? {}) },
    );
    closeSync(fd);
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (this.child.exitCode !== null || this.child.signalCode !== null)
        throw new Error(`postgres on port ${this.port} exited (see ${this.dataDir}.log)`);
      const sql = postgres(this.url(), { max: 1, connect_timeout: 1, onnotice: () => {} });
      try {
        await sql`select 1`;
        return Date.now() - t0;
      } catch {
        if (Date.now() > deadline) throw new Error(`postgres on port ${this.port} did not answer within 60 s`);
      } finally {
        await sql.end({ timeout: 1 });
      }
      await sleep(100);
    }
  }
  /**
   * Stops the server and resolves once it has exited: SIGINT is PostgreSQL's fast shutdown
   * (connections cut, a clean checkpoint), SIGQUIT its immediate one (as a crash: recovery at the
   * next start). Never SIGKILL: the postmaster's children would outlive it.
   */
  stop(signal: "SIGINT" | "SIGQUIT" = "SIGINT"): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((r) => {
      child.once("exit", () => r());
      child.kill(signal);
    });
  }
}

/** A running primary and its standby. */
export interface PostgresPair {
  primary: PostgresProcess;
  replica: PostgresProcess;
  /** The `postgres` database of the primary: create databases here, they replicate. */
  primaryUrl: string;
  /** `url` (a database of the primary) as the same database on the replica. */
  replicaUrlOf(url: string): string;
  /** Stops the standby, then the primary; removes the folder when it was made for this run. */
  stop(): Promise<void>;
}

/** What {@link startPostgresPair} starts. */
export interface PostgresPairOptions {
  /** State folder: `primary/` is kept between runs, `replica/` is copied afresh each start. */
  dir: string;
  /** The primary's port. */
  port: number;
  /** The standby's port; default `port + 1`. */
  replicaPort?: number;
  /** Remove `dir` when the pair stops (tests and benchmarks). */
  removeOnStop?: boolean;
}

/**
 * Starts the primary (initdb on first use) and a fresh standby of it, and waits until both answer.
 * @throws Error when the binaries are missing, or initdb, pg_basebackup or a server fails (their
 *   logs are beside the data folders).
 */
export async function startPostgresPair(options: PostgresPairOptions): Promise<PostgresPair> {
  const bin = postgresBinDir();
  if (!bin) throw new Error("PostgreSQL server binaries not found: run deploy/install-postgresql.sh (or set PG_BIN)");
  const user = runAs();
  const dir = ownedDir(options.dir, user);
  const primaryDir = join(dir, "primary");
  const replicaDir = join(dir, "replica");
  if (!existsSync(join(primaryDir, "PG_VERSION"))) {
    rmSync(primaryDir, { recursive: true, force: true });
    // trust on loopback, replication included (initdb's own pg_hba.conf): only this machine connects.
    // A throw-away pair skips the fsyncs of its set-up (seconds on a busy disk); a kept one does not.
    const noSync = options.removeOnStop ? ["--no-sync"] : [];
    runTool(
      bin,
      "initdb",
      ["-D", primaryDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", ...noSync],
      dir,
      `${primaryDir}.log`,
    );
  }
  const primary = new PostgresProcess(bin, primaryDir, options.port);
  await primary.start();
  const replica = new PostgresProcess(bin, replicaDir, options.replicaPort ?? options.port + 1);
  try {
    rmSync(replicaDir, { recursive: true, force: true });
    // -R writes standby.signal and primary_conninfo; -X stream carries the WAL written meanwhile.
    runTool(
      bin,
      "pg_basebackup",
      [
        "-h",
        "127.0.0.1",
        "-p",
        String(options.port),
        "-U",
        "postgres",
        "-D",
        replicaDir,
        "-R",
        "-X",
        "stream",
        "-c",
        "fast",
      ],
      dir,
      `${replicaDir}.log`,
    );
    await replica.start();
  } catch (err) {
    await primary.stop();
    throw err;
  }
  return {
    primary,
    replica,
    primaryUrl: primary.url(),
    replicaUrlOf: (url) => {
      const u = new URL(url);
      u.port = String(replica.port);
      return u.toString();
    },
    stop: async () => {
      await replica.stop();
      await primary.stop();
      if (options.removeOnStop) rmSync(dir, { recursive: true, force: true });
    },
  };
}
