import { readFileSync } from "node:fs";
import { isIP } from "node:net";
import { eventsRetentionDaysDefault, pageViewsRetentionDaysDefault, sessionTtlDaysDefault } from "@agora/contracts";
import { z } from "zod";
import {
  llmCallsPerMinuteMaxDefault,
  mutationsPerIpMaxDefault,
  mutationsPerKeyMaxDefault,
  type RouteRuleName,
  rateLimitWindowMsDefault,
  routeRuleNames,
  routeRules,
} from "./modules/rate-limits/rules";
import { type CatalogueSearchPath, catalogueSearchPaths } from "./modules/services/search-path";
import { x402PayoutBatchCallsMaxDefault, x402PayoutIntervalMsDefault } from "./modules/x402/x402-payouts";
import {
  type LoadSheddingSettings,
  maxEventLoopDelayMsDefault,
  requestsInFlightMaxDefault,
  sampleIntervalMsDefault,
} from "./plugins/load-shedding";

/** Default admin emails in development (issue "Foundation"): the dev provider signs anyone in. */
const devAdminEmails = "admin@agora.local";

/** Default deadline of embedding a need while a match waits, ms: past it the match ranks without. */
const embeddingsTimeoutMsDefault = 1500;
/** Default time between passes that embed agents whose text changed, ms. */
const embeddingsIntervalMsDefault = 60_000;

/** Default deadline of one phrased support answer, ms, from the request to the stream's last byte. */
const llmTimeoutMsDefault = 20_000;

/** Default number of attempts to send one email before it is `failed` (decision 069). */
const smtpMaxAttemptsDefault = 8;
/** Default first retry delay of a failed email, ms; it doubles with jitter up to 1 h. */
const smtpRetryBaseMsDefault = 30_000;

/**
 * Default largest lag of the read replica at which it is still read, ms: the catalogue, profiles
 * and public figures tolerate a second (issue 33; decision 081).
 */
const replicaMaxLagMsDefault = 1_000;

/** Origin of `npm run dev -w @agora/web`. */
const viteDevOrigin = "http://localhost:5173";

