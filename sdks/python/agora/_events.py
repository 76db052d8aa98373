"""Realtime events over the WebSocket ``/api/v1/ws``, with reconnection and replay from the last event id.

The reconnect-and-replay rules are those of the contract's ``realtime-client.ts``, which the web and
the JavaScript SDK run on (decision 066): Python cannot import it, so this module follows the same
rules (backoff, close codes, the seen-event window, held events handed over by id), with the numbers
from the generated ``_protocol`` module.
"""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import json
import random
import threading
import time
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

import websockets
import websockets.exceptions

from ._core import JSON
from ._errors import AgoraError
from ._protocol import (
    CLOSE_TOO_MANY_CONNECTIONS,
    CLOSE_UNAUTHORIZED,
    PING_INTERVAL_S,
    PONG_TIMEOUT_S,
    RECONNECT_BASE_S,
    RECONNECT_MAX_S,
    SEEN_EVENT_IDS_MAX,
    TOO_MANY_CONNECTIONS_WAIT_S,
)

EventHandler = Callable[[JSON], "None | Awaitable[None]"]
"""Receives each event message ``{"type": "event", "id", "channel", "event", "data"}``; may be a coroutine function (async client)."""
ErrorHandler = Callable[[AgoraError], None]
"""Hears what goes wrong in a subscription (see :meth:`AsyncSubscription.__init__`)."""


def reconnect_delay_s(attempt: int, rand: float) -> float:
    """The wait before reconnect attempt ``attempt`` (0 for the first retry), seconds: exponential,
    capped, half fixed and half random ("equal jitter"), so clients dropped together (a restart) do
    not come straight back, and are spread out. ``rand`` is in [0, 1). The contract's
    ``reconnectDelayMs``, rounded to whole ms like it."""
    ceiling = min(RECONNECT_MAX_S, RECONNECT_BASE_S * 2.0 ** min(attempt, 16))
    return round((ceiling / 2 + rand * ceiling / 2) * 1000) / 1000


def _id_key(event_id: str) -> tuple[int, str]:
    """Orders stored event ids (decimal digit strings from a sequence) numerically."""
    return (len(event_id), event_id)


