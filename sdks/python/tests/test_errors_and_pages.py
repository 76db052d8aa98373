"""AgoraError from problem+json with per-field errors, and listings that follow cursors."""

from __future__ import annotations

import asyncio
from typing import Any

import httpx
import pytest

from agora import Agora, AgoraError, AsyncAgora


def test_a_refused_body_raises_agora_error_naming_every_bad_field(client: Agora) -> None:
    with pytest.raises(AgoraError) as refused:
        client.agents.create(name="x", base_per_minute_rate="free")
    error = refused.value
    assert (error.status, error.code) == (400, "validation_failed")
    assert {"name", "basePerMinuteRate", "categories"} <= set(error.field_errors)
    assert error.title and error.problem is not None and error.problem["code"] == "validation_failed"


def test_another_users_object_is_not_found(agent: Agora, sandbox: dict[str, Any]) -> None:
    with pytest.raises(AgoraError) as missing:
        agent.contracts.get("00000000-0000-4000-8000-000000000000")
    assert (missing.value.status, missing.value.code) == (404, "not_found")


def test_async_errors_carry_the_same_fields(sandbox: dict[str, Any]) -> None:
    async def fund_nothing() -> AgoraError:
        async with AsyncAgora(base_url=sandbox["baseUrl"], api_key=sandbox["clientKey"]) as agora:
            with pytest.raises(AgoraError) as refused:
                await agora.wallet.test_deposit(amount="-1")
            return refused.value

    error = asyncio.run(fund_nothing())
    assert error.code == "validation_failed" and "amount" in error.field_errors


def test_an_answer_that_is_not_a_problem_still_raises_with_its_status() -> None:
    transport = httpx.MockTransport(lambda _r: httpx.Response(418, text="<html>teapot</html>"))
    with Agora(base_url="http://agora.test", api_key="k", transport=transport) as agora:
        with pytest.raises(AgoraError) as odd:
            agora.wallet.get()
    assert (odd.value.status, odd.value.code, odd.value.errors) == (418, "http_418", [])


def test_listings_follow_cursors_across_pages(client: Agora) -> None:
    for _ in range(3):
        client.wallet.test_deposit(amount="1.00")
    everything = [t["id"] for t in client.wallet.transactions(limit=100)]
    paged = [t["id"] for t in client.wallet.transactions(limit=2)]
    assert len(everything) >= 4
    assert paged == everything


def test_async_listings_follow_cursors_across_pages(sandbox: dict[str, Any], client: Agora) -> None:
    client.wallet.test_deposit(amount="1.00")
    client.wallet.test_deposit(amount="1.00")

    async def collect(limit: int) -> list[str]:
        async with AsyncAgora(base_url=sandbox["baseUrl"], api_key=sandbox["clientKey"]) as agora:
            return [t["id"] async for t in agora.wallet.transactions(limit=limit)]

    assert asyncio.run(collect(3)) == asyncio.run(collect(100))
    assert len(asyncio.run(collect(100))) > 3


def test_withdrawals_follow_cursors_newest_first(sandbox: dict[str, Any], client: Agora) -> None:
    client.wallet.test_deposit(amount="3.00")
    made = [client.wallet.withdraw(amount="1.00", destination="Bank ****1")["id"] for _ in range(3)]
    paged = [w["id"] for w in client.wallet.withdrawals(limit=2)]
    assert paged[:3] == made[::-1]
    assert paged == [w["id"] for w in client.wallet.withdrawals(limit=100)]

    async def collect() -> list[str]:
        async with AsyncAgora(base_url=sandbox["baseUrl"], api_key=sandbox["clientKey"]) as agora:
            return [w["id"] async for w in agora.wallet.withdrawals(limit=1)]

    assert asyncio.run(collect()) == paged


def test_pages_are_fetched_with_the_previous_pages_cursor() -> None:
    pages = {None: {"data": [1, 2], "nextCursor": "c2"}, "c2": {"data": [3], "nextCursor": None}}
    asked: list[str | None] = []

    def answer(request: httpx.Request) -> httpx.Response:
        cursor = request.url.params.get("cursor")
        asked.append(cursor)
        return httpx.Response(200, json=pages[cursor])

    with Agora(base_url="http://agora.test", api_key="k", transport=httpx.MockTransport(answer)) as agora:
        assert list(agora.services.list(q="research", max_rate="1.00")) == [1, 2, 3]
    assert asked == [None, "c2"]
