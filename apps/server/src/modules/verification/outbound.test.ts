import http, { createServer, type Server } from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  callOutbound,
  ipLiteralMessage,
  isPublicUnicast,
  OutboundError,
  type OutboundPolicy,
  unreachableMessage,
} from "../../lib/outbound";
import { outboundTransport } from "./ladder";

// A real HTTP server on "::" (dual-stack: it also takes 127.0.0.1, 0.0.0.0 and IPv4-mapped
// connections) that counts TCP connections. A refused address must never be connected to, so the
// count, not only the error, is what these tests check; the first test shows the count works.
let target: Server;
let connections = 0;
let port = 0;
// Accepts and never answers: the slow server. Destroys at once: the closed connection.
let silent: Server;
let hangUp: Server;
let closedPort = 0;

function listen(server: Server, host: string): Promise<number> {
  return new Promise((resolve) => server.listen(0, host, () => resolve((server.address() as AddressInfo).port)));
}

beforeAll(async () => {
  target = createServer((_req, res) => res.end("hello"));
  target.on("connection", () => connections++);
  port = await listen(target, "::");
  silent = createServer(() => {});
  await listen(silent, "127.0.0.1");
  hangUp = createServer((req) => req.socket.destroy());
  await listen(hangUp, "127.0.0.1");
  const closed = createServer();
  closedPort = await listen(closed, "127.0.0.1");
  await new Promise((resolve) => closed.close(resolve));
});
afterAll(() => {
  for (const server of [target, silent, hangUp]) server.closeAllConnections();
  for (const server of [target, silent, hangUp]) server.close();
});
beforeEach(() => {
  connections = 0;
});

const policy = (over: Partial<OutboundPolicy> = {}): OutboundPolicy => ({
  allowPrivate: false,
  allowIpLiterals: true,
  resolve: new Map([["pinned.test", "127.0.0.1"]]),
  timeoutMs: 1000,
  maxBytes: 4096,
  maxRedirects: 3,
  ...over,
});

const post = { method: "POST" as const, body: "{}", headers: { "content-type": "application/json" } };

/** The OutboundError `url` fails with under `p` (fails the test if the call succeeds). */
async function failure(url: string, p: OutboundPolicy): Promise<OutboundError> {
  const outcome = await callOutbound(new URL(url), post, p).then(
    (response) => response,
    (err: unknown) => err,
  );
  expect(outcome).toBeInstanceOf(OutboundError);
  return outcome as OutboundError;
}

const portOf = (server: Server) => (server.address() as AddressInfo).port;

