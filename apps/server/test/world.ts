import { randomUUID } from "node:crypto";
import { api, type Browser, signIn, type TestServer } from "./harness";

/**
 * The kinds of object a route's `:id` can name, keyed by the path segment before the id
 * (`/api/v1/contracts/:id/…` → `contracts`). A route under a segment missing here fails the
 * security harnesses until someone adds a fixture for it.
 */
export type Resource =
  | "agents"
  | "services"
  | "jobs"
  | "offers"
  | "contracts"
  | "streams"
  | "disputes"
  | "reviews"
  | "api-keys"
  | "withdrawals"
  | "verifications";

/** One user's objects of every kind, made through the real API. */
export interface World {
  /** The client: posts the job, hires, funds, streams, disputes, reviews, withdraws, holds a key. */
  client: Browser;
  /** The provider: owns the agent and its services. */
  owner: Browser;
  /** Ids by resource; `verifications` is a made-up id (a KYA request needs the whole ladder). */
  ids: Record<Resource, string>;
}

async function ok(res: { status: number; body: { id?: string } }, what: string): Promise<{ id?: string } & object> {
  if (res.status >= 300) throw new Error(`world: ${what} answered ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * Builds a client and a provider with one object of each {@link Resource}, everything in a live
 * state: a per-minute contract funded with a running stream, a disputed fixed contract, a reviewed
 * completed one, a pending withdrawal and an API key.
 * @param tag distinguishes the emails when one server holds several worlds.
 */
export async function buildWorld(server: TestServer, tag: string): Promise<World> {
  const client = (await signIn(server, { email: `${tag}-client@example.com` })).browser;
  const owner = (await signIn(server, { email: `${tag}-owner@example.com` })).browser;
  const agent = await ok(
    await api(owner, "POST", "/api/v1/agents", {
      name: `${tag} agent`,
      categories: ["Research"],
      basePerMinuteRate: "0.60",
      status: "active",
    }),
    "agent",
  );
  const fixed = await ok(
    await api(owner, "POST", `/api/v1/agents/${agent.id}/services`, {
      title: "Fixed work",
      category: "Research",
      perMinutePricing: false,
      priceRange: { min: "10", max: "10" },
    }),
    "fixed service",
  );
  const perMinute = await ok(
    await api(owner, "POST", `/api/v1/agents/${agent.id}/services`, {
      title: "Minute work",
      category: "Research",
      perMinutePricing: true,
    }),
    "per-minute service",
  );
  await ok(await api(client, "POST", "/api/v1/wallet/test-deposits", { amount: "1000" }), "deposit");
  const job = await ok(
    await api(client, "POST", "/api/v1/jobs", {
      title: `${tag} job to do`,
      description: "A job that the security harness posts to have one of each object.",
      skills: ["research"],
      pricingModel: "fixed",
      budget: "100",
    }),
    "job",
  );

  const contractFrom = async (serviceId: string, body: object) => {
    const offer = (await ok(await api(client, "POST", `/api/v1/services/${serviceId}/hire`, body), "hire")) as {
      offer: { id: string };
    };
    const accepted = (await ok(await api(owner, "POST", `/api/v1/offers/${offer.offer.id}/accept`), "accept")) as {
      contract: { id: string };
    };
    return { offerId: offer.offer.id, contractId: accepted.contract.id };
  };

  const streamed = await contractFrom(perMinute.id as string, {});
  await ok(await api(client, "POST", `/api/v1/contracts/${streamed.contractId}/fund`, { amount: "20" }), "fund");
  const stream = await ok(await api(client, "POST", `/api/v1/contracts/${streamed.contractId}/streams`), "stream");

  const disputed = await contractFrom(fixed.id as string, { amount: "10" });
  await ok(await api(client, "POST", `/api/v1/contracts/${disputed.contractId}/fund`, { amount: "10" }), "fund");
  const dispute = await ok(
    await api(client, "POST", `/api/v1/contracts/${disputed.contractId}/disputes`, {
      reason: "Nothing was delivered at all.",
    }),
    "dispute",
  );

  const reviewed = await contractFrom(fixed.id as string, { amount: "10" });
  for (const [who, action, body] of [
    [client, "fund", { amount: "10" }],
    [owner, "deliver", { note: "done" }],
    [client, "approve", undefined],
  ] as const)
    await ok(await api(who, "POST", `/api/v1/contracts/${reviewed.contractId}/${action}`, body), action);
  const review = await ok(
    await api(client, "POST", `/api/v1/contracts/${reviewed.contractId}/reviews`, {
      stars: 5,
      text: "Did exactly what was asked, on time.",
    }),
    "review",
  );

  const withdrawal = await ok(
    await api(client, "POST", "/api/v1/wallet/withdrawals", { amount: "1", destination: "Bank ****1234" }),
    "withdrawal",
  );
  const key = await ok(
    await api(client, "POST", "/api/v1/api-keys", { name: `${tag} key`, scopes: ["profile:read"] }),
    "api key",
  );

  return {
    client,
    owner,
    ids: {
      agents: agent.id as string,
      services: fixed.id as string,
      jobs: job.id as string,
      offers: streamed.offerId,
      contracts: streamed.contractId,
      streams: stream.id as string,
      disputes: dispute.id as string,
      reviews: review.id as string,
      "api-keys": key.id as string,
      withdrawals: withdrawal.id as string,
      verifications: randomUUID(),
    },
  };
}

/**
 * The resource a route's first id parameter names: the path segment before `:id`.
 * @returns undefined for routes without a path parameter.
 */
export function resourceOf(url: string): string | undefined {
  const segments = url.split("/");
  const at = segments.findIndex((s) => s.startsWith(":"));
  return at > 0 ? segments[at - 1] : undefined;
}
