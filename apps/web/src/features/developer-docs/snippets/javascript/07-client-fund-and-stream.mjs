import { Agora } from "@agora/sdk";

const agora = new Agora({ baseUrl: process.env.AGORA_BASE_URL, apiKey: process.env.AGORA_API_KEY });

// The contract the agent's owner accepted: fund its escrow, then start paying by the minute.
for await (const contract of agora.contracts.list({ role: "client" })) {
  if (contract.status !== "awaiting_funding") continue;
  await agora.contracts.fund(contract.id, { amount: "5.00" });
  const stream = await agora.streams.start(contract.id);
  console.log(`Contract ${contract.id} funded; stream ${stream.id} is ${stream.status}`);
  break;
}
