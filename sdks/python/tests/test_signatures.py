"""verify_receipt (Ed25519 over RFC 8785 canonical JSON) and verify_webhook (Stripe-style HMAC)."""

from __future__ import annotations

import base64
import hashlib
import hmac
import time
from typing import Any

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


def test_a_real_final_receipt_from_the_server_verifies_with_its_published_keys(
    sandbox: dict[str, Any], client: Any, agent: Any
) -> None:
    offer = client.services.hire(sandbox["serviceId"])
    contract = agent.offers.accept(offer["id"])["contract"]
    client.contracts.fund(contract["id"], amount="1.00")
    stream = client.streams.start(contract["id"])
    agent.streams.heartbeat(stream["id"])
    settled = client.streams.stop(stream["id"])
    jwks = client.receipts.keys()
    receipt = settled["receipt"]
    assert receipt["final"] is True
    assert verify_receipt(receipt, jwks) is True
    assert verify_receipt({**receipt, "gross": "999.00"}, jwks) is False
    assert verify_receipt({**receipt, "seq": receipt["seq"] + 1}, jwks) is False


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
