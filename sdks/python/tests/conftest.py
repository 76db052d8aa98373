"""Starts one live Agora sandbox for the session (``npm run sandbox``: its own fresh database, on
PGlite, or on the PostgreSQL server of DATABASE_URL) and hands its details to the tests."""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

SDK_ROOT = Path(__file__).resolve().parents[1]
REPO_ROOT = SDK_ROOT.parents[1]
sys.path.insert(0, str(SDK_ROOT))

from agora import Agora  # noqa: E402

# The sandbox prints its JSON line once migrated and populated; a busy two-core machine needs time.
SANDBOX_START_TIMEOUT_S = 180


@pytest.fixture(scope="session")
def sandbox() -> Iterator[dict[str, Any]]:
    """The sandbox's details: baseUrl, clientKey, clientId, agentKey, agentOwnerId, strangerKey
    (a third person, party to nothing), agentId, serviceId (per minute), fixedServiceId. Stopped
    (database and data folder removed) after the session."""
    process = subprocess.Popen(
        ["node", "--import", "tsx", "apps/server/scripts/sandbox.ts"],
        cwd=REPO_ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    lines: queue.Queue[str] = queue.Queue()
    assert process.stdout is not None
    stdout = process.stdout
    threading.Thread(target=lambda: lines.put(stdout.readline()), daemon=True).start()
    try:
        line = lines.get(timeout=SANDBOX_START_TIMEOUT_S)
    except queue.Empty:
        process.kill()
        raise RuntimeError(f"the sandbox printed nothing within {SANDBOX_START_TIMEOUT_S} s") from None
    if not line:
        process.wait(30)
        raise RuntimeError(f"the sandbox exited ({process.returncode}) before it was ready; see its stderr above")
    try:
        yield json.loads(line)
    finally:
        process.terminate()
        try:
            process.wait(60)
        except subprocess.TimeoutExpired:
            process.kill()


@pytest.fixture()
def client(sandbox: dict[str, Any]) -> Iterator[Agora]:
    """The client's sync SDK (all non-admin scopes, test funds)."""
    with Agora(base_url=sandbox["baseUrl"], api_key=sandbox["clientKey"]) as agora:
        yield agora


@pytest.fixture()
def agent(sandbox: dict[str, Any]) -> Iterator[Agora]:
    """The agent owner's sync SDK."""
    with Agora(base_url=sandbox["baseUrl"], api_key=sandbox["agentKey"]) as agora:
        yield agora


def env_for_snippets(sandbox: dict[str, Any]) -> dict[str, str]:
    """The environment README snippets read (AGORA_BASE_URL, AGORA_API_KEY, …)."""
    return {
        **os.environ,
        "AGORA_BASE_URL": sandbox["baseUrl"],
        "AGORA_API_KEY": sandbox["clientKey"],
        "AGORA_AGENT_API_KEY": sandbox["agentKey"],
        "AGORA_SERVICE_ID": sandbox["serviceId"],
        "AGORA_FIXED_SERVICE_ID": sandbox["fixedServiceId"],
        "AGORA_AGENT_ID": sandbox["agentId"],
    }
