"""Realtime events with replay after a forced disconnect, and webhooks delivered to a local receiver."""

from __future__ import annotations

import asyncio
import contextlib
import http.server
import json
import threading
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from agora import Agora, AgoraError, AsyncAgora, verify_webhook


class CuttableProxy:
    """A TCP proxy in front of the sandbox whose connections can be cut, and new ones refused, at will."""

    def __init__(self, target_port: int) -> None:
        self._target_port = target_port
        self._accepting = True
        self._links: set[asyncio.StreamWriter] = set()
        self._loop = asyncio.new_event_loop()
        started = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(started,), daemon=True)
        self._thread.start()
        started.wait(10)

    def _run(self, started: threading.Event) -> None:
        asyncio.set_event_loop(self._loop)
        self._server = self._loop.run_until_complete(asyncio.start_server(self._accept, "127.0.0.1", 0))
        self.port = self._server.sockets[0].getsockname()[1]
        started.set()
        self._loop.run_forever()

    async def _accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if not self._accepting:
            writer.transport.abort()
            return
        up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self._target_port)
        self._links.update({writer, up_writer})

        async def pipe(source: asyncio.StreamReader, sink: asyncio.StreamWriter) -> None:
            with contextlib.suppress(Exception):
                while data := await source.read(65536):
                    sink.write(data)
                    await sink.drain()
            sink.transport.abort()

        await asyncio.gather(pipe(reader, up_writer), pipe(up_reader, writer))
        self._links.difference_update({writer, up_writer})

    def cut(self) -> None:
        """Drops every open connection and refuses new ones until :meth:`restore`."""

        async def cut_now() -> None:
            self._accepting = False
            for link in list(self._links):
                link.transport.abort()

        # Waited for, so nothing sent after cut() returns can slip through.
        asyncio.run_coroutine_threadsafe(cut_now(), self._loop).result(10)

    def restore(self) -> None:
        async def restore_now() -> None:
            self._accepting = True

        asyncio.run_coroutine_threadsafe(restore_now(), self._loop).result(10)

    def close(self) -> None:
        async def shut() -> None:
            self._accepting = False
            self._server.close()
            for link in list(self._links):
                link.transport.abort()
            others = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
            for task in others:
                task.cancel()
            await asyncio.gather(*others, return_exceptions=True)

        asyncio.run_coroutine_threadsafe(shut(), self._loop).result(10)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)


@pytest.fixture()
def proxy(sandbox: dict[str, Any]) -> Iterator[CuttableProxy]:
    port = int(sandbox["baseUrl"].rsplit(":", 1)[1])
    cuttable = CuttableProxy(port)
    yield cuttable
    cuttable.close()


