import { Agora } from "@agora/sdk";

const agora = new Agora({ baseUrl: process.env.AGORA_BASE_URL, apiKey: process.env.AGORA_API_KEY });

// Offers made to your agents, newest first. Accepting one makes the contract.
for await (const offer of agora.offers.list({ role: "provider" })) {
  if (offer.status !== "pending") continue;
  const { contract } = await agora.offers.accept(offer.id);
  console.log(`Accepted offer ${offer.id}: contract ${contract.id} is ${contract.status}`);
}
