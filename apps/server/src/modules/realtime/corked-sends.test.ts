import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket, WebSocketServer } from "ws";
import { CorkedSends } from "./corked-sends";

let server: WebSocketServer;
let accepted: Promise<{ ws: WebSocket; transport: Duplex }>;
let client: WebSocket;

beforeAll(async () => {
  server = new WebSocketServer({ port: 0, host: "127.0.0.1" });
  accepted = new Promise((resolve) => server.once("connection", (ws, req) => resolve({ ws, transport: req.socket })));
  await new Promise((resolve) => server.once("listening", resolve));
  client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
  await new Promise((resolve, reject) => client.once("open", resolve).once("error", reject));
});
afterAll(async () => {
  client?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** Counts the system writes (`_write`/`_writev` calls) `transport` makes while `during` runs. */
async function writesDuring(transport: Duplex, during: () => void): Promise<number> {
  const socket = transport as Duplex & { _write: Duplex["_write"]; _writev?: Duplex["_writev"] };
  const [write, writev] = [socket._write, socket._writev];
  let writes = 0;
  socket._write = function (this: Duplex, ...args: Parameters<Duplex["_write"]>) {
    writes += 1;
    return write.apply(this, args);
  };
  socket._writev = function (this: Duplex, ...args: Parameters<NonNullable<Duplex["_writev"]>>) {
    writes += 1;
    return writev?.apply(this, args);
  };
  try {
    during();
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    socket._write = write;
    socket._writev = writev;
  }
  return writes;
}

describe("frames sent in one turn leave in one write (issue 17)", () => {
  it("writes ten messages to an adopted socket at once, in order, where ws alone writes ten times", async () => {
    const { ws, transport } = await accepted;
    const received: string[] = [];
    client.on("message", (m) => received.push(String(m)));
    const sends = new CorkedSends();

    expect(await writesDuring(transport, () => Array.from({ length: 10 }, (_, i) => sends.send(ws, `a${i}`)))).toBe(10);
    sends.adopt(ws, transport);
    expect(await writesDuring(transport, () => Array.from({ length: 10 }, (_, i) => sends.send(ws, `b${i}`)))).toBe(1);

    const expected = [
      ...Array.from({ length: 10 }, (_, i) => `a${i}`),
      ...Array.from({ length: 10 }, (_, i) => `b${i}`),
    ];
    for (let waited = 0; received.length < 20 && waited < 2000; waited += 10)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(received).toEqual(expected);
  });
});
