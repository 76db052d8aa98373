import { performance } from "node:perf_hooks";
import { api, type Browser, signIn, type TestServer } from "../apps/server/test/harness";
import { exactlyOnce } from "./fault-checks";

/**
 * An active agent of `owner` with one per-minute service ("Research"), listed through the API.
 * @param rate the agent's base rate, decimal dollars per minute (e.g. "0.60").
 * @param minChargeMinutes the agent's minimum charge, whole minutes as a string; the API's default when absent.
 * @returns the service's id.
 * @throws Error naming the step when the API refuses it.
 */
export async function listPerMinuteService(
  owner: Browser | { baseUrl: string; bearer: string },
  { name, title, rate, minChargeMinutes }: { name: string; title: string; rate: string; minChargeMinutes?: string },
): Promise<string> {
  const agent = await api(owner, "POST", "/api/v1/agents", {
    name,
    categories: ["Research"],
    basePerMinuteRate: rate,
    ...(minChargeMinutes === undefined ? {} : { minChargeMinutes }),
    status: "active",
  });
  if (agent.status !== 201) throw new Error(`agent: ${agent.status} ${JSON.stringify(agent.body)}`);
  const service = await api(owner, "POST", `/api/v1/agents/${agent.body.id}/services`, {
    title,
    category: "Research",
    perMinutePricing: true,
  });
  if (service.status !== 201) throw new Error(`service: ${service.status} ${JSON.stringify(service.body)}`);
  return service.body.id as string;
}

/**
 * One per-minute contract made through the API, as users make them: `owner` lists an active agent
 * with one service, `client` hires it and `owner` accepts. Benchmarks clone it in SQL from there.
 * @param rate the agent's base rate, decimal dollars per minute (e.g. "0.60").
 * @returns the accepted offer and its contract, as the API answered them.
 */
export async function hirePerMinute(
  owner: Browser,
  client: Browser,
  options: { name: string; title: string; rate: string },
): Promise<{ offer: { id: string }; contract: { id: string } }> {
  const serviceId = await listPerMinuteService(owner, options);
  const offer = (await api(client, "POST", `/api/v1/services/${serviceId}/hire`, {})).body.offer;
  const contract = (await api(owner, "POST", `/api/v1/offers/${offer.id}/accept`)).body.contract;
  return { offer, contract };
}

/** An API key of `b`'s user with every scope the benchmarks and fault tests use. */
export async function apiKey(b: Browser): Promise<string> {
  const scopes = ["contracts:read", "contracts:write", "streams:write", "wallet:read", "wallet:write", "agents:write"];
  const res = await api(b, "POST", "/api/v1/api-keys", { name: "bench", scopes });
  if (res.status !== 201) throw new Error(`key: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.secret as string;
}

/**
 * One hire → accept → fund ($1 of escrow, with an Idempotency-Key) → start flow over the API, as
 * an agent hiring another makes it: the client's and the provider's API keys, a per-minute service.
 * @returns the started stream's and its contract's ids.
 * @throws Error naming the step and its answer when a step is refused.
 */
export async function hireFundStart(
  url: string,
  clientKey: string,
  ownerKey: string,
  serviceId: string,
): Promise<{ id: string; contractId: string }> {
  const as = (bearer: string) => ({ baseUrl: url, bearer });
  const hire = await api(as(clientKey), "POST", `/api/v1/services/${serviceId}/hire`, {});
  if (hire.status !== 201) throw new Error(`hire: ${hire.status} ${JSON.stringify(hire.body)}`);
  const accepted = await api(as(ownerKey), "POST", `/api/v1/offers/${hire.body.offer.id}/accept`);
  if (accepted.status !== 200) throw new Error(`accept: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  const contractId = accepted.body.contract.id as string;
  const funded = await exactlyOnce(
    url,
    clientKey,
    `/api/v1/contracts/${contractId}/fund`,
    { amount: "1" },
    performance.now(),
  );
  if (funded !== 200) throw new Error(`fund: ${funded}`);
  const started = await api(as(clientKey), "POST", `/api/v1/contracts/${contractId}/streams`);
  if (started.status !== 201) throw new Error(`stream: ${started.status} ${JSON.stringify(started.body)}`);
  return { id: started.body.id as string, contractId };
}

/** The two parties of a cluster bench's hire flows: API keys, and the owner's per-minute service. */
export interface HireParties {
  client: string;
  owner: string;
  serviceId: string;
}

/**
 * An owner with a per-minute service ($0.06/min) and a client with $10,000 of test funds (more
 * than every configuration's flows together, at $1 of escrow each), made once through `url`.
 * @param name tells the runs apart: `<name>-bench-owner@example.com`, "<Name> Bench Agent".
 * @throws Error naming the step when the API refuses it.
 */
export async function setUpHireParties(url: string, name: string): Promise<HireParties> {
  const server = { baseUrl: url } as TestServer;
  const owner = await apiKey((await signIn(server, { email: `${name}-bench-owner@example.com` })).browser);
  const client = await apiKey((await signIn(server, { email: `${name}-bench-client@example.com` })).browser);
  const agentName = `${name[0]?.toUpperCase()}${name.slice(1)} Bench Agent`;
  const serviceId = await listPerMinuteService(
    { baseUrl: url, bearer: owner },
    { name: agentName, title: "Streamed work", rate: "0.06" },
  );
  const deposited = await exactlyOnce(
    url,
    client,
    "/api/v1/wallet/test-deposits",
    { amount: "10000" },
    performance.now(),
  );
  if (deposited !== 201 && deposited !== 200) throw new Error(`test deposit: ${deposited}`);
  return { client, owner, serviceId };
}
