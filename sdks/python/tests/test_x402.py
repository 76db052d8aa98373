"""x402: authorizations of single calls on Agora's ledger, sync and async, live (decision 083)."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from agora import Agora, AgoraError, AsyncAgora

RESOURCE = "https://api.example.test/v1/quote"


def requirement(network: str, agent_id: str, **changes: Any) -> dict[str, Any]:
    """The requirement a resource's 402 answer would name for one call of 1,500 µUSD to ``agent_id``."""
    return {
        "scheme": "exact",
        "network": network,
        "asset": "USD",
        "amount": "1500",
        "payTo": agent_id,
        "maxTimeoutSeconds": 60,
        "extra": {"decimals": 6},
        **changes,
    }


def test_authorizes_a_call_and_reads_it_back_unsettled(sandbox: dict[str, Any], client: Agora) -> None:
    kind = client.x402.supported()["kinds"][0]
    assert kind["scheme"] == "exact" and kind["extra"] == {"asset": "USD", "decimals": 6}
    accepted = requirement(kind["network"], sandbox["agentId"])
    authorization = client.x402.authorize(accepted=accepted, resource=RESOURCE)
    assert (authorization["amount"], authorization["payTo"], authorization["resource"]) == (
        "1500",
        sandbox["agentId"],
        RESOURCE,
    )
    state = client.x402.authorization(authorization["id"])
    assert state["authorization"]["id"] == authorization["id"]
    assert state["settlement"] is None


def test_async_authorize_is_the_same_call(sandbox: dict[str, Any], client: Agora) -> None:
    network = client.x402.supported()["kinds"][0]["network"]

    async def authorize() -> dict[str, Any]:
        async with AsyncAgora(base_url=sandbox["baseUrl"], api_key=sandbox["clientKey"]) as agora:
            return await agora.x402.authorize(accepted=requirement(network, sandbox["agentId"]), resource=RESOURCE)

    assert asyncio.run(authorize())["network"] == network


def test_a_requirement_it_cannot_pay_raises_naming_every_field(sandbox: dict[str, Any], client: Agora) -> None:
    with pytest.raises(AgoraError) as refused:
        client.x402.authorize(
            accepted=requirement("eip155:8453", sandbox["agentId"], asset="EUR"),
            resource=RESOURCE,
        )
    assert refused.value.status == 400
    assert sorted(e["field"] for e in refused.value.errors) == ["accepted.asset", "accepted.network"]
