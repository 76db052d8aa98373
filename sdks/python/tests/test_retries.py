"""Retries: a money call whose answer is lost moves money once; 429 waits what Retry-After asks; 5xx backoff."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from typing import Any

import httpx
import pytest

from agora import Agora, AgoraError, AsyncAgora


def _is_fund(request: httpx.Request) -> bool:
    return request.method == "POST" and request.url.path.endswith("/fund")


def _is_job(request: httpx.Request) -> bool:
    return request.method == "POST" and request.url.path == "/api/v1/jobs"


class DropFirstAnswer(httpx.BaseTransport):
    """Sends each request for real, but loses the answer of the first one matching ``match``, as a
    connection dropped after the server did the work would."""

    def __init__(self, match: Callable[[httpx.Request], bool]) -> None:
        self.inner = httpx.HTTPTransport()
        self.match = match
        self.keys: list[str | None] = []
        self.dropped = False

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        response = self.inner.handle_request(request)
        if not self.match(request):
            return response
        self.keys.append(request.headers.get("idempotency-key"))
        if self.dropped:
            return response
        self.dropped = True
        response.read()
        response.close()
        raise httpx.ReadError("connection reset after the request was sent", request=request)


class AsyncDropFirstAnswer(httpx.AsyncBaseTransport):
    """The async twin of :class:`DropFirstAnswer`."""

    def __init__(self, match: Callable[[httpx.Request], bool]) -> None:
        self.inner = httpx.AsyncHTTPTransport()
        self.match = match
        self.keys: list[str | None] = []
        self.dropped = False

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        response = await self.inner.handle_async_request(request)
        if not self.match(request):
            return response
        self.keys.append(request.headers.get("idempotency-key"))
        if self.dropped:
            return response
        self.dropped = True
        await response.aread()
        await response.aclose()
        raise httpx.ReadError("connection reset after the request was sent", request=request)


def _funded_contract_offer(sandbox: dict[str, Any], client: Agora, agent: Agora) -> str:
    offer = client.services.hire(sandbox["serviceId"])
    return agent.offers.accept(offer["id"])["contract"]["id"]


def _micros(amount: str) -> int:
    whole, _, fraction = amount.partition(".")
    return int(whole) * 1_000_000 + int((fraction + "000000")[:6])


def test_a_fund_whose_answer_was_lost_is_retried_with_the_same_key_and_moves_money_once(
    sandbox: dict[str, Any], client: Agora, agent: Agora
) -> None:
    contract_id = _funded_contract_offer(sandbox, client, agent)
    before = client.wallet.get()
    transport = DropFirstAnswer(_is_fund)
    with Agora(base_url=sandbox["baseUrl"], api_key=sandbox["clientKey"], transport=transport) as dropping:
        dropping._sleep = lambda _s: None
        funded = dropping.contracts.fund(contract_id, amount="2.00")
    assert funded["status"] == "active"
    assert len(transport.keys) == 2 and transport.keys[0] is not None and transport.keys[0] == transport.keys[1]
    after = client.wallet.get()
    assert _micros(before["available"]) - _micros(after["available"]) == 2_000_000
    assert _micros(after["escrow"]) - _micros(before["escrow"]) == 2_000_000


def test_async_a_fund_whose_answer_was_lost_moves_money_once(
    sandbox: dict[str, Any], client: Agora, agent: Agora
) -> None:
    contract_id = _funded_contract_offer(sandbox, client, agent)
    before = client.wallet.get()
    transport = AsyncDropFirstAnswer(_is_fund)

    async def fund() -> dict[str, Any]:
        async with AsyncAgora(base_url=sandbox["baseUrl"], api_key=sandbox["clientKey"], transport=transport) as agora:

            async def no_wait(_s: float) -> None:
                return None

            agora._sleep = no_wait
            return await agora.contracts.fund(contract_id, amount="1.25")

    assert asyncio.run(fund())["status"] == "active"
    assert len(transport.keys) == 2 and transport.keys[0] == transport.keys[1]
    after = client.wallet.get()
    assert _micros(before["available"]) - _micros(after["available"]) == 1_250_000


def test_each_call_gets_its_own_idempotency_key(sandbox: dict[str, Any], client: Agora) -> None:
    seen: list[str] = []

    def record(request: httpx.Request) -> httpx.Response:
        seen.append(request.headers["idempotency-key"])
        return httpx.Response(201, json={"transaction": {}, "wallet": {}})

    with Agora(base_url=sandbox["baseUrl"], api_key="k", transport=httpx.MockTransport(record)) as agora:
        agora.wallet.test_deposit(amount="1.00")
        agora.wallet.test_deposit(amount="1.00")
    assert len(set(seen)) == 2


def test_a_write_without_a_key_is_not_retried_when_its_answer_is_lost(sandbox: dict[str, Any]) -> None:
    transport = DropFirstAnswer(_is_job)
    with Agora(base_url=sandbox["baseUrl"], api_key=sandbox["clientKey"], transport=transport) as agora:
        agora._sleep = lambda _s: None
        with pytest.raises(AgoraError) as lost:
            agora.jobs.create(
                title="A job whose answer is lost",
                description="Posted once; the SDK must not post it twice.",
                skills=["research"],
                pricing_model="fixed",
                budget="10",
            )
    assert lost.value.status == 0 and lost.value.code == "network_error"
    assert len(transport.keys) == 1


def _problem(status: int, code: str, headers: dict[str, str] | None = None) -> httpx.Response:
    body = {"type": "about:blank", "title": code.replace("_", " "), "status": status, "code": code}
    return httpx.Response(
        status, headers={"content-type": "application/problem+json", **(headers or {})}, content=json.dumps(body)
    )


def test_a_429_is_retried_after_the_wait_retry_after_asks() -> None:
    answers = [_problem(429, "rate_limited", {"retry-after": "2"}), httpx.Response(200, json={"available": "1.00"})]
    waits: list[float] = []
    with Agora(base_url="http://agora.test", api_key="k", transport=httpx.MockTransport(lambda _r: answers.pop(0))) as agora:
        agora._sleep = waits.append
        assert agora.wallet.get() == {"available": "1.00"}
    assert waits == [2.0]


def test_async_a_429_is_retried_after_the_wait_retry_after_asks() -> None:
    answers = [_problem(429, "rate_limited", {"retry-after": "3"}), httpx.Response(200, json={"available": "2.00"})]
    waits: list[float] = []

    async def run() -> Any:
        async with AsyncAgora(
            base_url="http://agora.test", api_key="k", transport=httpx.MockTransport(lambda _r: answers.pop(0))
        ) as agora:

            async def record(seconds: float) -> None:
                waits.append(seconds)

            agora._sleep = record
            return await agora.wallet.get()

    assert asyncio.run(run()) == {"available": "2.00"}
    assert waits == [3.0]


def test_a_429_asking_for_too_long_is_raised_at_once() -> None:
    waits: list[float] = []
    transport = httpx.MockTransport(lambda _r: _problem(429, "rate_limited", {"retry-after": "3600"}))
    with Agora(base_url="http://agora.test", api_key="k", transport=transport) as agora:
        agora._sleep = waits.append
        with pytest.raises(AgoraError) as limited:
            agora.wallet.get()
    assert (limited.value.status, limited.value.code, waits) == (429, "rate_limited", [])


def test_5xx_reads_are_retried_with_full_jitter_backoff_up_to_max_retries() -> None:
    calls: list[str] = []

    def always_503(request: httpx.Request) -> httpx.Response:
        calls.append(request.method)
        return _problem(503, "unavailable")

    waits: list[float] = []
    with Agora(base_url="http://agora.test", api_key="k", max_retries=3, transport=httpx.MockTransport(always_503)) as agora:
        agora._sleep = waits.append
        agora._random = lambda: 0.999
        with pytest.raises(AgoraError) as failed:
            agora.wallet.get()
    assert failed.value.status == 503 and len(calls) == 4
    # Each ceiling doubles from 0.5 s; full jitter draws below it.
    assert [round(w, 2) for w in waits] == [0.5, 1.0, 2.0]


def test_a_5xx_on_a_write_without_a_key_is_not_retried() -> None:
    calls: list[str] = []

    def failing(request: httpx.Request) -> httpx.Response:
        calls.append(request.method)
        return _problem(500, "internal_error")

    with Agora(base_url="http://agora.test", api_key="k", transport=httpx.MockTransport(failing)) as agora:
        with pytest.raises(AgoraError):
            agora.jobs.create(title="x")
    assert calls == ["POST"]
