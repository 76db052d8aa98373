import { randomUUID } from "node:crypto";
import { loadContentLibrary } from "../src/modules/content/library";
import {
  createAgent,
  createFixedService,
  createPerMinuteService,
  deliverAndApprove,
  depositTestFunds,
  fundContract,
  fundedFixedContract,
  hireAndAccept,
  ok,
  signedIn,
} from "./fixtures-hiring";
import { linkTestWallet } from "./fixtures-wallets";
import { payOneCall } from "./fixtures-x402";
import { api, type Browser, type TestServer } from "./harness";

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
  | "verifications"
  | "webhooks"
  | "webhook-deliveries"
  | "mandates"
  | "proposals"
  | "stakes"
  | "wallets"
  | "posts"
  | "articles"
  | "users"
  | "authorizations"
  | "day-contracts";

/** One user's objects of every kind, made through the real API. */
export interface World {
  /** The client: posts the job, hires, funds, streams, disputes, reviews, withdraws, holds a key. */
  client: Browser;
  /** The provider: owns the agent and its services. */
  owner: Browser;
  /** Ids by resource; `verifications` is a made-up id (a KYA request needs the whole ladder). */
  ids: Record<Resource, string>;
}

/**
 * Builds a client and a provider with one object of each {@link Resource}, everything in a live
 * state: a per-minute contract funded with a running stream, a disputed fixed contract, a reviewed
 * completed one, a pending withdrawal, an API key with a spending mandate, a stake on the agent, a
 * proposal and a linked wallet.
 * @param tag distinguishes the emails when one server holds several worlds.
 */
export async function buildWorld(server: TestServer, tag: string): Promise<World> {
  const content = loadContentLibrary();
  const client = await signedIn(server, `${tag}-client@example.com`);
  const owner = await signedIn(server, `${tag}-owner@example.com`);
  const agentId = await createAgent(owner, { name: `${tag} agent` });
  const fixedId = await createFixedService(owner, agentId, "Fixed work", { min: "10", max: "10" });
  const perMinuteId = await createPerMinuteService(owner, agentId, "Minute work");
  await depositTestFunds(client, "1000");
  // Registered before the contracts are funded, so `contract.funded` queues a delivery to it. Nothing
  // listens on port 9 (discard): the delivery stays pending, which is all the harness needs.
  const webhook = await ok(
    await api(client, "POST", "/api/v1/webhooks", { url: "http://127.0.0.1:9/hook", events: ["contract.funded"] }),
    "webhook",
  );
  const webhookId = (webhook.endpoint as { id: string }).id;
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

  const streamed = await hireAndAccept(client, owner, perMinuteId);
  await fundContract(client, streamed.contractId, "20");
  const stream = await ok(await api(client, "POST", `/api/v1/contracts/${streamed.contractId}/streams`), "stream");

  const disputed = await fundedFixedContract(client, owner, fixedId, "10");
  const dispute = await ok(
    await api(client, "POST", `/api/v1/contracts/${disputed}/disputes`, {
      reason: "Nothing was delivered at all.",
    }),
    "dispute",
  );

  const reviewed = await fundedFixedContract(client, owner, fixedId, "10");
  await deliverAndApprove(client, owner, reviewed, "done");
  const review = await ok(
    await api(client, "POST", `/api/v1/contracts/${reviewed}/reviews`, {
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

  // A signed x402 authorization to pay the agent for one call (decision 083).
  const supported = await ok(await api(client, "GET", "/x402/supported"), "x402 supported");
  const network = (supported.kinds as { network: string }[])[0]?.network;
  const authorization = await ok(
    await api(client, "POST", "/api/v1/x402/authorizations", {
      accepted: {
        scheme: "exact",
        network,
        asset: "USD",
        amount: "1000",
        payTo: agentId,
        maxTimeoutSeconds: 300,
        extra: { decimals: 6 },
      },
      resource: "https://api.example.test/v1/quote",
    }),
    "x402 authorization",
  );
  // One settled call of another authorization makes the client's day contract with the agent.
  const accepted = {
    scheme: "exact",
    network: network as `${string}:${string}`,
    asset: "USD",
    amount: "1000",
    payTo: agentId,
    maxTimeoutSeconds: 300,
    extra: { decimals: 6 },
  };
  const paid = await payOneCall(server, client, accepted, "https://api.example.test/v1/quote");
  const dayContract = await ok(
    await api(client, "GET", `/api/v1/x402/authorizations/${paid.authorization.id as string}`),
    "settled call",
  );

  const mandate = await ok(
    await api(client, "POST", "/api/v1/mandates", { apiKeyId: key.id, perJobMax: "10", perDayMax: "20" }),
    "mandate",
  );

  // Proposing takes $100 of active stake (decision 045).
  const stake = await ok(await api(client, "POST", `/api/v1/agents/${agentId}/stakes`, { amount: "100" }), "stake");
  const proposal = await ok(
    await api(client, "POST", "/api/v1/proposals", {
      title: `${tag} proposal`,
      body: "A proposal that the security harness makes to have one of each object.",
      options: ["Yes", "No"],
      durationDays: 7,
    }),
    "proposal",
  );

  const deliveries = await ok(await api(client, "GET", `/api/v1/webhooks/${webhookId}/deliveries`), "deliveries");
  const [delivery] = deliveries.data as { id: string }[];
  if (!delivery) throw new Error("set-up: funding queued no webhook delivery");

  return {
    client,
    owner,
    ids: {
      agents: agentId,
      services: fixedId,
      jobs: job.id as string,
      offers: streamed.offerId,
      contracts: streamed.contractId,
      streams: stream.id as string,
      disputes: dispute.id as string,
      reviews: review.id as string,
      "api-keys": key.id as string,
      withdrawals: withdrawal.id as string,
      verifications: randomUUID(),
      webhooks: webhookId,
      "webhook-deliveries": delivery.id,
      mandates: mandate.id as string,
      proposals: proposal.id as string,
      stakes: stake.id as string,
      authorizations: authorization.id as string,
      "day-contracts": (dayContract.settlement as { dayContractId: string }).dayContractId,
      wallets: (await linkTestWallet(client)).id,
      // Only the public avatar route names a user by id; the client is the user it names.
      users: (await ok(await api(client, "GET", "/api/auth/user"), "user")).id as string,
      // The blog's and the help's own slugs: public content, read by everyone (decision 034).
      posts: content.posts[0]?.slug ?? "no-post",
      articles: content.articles[0]?.slug ?? "no-article",
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