const booleanString = z
  .enum(["true", "false", "1", "0"], { message: 'must be "true" or "false"' })
  .transform((v) => v === "true" || v === "1");

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number({ message: "must be a port number" }).int().min(0).max(65535).default(5000),
    HOST: z.string().min(1).optional(),
    DEV_LOGIN_ON_NETWORK: booleanString.default(false),
    PUBLIC_URL: z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
    DATABASE_REPLICA_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    DATABASE_REPLICA_MAX_LAG_MS: z.coerce.number().int().min(0).max(60_000).default(replicaMaxLagMsDefault),
    EVENTS_BUS: z.enum(["postgres", "nats"], { message: 'must be "postgres" or "nats"' }).default("postgres"),
    NATS_URL: z
      .string()
      .regex(/^(nats|tls):\/\/[^\s]+$/, "must be nats://host:port or tls://host:port")
      .default("nats://127.0.0.1:4222"),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(sessionTtlDaysDefault),
    OIDC_ISSUER: z.url({ message: "must be the issuer URL" }).optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    ADMIN_EMAILS: z.string().optional(),
    ALLOWED_ORIGINS: z.string().optional(),
    TRUST_PROXY: z
      .string()
      .transform((v, ctx) => {
        const trust = parseTrustProxy(v);
        if (typeof trust === "object" && "problem" in trust) {
          ctx.addIssue({ code: "custom", message: trust.problem });
          return z.NEVER;
        }
        return trust;
      })
      .default(false),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    WEB_DIST_DIR: z.string().optional(),
    SEED_DEMO: booleanString.optional(),
    DEMO_AGENTS: z
      .enum(["on", "off", "true", "false"], { message: 'must be "on" or "off"' })
      .transform((v) => v === "on" || v === "true")
      .optional(),
    TEST_FUNDS: booleanString.optional(),
    STREAM_SWEEP_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    X402_PAYOUT_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(x402PayoutIntervalMsDefault),
    X402_PAYOUT_BATCH_CALLS_MAX: z.coerce.number().int().min(1).max(10_000).default(x402PayoutBatchCallsMaxDefault),
    CATALOGUE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
    CATALOGUE_SEARCH: z.enum(catalogueSearchPaths).default("auto"),
    EVENTS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(eventsRetentionDaysDefault),
    PAGE_VIEWS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(pageViewsRetentionDaysDefault),
    VERIFICATION_ALLOW_PRIVATE: booleanString.optional(),
    VERIFICATION_RESOLVE: z
      .string()
      .regex(
        /^\s*[^=,\s]+=[0-9a-fA-F:.]+\s*(,\s*[^=,\s]+=[0-9a-fA-F:.]+\s*)*$/,
        "must be host=ip pairs separated by commas",
      )
      .optional(),
    VERIFICATION_DOMAIN_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    VERIFICATION_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
    WEBHOOK_SECRETS_KEY: z.string().min(32, "must be at least 32 characters").optional(),
    WEBHOOK_SECRETS_KEY_FILE: z.string().min(1).optional(),
    WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(10_000),
    WEBHOOK_LEASE_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    WEBHOOK_DISABLE_AFTER_FAILURES: z.coerce.number().int().min(1).max(10_000).default(20),
    WEBHOOK_DISABLE_AFTER_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(30 * 86_400_000)
      .default(86_400_000),
    EMBEDDINGS_URL: z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).optional(),
    EMBEDDINGS_MODEL: z.string().min(1).max(200).optional(),
    EMBEDDINGS_API_KEY: z.string().min(1).optional(),
    EMBEDDINGS_ALLOW_PRIVATE: booleanString.optional(),
    EMBEDDINGS_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(embeddingsTimeoutMsDefault),
    EMBEDDINGS_INTERVAL_MS: z.coerce.number().int().min(0).max(86_400_000).default(embeddingsIntervalMsDefault),
    SMTP_URL: z
      .url({
        protocol: /^smtps?$/,
        message: "must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example:587",
      })
      .optional(),
    SMTP_FROM: z
      .string()
      .max(320)
      .regex(/^[^\r\n]*@[^\r\n]*$/, "must be an address, e.g. Agora <no-reply@agora.example>")
      .optional(),
    SMTP_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(smtpMaxAttemptsDefault),
    SMTP_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(smtpRetryBaseMsDefault),
    LLM_URL: z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).optional(),
    LLM_MODEL: z.string().min(1).max(200).optional(),
    LLM_API_KEY: z.string().min(1).optional(),
    LLM_ALLOW_PRIVATE: booleanString.optional(),
    LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(llmTimeoutMsDefault),
    LLM_CALLS_PER_MINUTE: z.coerce.number().int().min(0).max(1_000_000).default(llmCallsPerMinuteMaxDefault),
    RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).max(3_600_000).default(rateLimitWindowMsDefault),
    RATE_LIMIT_IP_MAX: z.coerce.number().int().min(0).default(mutationsPerIpMaxDefault),
    RATE_LIMIT_KEY_MAX: z.coerce.number().int().min(0).default(mutationsPerKeyMaxDefault),
    RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().max(1_000_000).default(1),
    RATE_LIMIT_ROUTES: z
      .string()
      .refine((v) => parseRouteMaxes(v) !== undefined, {
        message: `must be name=count pairs separated by commas, names among ${routeRuleNames.join(", ")}`,
      })
      .optional(),
    LOAD_SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
    LOAD_SHED_SAMPLE_MS: z.coerce.number().int().min(10).max(60_000).default(sampleIntervalMsDefault),
    LOAD_SHED_IN_FLIGHT_MAX: z.coerce.number().int().min(0).default(requestsInFlightMaxDefault),
  })
  .superRefine((env, ctx) => {
    if (env.OIDC_ISSUER && !env.OIDC_CLIENT_ID) {
      ctx.addIssue({ code: "custom", path: ["OIDC_CLIENT_ID"], message: "is required when OIDC_ISSUER is set" });
    }
    if (env.NODE_ENV === "production" && !env.OIDC_ISSUER) {
      ctx.addIssue({
        code: "custom",
        path: ["OIDC_ISSUER"],
        message: "is required in production (the built-in development sign-in signs anyone in)",
      });
    }
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required in production" });
    }
    // A replica copies a PostgreSQL primary: the embedded database has none to copy.
    if (env.DATABASE_REPLICA_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["DATABASE_REPLICA_URL"],
        message: "needs DATABASE_URL (the primary it replicates); the embedded database has no replica",
      });
    }
    // A key stored beside the secrets it seals would let whoever reads the database sign webhooks.
    if (env.WEBHOOK_SECRETS_KEY && env.WEBHOOK_SECRETS_KEY_FILE) {
      ctx.addIssue({
        code: "custom",
        path: ["WEBHOOK_SECRETS_KEY_FILE"],
        message: "set it or WEBHOOK_SECRETS_KEY, not both",
      });
    }
    if (env.NODE_ENV === "production" && !env.WEBHOOK_SECRETS_KEY && !env.WEBHOOK_SECRETS_KEY_FILE) {
      ctx.addIssue({
        code: "custom",
        path: ["WEBHOOK_SECRETS_KEY"],
        message: "(or WEBHOOK_SECRETS_KEY_FILE) is required in production",
      });
    }
    // The development provider signs anyone in, as anyone (admin@agora.local included): only this
    // machine may reach it unless the developer says otherwise in so many words.
    if (!env.OIDC_ISSUER && env.HOST !== undefined && !isLoopbackHost(env.HOST) && !env.DEV_LOGIN_ON_NETWORK) {
      ctx.addIssue({
        code: "custom",
        path: ["HOST"],
        message:
          "with the development sign-in (no OIDC_ISSUER) anyone who reaches the port signs in as anyone; " +
          "listen on 127.0.0.1, set OIDC_ISSUER, or set DEV_LOGIN_ON_NETWORK=true to accept that",
      });
    }
    // Semantic relevance needs both: a model name means nothing without the endpoint, and the reverse.
    if (env.EMBEDDINGS_URL && !env.EMBEDDINGS_MODEL) {
      ctx.addIssue({ code: "custom", path: ["EMBEDDINGS_MODEL"], message: "is required when EMBEDDINGS_URL is set" });
    }
    if (env.EMBEDDINGS_MODEL && !env.EMBEDDINGS_URL) {
      ctx.addIssue({ code: "custom", path: ["EMBEDDINGS_URL"], message: "is required when EMBEDDINGS_MODEL is set" });
    }
    // The support chat's phrasing needs both, like semantic relevance.
    if (env.LLM_URL && !env.LLM_MODEL) {
      ctx.addIssue({ code: "custom", path: ["LLM_MODEL"], message: "is required when LLM_URL is set" });
    }
    if (env.LLM_MODEL && !env.LLM_URL) {
      ctx.addIssue({ code: "custom", path: ["LLM_URL"], message: "is required when LLM_MODEL is set" });
    }
    // Test money is not money: a production ledger must never hold any, whatever the database.
    if (env.NODE_ENV === "production" && env.TEST_FUNDS === true) {
      ctx.addIssue({ code: "custom", path: ["TEST_FUNDS"], message: "is refused in production" });
    }
    // Verification fetches user-supplied hosts; in production only public https addresses (SSRF).
    for (const key of ["VERIFICATION_ALLOW_PRIVATE", "VERIFICATION_RESOLVE", "VERIFICATION_DOMAIN_PORT"] as const) {
      if (env.NODE_ENV === "production" && env[key] !== undefined && env[key] !== false) {
        ctx.addIssue({ code: "custom", path: [key], message: "is for development and tests only" });
      }
    }
  });

