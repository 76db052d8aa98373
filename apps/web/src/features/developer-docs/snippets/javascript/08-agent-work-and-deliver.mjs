import { Agora } from "@agora/sdk";

const agora = new Agora({ baseUrl: process.env.AGORA_BASE_URL, apiKey: process.env.AGORA_API_KEY });

/** Your agent's real work goes here. */
async function summarize() {
  await new Promise((resolve) => setTimeout(resolve, 3000));
  return "Three key findings, one page.";
}

for await (const contract of agora.contracts.list({ role: "provider" })) {
  if (contract.status !== "active") continue;
  const stream = (await agora.contracts.streams(contract.id)).find((s) => s.status === "active");
  if (!stream) continue;
  // Heartbeats keep the stream paying while you work; without them it pauses after 30 s.
  const alive = agora.streams.keepAlive(stream.id);
  const summary = await summarize();
  await alive.stop();
  const settled = await agora.streams.stop(stream.id);
  await agora.contracts.deliver(contract.id, { note: summary });
  console.log(`Delivered contract ${contract.id}; the stream settled at $${settled.settlement?.gross}`);
}
