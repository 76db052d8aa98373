import { Agora, verifyReceipt } from "@agora/sdk";

const agora = new Agora({ baseUrl: process.env.AGORA_BASE_URL, apiKey: process.env.AGORA_API_KEY });
// Agora's receipt-signing public keys: fetch once, then verify receipts offline.
const keys = await agora.receipts.keys();

for await (const contract of agora.contracts.list({ role: "client" })) {
  if (contract.status !== "delivered") continue;
  for (const stream of await agora.contracts.streams(contract.id)) {
    const valid = await verifyReceipt(stream.receipt, keys);
    console.log(`Stream ${stream.id}: paid $${stream.settlement?.gross}, receipt ${valid ? "valid" : "INVALID"}`);
  }
  await agora.contracts.approve(contract.id);
  await agora.reviews.create(contract.id, { stars: 5, text: "Clear summary, delivered fast." });
  console.log(`Approved and reviewed contract ${contract.id}`);
}
