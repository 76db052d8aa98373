import { closeTooManyConnections, closeUnauthorized } from "@agora/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { WebSocket } from "ws";
import type { Db } from "../../db/client";
import { connectionsPerUserMax } from "./socket-limits";

/**
 * How often every open socket's credentials are checked against the database, ms. A revoked or
 * expired key, or a session signed out or expired, closes its sockets within this plus one query
 * (the promise is "within 5 s").
 */
export const credentialCheckIntervalMs = 2_000;
/** Credentials of one kind checked per query (the ids travel as one JSON parameter). */
export const credentialCheckBatchMax = 5_000;

/** What authorised a socket: a key or a session, and whose it is. */
export interface SocketCredential {
  userId: string;
  /** `api_key`: the key's id (api_keys.id); `session`: the session id (sessions.id). */
  via: "api_key" | "session";
  id: string;
}

/**
 * How the guard asks which credentials still work, one query per kind; api-keys and auth own the
 * tables, and the composition root (app.ts) hands their readers in, so the kernel imports neither.
 */
export interface CredentialReaders {
  /** Ids among `ids` of API keys neither revoked nor expired at `now`. */
  liveApiKeyIds(db: Db, ids: string[], now: Date): Promise<Set<string>>;
  /** Session id → user id (null: signed out), for sessions among `ids` not expired at `now`. */
  liveSessionUsers(db: Db, ids: string[], now: Date): Promise<Map<string, string | null>>;
}

/**
 * The sockets open on this instance, by user and by credential. It caps sockets per user and,
 * every {@link credentialCheckIntervalMs}, asks the database which of their credentials still
 * work (one query per kind), closing the others with 4401. The database, not memory, is asked, so
 * a key revoked or a session ended through any instance closes sockets on every instance.
 */
export class ConnectionGuard {
  readonly #sockets = new Map<WebSocket, SocketCredential>();
  readonly #perUser = new Map<string, number>();
  #timer: NodeJS.Timeout | undefined;
  #checking = false;
  /** The last periodic check; it never rejects (check logs its failures). */
  #periodic: Promise<void> | undefined;

  /**
   * @param db the database holding `api_keys` and `sessions`.
   * @param credentials the readers of both kinds of credential.
   * @param onCheck called after each periodic check (e.g. to prune other per-instance memory).
   */
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly credentials: CredentialReaders,
    private readonly onCheck: () => void = () => {},
  ) {}

  /** Starts the periodic check (unref'd: it never keeps the process alive). */
  start(): void {
    this.#timer = setInterval(() => {
      this.#periodic = this.check();
    }, credentialCheckIntervalMs);
    this.#timer.unref();
  }

  /** Stops the periodic check, and waits for one under way (its queries use the database). */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#periodic;
  }

  /** Sockets open on this instance. */
  get size(): number {
    return this.#sockets.size;
  }

  /**
   * Admits `ws` for `credential`, or closes it with 4429 when its user already holds
   * {@link connectionsPerUserMax} sockets here. Counting happens synchronously in the handler, so
   * handshakes arriving together cannot both slip under the cap. The socket leaves on its close.
   * @returns true when admitted.
   */
  admit(ws: WebSocket, credential: SocketCredential): boolean {
    const held = this.#perUser.get(credential.userId) ?? 0;
    if (held >= connectionsPerUserMax) {
      ws.close(closeTooManyConnections, `too many connections: at most ${connectionsPerUserMax} per user`);
      return false;
    }
    this.#sockets.set(ws, credential);
    this.#perUser.set(credential.userId, held + 1);
    ws.once("close", () => this.#remove(ws));
    return true;
  }

  /**
   * Checks every open socket's credentials once and closes those that no longer work with 4401:
   * keys revoked, expired or deleted; sessions deleted (sign-out), expired, or now someone else's.
   * A failed query is logged and the sockets are left alone until the next check: a database
   * outage must not drop every client, and nothing can be revoked while it lasts.
   */
  async check(now = new Date()): Promise<void> {
    if (this.#checking) return;
    if (this.#sockets.size === 0) {
      this.onCheck();
      return;
    }
    this.#checking = true;
    try {
      // Only the sockets open when the check began: one admitted while the queries run was not
      // asked about, and must not be closed for missing from their answer.
      const checked = [...this.#sockets];
      const byKind = { api_key: new Set<string>(), session: new Set<string>() };
      for (const [, c] of checked) byKind[c.via].add(c.id);
      const [keys, sessions] = await Promise.all([
        this.#liveKeys([...byKind.api_key], now),
        this.#liveSessions([...byKind.session], now),
      ]);
      for (const [ws, c] of checked) {
        if (!this.#sockets.has(ws)) continue;
        const isLive = c.via === "api_key" ? keys.has(c.id) : sessions.get(c.id) === c.userId;
        if (!isLive) {
          this.#remove(ws);
          ws.close(
            closeUnauthorized,
            c.via === "api_key" ? "API key revoked or expired" : "signed out or session expired",
          );
        }
      }
    } catch (err) {
      this.log.warn({ err }, "websocket credential check failed");
    } finally {
      this.#checking = false;
      this.onCheck();
    }
  }

  /** Ids among `ids` of keys neither revoked nor expired at `now`. */
  async #liveKeys(ids: string[], now: Date): Promise<Set<string>> {
    const live = new Set<string>();
    for (let i = 0; i < ids.length; i += credentialCheckBatchMax) {
      for (const id of await this.credentials.liveApiKeyIds(this.db, ids.slice(i, i + credentialCheckBatchMax), now))
        live.add(id);
    }
    return live;
  }

  /** Session id → user id, for sessions among `ids` that exist and have not expired at `now`. */
  async #liveSessions(ids: string[], now: Date): Promise<Map<string, string | null>> {
    const live = new Map<string, string | null>();
    for (let i = 0; i < ids.length; i += credentialCheckBatchMax) {
      const batch = await this.credentials.liveSessionUsers(this.db, ids.slice(i, i + credentialCheckBatchMax), now);
      for (const [id, userId] of batch) live.set(id, userId);
    }
    return live;
  }

  #remove(ws: WebSocket): void {
    const c = this.#sockets.get(ws);
    if (!c) return;
    this.#sockets.delete(ws);
    const held = (this.#perUser.get(c.userId) ?? 1) - 1;
    if (held > 0) this.#perUser.set(c.userId, held);
    else this.#perUser.delete(c.userId);
  }
}
