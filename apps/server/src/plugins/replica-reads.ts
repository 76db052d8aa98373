import { lastWriteCookieMaxAgeS } from "@agora/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { formatLsn, lsnMax, parseLsn, type ReadSource, type ReplicaReads } from "../db/replica";

declare module "fastify" {
  interface FastifyRequest {
    /**
     * Runs a read that tolerates `DATABASE_REPLICA_MAX_LAG_MS` of lag (catalogue search, agent
     * profiles, the leaderboard, public figures) on the replica when this caller may read it, else
     * on the primary (decision 081). `read` must only read: it may run twice, once per database.
     * @returns what `read` resolved to.
     */
    read<T>(read: (db: Db) => Promise<T>): Promise<T>;
    /** Where this request's replica-eligible reads ran, for the `x-agora-read` header. */
    readFrom: ReadSource | undefined;
  }
}

/**
 * Cookie holding the primary's WAL position after a browser's last write (`X/Y`): until the replica
 * has replayed it, that browser's reads go to the primary (read-your-writes across instances).
 */
export const lastWriteCookie = "agora.wlsn";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Gives every request `request.read(fn)` and keeps the read-your-writes promise (decision 081):
 * - a caller with an API key reads the primary: programs read right after writing and keep no cookie;
 * - after a browser's (or anonymous caller's) successful write the response sets {@link lastWriteCookie}
 *   to the primary's WAL position, and that caller's reads use the primary until the replica has
 *   replayed it;
 * - a response whose reads ran through `request.read` says where, in `x-agora-read`.
 * Without a replica, `request.read(fn)` is `fn(db)` and nothing else happens.
 * Register after the cookie plugin and auth (it reads `request.cookies` and `request.auth`).
 */
export function registerReplicaReads(app: FastifyInstance, reads: ReplicaReads): void {
  app.decorateRequest("readFrom", undefined);
  app.decorateRequest("read", async function read<T>(this: FastifyRequest, fn: (db: Db) => Promise<T>) {
    if (this.auth?.via === "api_key") return readOn(this, reads, fn, lsnMax);
    const cookie = this.cookies?.[lastWriteCookie];
    let minLsn: bigint | undefined;
    if (cookie) {
      try {
        minLsn = parseLsn(cookie);
      } catch {
        // A cookie we did not write: the primary is right for any caller.
        minLsn = lsnMax;
      }
    }
    return readOn(this, reads, fn, minLsn);
  });
  if (!reads.state().configured) return;
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.readFrom) reply.header("x-agora-read", request.readFrom);
    if (safeMethods.has(request.method) || reply.statusCode >= 400 || request.auth?.via === "api_key") return payload;
    // Read after the write committed (handlers commit before they answer): a replica that has
    // replayed this position shows the write. If the primary does not say, wait for no replica.
    const lsn = await reads.primaryLsn().catch(() => lsnMax);
    reply.setCookie(lastWriteCookie, formatLsn(lsn), {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      maxAge: lastWriteCookieMaxAgeS,
    });
    return payload;
  });
}

async function readOn<T>(
  request: { readFrom: ReadSource | undefined },
  reads: ReplicaReads,
  fn: (db: Db) => Promise<T>,
  minLsn: bigint | undefined,
): Promise<T> {
  const { value, from } = await reads.run(fn, minLsn);
  // One request may read several times; it says primary if any read did.
  request.readFrom = request.readFrom === "primary" ? "primary" : from;
  return value;
}
