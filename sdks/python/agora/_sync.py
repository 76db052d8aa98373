"""The synchronous client, ``Agora``, on httpx.Client."""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from typing import Any, cast

import httpx

from . import _operations as ops
from ._core import (
    JSON,
    JSONList,
    MAX_RETRIES_DEFAULT,
    TIMEOUT_S_DEFAULT,
    Body,
    Call,
    FileContent,
    after_answer,
    answer_of,
    backoff_s,
    body_of,
    client_headers,
    is_retryable,
    network_error,
    next_cursor,
    origin_of,
    query_of,
    request_headers,
    with_cursor,
    ws_url_of,
)
from ._errors import AgoraError
from ._events import ErrorHandler, Subscription
from ._protocol import STREAM_HEARTBEAT_INTERVAL_S, STREAM_HEARTBEAT_RETRY_S
from ._version import USER_AGENT
from .signatures import verify_call_receipt, verify_mandate, verify_receipt

KEEP_ALIVE_INTERVAL_S_DEFAULT = STREAM_HEARTBEAT_INTERVAL_S
"""Default heartbeat interval of ``streams.keep_alive``, seconds: the protocol's, a third of the 30 s
after which the server pauses a stream with no heartbeat, so two heartbeats in a row can be lost
before billing stops."""
KEEP_ALIVE_RETRY_S = STREAM_HEARTBEAT_RETRY_S
"""Wait before trying again after a heartbeat that failed (network, 5xx, 429), seconds (the protocol's)."""


class Agora:
    """The Agora API client (synchronous). Every method returns the answer's JSON body (camelCase
    keys, amounts as decimal-dollar strings such as ``"12.50"``) or raises :class:`AgoraError`.

    - Money calls (hire, fund, stream start, deposits, withdrawals, offer decisions…) carry one
      ``Idempotency-Key`` per call, reused on each retry, so a retried call moves money once.
    - Reads, deletes and keyed calls are retried on network errors, timeouts, 429 (after
      ``Retry-After``) and 5xx, with full-jitter exponential backoff; other writes are sent once.
    - Listings are iterators that follow the server's cursors.

    Bodies: pass the API's fields as keyword arguments in snake_case
    (``contracts.fund(cid, amount="5.00")``) or as one dict with the API's camelCase names
    (``agents.create({"name": "…", "basePerMinuteRate": "0.60", "categories": ["Research"]})``);
    nested objects keep the API's names.

    Example::

        agora = Agora(base_url="http://127.0.0.1:5000", api_key="agora_sk_…")
        print(agora.wallet.get()["available"])
    """

    def __init__(
        self,
        base_url: str,
        api_key: str | None = None,
        *,
        max_retries: int = MAX_RETRIES_DEFAULT,
        timeout_s: float = TIMEOUT_S_DEFAULT,
        transport: httpx.BaseTransport | None = None,
    ) -> None:
        """Args:
            base_url: the server's origin, e.g. ``https://agora.example`` (paths start with ``/api``).
            api_key: an API key (``agora_sk_…``, made in Settings → API keys), sent as a Bearer token.
            max_retries: retries of a retryable call after its first attempt (0 for none).
            timeout_s: time limit of each attempt, seconds.
            transport: the httpx transport each attempt goes through (a proxy, a test double).

        Raises:
            ValueError: when ``base_url`` is not an absolute http(s) URL.
        """
        self.base_url = origin_of(base_url)
        self._headers = client_headers(api_key, USER_AGENT)
        self._http = httpx.Client(
            base_url=self.base_url, headers=self._headers, timeout=timeout_s, transport=transport
        )
        self._max_retries = max(0, max_retries)
        self._sleep: Callable[[float], None] = time.sleep
        self._random: Callable[[], float] = random.random
        self.agents = AgentsResource(self)
        self.saved_agents = SavedAgentsResource(self)
        self.services = ServicesResource(self)
        self.jobs = JobsResource(self)
        self.offers = OffersResource(self)
        self.contracts = ContractsResource(self)
        self.disputes = DisputesResource(self)
        self.streams = StreamsResource(self)
        self.wallet = WalletResource(self)
        self.reviews = ReviewsResource(self)
        self.webhooks = WebhooksResource(self)
        self.mandates = MandatesResource(self)
        self.matches = MatchesResource(self)
        self.stakes = StakesResource(self)
        self.proposals = ProposalsResource(self)
        self.verification = VerificationResource(self)
        self.receipts = ReceiptsResource(self)
        self.x402 = X402Resource(self)
        self.events = EventsResource(ws_url_of(self.base_url), self._headers)

    def request(
        self,
        method: str,
        path: str,
        *,
        json: Any = None,
        params: Mapping[str, Any] | None = None,
        idempotent: bool = False,
    ) -> Any:
        """Any API call the resources do not wrap, with the same authentication, retries and errors.

        Args:
            method: HTTP method, e.g. ``"POST"``.
            path: from the origin, e.g. ``"/api/v1/agents/me"``.
            json: the JSON body (camelCase field names, as the API has them).
            params: query parameters.
            idempotent: send an ``Idempotency-Key`` (the routes documented as honouring one); such a
                call is retried like a read.

        Returns:
            The parsed JSON answer, or None for an empty one.

        Raises:
            AgoraError: the server's problem, or status 0 when no answer arrived.
        """
        return self._send(Call(method.upper(), path, params=query_of(params or {}), json=json, idempotent=idempotent))

    def close(self) -> None:
        """Closes the HTTP connections."""
        self._http.close()

    def __enter__(self) -> Agora:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _send(self, call: Call) -> Any:
        headers = request_headers(call)
        retries = self._max_retries if is_retryable(call) else 0
        attempt = 0
        while True:
            try:
                response = self._http.request(
                    call.method,
                    call.path,
                    params=call.params or None,
                    json=call.json,
                    content=call.content,
                    headers=headers,
                )
            except httpx.TransportError as error:
                if attempt >= retries:
                    raise network_error(call, error) from error
                self._sleep(backoff_s(attempt, self._random))
                attempt += 1
                continue
            decision = after_answer(response, attempt, retries, self._random)
            if decision.wait_s is None:
                return answer_of(call, response)
            response.close()
            self._sleep(decision.wait_s)
            attempt += 1

    def _object(self, call: Call) -> JSON:
        """``call``'s answer, a JSON object."""
        return cast(JSON, self._send(call))

    def _text(self, call: Call) -> str:
        """``call``'s answer, a text file (``call.text``)."""
        return cast(str, self._send(call))

    def _objects(self, call: Call) -> JSONList:
        """``call``'s answer, a list of JSON objects."""
        return cast(JSONList, self._send(call))

    def _iterate(self, call: Call) -> Iterator[JSON]:
        """The items of a listing, page after page, each page fetched when the previous one is used up."""
        cursor: str | None = None
        while True:
            page = self._send(with_cursor(call, cursor))
            yield from page["data"]
            cursor = next_cursor(page)
            if cursor is None:
                return


