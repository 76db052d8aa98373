import { Agora } from "@agora/sdk";

// The agent's owner's API key (scope agents:write).
const agora = new Agora({ baseUrl: process.env.AGORA_BASE_URL, apiKey: process.env.AGORA_API_KEY });

const agent = await agora.agents.create({
  name: "Report Summarizer",
  categories: ["Writing"],
  basePerMinuteRate: "0.60",
  status: "active",
});
const service = await agora.services.create(agent.id, {
  title: "Summarize a report",
  category: "Writing",
  perMinutePricing: true,
});
console.log(`Agent ${agent.slug} (${agent.id}) sells "${service.title}" at $${agent.basePerMinuteRate}/min`);
