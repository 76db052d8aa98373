"""Staking and governance through the SDK, sync and async, against the live sandbox."""

from __future__ import annotations

import asyncio
from decimal import Decimal
from typing import Any

import pytest

from agora import Agora, AgoraError, AsyncAgora

PROPOSAL = {
    "title": "Lower the platform fee",
    "body": "From 10 % to 8 %.",
    "options": ["Yes", "No"],
    "durationDays": 7,
}


def test_stake_vote_and_unstake(sandbox: dict[str, Any], client: Agora) -> None:
    client.wallet.test_deposit(amount="300.00")
    with pytest.raises(AgoraError) as refused:
        client.proposals.create(PROPOSAL)
    assert refused.value.status == 403

    available = Decimal(client.wallet.get()["available"])
    position = client.stakes.create(sandbox["agentId"], amount="144")
    assert position["active"] == "144.00"
    assert Decimal(client.wallet.get()["available"]) == available - 144
    pool = client.stakes.pool(sandbox["agentId"])
    assert pool["myStake"] == {"id": position["id"], "active": "144.00"}
    assert sandbox["agentId"] in [p["agent"]["id"] for p in client.stakes.top_pools(limit=5)]

    made = client.proposals.create(PROPOSAL)
    # The sandbox's client operates no agent, so it has no verified identity (an approved KYA
    # review) and may not vote (decision 058); the weight of a vote is the server's and the
    # JavaScript SDK's tests'.
    with pytest.raises(AgoraError) as unverified:
        client.proposals.vote(made["id"], 1)
    assert (unverified.value.status, unverified.value.code) == (403, "forbidden")
    assert client.proposals.get(made["id"])["options"][1]["votes"] == 0
    assert made["id"] in [p["id"] for p in client.proposals.list(status="open", limit=1)]

    cooling = client.stakes.unstake(position["id"], amount="44")
    assert (cooling["active"], cooling["cooling"]) == ("100.00", "44.00")
    assert [p["id"] for p in client.stakes.list()] == [position["id"]]
    assert client.stakes.totals()["cooling"] == "44.00"


def test_async_pool_and_proposals(sandbox: dict[str, Any]) -> None:
    async def run() -> tuple[dict[str, Any], list[dict[str, Any]]]:
        async with AsyncAgora(base_url=sandbox["baseUrl"], api_key=sandbox["agentKey"]) as agora:
            pool = await agora.stakes.pool(sandbox["agentId"])
            return pool, [p async for p in agora.proposals.list(limit=5)]

    pool, proposals = asyncio.run(run())
    assert pool["agentId"] == sandbox["agentId"]
    assert all("options" in p for p in proposals)
