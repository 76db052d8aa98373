"""AgoraError: a refused or failed call, built from the server's RFC 9457 problem details."""

from __future__ import annotations

from typing import Any

import httpx


class AgoraError(Exception):
    """A refused or failed call.

    The server answers every 4xx and 5xx with ``application/problem+json`` (RFC 9457); its members
    are copied here. A call that never got an answer (network error, timeout) has ``status`` 0 and
    ``code`` ``network_error`` or ``timeout``, with the underlying exception as ``__cause__``.

    Attributes:
        status: the HTTP status, or 0 when no answer arrived.
        code: stable machine-readable code, e.g. ``validation_failed``, ``insufficient_funds``,
            ``not_found``, ``invalid_state``, ``rate_limited``.
        title: short human-readable summary of the problem type.
        detail: explanation of this occurrence, or None.
        errors: each invalid field as ``{"in", "field", "message"}`` (validation problems), else ``[]``.
        request_id: the server's request id (also its ``x-request-id`` header), to quote when asking for help.
        problem: the problem+json body as received, or None when the answer was not one.
    """

    def __init__(
        self,
        status: int,
        code: str,
        title: str,
        detail: str | None = None,
        errors: list[dict[str, Any]] | None = None,
        request_id: str | None = None,
        problem: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(f"{title}: {detail}" if detail else title)
        self.status = status
        self.code = code
        self.title = title
        self.detail = detail
        self.errors: list[dict[str, Any]] = errors or []
        self.request_id = request_id
        self.problem = problem

    @property
    def field_errors(self) -> dict[str, list[str]]:
        """The field errors grouped by dotted field path, e.g. ``{"amount": ["must be more than 0"]}``."""
        by_field: dict[str, list[str]] = {}
        for error in self.errors:
            by_field.setdefault(str(error.get("field", "")), []).append(str(error.get("message", "")))
        return by_field

    def __repr__(self) -> str:
        return f"AgoraError(status={self.status}, code={self.code!r}, title={self.title!r}, detail={self.detail!r})"

    @classmethod
    def from_response(cls, response: httpx.Response) -> AgoraError:
        """The error for an answer with status >= 400: its problem+json members, or ``http_<status>`` when the body is not one."""
        request_id = response.headers.get("x-request-id")
        try:
            body = response.json()
        except ValueError:
            body = None
        if (
            isinstance(body, dict)
            and isinstance(body.get("code"), str)
            and isinstance(body.get("title"), str)
            and isinstance(body.get("status"), int)
        ):
            return cls(
                status=response.status_code,
                code=body["code"],
                title=body["title"],
                detail=body.get("detail"),
                errors=body.get("errors") if isinstance(body.get("errors"), list) else None,
                request_id=body.get("requestId") or request_id,
                problem=body,
            )
        # Not a problem document: a proxy's page, or something that is not Agora answering.
        return cls(
            status=response.status_code,
            code=f"http_{response.status_code}",
            title=response.reason_phrase or f"HTTP {response.status_code}",
            request_id=request_id,
        )
