"""wallet.statement_csv: a month's statement as CSV text, sync and async, live."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from agora import Agora, AgoraError, AsyncAgora

HEADER = "date,transfer_id,code,description,counterparty,gross,fee,net,balance"


def test_statement_csv_holds_the_months_deposit_with_its_running_balance(client: Agora) -> None:
    transaction = client.wallet.test_deposit(amount="12.50")["transaction"]
    month = transaction["at"][:7]
    lines = client.wallet.statement_csv(month=month).split("\r\n")
    assert lines[0] == HEADER
    assert lines[-1] == ""
    line = next(line for line in lines[1:] if line.split(",")[1] == transaction["id"])
    assert line == (
        f"{transaction['at']},{transaction['id']},deposit,Deposit from Test funds,Agora,"
        f"12.50,0.00,12.50,{transaction['balanceAfter']}"
    )


def test_async_statement_csv_is_the_same_text(sandbox: dict[str, Any], client: Agora) -> None:
    month = client.wallet.test_deposit(amount="1.00")["transaction"]["at"][:7]

    async def download() -> str:
        async with AsyncAgora(base_url=sandbox["baseUrl"], api_key=sandbox["clientKey"]) as agora:
            return await agora.wallet.statement_csv(month=month)

    assert asyncio.run(download()) == client.wallet.statement_csv(month=month)


def test_a_malformed_month_raises_agora_error_naming_month(client: Agora) -> None:
    with pytest.raises(AgoraError) as refused:
        client.wallet.statement_csv(month="2026-13")
    assert (refused.value.status, refused.value.code) == (400, "validation_failed")
    assert set(refused.value.field_errors) == {"month"}
