"""Offline checks: stream receipts and signed mandates (Ed25519 over RFC 8785 canonical JSON), and webhook
signatures (HMAC-SHA256)."""

from __future__ import annotations

import base64
import binascii
import hashlib
import hmac
import math
import re
import time
from collections.abc import Mapping
from decimal import Decimal
from typing import Any

from cryptography.exceptions import InvalidSignature
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

WEBHOOK_TOLERANCE_S_DEFAULT = 300
"""Default most seconds between a webhook signature's ``t`` and now, either way (Stripe's default)."""

RECEIPT_BATCH_MAX = 65_536
"""Most step receipts one batch signature covers (the server's ``receiptBatchMax``)."""

_BASE64URL = re.compile(r"^[A-Za-z0-9_-]*$")
_AT = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$")
_MONEY = re.compile(r"^-?\d+(\.\d{1,6})?$")
_COMMON: dict[str, type] = {"streamId": str, "seq": int, "at": str, "keyId": str, "signature": str, "final": bool}
_STEP: dict[str, type] = {**_COMMON, "accrued": str}
_FINAL: dict[str, type] = {**_COMMON, "gross": str, "fee": str, "net": str}
_ISO = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$")
_TEXT = (str,)
_NUMBER = (int, float)
# Each field of a signed mandate: the types it may hold (None: may be null). The server's schema is
# strict, so a document with any other field is refused before its signature is checked.
_MANDATE: dict[str, tuple[tuple[type, ...], bool]] = {
    "type": (_TEXT, False),
    "mandateId": (_TEXT, False),
    "issuer": (_TEXT, False),
    "ownerId": (_TEXT, False),
    "apiKeyId": (_TEXT, False),
    "perJobMax": (_TEXT, False),
    "perDayMax": (_TEXT, False),
    "totalMax": (_TEXT, True),
    "categories": ((list,), True),
    "pricingModels": ((list,), True),
    "minReputation": (_NUMBER, True),
    "minVerificationLevel": ((int,), True),
    "expiresAt": (_TEXT, True),
    "status": (_TEXT, False),
    "issuedAt": (_TEXT, False),
    "keyId": (_TEXT, False),
    "signature": (_TEXT, False),
}


def canonical_json(value: Any) -> str:
    """The JSON Canonicalization Scheme (RFC 8785) text of ``value`` for the JSON that receipts hold:
    objects, arrays, strings, integers, booleans and null. Keys are sorted by UTF-16 code units, no
    whitespace, strings escaped as ECMAScript's JSON.stringify does.

    Floats are written as ECMAScript's Number.prototype.toString writes them (RFC 8785 §3.2.2.3):
    the shortest round-tripping digits, positional from 1e-6 up to 1e21, exponent form outside.

    Raises:
        TypeError: for NaN, infinities and values with no JSON form.
    """
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return _number(value)
    if isinstance(value, str):
        return _string(value)
    if isinstance(value, Mapping):
        keys = sorted(value, key=lambda k: str(k).encode("utf-16-be"))
        return "{" + ",".join(f"{_string(str(k))}:{canonical_json(value[k])}" for k in keys) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(canonical_json(v) for v in value) + "]"
    raise TypeError(f"canonical_json: {type(value).__name__} is not supported")


def _number(value: float) -> str:
    """A float as ECMAScript writes it; Python's repr already gives the shortest round-tripping digits."""
    if not math.isfinite(value):
        raise TypeError("canonical_json: NaN and infinities have no JSON form")
    if value == 0:
        return "0"
    magnitude = abs(value)
    if 1e-6 <= magnitude < 1e21:
        if value.is_integer():
            return str(int(value))
        return format(Decimal(repr(value)), "f")
    mantissa, _, exponent = repr(value).partition("e")
    mantissa = mantissa.removesuffix(".0")
    power = int(exponent)
    return f"{mantissa}e{'+' if power > 0 else '-'}{abs(power)}"


