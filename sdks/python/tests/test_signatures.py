"""verify_receipt (Ed25519 over RFC 8785 canonical JSON) and verify_webhook (Stripe-style HMAC)."""

from __future__ import annotations

import base64
import hashlib
import hmac
import time
from typing import Any

import pytest
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat

from agora import canonical_json, verify_mandate, verify_receipt, verify_webhook


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def _signed(fields: dict[str, Any], key: Ed25519PrivateKey) -> dict[str, Any]:
    return {**fields, "signature": _b64url(key.sign(canonical_json(fields).encode()))}


KEY = Ed25519PrivateKey.generate()
JWKS = {
    "keys": [
        {
            "kty": "OKP",
            "crv": "Ed25519",
            "kid": "test-key",
            "x": _b64url(KEY.public_key().public_bytes(Encoding.Raw, PublicFormat.Raw)),
        }
    ]
}
FINAL = {
    "streamId": "s-1",
    "seq": 12,
    "at": "2026-11-23T10:00:00.000Z",
    "keyId": "test-key",
    "final": True,
    "gross": "0.12",
    "fee": "0.012",
    "net": "0.108",
}


def test_canonical_json_sorts_keys_by_utf16_and_writes_no_whitespace() -> None:
    # RFC 8785 §3.2.3: keys sort by UTF-16 code units, so U+20AC (€) comes before U+1F600 (😀, a surrogate pair D83D…).
    assert canonical_json({"b": [1, True, None], "a": "x\ny\"", "😀": 1, "€": 2}) == (
        '{"a":"x\\ny\\"","b":[1,true,null],"€":2,"😀":1}'
    )
    assert canonical_json({"c": "\u001f"}) == '{"c":"\\u001f"}'


def test_a_signed_receipt_verifies_and_any_change_breaks_it() -> None:
    receipt = _signed(FINAL, KEY)
    assert verify_receipt(receipt, JWKS) is True
    assert verify_receipt({**receipt, "net": "0.109"}, JWKS) is False
    assert verify_receipt({**receipt, "final": False}, JWKS) is False
    assert verify_receipt({**receipt, "extra": "unsigned"}, JWKS) is False
    assert verify_receipt({**receipt, "keyId": "other"}, JWKS) is False
    assert verify_receipt(receipt, {"keys": []}) is False
    assert verify_receipt(receipt, "not a key set") is False
    other = Ed25519PrivateKey.generate()
    assert verify_receipt(_signed(FINAL, other), JWKS) is False


def _started_stream(sandbox: dict[str, Any], client: Any, agent: Any) -> dict[str, Any]:
    """A stream started on a contract the client hired, the agent accepted and the client funded."""
    offer = client.services.hire(sandbox["serviceId"])
    contract = agent.offers.accept(offer["id"])["contract"]
    client.contracts.fund(contract["id"], amount="1.00")
    return client.streams.start(contract["id"])


def test_a_real_final_receipt_from_the_server_verifies_with_its_published_keys(
    sandbox: dict[str, Any], client: Any, agent: Any
) -> None:
    stream = _started_stream(sandbox, client, agent)
    agent.streams.heartbeat(stream["id"])
    settled = client.streams.stop(stream["id"])
    jwks = client.receipts.keys()
    receipt = settled["receipt"]
    assert receipt["final"] is True
    assert verify_receipt(receipt, jwks) is True
    assert verify_receipt({**receipt, "gross": "999.00"}, jwks) is False
    assert verify_receipt({**receipt, "seq": receipt["seq"] + 1}, jwks) is False


def _tree(leaves: list[bytes]) -> tuple[bytes, list[list[bytes]]]:
    """RFC 9162 §2.1.1 MTH of ``leaves`` and each leaf's §2.1.3.1 PATH, built the spec's way."""
    if len(leaves) == 1:
        return hashlib.sha256(b"\x00" + leaves[0]).digest(), [[]]
    k = 1
    while k * 2 < len(leaves):
        k *= 2
    left, left_paths = _tree(leaves[:k])
    right, right_paths = _tree(leaves[k:])
    paths = [p + [right] for p in left_paths] + [p + [left] for p in right_paths]
    return hashlib.sha256(b"\x01" + left + right).digest(), paths


def _batch(bodies: list[dict[str, Any]], key: Ed25519PrivateKey) -> list[dict[str, Any]]:
    """Signs ``bodies`` as one batch, as the server does for step confirmations (decision 051)."""
    root, paths = _tree([canonical_json(b).encode() for b in bodies])
    statement = {"keyId": "test-key", "receiptBatch": {"root": _b64url(root), "size": len(bodies)}}
    signature = _b64url(key.sign(canonical_json(statement).encode()))
    return [
        {**b, "proof": {"index": i, "size": len(bodies), "path": [_b64url(p) for p in paths[i]]}, "signature": signature}
        for i, b in enumerate(bodies)
    ]


STEP = {"streamId": "s-1", "seq": 3, "at": "2026-11-23T10:00:00.000Z", "keyId": "test-key", "final": False}