class AsyncSubscription:
    """A live subscription to one channel on the current event loop (see ``events.subscribe``)."""

    def __init__(
        self,
        url: str,
        headers: Mapping[str, str],
        channel: str,
        handler: EventHandler,
        last_event_id: str | None = None,
        on_error: ErrorHandler | None = None,
    ) -> None:
        """Starts a task that connects, subscribes and hands ``handler`` each event.

        ``on_error`` hears: a refused subscription (``not_found``, ``forbidden``,
        ``validation_failed``: the subscription ends), a credential that stopped working
        (``unauthorized``: it ends), a handler that raised (``handler_failed``), and a lost
        connection (``network_error``: it reconnects and replays).
        """
        self.channel = channel
        self._url = url
        self._headers = dict(headers)
        self._handler = handler
        self._on_error = on_error
        self._last_event_id = last_event_id
        self._seen: dict[str, None] = {}
        self._closed = False
        self._subscribed = asyncio.Event()
        self._ended = asyncio.Event()
        self.error: AgoraError | None = None
        self._task = asyncio.get_running_loop().create_task(self._run())

    @property
    def last_event_id(self) -> str | None:
        """The id of the last stored event handed to the handler (for a later ``last_event_id``), None before any."""
        return self._last_event_id

    @property
    def closed(self) -> bool:
        """True once closed by the caller or ended by the server (see :attr:`error`)."""
        return self._ended.is_set()

    async def wait_subscribed(self, timeout_s: float | None = None) -> None:
        """Waits until the server confirmed the subscription (again after each reconnection).

        Raises:
            AgoraError: when the subscription ended instead. asyncio.TimeoutError after ``timeout_s``.
        """
        waiter = asyncio.ensure_future(self._subscribed.wait())
        ender = asyncio.ensure_future(self._ended.wait())
        try:
            await asyncio.wait_for(asyncio.wait({waiter, ender}, return_when=asyncio.FIRST_COMPLETED), timeout_s)
        finally:
            waiter.cancel()
            ender.cancel()
        if not self._subscribed.is_set():
            raise self.error or AgoraError(0, "closed", "Subscription closed")

    async def close(self) -> None:
        """Closes the socket and stops reconnecting."""
        self._closed = True
        self._task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._task
        self._ended.set()

    async def _run(self) -> None:
        attempt = 0
        try:
            while not self._closed:
                least_wait = 0.0
                try:
                    async with websockets.connect(  # type: ignore[attr-defined]
                        self._url,
                        extra_headers=self._headers,
                        open_timeout=10,
                        ping_interval=PING_INTERVAL_S,
                        ping_timeout=PONG_TIMEOUT_S,
                        max_size=2**20,
                    ) as connection:
                        if await self._session(connection):
                            attempt = 0
                        close_code = connection.close_code
                    if self._closed or self._ended.is_set():
                        return
                    if close_code == CLOSE_UNAUTHORIZED:
                        self._fail(401, "unauthorized", "The credential no longer works")
                        return
                    least_wait = TOO_MANY_CONNECTIONS_WAIT_S if close_code == CLOSE_TOO_MANY_CONNECTIONS else 0.0
                    self._report("network_error", f"Connection closed ({close_code})")
                except websockets.exceptions.InvalidStatusCode as refused:
                    if refused.status_code in (401, 403):
                        code = "unauthorized" if refused.status_code == 401 else "forbidden"
                        self._fail(refused.status_code, code, f"The handshake was refused ({refused.status_code})")
                        return
                    self._report("network_error", f"The handshake was refused ({refused.status_code})")
                except Exception as lost:  # noqa: BLE001 - whatever broke the connection, reconnecting is the answer
                    if self._ended.is_set():
                        return
                    self._report("network_error", f"Connection lost: {lost!r}")
                finally:
                    self._subscribed.clear()
                if self._closed:
                    return
                await asyncio.sleep(max(least_wait, reconnect_delay_s(attempt, random.random())))
                attempt += 1
        finally:
            self._ended.set()

    async def _session(self, connection: Any) -> bool:
        """Subscribes on ``connection`` and handles its messages until it closes.

        Returns:
            True when the server confirmed the subscription on this connection.
        """
        subscribe: dict[str, Any] = {"type": "subscribe", "channel": self.channel}
        if self._last_event_id is not None:
            subscribe["lastEventId"] = self._last_event_id
        await connection.send(json.dumps(subscribe))
        # Until the confirmation, events (replayed and live, possibly interleaved) wait here.
        pending: list[JSON] | None = []
        confirmed = False
        try:
            async for raw in connection:
                try:
                    message = json.loads(raw)
                except ValueError:
                    continue
                kind = message.get("type") if isinstance(message, dict) else None
                if kind == "subscribed":
                    confirmed = True
                    held, pending = pending or [], None
                    stored = sorted((e for e in held if e.get("id") is not None), key=lambda e: _id_key(e["id"]))
                    for event in stored + [e for e in held if e.get("id") is None]:
                        await self._deliver(event)
                    self._subscribed.set()
                elif kind == "error":
                    code = message.get("code") if isinstance(message.get("code"), str) else "error"
                    detail = message.get("message") if isinstance(message.get("message"), str) else None
                    if pending is not None and code != "rate_limited":
                        # The subscription itself was refused: asking again would be refused again
                        # (the contract's subscribeRefusalStatus).
                        status = {"not_found": 404, "forbidden": 403}.get(code, 400)
                        self._fail(status, code, detail)
                        await connection.close(1000, "subscription refused")
                        return confirmed
                    self._report(code, f"The server refused a message: {detail}")
                elif kind == "event":
                    if pending is not None:
                        pending.append(message)
                    else:
                        await self._deliver(message)
        except websockets.exceptions.ConnectionClosed:
            pass
        return confirmed

    async def _deliver(self, event: JSON) -> None:
        event_id = event.get("id")
        # Only stored ids (digits) are remembered and resumed from, as the contract's ReplayCursor does.
        if isinstance(event_id, str) and event_id.isascii() and event_id.isdigit():
            if event_id in self._seen:
                return
            self._seen[event_id] = None
            if len(self._seen) > SEEN_EVENT_IDS_MAX:
                del self._seen[next(iter(self._seen))]
            if self._last_event_id is None or _id_key(event_id) > _id_key(self._last_event_id):
                self._last_event_id = event_id
        try:
            result = self._handler(event)
            if inspect.isawaitable(result):
                await result
        except Exception as failure:  # noqa: BLE001 - a handler's bug must not end the subscription
            self._report("handler_failed", f"The event handler raised: {failure!r}")

    def _fail(self, status: int, code: str, detail: str | None) -> None:
        """Ends the subscription for good and tells ``on_error`` why."""
        self._closed = True
        self.error = AgoraError(status, code, "Subscription ended", detail)
        self._ended.set()
        if self._on_error:
            self._on_error(self.error)

    def _report(self, code: str, title: str) -> None:
        if self._on_error:
            self._on_error(AgoraError(0, code, title))


