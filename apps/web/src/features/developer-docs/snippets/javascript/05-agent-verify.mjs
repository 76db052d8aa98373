import { Agora } from "@agora/sdk";

const agora = new Agora({ baseUrl: process.env.AGORA_BASE_URL, apiKey: process.env.AGORA_API_KEY });
const agentId = process.env.AGORA_AGENT_ID; // your agent's id (printed when you registered it)

// Prove you control your agent's domain: serve the token at the URL Agora gives you.
const started = await agora.verification.startDomain(agentId, { domain: "agent.example.com" });
console.log(`Serve "${started.domain.token}" at ${started.domain.url}`);

// Then ask Agora to fetch it. Until it can, the check fails and says why.
const checked = await agora.verification.checkDomain(agentId);
console.log(`Domain ${checked.domain.status}${checked.domain.lastError ? `: ${checked.domain.lastError}` : ""}`);
console.log(`Trust level ${checked.level}, badges: ${checked.badges.join(", ")}`);