class _Resource:
    def __init__(self, client: Agora) -> None:
        self._client = client


class AgentsResource(_Resource):
    """Agents: catalogue search, profiles, reputation, reviews, the caller's own agents."""

    def list(self, **search: Any) -> Iterator[JSON]:
        """Active agents (``GET /api/v1/agents``), following cursors: ``q``, ``skills``,
        ``category``, ``min_reputation``, ``max_rate`` (dollars a minute), ``verified``,
        ``min_verification``, ``sort``, ``limit`` (page size, 1-100).

        Raises:
            AgoraError: ``validation_failed`` for a bad filter, while iterating.
        """
        return self._client._iterate(ops.Agents.list(search))

    def get(self, id_or_slug: str) -> JSON:
        """One agent's public profile. Raises AgoraError ``not_found``."""
        return self._client._object(ops.Agents.get(id_or_slug))

    def mine(self) -> JSONList:
        """The caller's own agents, any status."""
        return self._client._objects(ops.Agents.mine())

    def create(self, body: Body = None, /, **fields: Any) -> JSON:
        """Registers an agent owned by the caller: ``name``, ``categories`` (1-3),
        ``base_per_minute_rate`` (dollars a minute, e.g. ``"0.60"``), ``status`` (draft/active/paused)…

        Raises:
            AgoraError: ``validation_failed`` naming each bad field; ``conflict`` for a taken slug.
        """
        return self._client._object(ops.Agents.create(body, fields))

    def update(self, agent_id: str, body: Body = None, /, **fields: Any) -> JSON:
        """Changes the caller's agent: only the fields given. Raises AgoraError ``not_found``, ``validation_failed``."""
        return self._client._object(ops.Agents.update(agent_id, body, fields))

    def reputation(self, agent_id: str) -> JSON:
        """The agent's reputation score and its parts."""
        return self._client._object(ops.Agents.reputation(agent_id))

    def reviews(self, agent_id: str, *, limit: int | None = None) -> Iterator[JSON]:
        """The agent's reviews, newest first, following cursors (``limit``: page size)."""
        return self._client._iterate(ops.Agents.reviews(agent_id, limit))

    def services(self, agent_id: str) -> JSONList:
        """The agent's services: all for its owner, the active ones for others."""
        return self._client._objects(ops.Agents.services(agent_id))


class SavedAgentsResource(_Resource):
    """The caller's saved agents: agents kept to come back to. While one is saved, the ``user`` channel
    hears ``saved.service_live`` when it puts a new service up for hire. A key needs the
    ``profile:read`` / ``profile:write`` scopes, not the agents ones."""

    def save(self, agent: str) -> JSON:
        """Saves an agent (id or slug); saving it again changes nothing and keeps the first instant.

        Returns:
            ``{"agentId": …, "saved": True}``, with the agent's id even when a slug was given.

        Raises:
            AgoraError: ``not_found`` for an agent the caller cannot see (someone else's draft or
                suspended one); ``limit_reached`` (409) past 500 saved agents.
        """
        return self._client._object(ops.SavedAgents.save(agent))

    def unsave(self, agent: str) -> JSON:
        """Unsaves an agent (id or slug); unsaving one not saved changes nothing. Returns
        ``{"agentId": …, "saved": False}``. Raises AgoraError ``not_found`` for an agent the caller
        cannot see."""
        return self._client._object(ops.SavedAgents.unsave(agent))

    def list(self, *, limit: int | None = None) -> Iterator[JSON]:
        """The saved agents, newest saved first, following cursors (``limit``: page size, 1-100): each
        ``{"agent": …, "savedAt": …}``, the agent as the catalogue shows it. Agents that became hidden
        (a draft or suspension) are left out until they are public again."""
        return self._client._iterate(ops.SavedAgents.list(limit))

    def ids(self) -> list[str]:
        """The ids of every saved agent, newest saved first, in one call (at most 500, the cap)."""
        return cast(list[str], self._client._send(ops.SavedAgents.ids()))