class Subscription:
    """A live subscription run by a background thread (the sync client's ``events.subscribe``).

    The handler is called on that thread, one event at a time, in order.
    """

    def __init__(
        self,
        url: str,
        headers: Mapping[str, str],
        channel: str,
        handler: Callable[[JSON], None],
        last_event_id: str | None = None,
        on_error: ErrorHandler | None = None,
    ) -> None:
        self.channel = channel
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._inner: AsyncSubscription | None = None

        def run() -> None:
            asyncio.set_event_loop(self._loop)

            async def start() -> None:
                self._inner = AsyncSubscription(url, headers, channel, handler, last_event_id, on_error)
                self._ready.set()
                # The task, not just the end signal: a refused subscription still closes its socket.
                with contextlib.suppress(asyncio.CancelledError):
                    await self._inner._task

            try:
                self._loop.run_until_complete(start())
            finally:
                self._loop.close()

        self._thread = threading.Thread(target=run, name=f"agora-events-{channel}", daemon=True)
        self._thread.start()
        self._ready.wait()

    @property
    def last_event_id(self) -> str | None:
        """The id of the last stored event handed to the handler, None before any."""
        return self._inner.last_event_id if self._inner else None

    @property
    def error(self) -> AgoraError | None:
        """Why the server ended the subscription, if it did."""
        return self._inner.error if self._inner else None

    @property
    def closed(self) -> bool:
        """True once closed or ended by the server."""
        return not self._thread.is_alive() or (self._inner is not None and self._inner.closed)

    def wait_subscribed(self, timeout_s: float | None = 30.0) -> None:
        """Blocks until the server confirmed the subscription.

        Raises:
            AgoraError: when it ended instead. TimeoutError after ``timeout_s``.
        """
        inner = self._inner
        assert inner is not None
        deadline = None if timeout_s is None else time.monotonic() + timeout_s
        # Polled rather than awaited on the subscription's loop, which is gone once the server ended it.
        while not inner._subscribed.is_set():
            if inner.closed or not self._thread.is_alive():
                raise inner.error or AgoraError(0, "closed", "Subscription closed")
            if deadline is not None and time.monotonic() > deadline:
                raise TimeoutError(f"no subscription to {self.channel} within {timeout_s} s")
            time.sleep(0.02)

    def close(self, timeout_s: float = 10.0) -> None:
        """Closes the socket, stops reconnecting and waits for the thread to end."""
        inner = self._inner
        if inner is not None and self._thread.is_alive():
            with contextlib.suppress(RuntimeError):
                asyncio.run_coroutine_threadsafe(inner.close(), self._loop).result(timeout_s)
        self._thread.join(timeout_s)

    def __enter__(self) -> Subscription:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
