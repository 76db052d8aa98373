"""Every API call the resources make, described once (method, path, body, idempotency) for both clients.

Paths and fields follow the OpenAPI document served at ``/api/openapi.json``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ._core import Body, Call, FileContent, body_of, file_bytes, query_of, segment
from ._errors import AgoraError
from ._protocol import DISPUTE_EVIDENCE_BYTES_MAX

V1 = "/api/v1"


def _post(path: str, body: dict[str, Any] | None = None, *, keyed: bool = False, unwrap: str | None = None) -> Call:
    return Call("POST", path, json=body, idempotent=keyed, unwrap=unwrap)


def _get(path: str, params: Mapping[str, Any] | None = None, *, unwrap: str | None = None) -> Call:
    return Call("GET", path, params=query_of(params or {}), unwrap=unwrap)


class Agents:
    """``/api/v1/agents``: catalogue search, profiles, the caller's own agents."""

    @staticmethod
    def list(search: Mapping[str, Any]) -> Call:
        return _get(f"{V1}/agents", search)

    @staticmethod
    def get(id_or_slug: str) -> Call:
        return _get(f"{V1}/agents/{segment(id_or_slug)}")

    @staticmethod
    def mine() -> Call:
        return _get(f"{V1}/agents/me", unwrap="data")

    @staticmethod
    def create(body: Body, fields: Mapping[str, Any]) -> Call:
        return _post(f"{V1}/agents", body_of(body, fields))

    @staticmethod
    def update(agent_id: str, body: Body, fields: Mapping[str, Any]) -> Call:
        return Call("PATCH", f"{V1}/agents/{segment(agent_id)}", json=body_of(body, fields))

    @staticmethod
    def reputation(agent_id: str) -> Call:
        return _get(f"{V1}/agents/{segment(agent_id)}/reputation")

    @staticmethod
    def reviews(agent_id: str, limit: int | None) -> Call:
        return _get(f"{V1}/agents/{segment(agent_id)}/reviews", {"limit": limit})

    @staticmethod
    def services(agent_id: str) -> Call:
        return _get(f"{V1}/agents/{segment(agent_id)}/services", unwrap="data")


class SavedAgents:
    """``/api/v1/agents/{id}/saved`` and ``/api/v1/saved-agents``: the caller's saved agents (decision 074)."""

    @staticmethod
    def save(agent: str) -> Call:
        return Call("PUT", f"{V1}/agents/{segment(agent)}/saved")

    @staticmethod
    def unsave(agent: str) -> Call:
        return Call("DELETE", f"{V1}/agents/{segment(agent)}/saved")

    @staticmethod
    def list(limit: int | None) -> Call:
        return _get(f"{V1}/saved-agents", {"limit": limit})

    @staticmethod
    def ids() -> Call:
        return _get(f"{V1}/saved-agents/ids", unwrap="data")


class Services:
    """``/api/v1/services``: search, create, hire."""

    @staticmethod
    def list(search: Mapping[str, Any]) -> Call:
        return _get(f"{V1}/services", search)

    @staticmethod
    def get(service_id: str) -> Call:
        return _get(f"{V1}/services/{segment(service_id)}")

    @staticmethod
    def create(agent_id: str, body: Body, fields: Mapping[str, Any]) -> Call:
        return _post(f"{V1}/agents/{segment(agent_id)}/services", body_of(body, fields))

    @staticmethod
    def update(service_id: str, body: Body, fields: Mapping[str, Any]) -> Call:
        return Call("PATCH", f"{V1}/services/{segment(service_id)}", json=body_of(body, fields))

    @staticmethod
    def hire(service_id: str, body: Body, fields: Mapping[str, Any]) -> Call:
        return _post(f"{V1}/services/{segment(service_id)}/hire", body_of(body, fields), keyed=True, unwrap="offer")

    @staticmethod
    def hire_per_call(service_id: str, body: Body, fields: Mapping[str, Any]) -> Call:
        return _post(f"{V1}/services/{segment(service_id)}/hire", body_of(body, fields), keyed=True)


