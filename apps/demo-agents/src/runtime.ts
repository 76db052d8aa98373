import { messageLengthMax, parseMicros, streamHeartbeatIntervalMs } from "@agora/contracts";
import { Agora, AgoraError, type RealtimeEventMessage, type Schema, type Subscription } from "@agora/sdk";
import { type DemoProcessor, demoAgents, demoServiceProcessor } from "../../server/src/modules/seed/demo-data";
import { type LlmSettings, llmBrief, llmProcessor, type Processor, processors } from "./processors";

/**
 * The demo runtime: runs every demo agent the way an outside developer's agent runs, through the
 * public API and nothing else (`@agora/sdk`). Per demo owner it listens to the owner's events,
 * accepts direct hires within the agent's listed terms (rejecting the rest with a reason the client sees),
 * does the work with the service's deterministic processor, keeps per-minute streams alive while it
 * works, and delivers the result (docs/decisions/024-living-demo.md).
 */

/** A demo owner the runtime acts for: the user's id and an API key of theirs. */
export interface DemoOwnerKey {
  ownerId: string;
  /** `agora_sk_…`: reads agents, offers, contracts; writes agents (pausing services), contracts, streams. */
  apiKey: string;
}

/** What the runtime logs through: pino's `(object, message)` signature, so a Fastify logger fits. */
export interface RuntimeLogger {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

/** Options of {@link startDemoRuntime}. */
export interface DemoRuntimeOptions {
  /** Agora's origin, e.g. `http://127.0.0.1:5000`. */
  baseUrl: string;
  owners: readonly DemoOwnerKey[];
  /**
   * Active stream time a per-minute job takes for `input`, ms: the meter runs while the agent
   * works. Default {@link defaultWorkMs} (20–40 s by input length).
   */
  workMs?: (input: string) => number;
  /**
   * Heartbeat interval while working, ms (default `streamHeartbeatIntervalMs` of the protocol, a
   * third of the time after which the server pauses a stream without heartbeats).
   */
  heartbeatMs?: number;
  /** How often a working agent reads its stream's active time, ms (default 2 000). */
  pollMs?: number;
  /**
   * How often a funded per-minute contract is checked for the client's stream, ms (default 5 000;
   * once a minute after it has waited 10 minutes). Polled, not subscribed: a contract the client
   * never streams would otherwise hold one of the owner's few sockets for good.
   */
  watchMs?: number;
  /**
   * How often pending offers are listed again, ms (default 30 000). Events are the fast path, but an
   * offer made while the event socket is still connecting (right after a start) sends its event to
   * nobody; this sweep decides it all the same, so no hire waits for the next restart.
   */
  offerSweepMs?: number;
  log?: RuntimeLogger;
  /**
   * The language model the `llm` services work with (the server's LLM_URL settings). Absent: those
   * services are paused at start, so the marketplace never lists work this instance cannot do.
   */
  llm?: LlmSettings;
  /** The fetch the SDK sends with (tests, proxies). */
  fetch?: (request: Request) => Promise<Response>;
}

/** A running runtime. */
export interface DemoRuntime {
  /** Resolves once every owner has caught up with what happened while nobody was running (the start sweep). */
  readonly ready: Promise<void>;
  /** Closes subscriptions and stops heartbeating; work in progress resumes at the next start. */
  stop(): Promise<void>;
}

/**
 * Deterministic per-minute work time: 20 s plus 1 s per 100 characters of input, at most 40 s, so a
 * newcomer sees the meter tick for a while without paying much.
 */
export function defaultWorkMs(input: string): number {
  return Math.min(40_000, 20_000 + Math.floor(input.length / 100) * 1_000);
}

/** A reason an offer is declined, addressed to the client. */
export type Refusal = string;

/** What the runtime knows of one of its owner's services. */
export interface ServiceTerms {
  id: string;
  title: string;
  agentSlug: string;
  processor: DemoProcessor | null;
  /** The listing (title and description): the system prompt of an `llm` service. */
  listing: string;
  perMinute: boolean;
  /** µUSD. */
  priceMin: bigint | null;
  priceMax: bigint | null;
  /** µUSD per minute, the listed rate (the agent's base or its override for this service). */
  rate: bigint;
}

type Offer = Schema<"Offer">;
type Contract = Schema<"Contract">;

/**
 * Whether an offer is within the service's listed terms and its input workable.
 * @returns null to accept, else the reason to decline. Pure: the runtime's whole acceptance policy.
 */
export function refusalOf(offer: Offer, service: ServiceTerms | undefined): Refusal | null {
  if (offer.proposedBy !== "client" || offer.jobId || offer.counterOf)
    return "This demo agent takes direct hires from its service cards only, at its listed terms.";
  if (!service) return "This demo agent does not offer that service.";
  if (!service.processor)
    return `"${service.title}" is not implemented in the demo: its description says what it would do.`;
  if (service.perMinute) {
    if (offer.pricingModel !== "per_minute") return `"${service.title}" is billed per minute.`;
    if (parseMicros(offer.basePerMinuteRate ?? "") !== service.rate)
      return `The offered rate differs from the listed rate of "${service.title}".`;
  } else {
    const amount = offer.pricingModel === "fixed" ? parseMicros(offer.amount ?? "") : null;
    if (amount === null || service.priceMin === null || service.priceMax === null)
      return `"${service.title}" has a fixed price: offer an amount within its price range.`;
    if (amount < service.priceMin || amount > service.priceMax)
      return `The amount is outside the price range of "${service.title}".`;
  }
  const brief = service.processor === "llm" ? llmBrief : processors[service.processor];
  return brief.check(offer.message);
}

/** Starts the runtime for `options.owners`; it runs until {@link DemoRuntime.stop}. */
export function startDemoRuntime(options: DemoRuntimeOptions): DemoRuntime {
  const workers = options.owners.map((o) => new OwnerWorker(o, options));
  const ready = Promise.all(workers.map((w) => w.start())).then(() => undefined);
  // `ready` is for those who wait; a failed start is logged by the worker and must not crash the host.
  ready.catch(() => undefined);
  return {
    ready,
    stop: async () => {
      await Promise.all(workers.map((w) => w.stop()));
    },
  };
}

/** A funded per-minute contract the agent watches for the client's stream. */
interface Watched {
  /** Epoch ms the watch began, and of the next check. */
  since: number;
  next: number;
  /** The stream being worked on, or null while waiting for one. */
  streamId: string | null;
}

/** After this long without a stream, ms, a funded contract is checked once a minute only. */
const watchSlowAfterMs = 10 * 60_000;
const watchSlowMs = 60_000;

/** Everything one demo owner's agents do. */
class OwnerWorker {
  readonly #agora: Agora;
  readonly #log: RuntimeLogger;
  readonly #services = new Map<string, ServiceTerms>();
  /** Offers and contracts in hand, so an event and the start sweep never handle one twice at once. */
  readonly #busy = new Set<string>();
  /** Funded per-minute contracts, waiting for or being worked on. */
  readonly #watched = new Map<string, Watched>();
  #watchTimer: ReturnType<typeof setInterval> | undefined;
  #offerTimer: ReturnType<typeof setInterval> | undefined;
  readonly #subscriptions: Subscription[] = [];
  readonly #abort = new AbortController();
  readonly #tasks = new Set<Promise<unknown>>();

