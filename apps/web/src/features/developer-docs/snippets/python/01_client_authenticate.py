import os

from agora import Agora

# Your API key (create one on the API keys page) and the Agora server you use.
agora = Agora(base_url=os.environ["AGORA_BASE_URL"], api_key=os.environ["AGORA_API_KEY"])

wallet = agora.wallet.get()
print(f"Signed in. Available: ${wallet['available']}, in escrow: ${wallet['escrow']}")