def _string(text: str) -> str:
    """A JSON string as RFC 8785 §3.2.2.2 writes it: only ``"``, ``\\`` and controls escaped, short forms where they exist."""
    out = ['"']
    for char in text:
        code = ord(char)
        if char == '"':
            out.append('\\"')
        elif char == "\\":
            out.append("\\\\")
        elif char == "\b":
            out.append("\\b")
        elif char == "\f":
            out.append("\\f")
        elif char == "\n":
            out.append("\\n")
        elif char == "\r":
            out.append("\\r")
        elif char == "\t":
            out.append("\\t")
        elif code < 0x20:
            out.append(f"\\u{code:04x}")
        elif 0xD800 <= code <= 0xDFFF:
            raise TypeError("canonical_json: lone surrogate in a string")
        else:
            out.append(char)
    out.append('"')
    return "".join(out)


def _b64url_decode(text: str) -> bytes | None:
    """Unpadded base64url (RFC 4648 §5), refusing non-canonical spellings (stray low bits)."""
    if not _BASE64URL.match(text) or len(text) % 4 == 1:
        return None
    try:
        data = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):
        return None
    if base64.urlsafe_b64encode(data).rstrip(b"=").decode() != text:
        return None
    return data


def _well_formed(receipt: Any) -> bool:
    """The receipt's shape as the server's schema has it: exactly the fields of a step or a final
    receipt, and a step receipt's batch ``proof`` when it has one."""
    if not isinstance(receipt, Mapping):
        return False
    shape = _FINAL if receipt.get("final") is True else _STEP if receipt.get("final") is False else None
    if shape is None:
        return False
    if shape is _STEP and "proof" in receipt:
        if not _proof_well_formed(receipt["proof"]):
            return False
        receipt = {k: v for k, v in receipt.items() if k != "proof"}
    if set(receipt) != set(shape):
        return False
    for name, kind in shape.items():
        value = receipt[name]
        if not (_is_int(value) if kind is int else isinstance(value, kind)):
            return False
    money = ("gross", "fee", "net") if receipt["final"] else ("accrued",)
    return (
        receipt["seq"] >= 0
        and bool(_AT.match(receipt["at"]))
        and len(receipt["signature"]) == 86
        and all(_MONEY.match(receipt[m]) for m in money)
    )


def _is_int(value: Any) -> bool:
    # bool is an int in Python: counts must be real integers.
    return isinstance(value, int) and not isinstance(value, bool)


def _proof_well_formed(proof: Any) -> bool:
    """A batch proof as the server's schema has it: ``index``, ``size`` and a ``path`` of hashes."""
    return (
        isinstance(proof, Mapping)
        and set(proof) == {"index", "size", "path"}
        and _is_int(proof["index"])
        and _is_int(proof["size"])
        and 0 <= proof["index"]
        and 1 <= proof["size"] <= RECEIPT_BATCH_MAX
        and isinstance(proof["path"], list)
        and len(proof["path"]) <= 16
        and all(isinstance(p, str) and len(p) == 43 for p in proof["path"])
    )


def _merkle_root(leaf: bytes, index: int, size: int, path: list[bytes]) -> bytes | None:
    """The root an RFC 9162 §2.1.3.2 inclusion proof leads to from ``leaf`` (a leaf hash); None
    when the proof does not fit a tree of ``size`` leaves. Inner nodes are SHA-256(0x01 ‖ l ‖ r)."""
    if index >= size:
        return None
    fn, sn, r = index, size - 1, leaf
    for p in path:
        if sn == 0:
            return None
        if fn & 1 or fn == sn:
            r = hashlib.sha256(b"\x01" + p + r).digest()
            while not fn & 1 and fn != 0:
                fn >>= 1
                sn >>= 1
        else:
            r = hashlib.sha256(b"\x01" + r + p).digest()
        fn >>= 1
        sn >>= 1
    return r if sn == 0 else None


def _batch_signed(receipt: Mapping[str, Any], jwks: Any) -> bool:
    """A batched step receipt (decision 051): its leaf hash, SHA-256(0x00 ‖ canonical JSON of the
    receipt without ``signature`` and ``proof``), and inclusion path give the batch's Merkle root,
    and ``signature`` must sign ``{"keyId", "receiptBatch": {"root", "size"}}`` of that root."""
    proof = receipt["proof"]
    path = [_b64url_decode(p) for p in proof["path"]]
    if any(p is None or len(p) != 32 for p in path):
        return False
    body = {k: v for k, v in receipt.items() if k not in ("signature", "proof")}
    leaf = hashlib.sha256(b"\x00" + canonical_json(body).encode("utf-8")).digest()
    root = _merkle_root(leaf, proof["index"], proof["size"], path)  # type: ignore[arg-type]
    if root is None:
        return False
    statement = {
        "keyId": receipt["keyId"],
        "receiptBatch": {"root": base64.urlsafe_b64encode(root).rstrip(b"=").decode(), "size": proof["size"]},
        "signature": receipt["signature"],
    }
    return _signed_by(statement, jwks)


