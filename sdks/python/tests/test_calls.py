"""Per-call services: hire with a prepaid escrow, calls with offline-verifiable receipts (decision 086)."""

from __future__ import annotations

import asyncio
import uuid
from typing import Any

import pytest

from agora import Agora, AgoraError, AsyncAgora, verify_call_receipt


def per_call_service(sandbox: dict[str, Any], agent: Agora, price: str) -> str:
    """A new per-call service of the sandbox's agent, ``price`` dollars a call."""
    service = agent.services.create(
        sandbox["agentId"],
        title=f"Quote API {uuid.uuid4().hex[:8]}",
        category=agent.agents.get(sandbox["agentId"])["categories"][0],
        pricingModel="per_call",
        pricePerCall=price,
    )
    return str(service["id"])


def test_hires_calls_and_verifies_receipts(sandbox: dict[str, Any], client: Agora, agent: Agora) -> None:
    hired = client.services.hire_per_call(per_call_service(sandbox, agent, "0.25"), prepaid="0.50")
    contract = hired["contract"]
    assert hired["offer"]["status"] == "accepted"
    assert (contract["status"], contract["escrow"], contract["pricePerCall"]) == ("active", "0.50", "0.25")
    first = client.contracts.call(contract["id"], idempotency_key="py-call-1")
    assert client.contracts.call(contract["id"], idempotency_key="py-call-1") == first
    client.contracts.call(contract["id"])
    keys = client.receipts.keys()
    assert verify_call_receipt(first["receipt"], keys)
    assert not verify_call_receipt({**first["receipt"], "price": "0.01"}, keys)
    with pytest.raises(AgoraError) as refused:
        client.contracts.call(contract["id"])
    assert refused.value.code == "insufficient_funds"
    assert [c["seq"] for c in client.contracts.calls(contract["id"], limit=1)] == [2, 1]


def test_async_call_is_the_same_call(sandbox: dict[str, Any], client: Agora, agent: Agora) -> None:
    contract = client.services.hire_per_call(per_call_service(sandbox, agent, "0.01"), prepaid="0.10")["contract"]

    async def call() -> dict[str, Any]:
        async with AsyncAgora(base_url=sandbox["baseUrl"], api_key=sandbox["clientKey"]) as agora:
            made = await agora.contracts.call(contract["id"])
            assert await agora.receipts.verify_call(made["receipt"])
            return made

    assert asyncio.run(call())["seq"] == 1
