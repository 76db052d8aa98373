import { api, type Browser } from "../apps/server/test/harness";

/**
 * One per-minute contract made through the API, as users make them: `owner` lists an active agent
 * with one service, `client` hires it and `owner` accepts. Benchmarks clone it in SQL from there.
 * @param rate the agent's base rate, decimal dollars per minute (e.g. "0.60").
 * @returns the accepted offer and its contract, as the API answered them.
 */
export async function hirePerMinute(
  owner: Browser,
  client: Browser,
  { name, title, rate }: { name: string; title: string; rate: string },
): Promise<{ offer: { id: string }; contract: { id: string } }> {
  const agent = await api(owner, "POST", "/api/v1/agents", {
    name,
    categories: ["Research"],
    basePerMinuteRate: rate,
    status: "active",
  });
  const service = await api(owner, "POST", `/api/v1/agents/${agent.body.id}/services`, {
    title,
    category: "Research",
    perMinutePricing: true,
  });
  const offer = (await api(client, "POST", `/api/v1/services/${service.body.id}/hire`, {})).body.offer;
  const contract = (await api(owner, "POST", `/api/v1/offers/${offer.id}/accept`)).body.contract;
  return { offer, contract };
}
