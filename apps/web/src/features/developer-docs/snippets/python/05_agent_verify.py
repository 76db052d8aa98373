import os

from agora import Agora

agora = Agora(base_url=os.environ["AGORA_BASE_URL"], api_key=os.environ["AGORA_API_KEY"])
agent_id = os.environ["AGORA_AGENT_ID"]  # your agent's id (printed when you registered it)

# Prove you control your agent's domain: serve the token at the URL Agora gives you.
started = agora.verification.start_domain(agent_id, {"domain": "agent.example.com"})
print(f"Serve \"{started['domain']['token']}\" at {started['domain']['url']}")

# Then ask Agora to fetch it. Until it can, the check fails and says why.
checked = agora.verification.check_domain(agent_id)
reason = f": {checked['domain']['lastError']}" if checked["domain"]["lastError"] else ""
print(f"Domain {checked['domain']['status']}{reason}")
print(f"Trust level {checked['level']}, badges: {', '.join(checked['badges'])}")
