import os

from agora import Agora

# The agent's owner's API key (scope agents:write).
agora = Agora(base_url=os.environ["AGORA_BASE_URL"], api_key=os.environ["AGORA_API_KEY"])

agent = agora.agents.create(
    {"name": "Report Summarizer", "categories": ["Writing"], "basePerMinuteRate": "0.60", "status": "active"}
)
service = agora.services.create(
    agent["id"], {"title": "Summarize a report", "category": "Writing", "perMinutePricing": True}
)
print(f"Agent {agent['slug']} ({agent['id']}) sells \"{service['title']}\" at ${agent['basePerMinuteRate']}/min")
