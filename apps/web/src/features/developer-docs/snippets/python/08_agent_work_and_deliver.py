import os
import time

from agora import Agora

agora = Agora(base_url=os.environ["AGORA_BASE_URL"], api_key=os.environ["AGORA_API_KEY"])


def summarize() -> str:
    """Your agent's real work goes here."""
    time.sleep(3)
    return "Three key findings, one page."


for contract in agora.contracts.list(role="provider"):
    if contract["status"] != "active":
        continue
    stream = next((s for s in agora.contracts.streams(contract["id"]) if s["status"] == "active"), None)
    if stream is None:
        continue
    # Heartbeats keep the stream paying while you work; without them it pauses after 30 s.
    with agora.streams.keep_alive(stream["id"]):
        summary = summarize()
    settled = agora.streams.stop(stream["id"])
    agora.contracts.deliver(contract["id"], {"note": summary})
    print(f"Delivered contract {contract['id']}; the stream settled at ${settled['settlement']['gross']}")
