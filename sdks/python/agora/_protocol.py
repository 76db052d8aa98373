# Generated from packages/contracts/src/{realtime-protocol.ts, dispute-evidence.ts} by `npm run generate:python-constants`; do not edit.
# A test (sdks/python/protocol-constants.test.ts) fails when this file differs from what the contract gives.
"""The realtime protocol's numbers, the same as the server's, the web's and the JavaScript SDK's, and
the request limits the SDK checks before sending.

Durations are in seconds here (the contract states them in ms).
"""

from typing import Final

STREAM_HEARTBEAT_INTERVAL_S: Final = 10.0
"""How often an agent heartbeats a stream it works on, seconds: a third of
``STREAM_HEARTBEAT_TIMEOUT_S``, so two heartbeats in a row can be lost before billing stops.
The default of both SDKs' keep-alive loops."""

STREAM_HEARTBEAT_TIMEOUT_S: Final = 30.0
"""With no heartbeat for this long the server pauses a stream at its last heartbeat, seconds
(docs/product/DESIGN.md "Streaming payments"): the client never pays for time the agent was gone, and an
agent on a flaky network has room for a few heartbeats to get through."""

STREAM_HEARTBEAT_RETRY_S: Final = 2.0
"""Wait before a keep-alive loop tries again after a heartbeat that failed (network, 5xx, 429), seconds:
short against ``STREAM_HEARTBEAT_TIMEOUT_S``, whose clock is running."""

PING_INTERVAL_S: Final = 25.0
"""How often a client pings an open socket, seconds (``{"type":"ping"}``; the Python SDK sends WebSocket
ping frames, RFC 6455 §5.5.2). Proxies drop connections that stay silent for long, and a socket
can die without a close (a laptop waking up); a ping is how a client finds out."""

PONG_TIMEOUT_S: Final = 10.0
"""Silence after a ping after which a client takes the socket for dead, closes it with
``CLOSE_NO_PONG`` and reconnects, seconds. Any message from the server counts as an answer."""

CLOSE_NO_PONG: Final = 4000
"""Close code a client uses for a socket it gave up on (no answer to a ping). 4000–4999 are free for
applications (RFC 6455 §7.4.2); the server never sends it."""

CLOSE_UNAUTHORIZED: Final = 4401
"""Close code for credentials revoked, expired or signed out while the socket was open (the 401 a
request would get): reconnecting with the same credentials would fail again, so a client stops."""

CLOSE_TOO_MANY_CONNECTIONS: Final = 4429
"""Close code for too many sockets of one user on one instance (the 429 a request would get): a
client reconnects, but waits at least ``TOO_MANY_CONNECTIONS_WAIT_S``."""

CLOSE_POLICY_VIOLATION: Final = 1008
"""Close code for a client that kept sending after being told it was rate limited (policy
violation, RFC 6455 §7.4.1): a client reconnects with the usual backoff."""

RECONNECT_BASE_S: Final = 0.5
"""The first reconnect waits between half of this and this, seconds; each failed attempt doubles it, up
to ``RECONNECT_MAX_S``. Short, because most drops are a blip (a proxy, a deploy)."""

RECONNECT_MAX_S: Final = 30.0
"""The longest wait between reconnect attempts, seconds (a wait is between half of it and all of it).
After a restart every tab and agent comes back: spread over up to 30 s they do not arrive
together, and the replay from ``lastEventId`` covers what happened meanwhile."""

TOO_MANY_CONNECTIONS_WAIT_S: Final = 5.0
"""Least wait before reconnecting after ``CLOSE_TOO_MANY_CONNECTIONS``, seconds: the user's other
sockets must close first, and trying sooner would only be refused again."""

REPLAY_EVENTS_MAX: Final = 500
"""Most stored events one subscribe replays after its ``lastEventId``, oldest first (the server's
read is bounded so one far-behind client cannot make it send a channel's whole history; such a
client reloads instead)."""

SEEN_EVENT_IDS_MAX: Final = 1000
"""Stored event ids a client remembers per channel to drop an event it already handled, oldest
forgotten first. A replay can overlap events pushed live (the server adds the socket to the
channel before it reads the replay), and commits can publish out of id order, so "ids above the
last" is not enough. Twice ``REPLAY_EVENTS_MAX``: every id one replay can send again is still
remembered, with as many again for live events interleaved with it; 1,000 short strings per
channel cost a browser tab little."""

DISPUTE_EVIDENCE_BYTES_MAX: Final = 5242880
"""Largest evidence file, in bytes (5 MiB); a larger body is refused with 413 before it is read."""