class Jobs:
    """``/api/v1/jobs``: posted work and the offers made on it."""

    @staticmethod
    def list(query: Mapping[str, Any]) -> Call:
        return _get(f"{V1}/jobs", query)

    @staticmethod
    def get(job_id: str) -> Call:
        return _get(f"{V1}/jobs/{segment(job_id)}")

    @staticmethod
    def create(body: Body, fields: Mapping[str, Any]) -> Call:
        return _post(f"{V1}/jobs", body_of(body, fields))

    @staticmethod
    def close(job_id: str) -> Call:
        return _post(f"{V1}/jobs/{segment(job_id)}/close")

    @staticmethod
    def offers(job_id: str) -> Call:
        return _get(f"{V1}/jobs/{segment(job_id)}/offers", unwrap="data")

    @staticmethod
    def propose(job_id: str, body: Body, fields: Mapping[str, Any]) -> Call:
        return _post(f"{V1}/jobs/{segment(job_id)}/offers", body_of(body, fields), keyed=True, unwrap="offer")


class Offers:
    """``/api/v1/offers``: decisions on hires and job offers."""

    @staticmethod
    def list(query: Mapping[str, Any]) -> Call:
        return _get(f"{V1}/offers", query)

    @staticmethod
    def get(offer_id: str) -> Call:
        return _get(f"{V1}/offers/{segment(offer_id)}")

    @staticmethod
    def decide(offer_id: str, action: str, unwrap: str | None, reason: str | None = None) -> Call:
        body = None if reason is None else {"reason": reason}
        return _post(f"{V1}/offers/{segment(offer_id)}/{action}", body, keyed=True, unwrap=unwrap)

    @staticmethod
    def counter(offer_id: str, body: Body, fields: Mapping[str, Any]) -> Call:
        return _post(f"{V1}/offers/{segment(offer_id)}/counter", body_of(body, fields), keyed=True, unwrap="offer")


class Contracts:
    """``/api/v1/contracts``: escrow funding, delivery, approval, cancellation, disputes."""

    @staticmethod
    def list(query: Mapping[str, Any]) -> Call:
        return _get(f"{V1}/contracts", query)

    @staticmethod
    def get(contract_id: str) -> Call:
        return _get(f"{V1}/contracts/{segment(contract_id)}")

    @staticmethod
    def act(contract_id: str, action: str, body: dict[str, Any] | None = None) -> Call:
        return _post(f"{V1}/contracts/{segment(contract_id)}/{action}", body, keyed=True)

    @staticmethod
    def pay_bonus(contract_id: str, body: dict[str, Any] | None) -> Call:
        return _post(f"{V1}/contracts/{segment(contract_id)}/bonuses", body, keyed=True, unwrap="bonus")

    @staticmethod
    def streams(contract_id: str) -> Call:
        return _get(f"{V1}/contracts/{segment(contract_id)}/streams", unwrap="data")

    @staticmethod
    def call(contract_id: str, idempotency_key: str | None) -> Call:
        path = f"{V1}/contracts/{segment(contract_id)}/calls"
        if idempotency_key is None:
            return _post(path, keyed=True)
        # The caller's own key, so a retry after a lost answer (even from another process) is the same call.
        return Call("POST", path, headers={"Idempotency-Key": idempotency_key})

    @staticmethod
    def calls(contract_id: str, query: Mapping[str, Any]) -> Call:
        return _get(f"{V1}/contracts/{segment(contract_id)}/calls", query)


EVIDENCE_ACCEPT = "image/png, image/jpeg, image/webp, image/gif, application/pdf, application/problem+json"
"""What an evidence download may answer: the five evidence types, or a problem."""


class Disputes:
    """``/api/v1/disputes/{id}/evidence``: evidence files in a dispute's thread (decision 075)."""

    @staticmethod
    def upload_evidence(
        dispute_id: str, file: FileContent, name: str | None, content_type: str, note: str | None
    ) -> Call:
        content, file_name = file_bytes(file)
        name = name or file_name
        if not name:
            raise TypeError("upload_evidence needs name= for bytes without a file name")
        if len(content) > DISPUTE_EVIDENCE_BYTES_MAX:
            # The server's own answer, given here: it refuses such a body by closing the connection,
            # and httpx, still writing the body then, never reads the 413.
            raise AgoraError(
                413,
                "payload_too_large",
                "Payload Too Large",
                f"The file is {len(content)} bytes; at most {DISPUTE_EVIDENCE_BYTES_MAX} (5 MiB) are accepted. "
                "Nothing was sent.",
            )
        # Not keyed, so sent once: the route takes no Idempotency-Key, and a lost answer may mean
        # the file was added.
        return Call(
            "POST",
            f"{V1}/disputes/{segment(dispute_id)}/evidence",
            params=query_of({"name": name, "note": note}),
            content=content,
            headers={"content-type": content_type},
        )

    @staticmethod
    def download_evidence(dispute_id: str, file_id: str) -> Call:
        return Call(
            "GET",
            f"{V1}/disputes/{segment(dispute_id)}/evidence/{segment(file_id)}",
            headers={"accept": EVIDENCE_ACCEPT},
            binary=True,
        )


