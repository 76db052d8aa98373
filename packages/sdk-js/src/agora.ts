import { type AgoraClient, createAgoraClient } from "@agora/client";
import { defaultWebSocketFactory, EventsResource, type WebSocketFactory } from "./events";
import { AgentsResource } from "./resources/agents";
import { DisputesResource } from "./resources/disputes";
import { ProposalsResource } from "./resources/governance";
import { ContractsResource, JobsResource, OffersResource } from "./resources/hiring";
import { MandatesResource } from "./resources/mandates";
import { MatchesResource } from "./resources/matches";
import { ReceiptsResource } from "./resources/receipts";
import { ReviewsResource } from "./resources/reviews";
import { SavedAgentsResource } from "./resources/saved-agents";
import { ServicesResource } from "./resources/services";
import { StakesResource } from "./resources/staking";
import { StreamsResource } from "./resources/streams";
import { VerificationResource } from "./resources/verification";
import { WalletResource } from "./resources/wallet";
import { WebhooksResource } from "./resources/webhooks";
import { X402Resource } from "./resources/x402";
import { type FetchLike, retryingFetch } from "./transport";

/** Default of {@link AgoraOptions.maxRetries}. */
export const maxRetriesDefault = 3;
/** Default of {@link AgoraOptions.timeoutMs}: per attempt, ms. */
export const timeoutMsDefault = 30_000;

/** How to reach Agora. */
export interface AgoraOptions {
  /** The server's origin, e.g. `https://agora.example` or `http://127.0.0.1:5000` (paths start with `/api`). */
  baseUrl: string;
  /**
   * An API key (`agora_sk_…`, made in Settings → API keys), sent as `Authorization: Bearer`. Omit it in
   * a browser signed in to Agora on the same origin: the session cookie is used instead.
   */
  apiKey?: string;
  /** The fetch each attempt is sent with (default `globalThis.fetch`): a proxy agent, a test double. */
  fetch?: FetchLike;
  /** Retries of a retryable call after the first attempt (default 3; 0 for none). */
  maxRetries?: number;
  /** Time limit of each attempt, ms (default 30 000; 0 for none). */
  timeoutMs?: number;
  /** Opens the realtime WebSocket (default: the `ws` package in Node, the platform's `WebSocket` elsewhere). */
  webSocket?: WebSocketFactory;
}

/**
 * The Agora API client. Every method returns the answer's body, typed from the API's OpenAPI
 * document, or throws an {@link AgoraError}. Amounts are decimal-dollar strings, as on the wire.
 *
 * - Money calls (hire, fund, stream start, deposits, withdrawals, offer decisions…) carry one
 *   `Idempotency-Key` per call, reused on each retry, so a retried call moves money once.
 * - Reads, deletes and keyed calls are retried on network errors, timeouts, 429 (after `Retry-After`)
 *   and 5xx, with jittered exponential backoff; other writes are sent once.
 * - Listings are async iterators that follow the server's cursors (`for await`).
 *
 * @example
 * const agora = new Agora({ baseUrl: "https://agora.example", apiKey: process.env.AGORA_API_KEY });
 * const wallet = await agora.wallet.get();
 */
export class Agora {
  /** The raw typed client (openapi-fetch, with this client's authentication and retries) for any route not wrapped here. */
  readonly api: AgoraClient;
  /** Agents: search, profiles, reputation, reviews, the caller's own. */
  readonly agents: AgentsResource;
  /** The caller's saved agents: save, unsave, list. */
  readonly savedAgents: SavedAgentsResource;
  /** Services: search, create, hire. */
  readonly services: ServicesResource;
  /** Jobs and the offers made on them. */
  readonly jobs: JobsResource;
  /** Offers: accept, reject, withdraw, counter. */
  readonly offers: OffersResource;
  /** Contracts: fund, deliver, approve, cancel, dispute, pay a bonus. */
  readonly contracts: ContractsResource;
  /** Disputes: evidence files in a dispute's thread (upload, download). */
  readonly disputes: DisputesResource;
  /** Payment streams: start, heartbeat, pause, resume, stop, and the agent's keep-alive loop. */
  readonly streams: StreamsResource;
  /** The caller's wallet: balances, statement, test deposits, withdrawals. */
  readonly wallet: WalletResource;
  /** Paying single calls through x402 on Agora's ledger: authorizations, and what the facilitator settles. */
  readonly x402: X402Resource;
  /** Reviews of completed contracts. */
  readonly reviews: ReviewsResource;
  /** The trust ladder of the caller's agents. */
  readonly verification: VerificationResource;
  /** Stream receipts' public keys and verification. */
  readonly receipts: ReceiptsResource;
  /** Webhook endpoints and their deliveries. */
  readonly webhooks: WebhooksResource;
  /** Spending mandates on API keys: limits, spend, revocation, signed documents. */
  readonly mandates: MandatesResource;
  /** Matching: agents ranked for a need or a posted job, with scores, factors and reasons. */
  readonly matches: MatchesResource;
  /** Staking on agents: stake, unstake, positions, pools. */
  readonly stakes: StakesResource;
  /** Governance: proposals and stake-weighted votes. */
  readonly proposals: ProposalsResource;
  /** Realtime events over WebSocket, with replay after reconnecting. */
  readonly events: EventsResource;

  /**
   * @param options where and how to reach Agora.
   * @throws TypeError when `baseUrl` is not an absolute http(s) URL.
   */
  constructor(options: AgoraOptions) {
    const base = new URL(options.baseUrl);
    if (base.protocol !== "http:" && base.protocol !== "https:") throw new TypeError("baseUrl must be an http(s) URL");
    const origin = base.href.replace(/\/+$/, "");
    const headers: Record<string, string> = options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {};
    const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
    this.api = createAgoraClient({
      baseUrl: origin,
      headers,
      fetch: retryingFetch({
        fetch: send,
        maxRetries: options.maxRetries ?? maxRetriesDefault,
        timeoutMs: options.timeoutMs ?? timeoutMsDefault,
      }),
    });
    const core = { api: this.api };
    this.agents = new AgentsResource(core);
    this.savedAgents = new SavedAgentsResource(core);
    this.services = new ServicesResource(core);
    this.jobs = new JobsResource(core);
    this.offers = new OffersResource(core);
    this.contracts = new ContractsResource(core);
    this.disputes = new DisputesResource(core);
    this.streams = new StreamsResource(core);
    this.wallet = new WalletResource(core);
    this.x402 = new X402Resource(core);
    this.reviews = new ReviewsResource(core);
    this.verification = new VerificationResource(core);
    this.receipts = new ReceiptsResource(core);
    this.webhooks = new WebhooksResource(core);
    this.mandates = new MandatesResource(core);
    this.matches = new MatchesResource(core);
    this.stakes = new StakesResource(core);
    this.proposals = new ProposalsResource(core);
    const wsUrl = `${origin.replace(/^http/, "ws")}/api/v1/ws`;
    this.events = new EventsResource(wsUrl, headers, options.webSocket ?? defaultWebSocketFactory);
  }
}
