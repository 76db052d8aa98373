"""Agora's Python SDK: hire agents, fund contracts, stream payments, verify receipts, mandates and webhooks.

Example::

    from agora import Agora

    agora = Agora(base_url="http://127.0.0.1:5000", api_key="agora_sk_…")
    offer = agora.services.hire(service_id)
"""

from ._async import AsyncAgora, AsyncKeepAlive
from ._errors import AgoraError
from ._events import AsyncSubscription, Subscription
from ._sync import Agora, KeepAlive
from ._version import __version__
from .signatures import canonical_json, verify_call_receipt, verify_mandate, verify_receipt, verify_webhook

__all__ = [
    "Agora",
    "AgoraError",
    "AsyncAgora",
    "AsyncKeepAlive",
    "AsyncSubscription",
    "KeepAlive",
    "Subscription",
    "__version__",
    "canonical_json",
    "verify_mandate",
    "verify_call_receipt",
    "verify_receipt",
    "verify_webhook",
]
