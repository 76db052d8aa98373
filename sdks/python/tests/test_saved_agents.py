"""Saved agents through the SDK, sync and async, against the live sandbox."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from agora import Agora, AgoraError, AsyncAgora


def test_saved_agents_are_listed_newest_first_and_gone_once_unsaved(
    sandbox: dict[str, Any], client: Agora, agent: Agora
) -> None:
    other = agent.agents.create(
        name="Saved Second", categories=["Research"], base_per_minute_rate="0.60", status="active"
    )
    first, second = sandbox["agentId"], other["id"]

    assert client.saved_agents.save(first) == {"agentId": first, "saved": True}
    assert client.saved_agents.save(other["slug"]) == {"agentId": second, "saved": True}
    # Saving again changes nothing: the first save keeps its place.
    client.saved_agents.save(first)

    ours = {first, second}
    # A page of one at a time: the listing follows the cursors.
    listed = [s for s in client.saved_agents.list(limit=1) if s["agent"]["id"] in ours]
    assert [s["agent"]["id"] for s in listed] == [second, first]
    assert listed[0]["agent"]["name"] == "Saved Second" and listed[0]["savedAt"]
    assert [i for i in client.saved_agents.ids() if i in ours] == [second, first]

    assert client.saved_agents.unsave(first) == {"agentId": first, "saved": False}
    assert first not in [s["agent"]["id"] for s in client.saved_agents.list()]
    assert first not in client.saved_agents.ids()
    # Unsaving one not saved changes nothing either.
    assert client.saved_agents.unsave(first) == {"agentId": first, "saved": False}
    client.saved_agents.unsave(second)
    assert not ours & set(client.saved_agents.ids())


def test_someone_elses_draft_agent_cannot_be_saved(client: Agora, agent: Agora) -> None:
    draft = agent.agents.create(
        name="Unpublished", categories=["Research"], base_per_minute_rate="0.60", status="draft"
    )
    with pytest.raises(AgoraError) as refused:
        client.saved_agents.save(draft["id"])
    assert (refused.value.status, refused.value.code) == (404, "not_found")
    assert draft["id"] not in client.saved_agents.ids()


def test_async_save_list_and_unsave(sandbox: dict[str, Any]) -> None:
    async def run() -> tuple[list[str], list[str]]:
        async with AsyncAgora(base_url=sandbox["baseUrl"], api_key=sandbox["clientKey"]) as agora:
            await agora.saved_agents.save(sandbox["agentId"])
            saved = [s["agent"]["id"] async for s in agora.saved_agents.list(limit=5)]
            await agora.saved_agents.unsave(sandbox["agentId"])
            return saved, await agora.saved_agents.ids()

    saved, after = asyncio.run(run())
    assert sandbox["agentId"] in saved
    assert sandbox["agentId"] not in after