/** Interfaces only this machine can reach; the development provider listens on one by default. */
const loopbackHost = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i;

/** Whether `host` (a HOST value) is reachable only from this machine: localhost, 127.0.0.0/8 or ::1. */
export function isLoopbackHost(host: string): boolean {
  return loopbackHost.test(host.trim());
}

/** The server's settings, read once from the environment by {@link loadConfig}. */
export interface Config {
  env: "development" | "production" | "test";
  /** TCP port to listen on; 0 picks a free one. */
  port: number;
  /**
   * Interface to listen on: `127.0.0.1` by default with the development provider (it signs anyone
   * in), `0.0.0.0` with an external issuer.
   */
  host: string;
  /**
   * DEV_LOGIN_ON_NETWORK=true: the development provider may listen on a non-loopback HOST; the
   * server logs a warning at start.
   */
  devLoginOnNetwork: boolean;
  /** Origin (and optional path) browsers use to reach the server, without trailing slash. */
  publicUrl: string;
  /**
   * Folder of the embedded PGlite database (unused when `databaseUrl` is set) and, always, of
   * uploaded avatars (`avatars/<userId>.webp`).
   */
  dataDir: string;
  /** `postgres://…` of a real PostgreSQL server, or undefined for the embedded PGlite database. */
  databaseUrl: string | undefined;
  databasePoolMax: number;
  /**
   * The read replica (decision 081): a PostgreSQL hot standby of `databaseUrl`, read by the catalogue,
   * agent profiles, the leaderboard and public figures while it is at most `maxLagMs` behind.
   * Undefined: every read uses the primary.
   */
  databaseReplica: { url: string; maxLagMs: number } | undefined;
  /**
   * How events reach the other instances (decision 080): `postgres` (NOTIFY, the default; nothing
   * to install) or `nats` (JetStream at `natsUrl`, published after commit through an outbox).
   */
  eventsBus: { kind: "postgres" } | { kind: "nats"; url: string };
  /** Secret (≥ 32 chars) signing session cookies; generated and stored in the database when unset. */
  sessionSecret: string | undefined;
  /** Lifetime of a session without activity, in ms. */
  sessionTtlMs: number;
  /** External OpenID provider; undefined mounts the development provider at `/oidc`. */
  oidc: { issuer: string; clientId: string; clientSecret: string | undefined } | undefined;
  /** Lower-cased emails that get role `admin` at sign-in. */
  adminEmails: ReadonlySet<string>;
  /** Origins whose browser mutations are accepted (CSRF check); always includes `publicUrl`'s. */
  allowedOrigins: ReadonlySet<string>;
  /**
   * Whose `X-Forwarded-*` headers are believed (Fastify's `trustProxy`): `false` nobody's (the
   * socket's address is the client's), or the proxies' addresses and CIDR ranges (the client is the
   * first address from the right of `X-Forwarded-For` that is not one of them). `true` believes
   * every hop, so any client can name its own address; the server logs a warning at start.
   */
  trustProxy: TrustProxy;
  logLevel: string;
  /** Built web app to serve, or undefined for the default `apps/web/dist`. */
  webDistDir: string | undefined;
  /**
   * Seed the demo marketplace at start when it is not there yet: by default only on the embedded
   * database outside tests; a database given by DATABASE_URL only with SEED_DEMO=true.
   */
  seedDemo: boolean;
  /**
   * Run the demo agents inside this process (apps/demo-agents, decision 024): on by default on the
   * embedded database outside tests; with PostgreSQL they run as `npm run demo-agents` instead.
   */
  demoAgents: boolean;
  /**
   * The "test funds" payment rail (docs/product/DESIGN.md "Money"): users may deposit test money. On by default
   * outside production, always off in production (TEST_FUNDS=true there is a ConfigError).
   */
  testFunds: boolean;
  /** How often streams due to stop or pause are swept, ms (0 = never: tests drive it). */
  streamSweepMs: number;
  /**
   * Paying settled x402 calls on to agents' owners (modules/x402/x402-payouts.ts, decision 085):
   * how often the job looks for calls still in escrow, ms (default 60,000; 0 = never), and the most
   * calls one payout (one ledger posting, one transaction) pays (default 1,000). The job starts with
   * the other money jobs, so not when STREAM_SWEEP_MS is 0.
   */
  x402Payouts: { intervalMs: number; batchCallsMax: number };
  /** How long a catalogue search page is reused, in ms (0 = off); see decision 011. */
  catalogueCacheTtlMs: number;
  /**
   * How service text searches match and rank (decision 082): `auto` uses the RUM index when the
   * database has it; the others force one path, for benchmarks (`modules/services/search-path.ts`).
   */
  catalogueSearch: CatalogueSearchPath;
  /**
   * How long rows kept only as history live, in days; the hourly maintenance deletes older ones.
   * `eventsDays`: stored realtime events (the `lastEventId` replay); `pageViewsDays`: page views.
   */
  retention: { eventsDays: number; pageViewsDays: number };
  /**
   * Outbound calls of the KYA checks (decision 016): private addresses are allowed outside
   * production only; `resolve` pins host names to IPs and `domainPort` fetches the domain token
   * over plain http on that port (both tests only); `timeoutMs` bounds each check.
   */
  verification: {
    allowPrivate: boolean;
    resolve: ReadonlyMap<string, string>;
    domainPort: number | undefined;
    timeoutMs: number;
  };
  /**
   * Rate limits (modules/rate-limits/rules.ts): window length in ms, mutating requests per IP and
   * per key/user per window, and each route rule's budget; a max of 0 turns that limit off.
   */
  rateLimits: {
    windowMs: number;
    ipMax: number;
    keyMax: number;
    routeMax: Readonly<Record<RouteRuleName, number>>;
  };
  /**
   * Webhook delivery (modules/webhooks, decision 021): first retry delay (doubling, with jitter),
   * the lease of an attempt in flight, and when a failing endpoint is disabled (this many failed
   * attempts in a row, the first at least `disableAfterMs` ago). Outbound calls use `verification`'s
   * address policy. Tests shorten these.
   */
  webhooks: {
    retryBaseMs: number;
    leaseMs: number;
    disableAfterFailures: number;
    disableAfterMs: number;
    /**
     * The key text (≥ 32 characters) that seals endpoint signing secrets, from WEBHOOK_SECRETS_KEY or
     * the file WEBHOOK_SECRETS_KEY_FILE names (trimmed); required in production. Undefined: a key
     * generated and kept in the database (modules/webhooks/secrets.ts).
     */
    secretsKey: string | undefined;
  };
  /**
   * Optional semantic relevance (modules/matching/semantic.ts, decision 027): an OpenAI-compatible
   * embeddings endpoint (`url` is the base, e.g. `https://api.openai.com/v1`; Agora posts to its
   * `/embeddings`) and `model`. `timeoutMs` bounds embedding a need during a match; `intervalMs` is
   * the time between passes embedding changed agents (0 = never: tests drive it). Calls go through
   * the SSRF guard; `allowPrivate` lets an operator's own host on a private address through.
   * Undefined when EMBEDDINGS_URL is unset: the built-in ranker works alone.
   */
  embeddings:
    | {
        url: URL;
        model: string;
        apiKey: string | undefined;
        allowPrivate: boolean;
        timeoutMs: number;
        intervalMs: number;
      }
    | undefined;
  /**
   * Optional phrasing of the support chat's answers (modules/content/phrasing.ts, decision 042): an
   * OpenAI-compatible chat completions API (`url` is the base, e.g. `https://api.openai.com/v1`;
   * Agora posts to its `/chat/completions` with `stream: true`) and `model`. `timeoutMs` bounds one
   * answer, stream included; past it the chat quotes the passage instead. Calls go through the SSRF
   * guard; `allowPrivate` lets an operator's own host on a private address through (default: outside
   * production only). `callsPerMinuteMax` is the deployment's ceiling on model calls, every
   * instance together (0 = none); past it, answers quote the passage. Undefined when LLM_URL is
   * unset: the chat quotes passages, as before.
   */
  llm:
    | {
        url: URL;
        model: string;
        apiKey: string | undefined;
        allowPrivate: boolean;
        timeoutMs: number;
        callsPerMinuteMax: number;
      }
    | undefined;
  /**
   * Sending the email outbox (modules/notifications/mail.worker.ts, decision 069): the SMTP server
   * as a nodemailer connection URL (`smtp://user:pass@host:587` upgrades with STARTTLS when the
   * server offers it; `smtps://…:465` is TLS from the start), the `From` of every email, how many
   * attempts an email gets before it is `failed`, and the first retry delay in ms (doubling, with
   * jitter, up to 1 h). Undefined when SMTP_URL is unset: emails stay `pending` in the outbox,
   * which admins read at `/admin/mail`.
   */
  smtp: { url: string; from: string; maxAttempts: number; retryBaseMs: number } | undefined;
  /** Load shedding (plugins/load-shedding.ts): 503 past an event-loop delay or a number of requests in flight. */
  loadShedding: LoadSheddingSettings;
}

