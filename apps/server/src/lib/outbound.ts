import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * How the server may call URLs that users give it (their domain, their agent's endpoint).
 * Such requests are a server-side request forgery risk (OWASP SSRF prevention cheat sheet), so
 * every one has a deadline and a size limit, follows redirects only on the same host, and in
 * production never connects to a private, loopback or otherwise non-public address, nor to a
 * host given as an IP address.
 */
export interface OutboundPolicy {
  /** Allow private, loopback and link-local addresses (development and tests only). */
  allowPrivate: boolean;
  /**
   * Allow URLs whose host is an IP address (`http://203.0.113.7/`, `http://[2001:db8::1]/`).
   * Off in production: an owner proves control of a name, and a literal skips DNS entirely.
   */
  allowIpLiterals: boolean;
  /** Host → IP overrides, like curl's `--resolve` (tests and local development). */
  resolve: ReadonlyMap<string, string>;
  /** Whole request deadline, ms, connection and body included. */
  timeoutMs: number;
  /** Largest response body read, bytes. */
  maxBytes: number;
  /** Redirects followed on the same host. */
  maxRedirects: number;
}

/**
 * What an owner is told whenever Agora could not exchange HTTP with their URL: the address was
 * refused by the policy, the name did not resolve, the connection was refused, reset or closed,
 * TLS failed, or the deadline passed. One text for all of them, so that the stored `lastError`
 * cannot be used to map which internal hosts and ports exist (decision 016); the precise cause is
 * {@link OutboundError.reason}, for the server log only.
 */
export const unreachableMessage =
  "Agora could not reach it: the host must resolve to a public address, accept the connection and answer in time";

/** What an owner is told when the URL's host is an IP address and the policy wants a name. */
export const ipLiteralMessage = "its host is an IP address: Agora calls host names only, so use a domain name";

/**
 * Why an outbound request failed. `message` is safe to store and show to the URL's owner;
 * `reason` is the precise cause (it may name internal addresses, ports or socket error codes)
 * and belongs in the server log only.
 */
export class OutboundError extends Error {
  /** The precise cause, for the server log; equals `message` when that says everything. */
  readonly reason: string;
  /**
   * @param message the text shown to the owner.
   * @param reason the precise cause for the log; defaults to `message`.
   */
  constructor(message: string, reason: string = message) {
    super(message);
    this.name = "OutboundError";
    this.reason = reason;
  }
}

function unreachable(reason: string): OutboundError {
  return new OutboundError(unreachableMessage, reason);
}

/** A finished response: status and the body as UTF-8 text. */
export interface OutboundResponse {
  status: number;
  body: string;
}

// ipaddr.js names no range for IPv4-compatible addresses (::a.b.c.d, RFC 4291 §2.5.5.1,
// deprecated) and calls them unicast, yet they embed an IPv4 address that some stacks still route.
const ipv4Compatible = ipaddr.IPv6.parseCIDR("::/96");

/**
 * Whether `address` is a public unicast address: after `ipaddr.process()` (IPv4-mapped IPv6
 * becomes the IPv4 it carries) its `range()` is `unicast`, and it is not IPv4-compatible.
 * Everything else is refused: private (RFC 1918), loopback, link-local, unspecified (`0.0.0.0`,
 * `::`), carrier-grade NAT, unique-local, multicast, reserved, and the IPv6 forms that embed an
 * IPv4 address (IPv4-mapped of a private address, IPv4-translated, NAT64 `64:ff9b::/96` and
 * `64:ff9b:1::/48`, 6to4, Teredo), whatever IPv4 address they carry.
 * @param address an IP address in any textual form ipaddr.js parses; anything else is false.
 */
export function isPublicUnicast(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const ip = ipaddr.process(address);
  if (ip.range() !== "unicast") return false;
  return !(ip instanceof ipaddr.IPv6 && ip.match(ipv4Compatible));
}

/** The range ipaddr.js gives `address`, for log lines. */
function rangeOf(address: string): string {
  return ipaddr.isValid(address) ? ipaddr.process(address).range() : "not an IP address";
}

/**
 * Resolves `hostname` and picks the first address the policy allows. Done inside the socket's
 * `lookup`, so the address checked is the address connected to (no DNS-rebinding window). Node
 * calls `lookup` only for names, never for IP literals: {@link assertCallable} checks those.
 * @throws OutboundError ({@link unreachableMessage}) when the name does not resolve or only to
 *   forbidden addresses.
 */
async function resolveAllowed(hostname: string, policy: OutboundPolicy): Promise<{ address: string; family: number }> {
  const pinned = policy.resolve.get(hostname.toLowerCase());
  const addresses = pinned
    ? [pinned]
    : (
        await dnsLookup(hostname, { all: true }).catch((err: NodeJS.ErrnoException) => {
          throw unreachable(`${hostname} does not resolve (${err.code ?? err.message})`);
        })
      ).map((a) => a.address);
  const allowed = addresses.find((a) => isIP(a) !== 0 && (policy.allowPrivate || isPublicUnicast(a)));
  if (!allowed)
    throw unreachable(
      `${hostname} → ${addresses.map((a) => `${a} (${rangeOf(a)})`).join(", ")}: not a public unicast address`,
    );
  return { address: allowed, family: isIP(allowed) };
}

/**
 * Checks what can be checked before any socket exists: the scheme, and a host given as an IP
 * literal. Node's `net` skips `lookup` when the host is an IP (`net.isIP`), so without this a
 * literal such as `http://127.0.0.1/`, `http://[::1]/` or `http://2130706433/` would be connected
 * to unchecked. WHATWG URL has already turned decimal, hex and octal IPv4 forms into dotted
 * decimal and compressed IPv6 (bracketed in `hostname`); ipaddr.js is asked too, in case a form
 * slips past `net.isIP`.
 * @throws OutboundError for another scheme, for a literal when `policy.allowIpLiterals` is off
 *   ({@link ipLiteralMessage}), and for a literal the address policy refuses
 *   ({@link unreachableMessage}).
 */
function assertCallable(url: URL, policy: OutboundPolicy): void {
  // Only the special schemes get their host normalised by URL, and only these are spoken here.
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new OutboundError("the URL must use http or https", `scheme ${url.protocol} refused`);
  const host = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
  if (isIP(host) === 0 && !ipaddr.isValid(host)) return;
  if (!policy.allowIpLiterals) throw new OutboundError(ipLiteralMessage, `IP literal ${host} refused`);
  if (!policy.allowPrivate && !isPublicUnicast(host))
    throw unreachable(`${host} (${rangeOf(host)}): not a public unicast address`);
}

function lookupFor(policy: OutboundPolicy): LookupFunction {
  return (hostname, options, callback) => {
    resolveAllowed(hostname, policy).then(
      ({ address, family }) => {
        // Node asks for every address when it races IPv4 and IPv6 (autoSelectFamily).
        if (options.all)
          (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
        else callback(null, address, family);
      },
      (err: Error) => callback(err as NodeJS.ErrnoException, "", 0),
    );
  };
}

function once(
  url: URL,
  init: { method: "GET" | "POST"; body?: string; headers?: Record<string, string> },
  policy: OutboundPolicy,
  signal: AbortSignal,
): Promise<OutboundResponse & { location: string | null }> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: init.method,
        headers: { "user-agent": "Agora-Verification/1.0", accept: "text/plain, application/json", ...init.headers },
        lookup: lookupFor(policy),
        signal,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > policy.maxBytes) {
            response.destroy();
            reject(new OutboundError(`the response is larger than ${policy.maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("utf8"),
            location: typeof response.headers.location === "string" ? response.headers.location : null,
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(init.body);
  });
}

/**
 * Calls a user-supplied URL under `policy`. A refused address is never connected to: IP literals
 * are checked before the request, names inside the socket's `lookup`.
 * @param url http or https URL.
 * @param init method, optional body and headers.
 * @returns the final response after at most `policy.maxRedirects` same-host redirects.
 * @throws OutboundError. Its `message` is {@link unreachableMessage} for everything about the
 *   network (refused address, no DNS answer, connection refused, reset or closed, TLS, timeout)
 *   and names the problem only for what the owner's own answer got wrong (oversized body,
 *   redirect to another host, too many redirects, https to http) or the URL's form (scheme,
 *   {@link ipLiteralMessage}); `reason` always has the precise cause, for the log.
 */
export async function callOutbound(
  url: URL,
  init: { method: "GET" | "POST"; body?: string; headers?: Record<string, string> },
  policy: OutboundPolicy,
): Promise<OutboundResponse> {
  const signal = AbortSignal.timeout(policy.timeoutMs);
  let current = url;
  try {
    for (let hop = 0; ; hop++) {
      assertCallable(current, policy);
      const response = await once(current, init, policy, signal);
      if (response.status < 300 || response.status >= 400 || !response.location) return response;
      const next = new URL(response.location, current);
      if (next.hostname !== url.hostname) throw new OutboundError(`it redirects to another host (${next.hostname})`);
      if (next.protocol !== current.protocol && next.protocol !== "https:")
        throw new OutboundError("it redirects from https to http");
      if (hop >= policy.maxRedirects) throw new OutboundError(`it redirects more than ${policy.maxRedirects} times`);
      current = next;
    }
  } catch (err) {
    if (err instanceof OutboundError) throw err;
    if (signal.aborted) throw unreachable(`no complete answer within ${policy.timeoutMs} ms`);
    const cause = err as NodeJS.ErrnoException;
    if (cause.cause instanceof OutboundError) throw cause.cause;
    throw unreachable(`the request failed (${cause.code ?? cause.message})`);
  }
}

/** A response whose body is read as it arrives (see {@link openOutboundStream}). */
export interface OutboundStream {
  status: number;
  /** The `content-type` header, or "" when absent. */
  contentType: string;
  /**
   * The body's chunks as they arrive. Iterating throws {@link OutboundError} past
   * `policy.maxBytes`, past the deadline, or when the connection breaks; stopping early (`break`,
   * `return`) closes the connection.
   */
  body: AsyncIterable<Buffer>;
}

/**
 * Calls `url` under `policy` like {@link callOutbound}, but hands the body over as it arrives, for
 * answers that stream (server-sent events). The address checks are the same; redirects are not
 * followed (a 3xx comes back as it is), and `policy.timeoutMs` bounds the whole exchange, body
 * included, so a stream that stalls is cut.
 * @param signal aborts the request early, e.g. when the browser that asked has gone.
 * @throws OutboundError as {@link callOutbound} does, before the status arrives; the body's
 *   iterator throws it afterwards.
 */
export async function openOutboundStream(
  url: URL,
  init: { method: "GET" | "POST"; body?: string; headers?: Record<string, string> },
  policy: OutboundPolicy,
  signal?: AbortSignal,
): Promise<OutboundStream> {
  const deadline = AbortSignal.timeout(policy.timeoutMs);
  const aborted = signal ? AbortSignal.any([deadline, signal]) : deadline;
  const failure = (err: unknown): OutboundError => {
    if (err instanceof OutboundError) return err;
    if (deadline.aborted) return unreachable(`no complete answer within ${policy.timeoutMs} ms`);
    if (signal?.aborted) return new OutboundError("the request was cancelled");
    const cause = err as NodeJS.ErrnoException;
    if (cause.cause instanceof OutboundError) return cause.cause;
    return unreachable(`the request failed (${cause.code ?? cause.message})`);
  };
  assertCallable(url, policy);
  const client = url.protocol === "https:" ? https : http;
  let response: http.IncomingMessage;
  try {
    response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const request = client.request(
        url,
        {
          method: init.method,
          headers: { "user-agent": "Agora/1.0", ...init.headers },
          lookup: lookupFor(policy),
          signal: aborted,
        },
        resolve,
      );
      request.on("error", reject);
      request.end(init.body);
    });
  } catch (err) {
    throw failure(err);
  }
  async function* chunks(): AsyncGenerator<Buffer> {
    let size = 0;
    try {
      for await (const chunk of response as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > policy.maxBytes) throw new OutboundError(`the response is larger than ${policy.maxBytes} bytes`);
        yield chunk;
      }
    } catch (err) {
      throw failure(err);
    } finally {
      response.destroy();
    }
  }
  const contentType = response.headers["content-type"];
  return {
    status: response.statusCode ?? 0,
    contentType: typeof contentType === "string" ? contentType : "",
    body: chunks(),
  };
}
