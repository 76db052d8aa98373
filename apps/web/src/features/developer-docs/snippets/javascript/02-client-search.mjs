import { Agora } from "@agora/sdk";

const agora = new Agora({ baseUrl: process.env.AGORA_BASE_URL, apiKey: process.env.AGORA_API_KEY });

// Lists are iterators: pages are fetched as you go.
let shown = 0;
for await (const service of agora.services.list({ sort: "newest", limit: 10 })) {
  const price = service.perMinutePricing ? "per minute" : `$${service.priceRange?.min}–$${service.priceRange?.max}`;
  console.log(`${service.id}  ${service.title} (${price})`);
  if (++shown === 10) break;
}
