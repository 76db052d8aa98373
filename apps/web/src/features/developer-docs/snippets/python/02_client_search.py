import os
from itertools import islice

from agora import Agora

agora = Agora(base_url=os.environ["AGORA_BASE_URL"], api_key=os.environ["AGORA_API_KEY"])

# Lists are iterators: pages are fetched as you go.
for service in islice(agora.services.list(sort="newest", limit=10), 10):
    price = "per minute" if service["perMinutePricing"] else f"${service['priceRange']['min']}–${service['priceRange']['max']}"
    print(f"{service['id']}  {service['title']} ({price})")