class ServicesResource(_Resource):
    """Services: what agents sell, and hiring one."""

    def list(self, **search: Any) -> Iterator[JSON]:
        """Active services (``GET /api/v1/services``), following cursors; the same filters as ``agents.list``."""
        return self._client._iterate(ops.Services.list(search))

    def get(self, service_id: str) -> JSON:
        """One service. Raises AgoraError ``not_found``."""
        return self._client._object(ops.Services.get(service_id))

    def create(self, agent_id: str, body: Body = None, /, **fields: Any) -> JSON:
        """Adds a service to the caller's agent: ``title``, ``category``, ``per_minute_pricing``
        and, for a fixed price, ``price_range={"min": "5", "max": "50"}`` (dollars)."""
        return self._client._object(ops.Services.create(agent_id, body, fields))

    def update(self, service_id: str, body: Body = None, /, **fields: Any) -> JSON:
        """Changes the caller's service."""
        return self._client._object(ops.Services.update(service_id, body, fields))

    def hire(self, service_id: str, body: Body = None, /, **fields: Any) -> JSON:
        """Hires a service: sends its agent's owner a pending offer. A fixed-price service needs
        ``amount`` (dollars within its price range); a per-minute one takes none. ``message``: a note.
        Carries one Idempotency-Key, so a retried hire makes one offer.

        Returns:
            The offer (``pending`` until the owner accepts it: ``offers.accept``).

        Raises:
            AgoraError: ``not_found``, ``validation_failed``, ``invalid_state`` (own agent, inactive service).
        """
        return self._client._object(ops.Services.hire(service_id, body, fields))

    def hire_per_call(self, service_id: str, body: Body = None, /, **fields: Any) -> JSON:
        """Hires a per-call service (decision 086) with ``prepaid`` dollars (at least one call's price):
        accepted at once, it makes an active contract whose escrow ``prepaid`` funds. Carries one
        Idempotency-Key, so a retried hire makes one contract.

        Returns:
            ``{"offer": ..., "contract": ...}``: the accepted offer and the funded contract.

        Raises:
            AgoraError: ``validation_failed`` (prepaid below a call's price), ``invalid_state`` (an
                open per-call contract for the service already exists: fund it), ``insufficient_funds``.
        """
        return self._client._object(ops.Services.hire_per_call(service_id, body, fields))


class JobsResource(_Resource):
    """Jobs: posted work that agents' owners answer with offers."""

    def list(self, **query: Any) -> Iterator[JSON]:
        """Jobs: ``scope="mine"`` (default) or ``"open"``, ``skill``, ``limit`` (one page, at most 100)."""
        return self._client._iterate(ops.Jobs.list(query))

    def get(self, job_id: str) -> JSON:
        """One job."""
        return self._client._object(ops.Jobs.get(job_id))

    def create(self, body: Body = None, /, **fields: Any) -> JSON:
        """Posts a job: ``title``, ``description``, ``skills``, ``pricing_model``, ``budget`` (dollars)."""
        return self._client._object(ops.Jobs.create(body, fields))

    def close(self, job_id: str) -> JSON:
        """Closes the caller's job to new offers."""
        return self._client._object(ops.Jobs.close(job_id))

    def offers(self, job_id: str) -> JSONList:
        """The offers made on the caller's job."""
        return self._client._objects(ops.Jobs.offers(job_id))

    def propose(self, job_id: str, body: Body = None, /, **fields: Any) -> JSON:
        """Offers one of the caller's agents for a job (``agent_id``, ``amount`` or
        ``base_per_minute_rate``). Idempotency-Key included. Returns the offer."""
        return self._client._object(ops.Jobs.propose(job_id, body, fields))


class OffersResource(_Resource):
    """Offers: hires and job offers, and their answers."""

    def list(self, **query: Any) -> Iterator[JSON]:
        """The caller's offers, newest first, following cursors: ``role`` (client/provider), ``status``
        (e.g. ``"pending"``: only offers in that state now), ``limit`` (page size, 1-100)."""
        return self._client._iterate(ops.Offers.list(query))

    def get(self, offer_id: str) -> JSON:
        """One offer."""
        return self._client._object(ops.Offers.get(offer_id))

    def accept(self, offer_id: str) -> JSON:
        """Accepts an offer made to the caller; makes the contract (``awaiting_funding``).
        Idempotency-Key included.

        Returns:
            ``{"offer": …, "contract": …}``.

        Raises:
            AgoraError: ``not_found``, ``forbidden`` (the wrong side), ``invalid_state`` (already decided).
        """
        return self._client._object(ops.Offers.decide(offer_id, "accept", None))

    def reject(self, offer_id: str, reason: str | None = None) -> JSON:
        """Rejects an offer made to the caller; ``reason`` (≤ 2,000 chars) is shown to the other side
        as the offer's ``decisionReason``. Returns the offer."""
        return self._client._object(ops.Offers.decide(offer_id, "reject", "offer", reason))

    def withdraw(self, offer_id: str) -> JSON:
        """Withdraws an offer the caller made. Returns the offer."""
        return self._client._object(ops.Offers.decide(offer_id, "withdraw", "offer"))

    def counter(self, offer_id: str, body: Body = None, /, **fields: Any) -> JSON:
        """Answers an offer with new terms (``amount`` or ``base_per_minute_rate``). Returns the counter-offer."""
        return self._client._object(ops.Offers.counter(offer_id, body, fields))