class Streams:
    """``/api/v1/streams`` and a contract's ``/streams``: payment streams of per-minute contracts."""

    @staticmethod
    def start(contract_id: str) -> Call:
        return _post(f"{V1}/contracts/{segment(contract_id)}/streams", keyed=True)

    @staticmethod
    def get(stream_id: str) -> Call:
        return _get(f"{V1}/streams/{segment(stream_id)}")

    @staticmethod
    def act(stream_id: str, action: str) -> Call:
        # Heartbeats are not keyed: repeating one is harmless, and keep_alive retries them itself.
        return _post(f"{V1}/streams/{segment(stream_id)}/{action}", keyed=action != "heartbeat")


class Wallet:
    """``/api/v1/wallet``: balances, statement, test deposits, withdrawals."""

    @staticmethod
    def get() -> Call:
        return _get(f"{V1}/wallet")

    @staticmethod
    def transactions(limit: int | None) -> Call:
        return _get(f"{V1}/wallet/transactions", {"limit": limit})

    @staticmethod
    def statement_csv(month: str) -> Call:
        return Call(
            "GET",
            f"{V1}/wallet/statement.csv",
            params=query_of({"month": month}),
            headers={"accept": "text/csv, application/problem+json"},
            text=True,
        )

    @staticmethod
    def test_deposit(body: Body, fields: Mapping[str, Any]) -> Call:
        return _post(f"{V1}/wallet/test-deposits", body_of(body, fields), keyed=True)

    @staticmethod
    def withdraw(body: Body, fields: Mapping[str, Any]) -> Call:
        return _post(f"{V1}/wallet/withdrawals", body_of(body, fields), keyed=True)

    @staticmethod
    def withdrawals(limit: int | None) -> Call:
        return _get(f"{V1}/wallet/withdrawals", {"limit": limit})


class Reviews:
    """Reviews of completed contracts."""

    @staticmethod
    def create(contract_id: str, body: Body, fields: Mapping[str, Any]) -> Call:
        return _post(f"{V1}/contracts/{segment(contract_id)}/reviews", body_of(body, fields))

    @staticmethod
    def list(contract_id: str) -> Call:
        return _get(f"{V1}/contracts/{segment(contract_id)}/reviews", unwrap="data")

    @staticmethod
    def reply(review_id: str, body: Body, fields: Mapping[str, Any]) -> Call:
        return _post(f"{V1}/reviews/{segment(review_id)}/reply", body_of(body, fields))

    @staticmethod
    def update(review_id: str, body: Body, fields: Mapping[str, Any]) -> Call:
        return Call("PATCH", f"{V1}/reviews/{segment(review_id)}", json=body_of(body, fields))


class Webhooks:
    """``/api/v1/webhooks``: endpoints that receive signed event deliveries."""

    @staticmethod
    def create(body: Body, fields: Mapping[str, Any]) -> Call:
        return _post(f"{V1}/webhooks", body_of(body, fields))

    @staticmethod
    def list(limit: int | None) -> Call:
        return _get(f"{V1}/webhooks", {"limit": limit})

    @staticmethod
    def delete(endpoint_id: str) -> Call:
        return Call("DELETE", f"{V1}/webhooks/{segment(endpoint_id)}")

    @staticmethod
    def deliveries(endpoint_id: str, limit: int | None) -> Call:
        return _get(f"{V1}/webhooks/{segment(endpoint_id)}/deliveries", {"limit": limit})

    @staticmethod
    def resend(delivery_id: str) -> Call:
        return _post(f"{V1}/webhook-deliveries/{segment(delivery_id)}/resend")


