"""Evidence files in disputes through the SDK, sync and async, against the live sandbox."""

from __future__ import annotations

import asyncio
import base64
from pathlib import Path
from typing import Any

import pytest

from agora import Agora, AgoraError, AsyncAgora

# A 1×1 PNG: a real image, which the server decodes before it takes it.
PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
)
PDF = (
    b"%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n"
    b"trailer<</Root 1 0 R>>\n%%EOF\n"
)
HTML = b"<!doctype html><script>alert(document.cookie)</script>"
EVIDENCE_BYTES_MAX = 5 * 1024 * 1024


@pytest.fixture()
def stranger(sandbox: dict[str, Any]) -> Any:
    """The SDK of the sandbox's third person, party to no contract."""
    with Agora(base_url=sandbox["baseUrl"], api_key=sandbox["strangerKey"]) as agora:
        yield agora


def _open_dispute(sandbox: dict[str, Any], client: Agora, agent: Agora) -> dict[str, Any]:
    """A funded fixed-price contract between the sandbox's client and agent owner, disputed by the client."""
    client.wallet.test_deposit(amount="5.00")
    offer = client.services.hire(sandbox["fixedServiceId"], amount="5.00")
    contract = agent.offers.accept(offer["id"])["contract"]
    client.contracts.fund(contract["id"], amount="5.00")
    return client.contracts.dispute(contract["id"], reason="The brief never arrived as agreed.")


def _files(dispute: dict[str, Any]) -> list[dict[str, Any]]:
    return [m["evidenceFile"] for m in dispute["messages"] if m.get("evidenceFile")]


def test_both_parties_upload_and_download_each_others_files(
    sandbox: dict[str, Any], client: Agora, agent: Agora, tmp_path: Path
) -> None:
    dispute = _open_dispute(sandbox, client, agent)
    with_image = client.disputes.upload_evidence(dispute["id"], PNG, name="screen shot.png", content_type="image/png")
    assert _files(with_image) == [
        {**_files(with_image)[0], "name": "screen shot.png", "contentType": "image/png", "sizeBytes": len(PNG)}
    ]
    assert with_image["messages"][-1]["body"] == "Evidence: screen shot.png"

    # The other party sends an open file: its name goes with it, its type is read from its bytes.
    invoice = tmp_path / "invoice.pdf"
    invoice.write_bytes(PDF)
    with invoice.open("rb") as f:
        with_both = agent.disputes.upload_evidence(dispute["id"], f, note="The invoice I sent.")
    assert with_both["messages"][-1]["author"] == "provider"
    assert with_both["messages"][-1]["body"] == "The invoice I sent."
    image, pdf = _files(with_both)
    assert (pdf["name"], pdf["contentType"]) == ("invoice.pdf", "application/pdf")

    assert agent.disputes.download_evidence(dispute["id"], image["id"]) == PNG
    assert client.disputes.download_evidence(dispute["id"], pdf["id"]) == PDF


def test_someone_outside_the_dispute_gets_not_found(
    sandbox: dict[str, Any], client: Agora, agent: Agora, stranger: Agora
) -> None:
    dispute = _open_dispute(sandbox, client, agent)
    file = _files(client.disputes.upload_evidence(dispute["id"], PNG, name="proof.png"))[0]
    with pytest.raises(AgoraError) as upload:
        stranger.disputes.upload_evidence(dispute["id"], PNG, name="spam.png")
    assert (upload.value.status, upload.value.code) == (404, "not_found")
    with pytest.raises(AgoraError) as download:
        stranger.disputes.download_evidence(dispute["id"], file["id"])
    assert (download.value.status, download.value.code) == (404, "not_found")


def test_a_wrong_type_or_a_file_too_large_is_refused_with_its_problem(
    sandbox: dict[str, Any], client: Agora, agent: Agora
) -> None:
    dispute = _open_dispute(sandbox, client, agent)
    with pytest.raises(AgoraError) as renamed:
        client.disputes.upload_evidence(dispute["id"], HTML, name="photo.png", content_type="image/png")
    assert (renamed.value.status, renamed.value.code) == (415, "unsupported_media_type")
    assert [(e["in"], e["field"]) for e in renamed.value.errors] == [("body", "body")]

    with pytest.raises(AgoraError) as page:
        client.disputes.upload_evidence(dispute["id"], HTML, name="page.html", content_type="text/html")
    assert [(e["in"], e["field"]) for e in page.value.errors] == [("headers", "content-type")]

    largest = PDF + b" " * (EVIDENCE_BYTES_MAX - len(PDF))
    with pytest.raises(AgoraError) as large:
        client.disputes.upload_evidence(dispute["id"], largest + b" ", name="big.pdf")
    assert (large.value.status, large.value.code) == (413, "payload_too_large")

    # Bytes with no name are refused before anything is sent.
    with pytest.raises(TypeError):
        client.disputes.upload_evidence(dispute["id"], PDF)
    contract = client.request("GET", f"/api/v1/contracts/{dispute['contractId']}/disputes")
    assert _files(contract) == []

    # Exactly 5 MiB, the largest file the server takes, goes through.
    taken = client.disputes.upload_evidence(dispute["id"], largest, name="big.pdf")
    assert _files(taken)[0]["sizeBytes"] == EVIDENCE_BYTES_MAX


def test_async_upload_and_download(sandbox: dict[str, Any], client: Agora, agent: Agora) -> None:
    dispute = _open_dispute(sandbox, client, agent)

    async def run() -> bytes:
        async with AsyncAgora(base_url=sandbox["baseUrl"], api_key=sandbox["agentKey"]) as agora:
            answer = await agora.disputes.upload_evidence(dispute["id"], bytearray(PDF), name="receipt.pdf")
            return await agora.disputes.download_evidence(dispute["id"], _files(answer)[0]["id"])

    assert asyncio.run(run()) == PDF