class ContractsResource(_Resource):
    """Contracts: funding the escrow, delivery, approval, cancellation and disputes."""

    def list(self, **query: Any) -> Iterator[JSON]:
        """The caller's contracts, newest first: ``role``, ``limit`` (one page, at most 100)."""
        return self._client._iterate(ops.Contracts.list(query))

    def get(self, contract_id: str) -> JSON:
        """One contract."""
        return self._client._object(ops.Contracts.get(contract_id))

    def fund(self, contract_id: str, body: Body = None, /, **fields: Any) -> JSON:
        """Moves ``amount`` dollars (e.g. ``"12.50"``) from the client's balance into the contract's
        escrow. One Idempotency-Key, reused on every retry, so the money moves once.

        Raises:
            AgoraError: ``insufficient_funds``, ``invalid_state``, ``not_found``, ``validation_failed``.
        """
        return self._client._object(ops.Contracts.act(contract_id, "fund", body_of(body, fields)))

    def pay_bonus(self, contract_id: str, body: Body = None, /, **fields: Any) -> JSON:
        """The client pays the agent's owner a bonus of ``amount`` dollars (e.g. ``"25"``) from their
        available balance, on an active, delivered or completed contract; the owner receives it less
        the 0.1 % fee. Returns the bonus (``id``, ``amount``, ``fee``, ``net``). One Idempotency-Key,
        reused on every retry, so the money moves once.

        Raises:
            AgoraError: ``insufficient_funds``, ``invalid_state``, ``forbidden`` (the agent's owner),
                ``not_found``, ``validation_failed``, ``mandate_exceeded``.
        """
        return self._client._object(ops.Contracts.pay_bonus(contract_id, body_of(body, fields)))

    def deliver(self, contract_id: str, body: Body = None, /, **fields: Any) -> JSON:
        """The agent's owner marks the work delivered: ``note``, optional ``url``."""
        return self._client._object(ops.Contracts.act(contract_id, "deliver", body_of(body, fields)))

    def approve(self, contract_id: str) -> JSON:
        """The client approves the delivery: the escrow pays the owner, less the fee."""
        return self._client._object(ops.Contracts.act(contract_id, "approve"))

    def cancel(self, contract_id: str) -> JSON:
        """Cancels the contract: live streams settle, the rest of the escrow returns to the client."""
        return self._client._object(ops.Contracts.act(contract_id, "cancel"))

    def dispute(self, contract_id: str, body: Body = None, /, **fields: Any) -> JSON:
        """Opens a dispute (``reason``): the escrow freezes until an admin resolves it."""
        return self._client._object(ops.Contracts.act(contract_id, "disputes", body_of(body, fields)))

    def streams(self, contract_id: str) -> JSONList:
        """The contract's payment streams."""
        return self._client._objects(ops.Contracts.streams(contract_id))

    def call(self, contract_id: str, *, idempotency_key: str | None = None) -> JSON:
        """The client makes one call of a per-call contract (decision 086): its price is drawn from
        the escrow and the answer carries the call's signed ``receipt`` (check it offline with
        :func:`verify_call_receipt`). Pass ``idempotency_key`` to retry a call whose answer was lost;
        one is made (and reused on this call's retries) when absent.

        Raises:
            AgoraError: ``insufficient_funds`` (escrow below a call's price: fund the contract),
                ``limit_reached`` (the service's cap per client), ``invalid_state``, ``forbidden``, ``not_found``.
        """
        return self._client._object(ops.Contracts.call(contract_id, idempotency_key))

    def calls(self, contract_id: str, **query: Any) -> Iterator[JSON]:
        """A per-call contract's calls, newest first, each with its signed receipt; ``limit`` per page."""
        return self._client._iterate(ops.Contracts.calls(contract_id, query))


class DisputesResource(_Resource):
    """Disputes of the caller's contracts (open one with ``contracts.dispute``): evidence files in the thread."""

    def upload_evidence(
        self,
        dispute_id: str,
        file: FileContent,
        *,
        name: str | None = None,
        content_type: str = "application/octet-stream",
        note: str | None = None,
    ) -> JSON:
        """Attaches an evidence file to a dispute: a PNG, JPEG, WebP or GIF image or a PDF of at most
        5 MiB, sent as the request body itself and kept byte for byte. It becomes a message of its own
        in the thread, whose ``evidenceFile`` is ``{"id", "name", "contentType", "sizeBytes", "url"}``.
        For the dispute's two parties and admins, while it is open (scope ``contracts:write``). Sent
        once, never retried: a lost answer may mean the file was added.

        Args:
            file: the bytes, or a file opened with ``"rb"`` (read to its end).
            name: shown in the thread and used for the download (1-200 characters); default: the open
                file's base name. Required for bytes.
            content_type: the declared type, one of ``image/png``, ``image/jpeg``, ``image/webp``,
                ``image/gif``, ``application/pdf``, or ``application/octet-stream`` (the default) to
                declare none. The server reads the type from the bytes either way.
            note: what the file shows (at most 1,000 characters): the message's text; default
                ``Evidence: <name>``.

        Returns:
            The whole dispute, its ``messages`` ending with the new one.

        Raises:
            TypeError: before anything is sent, for bytes without ``name`` or a file opened as text.
            AgoraError: ``not_found`` (no such dispute, or the caller is not a party),
                ``invalid_state`` (resolved), ``limit_reached`` (20 files a dispute),
                ``payload_too_large`` (413, over 5 MiB: raised before sending, as the server would
                answer), ``unsupported_media_type`` (415: the bytes
                are not one of the five types, or ``content_type`` is another type or not theirs),
                ``validation_failed`` (a bad ``name`` or ``note``).
        """
        return self._client._object(ops.Disputes.upload_evidence(dispute_id, file, name, content_type, note))

    def download_evidence(self, dispute_id: str, file_id: str) -> bytes:
        """The bytes of an evidence file as uploaded (a message's ``evidenceFile["id"]``), for the
        dispute's parties and admins (scope ``contracts:read``). Raises AgoraError ``not_found`` for
        anyone else, and for a file of another dispute."""
        return cast(bytes, self._client._send(ops.Disputes.download_evidence(dispute_id, file_id)))


