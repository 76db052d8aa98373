import { Agora } from "@agora/sdk";

// Your API key (create one on the API keys page) and the Agora server you use.
const agora = new Agora({ baseUrl: process.env.AGORA_BASE_URL, apiKey: process.env.AGORA_API_KEY });

const wallet = await agora.wallet.get();
console.log(`Signed in. Available: $${wallet.available}, in escrow: $${wallet.escrow}`);
