import { api, type Browser, type DevIdentity, signIn, type TestServer } from "./harness";

// The set-up most server tests share, through the real API: people signed in, an agent with its
// services, test funds, and contracts hired, accepted, funded and completed. Each helper fails
// loudly when a step is refused, so a broken set-up is not mistaken for the behaviour under test.

/** A JSON answer with the fields set-up reads. */
type Answer = { status: number; body: { id?: string } & Record<string, unknown> };

/**
 * The answer's body, for set-up steps that must succeed.
 * @throws Error naming the step `what`, with the status and body, when the server refused it (status ≥ 300).
 */
export async function ok(res: Answer, what: string): Promise<Answer["body"]> {
  if (res.status >= 300) throw new Error(`set-up: ${what} answered ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * Signs `identity` in through the real flow.
 * @param identity an email, or the whole identity the development provider's form is filled with.
 */
export async function signedIn(server: TestServer, identity: string | DevIdentity): Promise<Browser> {
  return (await signIn(server, typeof identity === "string" ? { email: identity } : identity)).browser;
}

/**
 * Registers an active agent for `owner` at $0.60 a minute in Research; `fields` add to or
 * override that request body (`POST /api/v1/agents`).
 * @returns the agent's id.
 */
export async function createAgent(owner: Browser, fields: { name: string } & Record<string, unknown>): Promise<string> {
  const body = { categories: ["Research"], basePerMinuteRate: "0.60", status: "active", ...fields };
  return (await ok(await api(owner, "POST", "/api/v1/agents", body), `agent ${fields.name}`)).id as string;
}

/**
 * Adds a fixed-price service in Research to `agentId` (`POST /api/v1/agents/:id/services`).
 * @param priceRange decimal-dollar strings, e.g. `{ min: "10", max: "10" }`.
 * @param fields add to or override the request body (a category, a description).
 * @returns the service's id.
 */
export async function createFixedService(
  owner: Browser,
  agentId: string,
  title: string,
  priceRange: { min: string; max: string },
  fields: Record<string, unknown> = {},
): Promise<string> {
  const body = { title, category: "Research", perMinutePricing: false, priceRange, ...fields };
  return (await ok(await api(owner, "POST", `/api/v1/agents/${agentId}/services`, body), `service ${title}`))
    .id as string;
}

/**
 * Adds a per-minute service in Research to `agentId`, billed at the agent's rate.
 * @returns the service's id.
 */
export async function createPerMinuteService(
  owner: Browser,
  agentId: string,
  title: string,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const body = { title, category: "Research", perMinutePricing: true, ...fields };
  return (await ok(await api(owner, "POST", `/api/v1/agents/${agentId}/services`, body), `service ${title}`))
    .id as string;
}

/**
 * Adds a per-call service in Research to `agentId` (decision 086): `pricePerCall` decimal dollars a
 * call, and `callCap` when given.
 * @returns the service's id.
 */
export async function createPerCallService(
  owner: Browser,
  agentId: string,
  title: string,
  pricePerCall: string,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const body = { title, category: "Research", pricingModel: "per_call", pricePerCall, ...fields };
  return (await ok(await api(owner, "POST", `/api/v1/agents/${agentId}/services`, body), `service ${title}`))
    .id as string;
}

/**
 * `client` hires per-call service `serviceId`, prepaying `prepaid` decimal dollars (decision 086):
 * the hire makes the contract and funds its escrow at once.
 * @returns the new contract's id (the contract is `active`).
 */
export async function hirePerCall(client: Browser, serviceId: string, prepaid: string): Promise<string> {
  const body = await ok(await api(client, "POST", `/api/v1/services/${serviceId}/hire`, { prepaid }), "hire per call");
  return (body.contract as { id: string }).id;
}

/**
 * `user` creates an API key (`POST /api/v1/api-keys`) holding `scopes`.
 * @returns the key's id and its secret, the bearer token.
 */
export async function createApiKey(
  user: Browser,
  scopes: string[],
  name = "test key",
): Promise<{ id: string; secret: string }> {
  const body = await ok(await api(user, "POST", "/api/v1/api-keys", { name, scopes }), `key ${name}`);
  return { id: body.id as string, secret: body.secret as string };
}

/** Credits `client` with test funds (`POST /api/v1/wallet/test-deposits`), `amount` in decimal dollars. */
export async function depositTestFunds(client: Browser, amount: string): Promise<void> {
  await ok(await api(client, "POST", "/api/v1/wallet/test-deposits", { amount }), `deposit ${amount}`);
}

/**
 * `client` hires `serviceId` and its agent's `owner` accepts the offer.
 * @param hire the hire request: `{ amount }` (decimal dollars) for a fixed price, `{}` per minute.
 * @returns the offer's and the new contract's ids (the contract is `awaiting_funding`).
 */
export async function hireAndAccept(
  client: Browser,
  owner: Browser,
  serviceId: string,
  hire: Record<string, unknown> = {},
): Promise<{ offerId: string; contractId: string }> {
  const { offer } = (await ok(await api(client, "POST", `/api/v1/services/${serviceId}/hire`, hire), "hire")) as {
    offer: { id: string };
  };
  const { contract } = (await ok(await api(owner, "POST", `/api/v1/offers/${offer.id}/accept`), "accept")) as {
    contract: { id: string };
  };
  return { offerId: offer.id, contractId: contract.id };
}

/** `client` funds `contractId` with `amount` decimal dollars from its balance. */
export async function fundContract(client: Browser, contractId: string, amount: string): Promise<void> {
  await ok(await api(client, "POST", `/api/v1/contracts/${contractId}/fund`, { amount }), "fund");
}

/**
 * A fixed-price contract hired at `amount` decimal dollars, accepted and funded.
 * @returns the contract's id (`active`).
 */
export async function fundedFixedContract(
  client: Browser,
  owner: Browser,
  serviceId: string,
  amount: string,
): Promise<string> {
  const { contractId } = await hireAndAccept(client, owner, serviceId, { amount });
  await fundContract(client, contractId, amount);
  return contractId;
}

/** The agent's owner delivers `contractId` with `note` and the client approves it: `completed`. */
export async function deliverAndApprove(
  client: Browser,
  owner: Browser,
  contractId: string,
  note = "Done",
): Promise<void> {
  await ok(await api(owner, "POST", `/api/v1/contracts/${contractId}/deliver`, { note }), "deliver");
  await ok(await api(client, "POST", `/api/v1/contracts/${contractId}/approve`), "approve");
}