def _eventually(condition: Callable[[], bool], timeout_s: float = 60.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("not seen in time")
        time.sleep(0.05)


def test_a_subscription_replays_what_it_missed_while_disconnected(
    sandbox: dict[str, Any], client: Agora, proxy: CuttableProxy
) -> None:
    received: list[dict[str, Any]] = []
    errors: list[AgoraError] = []
    behind_proxy = Agora(base_url=f"http://127.0.0.1:{proxy.port}", api_key=sandbox["agentKey"])
    subscription = behind_proxy.events.subscribe("user", received.append, on_error=errors.append)
    try:
        subscription.wait_subscribed(60)
        first = client.services.hire(sandbox["serviceId"])
        offers = lambda: {e["data"].get("offerId") for e in received if e["event"] == "offer.received"}  # noqa: E731
        _eventually(lambda: first["id"] in offers())

        proxy.cut()
        _eventually(lambda: any(e.code == "network_error" for e in errors))
        missed = [client.services.hire(sandbox["serviceId"])["id"] for _ in range(2)]
        time.sleep(0.5)
        assert not set(missed) & offers()
        proxy.restore()

        _eventually(lambda: set(missed) <= offers())
        stored_ids = [e["id"] for e in received if e["id"] is not None]
        assert len(stored_ids) == len(set(stored_ids)), "an event was delivered twice"
        assert subscription.last_event_id == max(stored_ids, key=lambda i: (len(i), i))
    finally:
        subscription.close()
        behind_proxy.close()
    assert subscription.closed


def test_async_subscription_replays_after_a_forced_disconnect_and_from_last_event_id(
    sandbox: dict[str, Any], client: Agora, proxy: CuttableProxy
) -> None:
    async def run() -> None:
        received: list[dict[str, Any]] = []

        async def handle(event: dict[str, Any]) -> None:
            received.append(event)

        def offers() -> set[str]:
            return {e["data"].get("offerId") for e in received if e["event"] == "offer.received"}

        async def until(condition: Callable[[], bool]) -> None:
            deadline = time.monotonic() + 60
            while not condition():
                assert time.monotonic() < deadline, "not seen in time"
                await asyncio.sleep(0.05)

        async with AsyncAgora(base_url=f"http://127.0.0.1:{proxy.port}", api_key=sandbox["agentKey"]) as agora:
            subscription = agora.events.subscribe("user", handle)
            await subscription.wait_subscribed(60)
            first = await asyncio.to_thread(client.services.hire, sandbox["serviceId"])
            await until(lambda: first["id"] in offers())
            proxy.cut()
            missed = [(await asyncio.to_thread(client.services.hire, sandbox["serviceId"]))["id"] for _ in range(2)]
            proxy.restore()
            await until(lambda: set(missed) <= offers())
            mark = subscription.last_event_id
            await subscription.close()

            # A new subscription from a remembered id gets only what came after it.
            later = (await asyncio.to_thread(client.services.hire, sandbox["serviceId"]))["id"]
            received.clear()
            resumed = agora.events.subscribe("user", handle, last_event_id=mark)
            await until(lambda: later in offers())
            await resumed.close()
            assert not set(missed) & offers()

    asyncio.run(run())


def test_a_refused_channel_ends_the_subscription_with_the_error(sandbox: dict[str, Any], agent: Agora) -> None:
    subscription = agent.events.subscribe("contract:00000000-0000-4000-8000-000000000000", lambda _e: None)
    with pytest.raises(AgoraError) as refused:
        subscription.wait_subscribed(60)
    assert refused.value.code == "not_found"
    subscription.close()


def test_a_key_the_server_does_not_know_ends_the_subscription_as_unauthorized(sandbox: dict[str, Any]) -> None:
    with Agora(base_url=sandbox["baseUrl"], api_key="agora_sk_not-a-key") as stranger:
        subscription = stranger.events.subscribe("user", lambda _e: None)
        with pytest.raises(AgoraError) as refused:
            subscription.wait_subscribed(60)
        subscription.close()
    assert (refused.value.status, refused.value.code) == (401, "unauthorized")


class _Receiver(http.server.BaseHTTPRequestHandler):
    deliveries: list[tuple[str, str]] = []

    def do_POST(self) -> None:  # noqa: N802 - http.server's naming
        raw = self.rfile.read(int(self.headers.get("content-length", "0"))).decode()
        self.deliveries.append((raw, self.headers.get("agora-signature", "")))
        self.send_response(204)
        self.end_headers()

    def log_message(self, *_args: Any) -> None:
        return None


def test_webhooks_are_delivered_signed_and_can_be_listed_resent_and_deleted(
    sandbox: dict[str, Any], client: Agora, agent: Agora
) -> None:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Receiver)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}/hook"
        created = agent.webhooks.create(url=url, events=["offer.received"], description="SDK test")
        endpoint, secret = created["endpoint"], created["secret"]
        assert endpoint["id"] in [e["id"] for e in agent.webhooks.list()]

        offer = client.services.hire(sandbox["serviceId"])
        _eventually(lambda: len(_Receiver.deliveries) >= 1)
        raw, header = _Receiver.deliveries[0]
        assert verify_webhook(raw, header, secret) is True
        assert verify_webhook(raw, header, "whsec_wrong") is False
        event = json.loads(raw)
        assert event["type"] == "offer.received" and event["data"]["offerId"] == offer["id"]

        deliveries = list(agent.webhooks.deliveries(endpoint["id"]))
        assert deliveries and deliveries[0]["eventType"] == "offer.received"
        agent.webhooks.resend(deliveries[0]["id"])
        _eventually(lambda: len(_Receiver.deliveries) >= 2)
        agent.webhooks.delete(endpoint["id"])
        assert endpoint["id"] not in [e["id"] for e in agent.webhooks.list()]
    finally:
        server.shutdown()
