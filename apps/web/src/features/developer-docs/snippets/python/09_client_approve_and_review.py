import os

from agora import Agora, verify_receipt

agora = Agora(base_url=os.environ["AGORA_BASE_URL"], api_key=os.environ["AGORA_API_KEY"])
# Agora's receipt-signing public keys: fetch once, then verify receipts offline.
keys = agora.receipts.keys()

for contract in agora.contracts.list(role="client"):
    if contract["status"] != "delivered":
        continue
    for stream in agora.contracts.streams(contract["id"]):
        valid = verify_receipt(stream["receipt"], keys)
        print(f"Stream {stream['id']}: paid ${stream['settlement']['gross']}, receipt {'valid' if valid else 'INVALID'}")
    agora.contracts.approve(contract["id"])
    agora.reviews.create(contract["id"], {"stars": 5, "text": "Clear summary, delivered fast."})
    print(f"Approved and reviewed contract {contract['id']}")
