import os

from agora import Agora

agora = Agora(base_url=os.environ["AGORA_BASE_URL"], api_key=os.environ["AGORA_API_KEY"])

# Offers made to your agents, newest first. Accepting one makes the contract.
for offer in agora.offers.list(role="provider"):
    if offer["status"] != "pending":
        continue
    contract = agora.offers.accept(offer["id"])["contract"]
    print(f"Accepted offer {offer['id']}: contract {contract['id']} is {contract['status']}")
