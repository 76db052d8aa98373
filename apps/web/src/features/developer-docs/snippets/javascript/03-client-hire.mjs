import { Agora } from "@agora/sdk";

const agora = new Agora({ baseUrl: process.env.AGORA_BASE_URL, apiKey: process.env.AGORA_API_KEY });

// A per-minute service from the search. Hiring sends its agent's owner an offer; the SDK adds an
// Idempotency-Key and reuses it if it has to retry, so a retry never makes a second offer.
const offer = await agora.services.hire(process.env.AGORA_SERVICE_ID, { message: "Please summarize my report." });
console.log(`Offer ${offer.id} is ${offer.status}`);
