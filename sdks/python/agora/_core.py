"""What the sync and async clients share: request description, retry policy, answers and errors."""

from __future__ import annotations

import email.utils
import os
import random
import time
import uuid
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import IO, Any
from urllib.parse import quote

import httpx

from ._errors import AgoraError

JSON = dict[str, Any]
"""A JSON object as the API sends it: camelCase keys, amounts as decimal-dollar strings ("12.50")."""

JSONList = list[JSON]
"""A list of JSON objects (a listing without pages)."""

Body = Mapping[str, Any] | None
"""A request body: the API's fields with their camelCase names, e.g. ``{"basePerMinuteRate": "0.60"}``."""

MAX_RETRIES_DEFAULT = 3
"""Retries of a retryable call after its first attempt."""
TIMEOUT_S_DEFAULT = 30.0
"""Time limit of each attempt, seconds."""
RETRY_BASE_S = 0.5
"""Ceiling of the first retry's backoff, seconds; each later retry doubles it up to RETRY_CAP_S."""
RETRY_CAP_S = 8.0
"""Most a backoff ceiling grows to, seconds."""
RETRY_AFTER_MAX_S = 60.0
"""Longest ``Retry-After`` honoured, seconds: asked for longer, the 429/503 is raised at once."""
RETRYABLE_METHODS = frozenset({"GET", "HEAD", "DELETE"})


@dataclass(frozen=True)
class Call:
    """One API call, described once and sent by either client.

    Attributes:
        method: HTTP method.
        path: path from the origin, ids already escaped.
        params: query parameters (None values are dropped).
        json: the JSON body, or None for none.
        idempotent: the server honours an ``Idempotency-Key`` here (money calls): one key is made
            per call and reused on each retry, so the work happens once.
        unwrap: a member of the answer to return instead of the whole body (e.g. ``offer``).
        text: the answer is a text file (e.g. CSV), returned as a str instead of parsed as JSON.
        content: a file sent as the body itself (its type in ``headers``), instead of ``json``.
        binary: the answer is a file, returned as bytes instead of parsed as JSON.
    """

    method: str
    path: str
    params: Mapping[str, Any] | None = None
    json: Any = None
    idempotent: bool = False
    unwrap: str | None = None
    headers: Mapping[str, str] = field(default_factory=dict)
    text: bool = False
    content: bytes | None = None
    binary: bool = False


FileContent = bytes | bytearray | memoryview | IO[bytes]
"""A file to upload: its bytes, or a file object opened in binary mode (``open(path, "rb")``), read to its end."""


def file_bytes(file: FileContent) -> tuple[bytes, str | None]:
    """The bytes of ``file`` and its name when it has one (the base name of an open file's path).

    Raises:
        TypeError: when ``file`` is text (a str, or a file opened without ``"b"``) rather than bytes.
    """
    if isinstance(file, (bytes, bytearray, memoryview)):
        return bytes(file), None
    data = file.read()
    if not isinstance(data, (bytes, bytearray)):
        raise TypeError("a file to upload must be bytes or a file opened in binary mode ('rb')")
    path = getattr(file, "name", None)
    return bytes(data), os.path.basename(path) if isinstance(path, str) else None


def segment(value: str) -> str:
    """``value`` escaped as one path segment (an id or slug from the caller)."""
    return quote(str(value), safe="")


def camel(name: str) -> str:
    """``base_per_minute_rate`` -> ``basePerMinuteRate``; a name without underscores is unchanged."""
    head, *rest = name.split("_")
    return head + "".join(part[:1].upper() + part[1:] for part in rest)


def body_of(body: Body, fields: Mapping[str, Any]) -> dict[str, Any]:
    """The JSON body of a call: ``body`` (camelCase, as the API names fields) merged with keyword
    ``fields`` in snake_case, whose top-level names become camelCase; None-valued keywords are left out.
    """
    merged: dict[str, Any] = dict(body or {})
    for key, value in fields.items():
        if value is not None:
            merged[camel(key)] = value
    return merged


def query_of(params: Mapping[str, Any]) -> dict[str, Any]:
    """Query parameters with snake_case names turned camelCase, None dropped, booleans as true/false."""
    out: dict[str, Any] = {}
    for key, value in params.items():
        if value is None:
            continue
        if isinstance(value, bool):
            value = "true" if value else "false"
        elif isinstance(value, (list, tuple)):
            value = ",".join(str(v) for v in value)
        out[camel(key)] = value
    return out


def is_retryable(call: Call) -> bool:
    """Reads and deletes are safe to repeat; a keyed POST is answered with its first answer. Other
    writes are sent once, since a lost answer may mean the work was done."""
    return call.method.upper() in RETRYABLE_METHODS or call.idempotent


