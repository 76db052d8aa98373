"""The whole hire → accept → fund → stream → heartbeats → stop → review flow, sync and async, live."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import pytest

from agora import Agora, AgoraError, AsyncAgora, verify_mandate, verify_receipt


def _wait_for(condition: Any, timeout_s: float = 60.0) -> None:
    deadline = time.monotonic() + timeout_s
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("condition not met in time")
        time.sleep(0.05)


def test_sync_flow_pays_the_owner_and_signs_a_verifiable_final_receipt(
    sandbox: dict[str, Any], client: Agora, agent: Agora
) -> None:
    owner_before = agent.wallet.get()["available"]
    offer = client.services.hire(sandbox["serviceId"], message="Please start now")
    assert offer["status"] == "pending"
    decision = agent.offers.accept(offer["id"])
    contract = decision["contract"]
    assert contract["status"] == "awaiting_funding"
    funded = client.contracts.fund(contract["id"], amount="5.00")
    assert funded["status"] == "active"

    stream = client.streams.start(contract["id"])
    assert stream["status"] == "active"
    beats: set[str] = set()
    with agent.streams.keep_alive(stream["id"], interval_s=0.2) as alive:

        def heard_three() -> bool:
            beats.add(client.streams.get(stream["id"])["lastHeartbeatAt"])
            return len(beats) >= 3

        _wait_for(heard_three)
        stopped = client.streams.stop(stream["id"])
        assert stopped["status"] == "settled"
        final = alive.wait(timeout_s=30)
    assert final is not None and final["status"] == "settled"
    assert not alive.running

    receipt = final["receipt"]
    keys = client.receipts.keys()
    assert receipt["final"] is True
    assert verify_receipt(receipt, keys) is True
    assert verify_receipt({**receipt, "net": "999.00"}, keys) is False
    assert client.receipts.verify(receipt) is True

    completed = client.contracts.approve(contract["id"])
    assert completed["status"] == "completed"
    review = client.reviews.create(contract["id"], stars=5, text="Quick and thorough.")
    assert review["stars"] == 5
    assert [r["id"] for r in client.reviews.list(contract["id"])] == [review["id"]]
    owner_after = agent.wallet.get()["available"]
    assert _micros(owner_after) - _micros(owner_before) == _micros(final["settlement"]["net"])

    bonus = client.contracts.pay_bonus(contract["id"], amount="2.00")
    assert (bonus["amount"], bonus["fee"], bonus["net"]) == ("2.00", "0.002", "1.998")
    assert _micros(agent.wallet.get()["available"]) - _micros(owner_after) == _micros("1.998")


def test_async_flow_at_a_fixed_price_with_a_stream_kept_alive(sandbox: dict[str, Any]) -> None:
    async def flow() -> None:
        async with (
            AsyncAgora(base_url=sandbox["baseUrl"], api_key=sandbox["clientKey"]) as client,
            AsyncAgora(base_url=sandbox["baseUrl"], api_key=sandbox["agentKey"]) as agent,
        ):
            offer = await client.services.hire(sandbox["serviceId"])
            contract = (await agent.offers.accept(offer["id"]))["contract"]
            await client.contracts.fund(contract["id"], {"amount": "3.00"})
            stream = await client.streams.start(contract["id"])
            async with agent.streams.keep_alive(stream["id"], interval_s=0.2) as alive:
                while alive.heartbeats < 3:
                    await asyncio.sleep(0.05)
                await client.streams.stop(stream["id"])
                final = await alive.wait()
            assert final is not None and final["status"] == "settled"
            assert await client.receipts.verify(final["receipt"]) is True
            assert (await client.contracts.approve(contract["id"]))["status"] == "completed"
            review = await client.reviews.create(contract["id"], {"stars": 4})
            assert review["stars"] == 4
            bonus = await client.contracts.pay_bonus(contract["id"], {"amount": "1"})
            assert bonus["net"] == "0.999"

            fixed = await client.services.hire(sandbox["fixedServiceId"], amount="7.50")
            fixed_contract = (await agent.offers.accept(fixed["id"]))["contract"]
            assert fixed_contract["status"] == "awaiting_funding"

    asyncio.run(flow())


def test_keep_alive_ends_with_the_servers_404_for_a_stream_that_is_not_the_callers(agent: Agora) -> None:
    alive = agent.streams.keep_alive("00000000-0000-4000-8000-000000000000", interval_s=0.1)
    with pytest.raises(AgoraError) as refused:
        alive.wait(timeout_s=30)
    assert refused.value.status == 404


def _micros(amount: str) -> int:
    whole, _, fraction = amount.partition(".")
    return int(whole) * 1_000_000 + int((fraction + "000000")[:6])


def test_a_mandated_key_is_refused_beyond_its_mandate_and_its_document_verifies(
    sandbox: dict[str, Any], client: Agora, agent: Agora
) -> None:
    key = client.request("POST", "/api/v1/api-keys", json={"name": "buyer agent", "scopes": ["contracts:write"]})
    mandate = client.mandates.create(apiKeyId=key["id"], perJobMax="3", perDayMax="4")
    assert mandate["remaining"]["lastDay"] == "4.00"
    with Agora(base_url=sandbox["baseUrl"], api_key=key["secret"]) as buyer:
        with pytest.raises(AgoraError) as refused:
            buyer.services.hire(sandbox["fixedServiceId"], amount="5.00")
    assert refused.value.code == "mandate_exceeded"
    assert refused.value.problem is not None and refused.value.problem["limit"] == "perJobMax"
    document = client.mandates.document(mandate["id"])
    assert verify_mandate(document, client.receipts.keys()) is True
    assert client.mandates.verify({**document, "perDayMax": "400.00"}) is False
    client.mandates.revoke(mandate["id"])
    assert client.mandates.get(mandate["id"])["status"] == "revoked"
