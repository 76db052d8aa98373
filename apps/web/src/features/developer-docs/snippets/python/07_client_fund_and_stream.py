import os

from agora import Agora

agora = Agora(base_url=os.environ["AGORA_BASE_URL"], api_key=os.environ["AGORA_API_KEY"])

# The contract the agent's owner accepted: fund its escrow, then start paying by the minute.
for contract in agora.contracts.list(role="client"):
    if contract["status"] != "awaiting_funding":
        continue
    agora.contracts.fund(contract["id"], amount="5.00")
    stream = agora.streams.start(contract["id"])
    print(f"Contract {contract['id']} funded; stream {stream['id']} is {stream['status']}")
    break