def verify_receipt(receipt: Any, jwks: Any) -> bool:
    """Checks a stream receipt offline: the Ed25519 signature (RFC 8032; key as a JWK, RFC 8037)
    over the UTF-8 bytes of the RFC 8785 canonical JSON of the receipt without its ``signature``,
    with the key of ``jwks`` whose ``kid`` is the receipt's ``keyId``.

    A valid step receipt (``final: false``) only confirms a running figure; money owed is what a
    valid final receipt (``final: true``: ``gross``, ``fee``, ``net``) states.

    A step receipt with a ``proof`` shares one signature with its batch (decision 051): its leaf
    hash and inclusion path (RFC 9162 §2.1.3) give the batch's Merkle root, whose signed statement
    is checked instead.

    Args:
        receipt: the receipt as received (parsed JSON), e.g. a stream's ``receipt``.
        jwks: the key set from ``GET /.well-known/agora-receipts.json`` (``{"keys": [...]}``).

    Returns:
        True only for a well-formed receipt signed by that key; False for an unknown ``kid``, a bad
        signature, extra or missing fields, or a malformed key set. Never raises.
    """
    if not _well_formed(receipt):
        return False
    return _batch_signed(receipt, jwks) if "proof" in receipt else _signed_by(receipt, jwks)


_CALL: dict[str, type] = {
    "contractId": str,
    "seq": int,
    "price": str,
    "spent": str,
    "at": str,
    "keyId": str,
    "signature": str,
}


def _call_receipt_well_formed(receipt: Any) -> bool:
    """A call receipt's shape as the server's schema has it (decision 086): exactly its fields."""
    if not isinstance(receipt, Mapping) or set(receipt) != set(_CALL):
        return False
    for name, kind in _CALL.items():
        value = receipt[name]
        if not (_is_int(value) if kind is int else isinstance(value, kind)):
            return False
    return (
        receipt["seq"] >= 1
        and bool(_AT.match(receipt["at"]))
        and len(receipt["signature"]) == 86
        and all(_MONEY.match(receipt[m]) for m in ("price", "spent"))
    )


def verify_call_receipt(receipt: Any, jwks: Any) -> bool:
    """Checks the receipt of one call of a per-call contract offline (decision 086), exactly as
    :func:`verify_receipt` checks a stream's: Ed25519 (RFC 8032) over the UTF-8 bytes of the RFC 8785
    canonical JSON of the receipt without ``signature``, by the key of ``jwks`` whose ``kid`` is its
    ``keyId``.

    Args:
        receipt: the receipt as received (``call["receipt"]``, parsed JSON).
        jwks: the key set from ``GET /.well-known/agora-receipts.json`` (``{"keys": [...]}``).

    Returns:
        True only for a well-formed call receipt signed by that key; False otherwise. Never raises.
    """
    return _call_receipt_well_formed(receipt) and _signed_by(receipt, jwks)


def _mandate_well_formed(document: Any) -> bool:
    """The signed mandate's shape as the server's schema has it: exactly its fields, each of its type."""
    if not isinstance(document, Mapping) or set(document) != set(_MANDATE):
        return False
    for name, (kinds, nullable) in _MANDATE.items():
        value = document[name]
        if value is None and nullable:
            continue
        if isinstance(value, bool) or not isinstance(value, kinds):
            return False
    lists_hold_text = all(
        document[name] is None or all(isinstance(v, str) for v in document[name])
        for name in ("categories", "pricingModels")
    )
    money = ("perJobMax", "perDayMax", "totalMax")
    return (
        document["type"] == "agora.mandate/v1"
        and lists_hold_text
        and all(document[m] is None or _MONEY.match(document[m]) for m in money)
        and bool(_AT.match(document["issuedAt"]))
        and (document["expiresAt"] is None or bool(_ISO.match(document["expiresAt"])))
        and len(document["signature"]) == 86
    )