describe("outbound calls", () => {
  it("connects to loopback when private addresses are allowed (the connection count works)", async () => {
    const response = await callOutbound(new URL(`http://127.0.0.1:${port}/`), post, policy({ allowPrivate: true }));
    expect(response).toMatchObject({ status: 200, body: "hello" });
    await callOutbound(new URL(`http://[::1]:${port}/`), post, policy({ allowPrivate: true }));
    expect(connections).toBe(2);
  });

  // Node never calls the socket's `lookup` for an IP literal, so these must be checked before the
  // request is made; WHATWG URL turns the decimal, hex and octal forms into 127.0.0.1.
  it.each([
    "http://127.0.0.1:PORT/agent",
    "http://[::ffff:127.0.0.1]:PORT/agent",
    "http://2130706433:PORT/agent",
    "http://0x7f000001:PORT/agent",
    "http://0177.0.0.1:PORT/agent",
    "http://0x7f.1:PORT/agent",
    "http://0.0.0.0:PORT/agent",
    "http://[::1]:PORT/agent",
    "http://[::]:PORT/agent",
    "http://[::127.0.0.1]:PORT/agent",
    "http://[64:ff9b::7f00:1]:PORT/agent",
    "http://localhost:PORT/agent",
    "http://pinned.test:PORT/agent",
  ])("refuses %s without connecting, with the generic error", async (template) => {
    const err = await failure(template.replace("PORT", String(port)), policy());
    expect(err.message).toBe(unreachableMessage);
    expect(err.reason).toMatch(/not a public unicast address/);
    expect(connections).toBe(0);
  });

  it("gives the same generic error for a refused address, a closed port, a hang-up and a slow server", async () => {
    const tried = policy({ allowPrivate: true, timeoutMs: 300 });
    const refused = await failure(`http://127.0.0.1:${port}/`, policy());
    const closed = await failure(`http://127.0.0.1:${closedPort}/`, tried);
    const hungUp = await failure(`http://127.0.0.1:${portOf(hangUp)}/`, tried);
    const slow = await failure(`http://127.0.0.1:${portOf(silent)}/`, tried);
    const unresolved = await failure("http://no-such-host.invalid/", tried);
    for (const err of [refused, closed, hungUp, slow, unresolved]) expect(err.message).toBe(unreachableMessage);
    // The precise reasons differ, and go to the server log only.
    expect(closed.reason).toMatch(/ECONNREFUSED/);
    expect(hungUp.reason).toMatch(/ECONNRESET|socket hang up/);
    expect(slow.reason).toMatch(/300 ms/);
    expect(new Set([refused, closed, hungUp, slow].map((e) => e.reason)).size).toBe(4);
  });

  it("refuses IP-literal hosts, public ones too, when literals are not allowed, without connecting", async () => {
    const noLiterals = policy({ allowPrivate: true, allowIpLiterals: false });
    for (const url of [`http://127.0.0.1:${port}/`, `http://[::1]:${port}/`, `http://2130706433:${port}/`]) {
      const err = await failure(url, noLiterals);
      expect(err.message).toBe(ipLiteralMessage);
    }
    expect(connections).toBe(0);
    // Host names are still called under the same policy.
    const named = await callOutbound(new URL(`http://pinned.test:${port}/`), post, noLiterals);
    expect(named.status).toBe(200);
    expect(connections).toBe(1);
  });

  it("builds a production transport that refuses IP literals before any network use", async () => {
    const production = outboundTransport({
      production: true,
      allowPrivate: false,
      resolve: new Map(),
      domainPort: undefined,
      timeoutMs: 1000,
    });
    // Public literals must be refused before any socket: if that ever broke, this test must not
    // reach out to a real public address, so opening a connection fails the test instead.
    const opened = [
      vi.spyOn(https.globalAgent, "createConnection").mockImplementation(() => {
        throw new Error("a connection was opened");
      }),
      vi.spyOn(http.globalAgent, "createConnection").mockImplementation(() => {
        throw new Error("a connection was opened");
      }),
    ];
    try {
      for (const url of [
        "https://8.8.8.8/agent",
        "https://[2001:4860:4860::8888]/agent",
        `http://127.0.0.1:${port}/`,
      ]) {
        const outcome = await production(new URL(url), post).catch((err: unknown) => err);
        expect(outcome).toBeInstanceOf(OutboundError);
        expect((outcome as OutboundError).message).toBe(ipLiteralMessage);
      }
      for (const spy of opened) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of opened) spy.mockRestore();
    }
    expect(connections).toBe(0);
    const development = outboundTransport({
      production: false,
      allowPrivate: true,
      resolve: new Map(),
      domainPort: undefined,
      timeoutMs: 1000,
    });
    expect((await development(new URL(`http://127.0.0.1:${port}/`), post)).status).toBe(200);
  });

  it("refuses schemes other than http and https (their hosts are not normalised by URL)", async () => {
    const err = await failure(`ftp://127.0.0.1:${port}/`, policy({ allowPrivate: true }));
    expect(err.message).toMatch(/http or https/);
    expect(connections).toBe(0);
  });
});

describe("isPublicUnicast", () => {
  it.each([
    ["8.8.8.8", true],
    ["1.1.1.1", true],
    ["2001:4860:4860::8888", true],
    ["::ffff:8.8.8.8", true],
    ["127.0.0.1", false],
    ["10.0.0.1", false],
    ["172.16.0.1", false],
    ["192.168.1.1", false],
    ["169.254.169.254", false],
    ["100.64.0.1", false],
    ["0.0.0.0", false],
    ["255.255.255.255", false],
    ["224.0.0.1", false],
    ["::", false],
    ["::1", false],
    ["::ffff:10.0.0.1", false],
    ["::ffff:7f00:1", false],
    ["::7f00:1", false],
    ["::a00:1", false],
    ["::808:808", false],
    ["64:ff9b::a00:1", false],
    ["64:ff9b:1::a00:1", false],
    ["2002:a00:1::", false],
    ["fc00::1", false],
    ["fe80::1", false],
    ["example.com", false],
  ])("%s → %s", (address, expected) => {
    expect(isPublicUnicast(address)).toBe(expected);
  });
});