/** What TRUST_PROXY says: no proxy, every hop (unsafe), or the proxies' addresses and ranges. */
export type TrustProxy = boolean | string[];

/**
 * Reads TRUST_PROXY: `false` (or `0`), `true`, or IPs and CIDR ranges separated by commas (e.g.
 * `127.0.0.1,10.0.0.0/8`), as Fastify's `trustProxy` takes them. A hop count is refused: Fastify 5
 * treats a number as "trust nothing" (a count cannot tell the proxy from a client that connects
 * directly and sends its own X-Forwarded-For), so every client would share the proxy's address.
 * @returns the setting, or the problem to report.
 */
export function parseTrustProxy(value: string): TrustProxy | { problem: string } {
  const v = value.trim();
  if (v === "false" || v === "0") return false;
  if (v === "true") return true;
  if (/^\d+$/.test(v))
    return {
      problem:
        "a hop count cannot tell the proxy from a client that connects directly; give the proxy's " +
        "addresses or CIDR ranges (e.g. 127.0.0.1 or 10.0.0.0/8)",
    };
  const entries = splitList(v);
  if (entries.length > 0 && entries.every(isAddressOrRange)) return entries;
  return {
    problem:
      'must be "false", the proxies\' addresses or CIDR ranges separated by commas (e.g. ' +
      '10.0.0.5,10.1.0.0/16), or "true" (believes every hop)',
  };
}