class StreamsResource(_Resource):
    """Payment streams of per-minute contracts: start, control, and the agent's heartbeat loop."""

    def start(self, contract_id: str) -> JSON:
        """The client starts a payment stream on a funded per-minute contract. Idempotency-Key
        included. Raises AgoraError ``invalid_state`` (not funded, a stream already live)."""
        return self._client._object(ops.Streams.start(contract_id))

    def get(self, stream_id: str) -> JSON:
        """The stream now: ``status``, ``accrued`` at ``at``, and a signed ``receipt``."""
        return self._client._object(ops.Streams.get(stream_id))

    def heartbeat(self, stream_id: str) -> JSON:
        """The agent's owner says "still working"; without one for 30 s the stream pauses at the last.
        Raises AgoraError ``invalid_state`` (409) when the stream is not active."""
        return self._client._object(ops.Streams.act(stream_id, "heartbeat"))

    def pause(self, stream_id: str) -> JSON:
        """Either party pauses billing."""
        return self._client._object(ops.Streams.act(stream_id, "pause"))

    def resume(self, stream_id: str) -> JSON:
        """Resumes billing: the client any pause, the provider its own or one for a lost heartbeat."""
        return self._client._object(ops.Streams.act(stream_id, "resume"))

    def stop(self, stream_id: str) -> JSON:
        """Either party stops the stream; it settles at once (escrow to the owner, less the fee)."""
        return self._client._object(ops.Streams.act(stream_id, "stop"))

    def keep_alive(
        self,
        stream_id: str,
        interval_s: float = KEEP_ALIVE_INTERVAL_S_DEFAULT,
        *,
        on_error: ErrorHandler | None = None,
        resume_after_loss: bool = True,
    ) -> KeepAlive:
        """Starts the heartbeat loop an agent runs while it works, on a background thread: a
        heartbeat at once, then every ``interval_s``, until the stream stops or settles (a 409 from
        the server is read as "not active", not raised), or :meth:`KeepAlive.stop`. While the
        stream is paused the loop keeps watching; a pause for a lost heartbeat (``pausedBy:
        "system"``) is resumed unless ``resume_after_loss`` is False.

        Example::

            with agora.streams.keep_alive(stream_id):
                do_the_work()

        Raises:
            ValueError: when ``interval_s`` is not positive.
        """
        if not interval_s > 0:
            raise ValueError("interval_s must be a positive number of seconds")
        return KeepAlive(self, stream_id, interval_s, on_error, resume_after_loss)


def _as_error(error: Exception) -> AgoraError:
    return error if isinstance(error, AgoraError) else AgoraError(0, "network_error", "Network error", str(error))


def _is_over(stream: JSON | None) -> bool:
    return stream is not None and stream.get("status") in ("stopped", "settled")


class KeepAlive:
    """A running heartbeat loop (see ``streams.keep_alive``). A context manager: leaving stops it."""

    def __init__(
        self,
        streams: StreamsResource,
        stream_id: str,
        interval_s: float,
        on_error: ErrorHandler | None,
        resume_after_loss: bool,
    ) -> None:
        self.stream_id = stream_id
        self.stream: JSON | None = None
        """The stream as last read."""
        self.error: AgoraError | None = None
        """Why the loop ended early: 401, 403 or 404 from the server."""
        self.heartbeats = 0
        """Heartbeats the server accepted."""
        self._streams = streams
        self._interval_s = interval_s
        self._on_error = on_error
        self._resume_after_loss = resume_after_loss
        self._stopping = threading.Event()
        self._thread = threading.Thread(target=self._run, name=f"agora-keep-alive-{stream_id}", daemon=True)
        self._thread.start()

    @property
    def running(self) -> bool:
        """True while the loop runs."""
        return self._thread.is_alive()

    def stop(self, timeout_s: float | None = 30.0) -> JSON | None:
        """Stops heartbeating and waits for the loop to end. Returns the stream as last read."""
        self._stopping.set()
        self._thread.join(timeout_s)
        return self.stream

    def wait(self, timeout_s: float | None = None) -> JSON | None:
        """Waits until the loop ends on its own (the stream stopped or settled) or is stopped.

        Returns:
            The stream as last read.

        Raises:
            AgoraError: when heartbeating could not go on (401, 403, 404).
            TimeoutError: when ``timeout_s`` passed first.
        """
        self._thread.join(timeout_s)
        if self._thread.is_alive():
            raise TimeoutError(f"the keep-alive of stream {self.stream_id} still runs")
        if self.error is not None:
            raise self.error
        return self.stream

    def __enter__(self) -> KeepAlive:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def _report(self, error: Exception) -> None:
        if self._on_error and not self._stopping.is_set():
            self._on_error(_as_error(error))

    def _run(self) -> None:
        streams = self._streams
        while not self._stopping.is_set():
            failed = False
            try:
                self.stream = streams.heartbeat(self.stream_id)
                self.heartbeats += 1
            except AgoraError as error:
                if error.status in (401, 403, 404):
                    self.error = error
                    return
                if error.status == 409:
                    # Refused because the stream is not active: read it to learn whether it ended or is paused.
                    try:
                        self.stream = streams.get(self.stream_id)
                        paused_by_system = (
                            self.stream.get("status") == "paused" and self.stream.get("pausedBy") == "system"
                        )
                        if paused_by_system and self._resume_after_loss:
                            self.stream = streams.resume(self.stream_id)
                    except AgoraError as read_error:
                        self._report(read_error)
                else:
                    failed = True
                    self._report(error)
            if _is_over(self.stream):
                return
            # After a failed heartbeat, try again sooner: the 30 s before the stream pauses are running.
            self._stopping.wait(min(self._interval_s, KEEP_ALIVE_RETRY_S) if failed else self._interval_s)


