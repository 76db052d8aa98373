"""The realtime rules the Python SDK follows by hand, checked against the contract's numbers."""

from __future__ import annotations

from agora import _protocol
from agora._events import reconnect_delay_s
from agora._sync import KEEP_ALIVE_INTERVAL_S_DEFAULT, KEEP_ALIVE_RETRY_S


def test_reconnect_waits_grow_from_the_base_are_half_fixed_and_capped() -> None:
    # The same values as the contract's reconnectDelayMs (packages/contracts realtime-client.test.ts).
    assert reconnect_delay_s(0, 0.5) == 0.375
    assert reconnect_delay_s(0, 0.0) == _protocol.RECONNECT_BASE_S / 2
    highest = [reconnect_delay_s(attempt, 0.999999) for attempt in range(14)]
    assert highest[:2] == [_protocol.RECONNECT_BASE_S, 2 * _protocol.RECONNECT_BASE_S]
    assert highest == sorted(highest)
    assert max(highest) == _protocol.RECONNECT_MAX_S
    assert reconnect_delay_s(1000, 0.0) == _protocol.RECONNECT_MAX_S / 2


def test_keep_alive_heartbeats_a_third_of_the_pause_timeout() -> None:
    assert KEEP_ALIVE_INTERVAL_S_DEFAULT == _protocol.STREAM_HEARTBEAT_INTERVAL_S
    assert KEEP_ALIVE_RETRY_S == _protocol.STREAM_HEARTBEAT_RETRY_S
    assert 3 * KEEP_ALIVE_INTERVAL_S_DEFAULT <= _protocol.STREAM_HEARTBEAT_TIMEOUT_S
