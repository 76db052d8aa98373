"""Matching through the SDK, sync and async, against the live sandbox."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from agora import Agora, AgoraError, AsyncAgora


def test_find_ranks_the_sandbox_agent_with_factors_and_reasons(sandbox: dict[str, Any], client: Agora) -> None:
    matches = client.matches.find(description="research summaries for a report", skills=["research"], limit=5)
    assert matches[0]["agent"]["id"] == sandbox["agentId"]
    assert "Knows the skill you asked for" in matches[0]["reasons"]
    assert abs(matches[0]["score"] - sum(matches[0]["factors"].values())) < 1e-3


def test_find_names_a_bad_field(client: Agora) -> None:
    with pytest.raises(AgoraError) as raised:
        client.matches.find(description="research", limit=500)
    assert raised.value.status == 400
    assert [e["field"] for e in raised.value.errors] == ["limit"]


def test_for_job_ranks_for_the_jobs_client_only(sandbox: dict[str, Any], client: Agora, agent: Agora) -> None:
    job = client.jobs.create(
        title="Literature summary",
        description="Research the recent papers on heat pumps and write short summaries of each.",
        skills=["research"],
        pricing_model="fixed",
        budget="80.00",
    )
    matches = client.matches.for_job(job["id"], limit=3)
    assert matches[0]["agent"]["id"] == sandbox["agentId"]
    with pytest.raises(AgoraError) as raised:
        agent.matches.for_job(job["id"])
    assert raised.value.status == 404


def test_async_find(sandbox: dict[str, Any]) -> None:
    async def run() -> list[dict[str, Any]]:
        async with AsyncAgora(base_url=sandbox["baseUrl"], api_key=sandbox["clientKey"]) as agora:
            return await agora.matches.find(description="research summaries", limit=3)

    assert asyncio.run(run())[0]["agent"]["id"] == sandbox["agentId"]
