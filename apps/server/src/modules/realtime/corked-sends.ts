import type { Duplex } from "node:stream";
import type { WebSocket } from "ws";

/**
 * Sends a turn's WebSocket frames to one socket in one write. `ws` writes each frame at once, one
 * `writev` system call per message, which was a third of the instance's busiest moments at 10,000
 * streams: a heartbeat batch answers a thousand heartbeats and announces them to their watchers in
 * a few turns. Each socket is corked at its first frame of a turn and uncorked on the next tick
 * (the pattern Node documents for `writable.cork()`), so the frames leave together, in order.
 */
export class CorkedSends {
  readonly #transport = new WeakMap<WebSocket, Duplex>();
  #corked: Duplex[] = [];

  /** Records the TCP socket under `ws` (the upgrade request's socket), so its frames can be corked. */
  adopt(ws: WebSocket, transport: Duplex): void {
    this.#transport.set(ws, transport);
  }

  /** Sends `message` on `ws` if it is open; a socket nobody {@link adopt}ed is written at once. */
  send(ws: WebSocket, message: string): void {
    if (ws.readyState !== ws.OPEN) return;
    const transport = this.#transport.get(ws);
    if (transport && !transport.writableCorked && !transport.destroyed) {
      transport.cork();
      this.#corked.push(transport);
      if (this.#corked.length === 1) process.nextTick(this.#uncork);
    }
    ws.send(message);
  }

  readonly #uncork = (): void => {
    const corked = this.#corked;
    this.#corked = [];
    for (const transport of corked) transport.uncork();
  };
}