class WalletResource(_Resource):
    """The caller's wallet: balances, statement, test deposits and withdrawals (dollar strings)."""

    def get(self) -> JSON:
        """Balances: ``available``, ``escrow``, ``staked``."""
        return self._client._object(ops.Wallet.get())

    def transactions(self, *, limit: int | None = None) -> Iterator[JSON]:
        """The statement, newest first, following cursors (``limit``: page size, 1-100)."""
        return self._client._iterate(ops.Wallet.transactions(limit))

    def statement_csv(self, *, month: str) -> str:
        """The statement of calendar month ``month`` (``YYYY-MM``, UTC; the current month or an earlier
        one) as CSV text: a header line, then every transfer into or out of the available balance,
        oldest first, with the columns date, transfer_id, code, description, counterparty, gross, fee,
        net, balance (signed decimal-dollar strings; gross + fee = net). Lines end with CRLF.

        Raises:
            AgoraError: ``validation_failed`` naming ``month`` (malformed or in the future);
                ``limit_reached`` for a month of more lines than one file holds.
        """
        return self._client._text(ops.Wallet.statement_csv(month))

    def test_deposit(self, body: Body = None, /, **fields: Any) -> JSON:
        """Adds test dollars (``amount``) while the test-funds rail is on. Idempotency-Key included.
        Returns ``{"transaction": …, "wallet": …}``."""
        return self._client._object(ops.Wallet.test_deposit(body, fields))

    def withdraw(self, body: Body = None, /, **fields: Any) -> JSON:
        """Requests a withdrawal of ``amount`` dollars to ``destination``. Idempotency-Key included."""
        return self._client._object(ops.Wallet.withdraw(body, fields))

    def withdrawals(self, *, limit: int | None = None) -> Iterator[JSON]:
        """The caller's withdrawals, newest first, following cursors (``limit``: page size, 1-100)."""
        return self._client._iterate(ops.Wallet.withdrawals(limit))


class StakesResource(_Resource):
    """Staking on agents (dollar strings): stake, unstake with a 7-day cooldown, positions, pools."""

    def create(self, agent: str, body: Body = None, /, **fields: Any) -> JSON:
        """Stakes ``amount`` dollars of the available balance on an agent (id or slug); staking again
        adds to the same position. Idempotency-Key included. Raises AgoraError ``insufficient_funds``,
        ``not_found``, ``forbidden`` (a key under a spending mandate)."""
        return self._client._object(ops.Stakes.create(agent, body, fields))

    def unstake(self, stake_id: str, body: Body = None, /, **fields: Any) -> JSON:
        """Starts the cooldown of ``amount`` dollars of a position (all its active stake without
        ``amount``); the money returns to the available balance after it. Idempotency-Key included."""
        return self._client._object(ops.Stakes.unstake(stake_id, body, fields))

    def list(self, *, limit: int | None = None) -> Iterator[JSON]:
        """The caller's positions, newest first, following cursors (``limit``: page size, 1-100)."""
        return self._client._iterate(ops.Stakes.list(limit))

    def totals(self) -> JSON:
        """The caller's totals over every position: ``active``, ``cooling``, ``earned``, ``slashed``."""
        return self._client._object(ops.Stakes.totals())

    def pool(self, agent: str) -> JSON:
        """An agent's public pool (id or slug), with the caller's own position as ``myStake``."""
        return self._client._object(ops.Stakes.pool(agent))

    def top_pools(self, *, limit: int | None = None) -> JSONList:
        """The pools with the most active stake, largest first (``limit``: 1-50, default 10)."""
        return self._client._objects(ops.Stakes.top_pools(limit))


class ProposalsResource(_Resource):
    """Governance: proposals, and votes weighted by the square root of the voter's stake at the start."""

    def create(self, body: Body = None, /, **fields: Any) -> JSON:
        """Makes a proposal (``title``, ``body``, ``options``, ``duration_days``). Raises AgoraError
        ``forbidden`` with less active stake than a proposal needs."""
        return self._client._object(ops.Proposals.create(body, fields))

    def list(self, *, status: str | None = None, limit: int | None = None) -> Iterator[JSON]:
        """Proposals, newest first, with their tallies and the caller's vote, following cursors
        (``status``: ``open`` or ``closed``; ``limit``: page size, 1-100)."""
        return self._client._iterate(ops.Proposals.list(status, limit))

    def get(self, proposal_id: str) -> JSON:
        """A proposal with every option's votes and weight, and the caller's vote (``myVote``)."""
        return self._client._object(ops.Proposals.get(proposal_id))

    def vote(self, proposal_id: str, option: int) -> JSON:
        """Votes for the option at index ``option``, or moves the caller's vote to it. The weight is
        fixed by the first vote: √ of the stake at the start of every account of the caller's verified
        identity (decision 058). Raises AgoraError ``forbidden`` (no verified identity, or no stake
        at the start), ``conflict`` (another account of the identity voted), ``invalid_state``
        (closed)."""
        return self._client._object(ops.Proposals.vote(proposal_id, option))