def backoff_s(attempt: int, rand: Callable[[], float] = random.random) -> float:
    """The wait before retry ``attempt`` (0 = first): "full jitter" exponential backoff (AWS
    Architecture Blog, "Exponential Backoff And Jitter", 2015), uniform below
    min(RETRY_CAP_S, RETRY_BASE_S * 2**attempt) seconds."""
    return rand() * min(RETRY_CAP_S, RETRY_BASE_S * 2.0**attempt)


def retry_after_s(header: str | None, now: float | None = None) -> float | None:
    """The wait a ``Retry-After`` header asks for (RFC 9110 §10.2.3: delay-seconds or an HTTP date),
    in seconds, or None when absent or unreadable."""
    if header is None:
        return None
    value = header.strip()
    if value.isdigit():
        return float(value)
    try:
        at = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, at.timestamp() - (time.time() if now is None else now))


@dataclass(frozen=True)
class Decision:
    """What to do after an attempt: ``wait_s`` None means answer now, else sleep and retry."""

    wait_s: float | None


def after_answer(response: httpx.Response, attempt: int, retries: int, rand: Callable[[], float]) -> Decision:
    """Retry a 429 (after ``Retry-After``) or a 5xx while retries remain; answer anything else."""
    if attempt >= retries or not (response.status_code == 429 or response.status_code >= 500):
        return Decision(None)
    asked = (
        retry_after_s(response.headers.get("retry-after")) if response.status_code in (429, 503) else None
    )
    if asked is not None and asked > RETRY_AFTER_MAX_S:
        return Decision(None)
    return Decision(asked if asked is not None else backoff_s(attempt, rand))


def network_error(call: Call, error: Exception) -> AgoraError:
    """The AgoraError (status 0) for an attempt that got no answer."""
    code, title = ("timeout", "Timed out") if isinstance(error, httpx.TimeoutException) else ("network_error", "Network error")
    failure = AgoraError(0, code, title, f"{call.method} {call.path}: {error}")
    failure.__cause__ = error
    return failure


def request_headers(call: Call) -> dict[str, str]:
    """Headers of one call: its own, plus a fresh ``Idempotency-Key`` (a random UUID, RFC 9562) for
    money calls, made once here and so the same on every retry of this call."""
    headers = dict(call.headers)
    if call.idempotent:
        headers["Idempotency-Key"] = str(uuid.uuid4())
    return headers


def answer_of(call: Call, response: httpx.Response) -> Any:
    """The parsed body of a 2xx answer (``call.unwrap`` picks a member), None for an empty one; for a
    ``call.text`` call, the body as a str (decoded by the answer's charset); for a ``call.binary``
    call, the body's bytes.

    Raises:
        AgoraError: built from the problem+json body when the status is 400 or more.
    """
    if response.status_code >= 400:
        raise AgoraError.from_response(response)
    if call.text:
        return response.text
    if call.binary:
        return response.content
    if not response.content:
        return None
    body = response.json()
    if call.unwrap is not None and isinstance(body, dict):
        return body[call.unwrap]
    return body


def client_headers(api_key: str | None, user_agent: str) -> dict[str, str]:
    """Headers every request carries: the API key as a Bearer token (RFC 6750) and a User-Agent."""
    headers = {"user-agent": user_agent, "accept": "application/json"}
    if api_key:
        headers["authorization"] = f"Bearer {api_key}"
    return headers


def origin_of(base_url: str) -> str:
    """``base_url`` without trailing slashes.

    Raises:
        ValueError: when it is not an absolute http(s) URL.
    """
    url = httpx.URL(base_url)
    if url.scheme not in ("http", "https") or not url.host:
        raise ValueError("base_url must be an absolute http(s) URL, e.g. http://127.0.0.1:5000")
    return str(url).rstrip("/")


def ws_url_of(origin: str) -> str:
    """The realtime socket's URL for an origin: ``ws(s)://…/api/v1/ws``."""
    return "ws" + origin[len("http") :] + "/api/v1/ws"


def next_cursor(page: Mapping[str, Any]) -> str | None:
    """The cursor of the page after ``page``, or None on the last page (and for listings without cursors)."""
    cursor = page.get("nextCursor")
    return cursor if isinstance(cursor, str) and cursor else None


def with_cursor(call: Call, cursor: str | None) -> Call:
    """``call`` asking for the page at ``cursor`` (the first page when None)."""
    if cursor is None:
        return call
    return Call(call.method, call.path, {**(call.params or {}), "cursor": cursor}, call.json, call.idempotent)