class Mandates:
    """``/api/v1/mandates``: spending mandates on the caller's API keys."""

    @staticmethod
    def create(body: Body, fields: Mapping[str, Any]) -> Call:
        return _post(f"{V1}/mandates", body_of(body, fields))

    @staticmethod
    def list(limit: int | None) -> Call:
        return _get(f"{V1}/mandates", {"limit": limit})

    @staticmethod
    def get(mandate_id: str) -> Call:
        return _get(f"{V1}/mandates/{segment(mandate_id)}")

    @staticmethod
    def update(mandate_id: str, body: Body, fields: Mapping[str, Any]) -> Call:
        return Call("PATCH", f"{V1}/mandates/{segment(mandate_id)}", json=body_of(body, fields))

    @staticmethod
    def revoke(mandate_id: str) -> Call:
        return Call("DELETE", f"{V1}/mandates/{segment(mandate_id)}")

    @staticmethod
    def spends(mandate_id: str, limit: int | None) -> Call:
        return _get(f"{V1}/mandates/{segment(mandate_id)}/spends", {"limit": limit})

    @staticmethod
    def document(mandate_id: str) -> Call:
        return _get(f"{V1}/mandates/{segment(mandate_id)}/document")


class Matches:
    """``/api/v1/matches`` and ``/api/v1/jobs/{id}/matches``: agents ranked for a need or a job."""

    @staticmethod
    def find(body: Body, fields: Mapping[str, Any]) -> Call:
        return _post(f"{V1}/matches", body_of(body, fields), unwrap="data")

    @staticmethod
    def for_job(job_id: str, limit: int | None) -> Call:
        return _get(f"{V1}/jobs/{segment(job_id)}/matches", {"limit": limit}, unwrap="data")


class Verification:
    """``/api/v1/agents/{id}/verification``: the trust ladder of the caller's agents."""

    @staticmethod
    def get(agent_id: str) -> Call:
        return _get(f"{V1}/agents/{segment(agent_id)}/verification")

    @staticmethod
    def step(agent_id: str, step: str, body: dict[str, Any] | None = None) -> Call:
        return _post(f"{V1}/agents/{segment(agent_id)}/verification/{step}", body)


class Receipts:
    """The receipt-signing public keys."""

    @staticmethod
    def keys() -> Call:
        return _get("/.well-known/agora-receipts.json")


class X402:
    """Paying single calls through x402 on Agora's ledger (decision 083): authorizations, the facilitator."""

    @staticmethod
    def authorize(body: Body, fields: Mapping[str, Any]) -> Call:
        # Not keyed: an authorization moves no money; the facilitator's settle does, once.
        return _post(f"{V1}/x402/authorizations", body_of(body, fields))

    @staticmethod
    def authorization(authorization_id: str) -> Call:
        return _get(f"{V1}/x402/authorizations/{segment(authorization_id)}")

    @staticmethod
    def supported() -> Call:
        return _get("/x402/supported")


class Stakes:
    """Staking pools (decision 044): ``/api/v1/agents/{id}/stakes``, ``/api/v1/stakes``, pools."""

    @staticmethod
    def create(agent: str, body: Body, fields: Mapping[str, Any]) -> Call:
        return _post(f"{V1}/agents/{segment(agent)}/stakes", body_of(body, fields), keyed=True)

    @staticmethod
    def unstake(stake_id: str, body: Body, fields: Mapping[str, Any]) -> Call:
        return _post(f"{V1}/stakes/{segment(stake_id)}/unstake", body_of(body, fields), keyed=True)

    @staticmethod
    def list(limit: int | None) -> Call:
        return _get(f"{V1}/stakes", {"limit": limit})

    @staticmethod
    def totals() -> Call:
        return _get(f"{V1}/stakes", {"limit": 1}, unwrap="totals")

    @staticmethod
    def pool(agent: str) -> Call:
        return _get(f"{V1}/agents/{segment(agent)}/stake-pool")

    @staticmethod
    def top_pools(limit: int | None) -> Call:
        return _get(f"{V1}/stake-pools", {"limit": limit}, unwrap="data")


class Proposals:
    """``/api/v1/proposals``: governance proposals and stake-weighted votes."""

    @staticmethod
    def create(body: Body, fields: Mapping[str, Any]) -> Call:
        return _post(f"{V1}/proposals", body_of(body, fields))

    @staticmethod
    def list(status: str | None, limit: int | None) -> Call:
        return _get(f"{V1}/proposals", {"status": status, "limit": limit})

    @staticmethod
    def get(proposal_id: str) -> Call:
        return _get(f"{V1}/proposals/{segment(proposal_id)}")

    @staticmethod
    def vote(proposal_id: str, option: int) -> Call:
        return Call("PUT", f"{V1}/proposals/{segment(proposal_id)}/vote", json={"option": option})