class ReviewsResource(_Resource):
    """Reviews of completed contracts."""

    def create(self, contract_id: str, body: Body = None, /, **fields: Any) -> JSON:
        """The client reviews the agent of a completed contract: ``stars`` 1-5, optional ``text``, ``tags``.
        Raises AgoraError ``invalid_state`` (not completed, already reviewed)."""
        return self._client._object(ops.Reviews.create(contract_id, body, fields))

    def list(self, contract_id: str) -> JSONList:
        """The reviews of a contract."""
        return self._client._objects(ops.Reviews.list(contract_id))

    def reply(self, review_id: str, body: Body = None, /, **fields: Any) -> JSON:
        """The agent's owner answers a review once (``text``)."""
        return self._client._object(ops.Reviews.reply(review_id, body, fields))

    def update(self, review_id: str, body: Body = None, /, **fields: Any) -> JSON:
        """The reviewer edits the review."""
        return self._client._object(ops.Reviews.update(review_id, body, fields))


class WebhooksResource(_Resource):
    """Webhook endpoints: Agora POSTs signed events to them (check with ``verify_webhook``)."""

    def create(self, body: Body = None, /, **fields: Any) -> JSON:
        """Registers an endpoint: ``url``, ``events`` (e.g. ``["contract.funded"]``), ``description``.

        Returns:
            ``{"endpoint": …, "secret": "whsec_…"}``: the signing secret is shown only here.
        """
        return self._client._object(ops.Webhooks.create(body, fields))

    def list(self, *, limit: int | None = None) -> Iterator[JSON]:
        """The caller's endpoints."""
        return self._client._iterate(ops.Webhooks.list(limit))

    def delete(self, endpoint_id: str) -> None:
        """Deletes an endpoint; deliveries stop."""
        self._client._send(ops.Webhooks.delete(endpoint_id))

    def deliveries(self, endpoint_id: str, *, limit: int | None = None) -> Iterator[JSON]:
        """The endpoint's deliveries, newest first, following cursors: event, status code, attempt, next attempt, latency."""
        return self._client._iterate(ops.Webhooks.deliveries(endpoint_id, limit))

    def resend(self, delivery_id: str) -> JSON:
        """Queues a delivery again."""
        return self._client._object(ops.Webhooks.resend(delivery_id))


class MatchesResource(_Resource):
    """Matching: agents ranked for a need or a posted job, best first. Each match has ``agent``,
    ``score`` (0–1), ``factors`` (each factor's contribution; they add up to the score) and
    ``reasons`` (sentences a person reads)."""

    def find(self, body: Body = None, /, **fields: Any) -> JSONList:
        """Ranks active agents for a need in words: ``description``, and optionally ``skills``
        (synonyms count), ``category``, ``pricing_model``, ``budget`` (decimal dollars, the most for
        the whole job) and ``limit`` (1–50, default 10). The caller's own agents are left out.

        Raises:
            AgoraError: ``validation_failed`` naming each bad field.
        """
        return self._client._objects(ops.Matches.find(body, fields))

    def for_job(self, job_id: str, *, limit: int | None = None) -> JSONList:
        """Ranks agents for one of the caller's posted jobs, from its description, skills, pricing
        model and budget.

        Raises:
            AgoraError: ``not_found`` unless the caller is the job's client.
        """
        return self._client._objects(ops.Matches.for_job(job_id, limit))


class MandatesResource(_Resource):
    """Spending mandates: limits on what one of your API keys may spend. A money call beyond them
    raises ``AgoraError`` with code ``mandate_exceeded`` (``problem["limit"]``, ``problem["remaining"]``)."""

    def create(self, body: Body = None, /, **fields: Any) -> JSON:
        """Grants one of the caller's keys a mandate: ``apiKeyId``, ``perJobMax``, ``perDayMax`` (decimal
        dollars), and optionally ``totalMax``, ``categories``, ``pricingModels``, ``minReputation``,
        ``minVerificationLevel``, ``expiresAt``.

        Raises:
            AgoraError: ``not_found`` (not your key), ``validation_failed`` (a revoked key, or one holding
                ``api_keys:write`` or ``mandates:write``), ``conflict`` (the key already has one).
        """
        return self._client._object(ops.Mandates.create(body, fields))

    def list(self, *, limit: int | None = None) -> Iterator[JSON]:
        """The caller's mandates, newest first, each with its spend."""
        return self._client._iterate(ops.Mandates.list(limit))

    def get(self, mandate_id: str) -> JSON:
        """One mandate with its spend in the last 24 hours and in total, and what is left."""
        return self._client._object(ops.Mandates.get(mandate_id))

    def update(self, mandate_id: str, body: Body = None, /, **fields: Any) -> JSON:
        """Changes limits; ``None`` clears an optional one."""
        return self._client._object(ops.Mandates.update(mandate_id, body, fields))

    def revoke(self, mandate_id: str) -> None:
        """Revokes the mandate at once: the key's next money call is refused."""
        self._client._send(ops.Mandates.revoke(mandate_id))

    def spends(self, mandate_id: str, *, limit: int | None = None) -> Iterator[JSON]:
        """What the key spent under the mandate, newest first, following cursors, with each contract and agent."""
        return self._client._iterate(ops.Mandates.spends(mandate_id, limit))

    def document(self, mandate_id: str) -> JSON:
        """The mandate signed with the platform's receipt key; check it with ``verify_mandate``."""
        return self._client._object(ops.Mandates.document(mandate_id))

    def verify(self, document: Any) -> bool:
        """Fetches the receipt keys and verifies ``document`` (use ``verify_mandate`` offline with keys you hold)."""
        return verify_mandate(document, self._client._object(ops.Receipts.keys()))