  constructor(
    private readonly owner: DemoOwnerKey,
    private readonly options: DemoRuntimeOptions,
  ) {
    this.#agora = new Agora({
      baseUrl: options.baseUrl,
      apiKey: owner.apiKey,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    this.#log = options.log ?? consoleLogger;
  }

  /** Loads the catalogue, pauses what no processor implements, listens, then catches up. */
  async start(): Promise<void> {
    try {
      await this.#loadServices();
      this.#subscriptions.push(
        this.#agora.events.subscribe("user", (e) => this.#onUserEvent(e), {
          onError: (err) => this.#warn(err, "user events"),
        }),
      );
      await this.#sweep();
      this.#watchTimer = setInterval(() => this.#checkWatched(), this.options.watchMs ?? 5_000);
      this.#offerTimer = setInterval(
        () => this.#spawn("offers", () => this.#sweepOffers()),
        this.options.offerSweepMs ?? 30_000,
      );
    } catch (err) {
      this.#warn(err, "start");
      throw err;
    }
  }

  async stop(): Promise<void> {
    this.#abort.abort();
    clearInterval(this.#watchTimer);
    clearInterval(this.#offerTimer);
    for (const s of this.#subscriptions) s.close();
    this.#watched.clear();
    await Promise.allSettled([...this.#tasks]);
  }

  get #stopped(): boolean {
    return this.#abort.signal.aborted;
  }

  /** Runs `task` in the background, once per key at a time; errors are logged, never thrown. */
  #spawn(key: string, task: () => Promise<void>): void {
    if (this.#busy.has(key) || this.#stopped) return;
    this.#busy.add(key);
    const run = task()
      .catch((err: unknown) => {
        if (!this.#stopped) this.#warn(err, key);
      })
      .finally(() => {
        this.#busy.delete(key);
        this.#tasks.delete(run);
      });
    this.#tasks.add(run);
  }

  async #loadServices(): Promise<void> {
    for (const agent of await this.#agora.agents.mine()) {
      for (const s of await this.#agora.agents.services(agent.id)) {
        const known = demoServiceProcessor(agent.slug, s.title);
        // Without a model an `llm` service cannot be done here: it counts as having no processor.
        const processor = known === "llm" && !this.options.llm ? null : known;
        const override = agent.rateOverrides.find((o) => o.match.serviceId === s.id);
        this.#services.set(s.id, {
          id: s.id,
          title: s.title,
          agentSlug: agent.slug,
          processor,
          listing: `${s.title}\n\n${s.description}`,
          perMinute: s.perMinutePricing,
          priceMin: s.priceRange ? parseMicros(s.priceRange.min) : null,
          priceMax: s.priceRange ? parseMicros(s.priceRange.max) : null,
          rate: parseMicros(override?.basePerMinuteRate ?? agent.basePerMinuteRate) ?? 0n,
        });
        if (!processor && s.status === "active") {
          // Nobody would do the work: not hireable (databases seeded before the demo runtime converge here).
          await this.#agora.services.update(s.id, { status: "paused" });
          this.#log.info({ service: s.title, agent: agent.slug }, "demo service paused: no processor implements it");
        } else if (processor === "llm" && s.status === "paused") {
          // Seeded paused; hireable while this instance has a model to do the work.
          await this.#agora.services.update(s.id, { status: "active" });
          this.#log.info(
            { service: s.title, agent: agent.slug },
            "demo service opened: a language model is configured",
          );
        }
        const description = demoAgents
          .find((a) => a.slug === agent.slug)
          ?.services.find((d) => d.title === s.title)?.description;
        if (processor && description && s.description !== description) {
          // The listing says what to paste and what the demo delivers; older databases get it here.
          await this.#agora.services.update(s.id, { description });
        }
      }
    }
  }

  /** Catches up: pending offers to decide, funded contracts to work on. */
  async #sweep(): Promise<void> {
    await this.#sweepOffers();
    for await (const contract of this.#agora.contracts.list({ role: "provider" }))
      if (contract.status === "active") this.#spawn(contract.id, () => this.#onActive(contract.id));
  }

  /** Decides every pending client offer not already in hand. */
  async #sweepOffers(): Promise<void> {
    for await (const offer of this.#agora.offers.list({ role: "provider", status: "pending" }))
      if (offer.proposedBy === "client") this.#spawn(offer.id, () => this.#decide(offer.id));
  }

  #onUserEvent(e: RealtimeEventMessage): void {
    if (e.event === "offer.received") this.#spawn(e.data.offerId, () => this.#decide(e.data.offerId));
    else if (e.event === "contract.fund" && e.data.status === "active")
      this.#spawn(e.data.contractId, () => this.#onActive(e.data.contractId));
    else if (e.event === "contract.approve" || e.event === "contract.cancel" || e.event === "dispute.opened")
      this.#watched.delete(e.data.contractId);
  }

  /** Accepts an offer within the listed terms, or rejects it with the reason. */
  async #decide(offerId: string): Promise<void> {
    const offer = await this.#agora.offers.get(offerId);
    if (offer.status !== "pending" || offer.providerId !== this.owner.ownerId) return;
    const refusal = refusalOf(offer, offer.serviceId ? this.#services.get(offer.serviceId) : undefined);
    if (refusal) {
      await this.#agora.offers.reject(offerId, { reason: refusal.slice(0, messageLengthMax) });
      this.#log.info({ offerId, agent: offer.agent.slug, reason: refusal }, "demo agent rejected an offer");
      return;
    }
    const { contract } = await this.#agora.offers.accept(offerId);
    this.#log.info({ offerId, contractId: contract.id, agent: offer.agent.slug }, "demo agent accepted an offer");
  }

  /** The client's input and the processor of a contract's service, or null when none applies. */
  async #jobOf(contract: Contract): Promise<{ input: string; processor: Processor } | null> {
    const service = contract.serviceId ? this.#services.get(contract.serviceId) : undefined;
    if (!service?.processor) return null;
    const offer = await this.#agora.offers.get(contract.offerId);
    const processor =
      service.processor === "llm"
        ? llmProcessor(this.options.llm as LlmSettings, service.listing)
        : processors[service.processor];
    return { input: offer.message, processor };
  }

  /** A funded contract: a fixed price is worked on and delivered at once; per minute waits for the client's stream. */
  async #onActive(contractId: string): Promise<void> {
    const contract = await this.#agora.contracts.get(contractId);
    if (contract.status !== "active" || contract.role !== "provider") return;
    const job = await this.#jobOf(contract);
    if (!job) return;
    if (contract.pricingModel === "fixed") {
      await this.#deliver(contractId, await job.processor.run(job.input));
      return;
    }
    if (!this.#watched.has(contractId)) this.#watched.set(contractId, { since: Date.now(), next: 0, streamId: null });
    await this.#checkStreams(contractId);
  }

  /** Checks the watched contracts that are due (see {@link DemoRuntimeOptions.watchMs}). */
  #checkWatched(): void {
    const now = Date.now();
    for (const [contractId, w] of this.#watched) {
      if (w.streamId || now < w.next) continue;
      w.next = now + (now - w.since < watchSlowAfterMs ? (this.options.watchMs ?? 5_000) : watchSlowMs);
      this.#spawn(`watch:${contractId}`, () => this.#checkStreams(contractId));
    }
  }

  /**
   * Whether the client started a stream on a watched contract: a live one is worked on; one that
   * already settled (started and stopped between two checks, or while nobody was running) means
   * the client streamed and stopped, so the result, which is ready, is delivered.
   */
  async #checkStreams(contractId: string): Promise<void> {
    const w = this.#watched.get(contractId);
    if (!w || w.streamId) return;
    const contract = await this.#agora.contracts.get(contractId);
    if (contract.status !== "active") {
      this.#watched.delete(contractId);
      return;
    }
    const streams = await this.#agora.contracts.streams(contractId);
    const live = streams.find((s) => s.status === "active" || s.status === "paused");
    if (live) this.#work(contractId, live.id);
    else if (streams.some((s) => s.status === "settled")) {
      const job = await this.#jobOf(contract);
      if (job) await this.#deliver(contractId, await job.processor.run(job.input));
      this.#watched.delete(contractId);
    }
  }

  /** Starts (once at a time per contract) the work on a per-minute contract's stream. */
  #work(contractId: string, streamId: string): void {
    const w = this.#watched.get(contractId);
    if (!w || w.streamId) return;
    w.streamId = streamId;
    this.#spawn(`work:${contractId}`, async () => {
      try {
        await this.#workOnStream(contractId, streamId);
      } finally {
        w.streamId = null;
      }
    });
  }

  /**
   * Works while the stream runs: heartbeats keep it active, and the work is done once the stream's
   * active time (what the client pays for) reaches the job's work time. Then the agent stops the
   * stream, so billing ends with the work, and delivers. A stream the client stops (or a limit ends)
   * first gets the result delivered too: it is ready, and the client has paid for the time so far.
   */
  async #workOnStream(contractId: string, streamId: string): Promise<void> {
    const contract = await this.#agora.contracts.get(contractId);
    const job = contract.status === "active" ? await this.#jobOf(contract) : null;
    if (!job) return;
    const workMs = (this.options.workMs ?? defaultWorkMs)(job.input);
    const note = job.processor.run(job.input);
    note.catch(() => undefined);
    const alive = this.#agora.streams.keepAlive(streamId, {
      intervalMs: this.options.heartbeatMs || streamHeartbeatIntervalMs,
      signal: this.#abort.signal,
      onError: (err) => this.#warn(err, `heartbeat ${streamId}`),
    });
    this.#log.info({ contractId, streamId, workMs }, "demo agent working on a stream");
    let ended = false;
    void alive.done.then(
      () => {
        ended = true;
      },
      () => {
        ended = true;
      },
    );
    let stream = await this.#agora.streams.get(streamId);
    while (!this.#stopped && !ended && stream.status !== "settled" && stream.status !== "stopped") {
      if (stream.status === "active" && stream.activeMs >= workMs) break;
      const wait =
        stream.status === "active" ? Math.min(this.options.pollMs ?? 2_000, workMs - stream.activeMs) : 2_000;
      await Promise.race([sleep(wait, this.#abort.signal), alive.done.catch(() => undefined)]);
      if (this.#stopped) break;
      stream = await this.#agora.streams.get(streamId);
    }
    await alive.stop();
    if (this.#stopped) return;
    if (stream.status === "active" || stream.status === "paused") {
      stream = await this.#agora.streams.stop(streamId).catch((err: unknown) => {
        // Stopped by the client at the same moment: the result is delivered all the same.
        if (err instanceof AgoraError && err.status === 409) return stream;
        throw err;
      });
    }
    await this.#deliver(contractId, await note);
    this.#watched.delete(contractId);
  }

  async #deliver(contractId: string, note: string): Promise<void> {
    const contract = await this.#agora.contracts.get(contractId);
    if (contract.status !== "active") return;
    await this.#agora.contracts.deliver(contractId, { note });
    this.#log.info({ contractId, agent: contract.agent.slug }, "demo agent delivered");
  }

  #warn(err: unknown, where: string): void {
    const details =
      err instanceof AgoraError
        ? { status: err.status, code: err.code, detail: err.detail }
        : { error: err instanceof Error ? err.message : String(err) };
    this.#log.warn({ ownerId: this.owner.ownerId, where, ...details }, "demo runtime: a step failed");
  }
}

/** Resolves after `ms`, or at once when `signal` aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, Math.max(0, ms));
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done, { once: true });
  });
}

const consoleLogger: RuntimeLogger = {
  info: (details, message) => console.info(message, details),
  warn: (details, message) => console.warn(message, details),
};
