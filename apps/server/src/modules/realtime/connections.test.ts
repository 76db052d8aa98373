import { EventEmitter } from "node:events";
import { closeUnauthorized } from "@agora/contracts";
import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it } from "vitest";
import type { WebSocket } from "ws";
import type { Db } from "../../db/client";
import { liveApiKeyIds } from "../api-keys/api-keys.service";
import { liveSessionUsers } from "../auth/session-store";
import { ConnectionGuard } from "./connections";

/** A socket that records how it was closed. */
class FakeSocket extends EventEmitter {
  closedWith: number | undefined;
  close(code: number): void {
    this.closedWith = code;
    this.emit("close");
  }
}

/**
 * A database whose session query answers with the sessions in `live` when it runs, delivered
 * after `gate` resolves: the sessions table as far as `liveSessionUsers` sees it.
 */
function sessionsDb(live: Map<string, string>, gate: () => Promise<void>): Db {
  return {
    execute: async () => {
      // The rows as they stand when the query runs; the answer arrives when `gate` resolves.
      const rows = [...live].map(([id, user_id]) => ({ id, user_id }));
      await gate();
      return rows;
    },
  } as unknown as Db;
}

const log = { warn: () => {} } as unknown as FastifyBaseLogger;
const admit = (guard: ConnectionGuard, ws: FakeSocket, userId: string, sessionId: string) =>
  guard.admit(ws as unknown as WebSocket, { userId, via: "session", id: sessionId });

describe("ConnectionGuard", () => {
  it("keeps a socket opened while a credential check runs, and closes those whose session ended", async () => {
    const live = new Map([["s1", "u1"]]);
    let release: () => void = () => {};
    let held = true;
    const guard = new ConnectionGuard(
      sessionsDb(live, () => (held ? new Promise((r) => (release = r)) : Promise.resolve())),
      log,
      { liveApiKeyIds, liveSessionUsers },
    );
    const first = new FakeSocket();
    admit(guard, first, "u1", "s1");
    const check = guard.check();
    // Signed in and connected while the query is on its way: its session was not asked about.
    const second = new FakeSocket();
    live.set("s2", "u2");
    admit(guard, second, "u2", "s2");
    release();
    await check;
    expect([first.closedWith, second.closedWith]).toEqual([undefined, undefined]);

    held = false;
    live.delete("s1"); // signed out
    await guard.check();
    expect([first.closedWith, second.closedWith]).toEqual([closeUnauthorized, undefined]);
    expect(guard.size).toBe(1);
  });
});