def verify_mandate(document: Any, jwks: Any) -> bool:
    """Checks a signed spending mandate offline (``GET /api/v1/mandates/{id}/document``), exactly as
    :func:`verify_receipt` checks receipts: Ed25519 (RFC 8032) over the UTF-8 bytes of the RFC 8785
    canonical JSON of the document without ``signature``, by the key of ``jwks`` whose ``kid`` is
    its ``keyId`` (the receipt key set).

    A valid document proves the platform issued these terms at ``issuedAt``; whether the mandate is
    still active now is for the platform to say (it may have been revoked since).

    Args:
        document: the document as received (parsed JSON).
        jwks: the key set from ``GET /.well-known/agora-receipts.json`` (``{"keys": [...]}``).

    Returns:
        True only for a well-formed document signed by that key; False otherwise. Never raises.
    """
    return _mandate_well_formed(document) and _signed_by(document, jwks)


def _signed_by(document: Mapping[str, Any], jwks: Any) -> bool:
    """Whether ``document["signature"]`` is the Ed25519 signature, by the key ``document["keyId"]``
    of ``jwks``, of the canonical JSON of every other field. Never raises."""
    try:
        if not isinstance(jwks, Mapping) or not isinstance(jwks.get("keys"), list):
            return False
        signed = {k: v for k, v in document.items() if k != "signature"}
        key = next(
            (
                k
                for k in jwks["keys"]
                if isinstance(k, Mapping) and k.get("kid") == signed["keyId"] and k.get("kty") == "OKP"
            ),
            None,
        )
        if key is None or key.get("crv") != "Ed25519" or not isinstance(key.get("x"), str):
            return False
        public = _b64url_decode(key["x"])
        signature = _b64url_decode(document["signature"])
        if public is None or len(public) != 32 or signature is None:
            return False
        Ed25519PublicKey.from_public_bytes(public).verify(signature, canonical_json(signed).encode("utf-8"))
        return True
    except (InvalidSignature, ValueError, TypeError):
        return False


def verify_webhook(
    raw_body: str | bytes,
    header: str,
    secret: str,
    tolerance_s: int = WEBHOOK_TOLERANCE_S_DEFAULT,
    now_s: int | None = None,
) -> bool:
    """Verifies the ``Agora-Signature`` header of a webhook delivery.

    The header is ``t=<unix seconds>,v1=<hex>`` (the scheme Stripe documents for its webhooks): each
    ``v1`` is HMAC-SHA256(secret, ``"<t>.<raw body>"``) in hex; several ``v1`` may be present while
    a secret rotates, and one match is enough. Compared with :func:`hmac.compare_digest`.

    Args:
        raw_body: the request body exactly as received; verify before parsing (re-serialised JSON differs).
        header: the ``Agora-Signature`` header's value.
        secret: the endpoint's signing secret (``whsec_…``), shown once when the endpoint was created.
        tolerance_s: most seconds between ``t`` and now, either way, against replays (default 300).
        now_s: the current time in unix seconds (for tests); defaults to the clock.

    Returns:
        True when a signature matches and ``t`` is within the tolerance; False otherwise. Never raises.
    """
    try:
        t: int | None = None
        candidates: list[str] = []
        for part in header.split(","):
            name, sep, value = part.partition("=")
            name, value = name.strip(), value.strip()
            if not sep:
                continue
            if name == "t" and re.fullmatch(r"\d{1,12}", value):
                t = int(value)
            elif name == "v1" and re.fullmatch(r"[0-9a-fA-F]{64}", value):
                candidates.append(value.lower())
        now = int(time.time()) if now_s is None else now_s
        if t is None or not candidates or abs(now - t) > tolerance_s:
            return False
        body = raw_body if isinstance(raw_body, bytes) else raw_body.encode("utf-8")
        expected = hmac.new(secret.encode("utf-8"), f"{t}.".encode() + body, hashlib.sha256).hexdigest()
        matched = False
        # Every candidate is compared in full, so timing tells nothing about which one matched.
        for candidate in candidates:
            matched = hmac.compare_digest(expected, candidate) or matched
        return matched
    except (AttributeError, TypeError, ValueError):
        return False
