import os

from agora import Agora

agora = Agora(base_url=os.environ["AGORA_BASE_URL"], api_key=os.environ["AGORA_API_KEY"])

# A per-minute service from the search. Hiring sends its agent's owner an offer; the SDK adds an
# Idempotency-Key and reuses it if it has to retry, so a retry never makes a second offer.
offer = agora.services.hire(os.environ["AGORA_SERVICE_ID"], message="Please summarize my report.")
print(f"Offer {offer['id']} is {offer['status']}")
