import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * How the server may call URLs that users give it (their domain, their agent's endpoint).
 * Such requests are a server-side request forgery risk (OWASP SSRF prevention cheat sheet), so
 * every one has a deadline and a size limit, follows redirects only on the same host, and in
 * production never connects to a private, loopback or otherwise non-public address.
 */
export interface OutboundPolicy {
  /** Allow private, loopback and link-local addresses (development and tests only). */
  allowPrivate: boolean;
  /** Host → IP overrides, like curl's `--resolve` (tests and local development). */
  resolve: ReadonlyMap<string, string>;
  /** Whole request deadline, ms, connection and body included. */
  timeoutMs: number;
  /** Largest response body read, bytes. */
  maxBytes: number;
  /** Redirects followed on the same host. */
  maxRedirects: number;
}

/** Why an outbound request failed, in words an owner can act on. */
export class OutboundError extends Error {}

/** A finished response: status and the body as UTF-8 text. */
export interface OutboundResponse {
  status: number;
  body: string;
}

/**
 * Resolves `hostname` and picks the first address the policy allows. Done inside the socket's
 * `lookup`, so the address checked is the address connected to (no DNS-rebinding window).
 * @throws OutboundError when the name does not resolve or only to forbidden addresses.
 */
async function resolveAllowed(hostname: string, policy: OutboundPolicy): Promise<{ address: string; family: number }> {
  const pinned = policy.resolve.get(hostname.toLowerCase());
  const candidates = pinned
    ? [{ address: pinned, family: ipaddr.parse(pinned).kind() === "ipv6" ? 6 : 4 }]
    : ipaddr.isValid(hostname)
      ? [{ address: hostname, family: ipaddr.parse(hostname).kind() === "ipv6" ? 6 : 4 }]
      : await dnsLookup(hostname, { all: true }).catch(() => {
          throw new OutboundError(`${hostname} does not resolve (DNS lookup failed)`);
        });
  const allowed = candidates.find((c) => policy.allowPrivate || ipaddr.process(c.address).range() === "unicast");
  if (!allowed)
    throw new OutboundError(`${hostname} resolves to a private or reserved address, which Agora never calls`);
  return allowed;
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
 * Calls a user-supplied URL under `policy`.
 * @param url http or https URL.
 * @param init method, optional body and headers.
 * @returns the final response after at most `policy.maxRedirects` same-host redirects.
 * @throws OutboundError on a timeout, an oversized body, a redirect to another host, a forbidden
 *   address, or a network error; the message says which.
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
    if (signal.aborted) throw new OutboundError(`no complete answer within ${policy.timeoutMs / 1000} s`);
    const cause = err as NodeJS.ErrnoException;
    if (cause.cause instanceof OutboundError) throw cause.cause;
    throw new OutboundError(`the request failed (${cause.code ?? cause.message})`);
  }
}