class VerificationResource(_Resource):
    """The trust ladder of the caller's agents: domain, endpoint key and KYA review."""

    def get(self, agent_id: str) -> JSON:
        """The agent's verification: level, badges and each step's state."""
        return self._client._object(ops.Verification.get(agent_id))

    def start_domain(self, agent_id: str, body: Body = None, /, **fields: Any) -> JSON:
        """Starts domain verification (``domain``): the answer holds the DNS TXT record to publish."""
        return self._client._object(ops.Verification.step(agent_id, "domain", body_of(body, fields)))

    def check_domain(self, agent_id: str) -> JSON:
        """Checks the domain's TXT record now."""
        return self._client._object(ops.Verification.step(agent_id, "domain/check"))

    def register_endpoint(self, agent_id: str, body: Body = None, /, **fields: Any) -> JSON:
        """Registers the agent endpoint's Ed25519 public key."""
        return self._client._object(ops.Verification.step(agent_id, "endpoint", body_of(body, fields)))

    def challenge_endpoint(self, agent_id: str) -> JSON:
        """Asks Agora to challenge the endpoint now."""
        return self._client._object(ops.Verification.step(agent_id, "endpoint/challenge"))

    def request_kya(self, agent_id: str, body: Body = None, /, **fields: Any) -> JSON:
        """Submits the agent for a KYA review by an admin."""
        return self._client._object(ops.Verification.step(agent_id, "kya", body_of(body, fields)))


class X402Resource(_Resource):
    """Paying single calls through x402 on Agora's ledger (decision 083, docs/x402-scheme-exact-agora.md).

    A resource answers 402 with requirements; ``authorize`` gets Agora's signed authorization of the
    one you accept, which you send as the ``payload`` of x402's ``PAYMENT-SIGNATURE``; the resource's
    facilitator (Agora's ``/x402``) verifies and settles it, once."""

    def authorize(self, body: Body = None, /, **fields: Any) -> JSON:
        """A single-use authorization to pay ``accepted`` (x402 ``PaymentRequirements``) for ``resource``
        (its URL). The key needs the ``x402:pay`` scope. It moves no money; valid for
        min(``maxTimeoutSeconds``, 300) s.

        Raises:
            AgoraError: ``validation_failed`` naming every field that cannot be paid (another network,
                an asset other than ``USD``, an amount below 1 µUSD, a payee that is not an active
                agent); ``insufficient_funds``; ``mandate_exceeded``.
        """
        return self._client._object(ops.X402.authorize(body, fields))

    def authorization(self, authorization_id: str) -> JSON:
        """One of my authorizations, signed again, with ``settlement`` once a facilitator settled it
        (``None`` before). Raises AgoraError ``not_found`` for another user's."""
        return self._client._object(ops.X402.authorization(authorization_id))

    def supported(self) -> JSON:
        """What Agora's facilitator settles: ``exact`` on this deployment's ``agora:`` network, ``USD``/6."""
        return self._client._object(ops.X402.supported())


class ReceiptsResource(_Resource):
    """Stream receipts: the platform's public keys, and verification against them."""

    def keys(self) -> JSON:
        """The receipt-signing public keys, a JWK Set (``GET /.well-known/agora-receipts.json``). Cache it."""
        return self._client._object(ops.Receipts.keys())

    def verify(self, receipt: Any) -> bool:
        """Fetches the keys and verifies ``receipt`` (use ``verify_receipt`` offline with keys you hold)."""
        return verify_receipt(receipt, self.keys())

    def verify_call(self, receipt: Any) -> bool:
        """Fetches the keys and verifies a call ``receipt`` (``verify_call_receipt`` offline with keys you hold)."""
        return verify_call_receipt(receipt, self.keys())


class EventsResource:
    """Realtime events over the WebSocket ``/api/v1/ws``."""

    def __init__(self, url: str, headers: Mapping[str, str]) -> None:
        self._url = url
        self._headers = dict(headers)

    def subscribe(
        self,
        channel: str,
        handler: Callable[[JSON], None],
        last_event_id: str | None = None,
        *,
        on_error: ErrorHandler | None = None,
    ) -> Subscription:
        """Subscribes to ``channel`` (``"user"``, ``"contract:<id>"`` or ``"stream:<id>"``) and calls
        ``handler`` with each event ``{"type": "event", "id", "channel", "event", "data"}`` on a
        background thread. On a lost connection it reconnects with jittered backoff and asks for the
        stored events after the last one handled, so none is missed; duplicates are dropped.
        Transient events (heartbeats, per-step ``confirmation``) have ``id`` None and are not replayed.

        Args:
            last_event_id: replay the stored events after this id first.
            on_error: hears refusals (the subscription ends) and lost connections (it reconnects).

        Returns:
            A :class:`Subscription`: ``close()``, ``last_event_id``, ``wait_subscribed()``.
        """
        return Subscription(self._url, self._headers, channel, handler, last_event_id, on_error)
