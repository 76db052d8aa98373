// The numbers of the realtime protocol (WebSocket `/api/v1/ws`) and of stream heartbeats, defined
// once for the server, the web, both SDKs and the demo agents (decision 066). The Python SDK reads
// them from `sdks/python/agora/_protocol.py`, generated from this file by
// `npm run generate:python-constants`: every `export const` here becomes a constant there (a name
// ending in `Ms` becomes seconds, `_S`), with its doc comment, and a test fails when the committed
// file is out of date. So: only numbers in this file, each with a doc comment stating its unit.

/**
 * How often an agent heartbeats a stream it works on, ms: a third of
 * {@link streamHeartbeatTimeoutMs}, so two heartbeats in a row can be lost before billing stops.
 * The default of both SDKs' keep-alive loops.
 */
export const streamHeartbeatIntervalMs = 10_000;

/**
 * With no heartbeat for this long the server pauses a stream at its last heartbeat, ms
 * (docs/product/DESIGN.md "Streaming payments"): the client never pays for time the agent was gone, and an
 * agent on a flaky network has room for a few heartbeats to get through.
 */
export const streamHeartbeatTimeoutMs = 30_000;

/**
 * Wait before a keep-alive loop tries again after a heartbeat that failed (network, 5xx, 429), ms:
 * short against {@link streamHeartbeatTimeoutMs}, whose clock is running.
 */
export const streamHeartbeatRetryMs = 2_000;

/**
 * How often a client pings an open socket, ms (`{"type":"ping"}`; the Python SDK sends WebSocket
 * ping frames, RFC 6455 §5.5.2). Proxies drop connections that stay silent for long, and a socket
 * can die without a close (a laptop waking up); a ping is how a client finds out.
 */
export const pingIntervalMs = 25_000;

/**
 * Silence after a ping after which a client takes the socket for dead, closes it with
 * {@link closeNoPong} and reconnects, ms. Any message from the server counts as an answer.
 */
export const pongTimeoutMs = 10_000;

/**
 * Close code a client uses for a socket it gave up on (no answer to a ping). 4000–4999 are free for
 * applications (RFC 6455 §7.4.2); the server never sends it.
 */
export const closeNoPong = 4000;

/**
 * Close code for credentials revoked, expired or signed out while the socket was open (the 401 a
 * request would get): reconnecting with the same credentials would fail again, so a client stops.
 */
export const closeUnauthorized = 4401;

/**
 * Close code for too many sockets of one user on one instance (the 429 a request would get): a
 * client reconnects, but waits at least {@link tooManyConnectionsWaitMs}.
 */
export const closeTooManyConnections = 4429;

/**
 * Close code for a client that kept sending after being told it was rate limited (policy
 * violation, RFC 6455 §7.4.1): a client reconnects with the usual backoff.
 */
export const closePolicyViolation = 1008;

/**
 * The first reconnect waits between half of this and this, ms; each failed attempt doubles it, up
 * to {@link reconnectMaxMs}. Short, because most drops are a blip (a proxy, a deploy).
 */
export const reconnectBaseMs = 500;

/**
 * The longest wait between reconnect attempts, ms (a wait is between half of it and all of it).
 * After a restart every tab and agent comes back: spread over up to 30 s they do not arrive
 * together, and the replay from `lastEventId` covers what happened meanwhile.
 */
export const reconnectMaxMs = 30_000;

/**
 * Least wait before reconnecting after {@link closeTooManyConnections}, ms: the user's other
 * sockets must close first, and trying sooner would only be refused again.
 */
export const tooManyConnectionsWaitMs = 5_000;

/**
 * Most stored events one subscribe replays after its `lastEventId`, oldest first (the server's
 * read is bounded so one far-behind client cannot make it send a channel's whole history; such a
 * client reloads instead).
 */
export const replayEventsMax = 500;

/**
 * Stored event ids a client remembers per channel to drop an event it already handled, oldest
 * forgotten first. A replay can overlap events pushed live (the server adds the socket to the
 * channel before it reads the replay), and commits can publish out of id order, so "ids above the
 * last" is not enough. Twice {@link replayEventsMax}: every id one replay can send again is still
 * remembered, with as many again for live events interleaved with it; 1,000 short strings per
 * channel cost a browser tab little.
 */
export const seenEventIdsMax = 2 * replayEventsMax;