@pytest.mark.parametrize("size", [1, 2, 3, 5, 8, 13])
def test_every_receipt_of_a_signed_batch_verifies_alone(size: int) -> None:
    receipts = _batch([{**STEP, "seq": i, "accrued": f"0.0{i}"} for i in range(size)], KEY)
    assert all(verify_receipt(r, JWKS) for r in receipts)


def test_a_batched_receipt_whose_figures_place_or_path_changed_is_refused() -> None:
    receipts = _batch([{**STEP, "seq": i, "accrued": f"0.0{i}"} for i in range(5)], KEY)
    third = receipts[2]
    proof = third["proof"]
    assert verify_receipt({**third, "accrued": "0.09"}, JWKS) is False
    assert verify_receipt({**third, "proof": {**proof, "index": 3}}, JWKS) is False
    assert verify_receipt({**third, "proof": {**proof, "size": 6}}, JWKS) is False
    assert verify_receipt({**third, "proof": {**proof, "path": proof["path"][1:]}}, JWKS) is False
    assert verify_receipt({**third, "proof": {**proof, "extra": 1}}, JWKS) is False
    assert verify_receipt({**third, "proof": {**proof, "index": True}}, JWKS) is False
    assert verify_receipt({k: v for k, v in third.items() if k != "proof"}, JWKS) is False
    other = _batch([{**STEP, "accrued": "0.01"}], Ed25519PrivateKey.generate())[0]
    assert verify_receipt({**third, "signature": other["signature"]}, JWKS) is False


def test_live_step_confirmations_from_the_server_verify_with_its_published_keys(
    sandbox: dict[str, Any], client: Any, agent: Any
) -> None:
    stream = _started_stream(sandbox, client, agent)
    received: list[dict[str, Any]] = []
    subscription = client.events.subscribe(f"stream:{stream['id']}", received.append)
    try:
        subscription.wait_subscribed(60)
        deadline = time.monotonic() + 30
        while not any(e["event"] == "confirmation" for e in received) and time.monotonic() < deadline:
            time.sleep(0.05)
    finally:
        subscription.close()
        client.streams.stop(stream["id"])
    receipt = next(e for e in received if e["event"] == "confirmation")["data"]["receipt"]
    jwks = client.receipts.keys()
    assert "proof" in receipt
    assert verify_receipt(receipt, jwks) is True
    assert verify_receipt({**receipt, "accrued": "999.00"}, jwks) is False


def _header(body: str, secret: str, t: int) -> str:
    digest = hmac.new(secret.encode(), f"{t}.{body}".encode(), hashlib.sha256).hexdigest()
    return f"t={t},v1={digest}"


def test_verify_webhook_accepts_a_fresh_signature_and_refuses_tampering_and_replays() -> None:
    body = '{"id":"evt_1","type":"contract.funded","createdAt":"2026-11-23T10:00:00.000Z","data":{}}'
    secret = "whsec_test"
    now = int(time.time())
    assert verify_webhook(body, _header(body, secret, now), secret) is True
    assert verify_webhook(body.encode(), _header(body, secret, now), secret) is True
    assert verify_webhook(body + " ", _header(body, secret, now), secret) is False
    assert verify_webhook(body, _header(body, "whsec_other", now), secret) is False
    assert verify_webhook(body, _header(body, secret, now - 301), secret) is False
    assert verify_webhook(body, _header(body, secret, now - 301), secret, tolerance_s=600) is True
    rotated = f"{_header(body, 'whsec_old', now)},v1={_header(body, secret, now).split('v1=')[1]}"
    assert verify_webhook(body, rotated, secret) is True
    assert verify_webhook(body, "garbage", secret) is False


MANDATE = {
    "type": "agora.mandate/v1",
    "mandateId": "m-1",
    "issuer": "https://agora.example",
    "ownerId": "u-1",
    "apiKeyId": "k-1",
    "perJobMax": "30.00",
    "perDayMax": "50.00",
    "totalMax": None,
    "categories": ["Research"],
    "pricingModels": None,
    "minReputation": 4.5,
    "minVerificationLevel": 1,
    "expiresAt": None,
    "status": "active",
    "issuedAt": "2026-11-23T10:00:00.000Z",
    "keyId": "test-key",
}


def test_canonical_json_writes_numbers_as_ecmascript_does() -> None:
    assert canonical_json([4.5, 5.0, 0.000001, 1e-7, 1e21, 123456.789, -0.0]) == (
        "[4.5,5,0.000001,1e-7,1e+21,123456.789,0]"
    )


def test_a_signed_mandate_verifies_and_any_change_breaks_it() -> None:
    document = _signed(MANDATE, KEY)
    assert verify_mandate(document, JWKS) is True
    assert verify_mandate({**document, "perDayMax": "5000.00"}, JWKS) is False
    assert verify_mandate({**document, "minReputation": 0}, JWKS) is False
    assert verify_mandate({**document, "extra": 1}, JWKS) is False
    # A receipt is not a mandate, though signed by the same key.
    assert verify_mandate(_signed(FINAL, KEY), JWKS) is False