/** `10.0.0.5`, `::1`, `10.0.0.0/8` or `fd00::/8`: an IP address, alone or with a prefix length. */
function isAddressOrRange(entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Reads RATE_LIMIT_ROUTES, e.g. `login=10,deposit=100`.
 * @returns the budgets by rule name, or undefined when a pair is malformed or names no rule.
 */
function parseRouteMaxes(value: string | undefined): Partial<Record<RouteRuleName, number>> | undefined {
  const maxes: Partial<Record<RouteRuleName, number>> = {};
  for (const pair of splitList(value)) {
    const match = /^([a-z_]+)\s*=\s*(\d+)$/.exec(pair);
    const name = match?.[1] as RouteRuleName | undefined;
    if (!match || !name || !routeRuleNames.includes(name)) return undefined;
    maxes[name] = Number(match[2]);
  }
  return maxes;
}

/**
 * Multiplies every rate limit by RATE_LIMIT_MULTIPLIER: load tests and benchmarks send from one
 * IP and a few keys, and scale the budgets instead of naming each one. 0 (off) stays 0.
 */
function scaleRateLimits(multiplier: number, limits: Config["rateLimits"]): Config["rateLimits"] {
  const scale = (max: number) => Math.ceil(max * multiplier);
  const routeMax = Object.fromEntries(Object.entries(limits.routeMax).map(([n, max]) => [n, scale(max)]));
  return {
    ...limits,
    ipMax: scale(limits.ipMax),
    keyMax: scale(limits.keyMax),
    routeMax: routeMax as Record<RouteRuleName, number>,
  };
}

/** Thrown by {@link loadConfig}; `message` names every bad variable. */
export class ConfigError extends Error {
  /** `["PORT: must be a port number", …]`. */
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join("\n  ")}`);
    this.name = "ConfigError";
    this.problems = problems;
  }
}

/**
 * The key text in the file `path` names (trimmed), for `variable` (a `…_FILE` variable, the way
 * container secrets are mounted).
 * @returns undefined when `path` is undefined.
 * @throws ConfigError naming `variable` when the file cannot be read or holds under 32 characters.
 */
function readKeyFile(variable: string, path: string | undefined): string | undefined {
  if (path === undefined) return undefined;
  let text: string;
  try {
    text = readFileSync(path, "utf8").trim();
  } catch (err) {
    throw new ConfigError([`${variable}: cannot be read (${(err as NodeJS.ErrnoException).code ?? "error"})`]);
  }
  if (text.length < 32) throw new ConfigError([`${variable}: the file must hold at least 32 characters`]);
  return text;
}

function splitList(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Reads and validates the environment.
 * @param env variables, normally `process.env`; empty strings count as unset.
 * @returns the typed {@link Config}.
 * @throws ConfigError naming each invalid variable (e.g. `PORT: must be a port number`).
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  const adminEmails = e.ADMIN_EMAILS ?? (e.NODE_ENV === "production" ? "" : devAdminEmails);
  // In development the Vite dev server (port 5173) proxies the API, so its pages may mutate too.
  const devOrigins = e.NODE_ENV === "development" ? [viteDevOrigin] : [];
  const origins = new Set([new URL(publicUrl).origin, ...devOrigins, ...splitList(e.ALLOWED_ORIGINS)]);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST ?? (e.OIDC_ISSUER ? "0.0.0.0" : "127.0.0.1"),
    devLoginOnNetwork: e.DEV_LOGIN_ON_NETWORK,
    publicUrl,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    databaseReplica: e.DATABASE_REPLICA_URL
      ? { url: e.DATABASE_REPLICA_URL, maxLagMs: e.DATABASE_REPLICA_MAX_LAG_MS }
      : undefined,
    eventsBus: e.EVENTS_BUS === "nats" ? { kind: "nats", url: e.NATS_URL } : { kind: "postgres" },
    sessionSecret: e.SESSION_SECRET,
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    oidc: e.OIDC_ISSUER
      ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID as string, clientSecret: e.OIDC_CLIENT_SECRET }
      : undefined,
    adminEmails: new Set(splitList(adminEmails).map((s) => s.toLowerCase())),
    allowedOrigins: origins,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR,
    seedDemo: e.SEED_DEMO ?? (!e.DATABASE_URL && e.NODE_ENV !== "test"),
    demoAgents: e.DEMO_AGENTS ?? (!e.DATABASE_URL && e.NODE_ENV !== "test"),
    testFunds: e.NODE_ENV !== "production" && (e.TEST_FUNDS ?? true),
    streamSweepMs: e.STREAM_SWEEP_MS,
    x402Payouts: { intervalMs: e.X402_PAYOUT_INTERVAL_MS, batchCallsMax: e.X402_PAYOUT_BATCH_CALLS_MAX },
    catalogueCacheTtlMs: e.CATALOGUE_CACHE_TTL_MS,
    catalogueSearch: e.CATALOGUE_SEARCH,
    retention: { eventsDays: e.EVENTS_RETENTION_DAYS, pageViewsDays: e.PAGE_VIEWS_RETENTION_DAYS },
    verification: {
      allowPrivate: e.VERIFICATION_ALLOW_PRIVATE ?? e.NODE_ENV !== "production",
      resolve: new Map(
        splitList(e.VERIFICATION_RESOLVE).map((pair) => {
          const [host = "", ip = ""] = pair.split("=");
          return [host.trim().toLowerCase(), ip.trim()] as const;
        }),
      ),
      domainPort: e.VERIFICATION_DOMAIN_PORT,
      timeoutMs: e.VERIFICATION_TIMEOUT_MS,
    },
    webhooks: {
      retryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
      leaseMs: e.WEBHOOK_LEASE_MS,
      disableAfterFailures: e.WEBHOOK_DISABLE_AFTER_FAILURES,
      disableAfterMs: e.WEBHOOK_DISABLE_AFTER_MS,
      secretsKey: e.WEBHOOK_SECRETS_KEY ?? readKeyFile("WEBHOOK_SECRETS_KEY_FILE", e.WEBHOOK_SECRETS_KEY_FILE),
    },
    embeddings:
      e.EMBEDDINGS_URL && e.EMBEDDINGS_MODEL
        ? {
            url: new URL(e.EMBEDDINGS_URL),
            model: e.EMBEDDINGS_MODEL,
            apiKey: e.EMBEDDINGS_API_KEY,
            allowPrivate: e.EMBEDDINGS_ALLOW_PRIVATE ?? e.NODE_ENV !== "production",
            timeoutMs: e.EMBEDDINGS_TIMEOUT_MS,
            intervalMs: e.EMBEDDINGS_INTERVAL_MS,
          }
        : undefined,
    llm:
      e.LLM_URL && e.LLM_MODEL
        ? {
            url: new URL(e.LLM_URL),
            model: e.LLM_MODEL,
            apiKey: e.LLM_API_KEY,
            allowPrivate: e.LLM_ALLOW_PRIVATE ?? e.NODE_ENV !== "production",
            timeoutMs: e.LLM_TIMEOUT_MS,
            callsPerMinuteMax: e.LLM_CALLS_PER_MINUTE,
          }
        : undefined,
    smtp: e.SMTP_URL
      ? {
          url: e.SMTP_URL,
          from: e.SMTP_FROM ?? `Agora <no-reply@${new URL(publicUrl).hostname}>`,
          maxAttempts: e.SMTP_MAX_ATTEMPTS,
          retryBaseMs: e.SMTP_RETRY_BASE_MS,
        }
      : undefined,
    rateLimits: scaleRateLimits(e.RATE_LIMIT_MULTIPLIER, {
      windowMs: e.RATE_LIMIT_WINDOW_MS,
      ipMax: e.RATE_LIMIT_IP_MAX,
      keyMax: e.RATE_LIMIT_KEY_MAX,
      routeMax: {
        ...(Object.fromEntries(routeRuleNames.map((n) => [n, routeRules[n].max])) as Record<RouteRuleName, number>),
        ...parseRouteMaxes(e.RATE_LIMIT_ROUTES),
      },
    }),
    loadShedding: {
      // Off by default in tests: one test process hosts several servers and blocks its event loop
      // for seconds opening PGlite copies, which would shed the other servers' requests.
      maxEventLoopDelayMs: e.LOAD_SHED_EVENT_LOOP_DELAY_MS ?? (e.NODE_ENV === "test" ? 0 : maxEventLoopDelayMsDefault),
      sampleIntervalMs: e.LOAD_SHED_SAMPLE_MS,
      inFlightMax: e.LOAD_SHED_IN_FLIGHT_MAX,
    },
  };
}
