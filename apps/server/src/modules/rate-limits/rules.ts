/**
 * The one table of Agora's rate limits. Every mutating request (POST, PUT, PATCH, DELETE) counts
 * against its client IP and, when it carries credentials, against its API key (or its user, for a
 * browser session). The routes below have a tighter budget of their own on top, shared by the
 * routes of one rule and counted per key/user (per IP for anonymous callers such as sign-in, and
 * always per IP for a rule marked `perIp`).
 * Routes are named exactly as they are registered (`METHOD /url/:param`); a test checks that each
 * one exists, so a renamed route cannot silently lose its limit.
 */

/** Length of every rate-limit window, in ms (fixed windows; RATE_LIMIT_WINDOW_MS overrides). */
export const rateLimitWindowMsDefault = 60_000;

/**
 * Mutating requests one client IP may send per window. High, because one IP can be a whole
 * office behind NAT; it bounds floods from a single machine (RATE_LIMIT_IP_MAX overrides).
 */
export const mutationsPerIpMaxDefault = 1200;

/**
 * Mutating requests one API key (or one signed-in user's browser sessions) may send per window:
 * 10 a second sustained, far above a person clicking and enough for a busy agent
 * (RATE_LIMIT_KEY_MAX overrides).
 */
export const mutationsPerKeyMaxDefault = 600;

/** A tighter budget for a group of routes. */
export interface RouteRule {
  /** Requests per window, per key/user (per IP when anonymous). */
  max: number;
  /** `METHOD /url` as registered; HEAD counts as GET. */
  routes: readonly string[];
  /** Why this budget: shown nowhere, kept for the next reader. */
  why: string;
  /**
   * Counted per client IP even when the request carries credentials. For public routes: the
   * limits name a caller by its bearer token before any lookup, so a made-up token would
   * otherwise buy a fresh budget with every request.
   */
  perIp?: true;
}

/** Names of the {@link routeRules}; RATE_LIMIT_ROUTES overrides their `max` by name. */
export type RouteRuleName =
  | "login"
  | "api_key_create"
  | "hire"
  | "message"
  | "deposit"
  | "contact"
  | "avatar"
  | "evidence"
  | "support_answer"
  | "verification_check"
  | "page_view";

/** The tighter limits, by name. */
export const routeRules: Readonly<Record<RouteRuleName, RouteRule>> = {
  login: {
    max: 30,
    routes: ["GET /api/login"],
    why: "each call creates a session row and a provider round trip; people sign in a few times a day",
  },
  api_key_create: {
    max: 30,
    routes: ["POST /api/v1/api-keys"],
    why: "keys are long-lived credentials; minting them in bulk is a sign of a leaked key being abused",
  },
  hire: {
    max: 60,
    routes: ["POST /api/v1/services/:id/hire", "POST /api/v1/jobs/:id/offers", "POST /api/v1/offers/:id/counter"],
    why: "each offer notifies another user: the budget bounds spam towards agent owners and clients",
  },
  message: {
    max: 30,
    routes: [
      "POST /api/v1/disputes/:id/messages",
      "POST /api/v1/offers/:id/messages",
      "POST /api/v1/contracts/:id/messages",
    ],
    why: "messages reach another person and notify them: a conversation stays far below it, a spammer does not",
  },
  contact: {
    max: 5,
    routes: ["POST /api/v1/contact-messages"],
    why: "anyone may write, signed in or not, and each message waits for a person on the team; a person writes one",
  },
  deposit: {
    max: 30,
    routes: ["POST /api/v1/wallet/test-deposits", "POST /api/v1/wallet/withdrawals"],
    why: "money movements in and out of the platform: a person makes a few, a runaway script many",
  },
  avatar: {
    max: 10,
    routes: ["PUT /api/v1/profile/avatar", "DELETE /api/v1/profile/avatar"],
    why: "each upload decodes and re-encodes an image (CPU) and rewrites a file; a person changes it a few times a year",
  },
  evidence: {
    max: 20,
    routes: ["POST /api/v1/disputes/:id/evidence"],
    why: "each upload stores up to 5 MiB for good and decodes images; a party attaches a few files, and 20 fill a dispute",
  },
  support_answer: {
    max: 20,
    routes: ["POST /api/v1/support/answers"],
    why:
      "public, and with LLM_URL each answer may be a paid model call: a person asks a few questions a " +
      "minute; the deployment's ceiling (LLM_CALLS_PER_MINUTE) bounds many addresses together",
    perIp: true,
  },
  verification_check: {
    max: 20,
    routes: [
      "POST /api/v1/agents/:id/verification/domain/check",
      "POST /api/v1/agents/:id/verification/endpoint/challenge",
    ],
    why: "each check makes Agora call a host the user chose: a small budget keeps it from being used to hammer somebody else's server",
  },
  page_view: {
    max: 120,
    routes: ["POST /api/analytics/pageviews"],
    why: "public, and each report is a row: a person browsing sends a few a minute, a script filling the analytics many",
  },
};

/**
 * Model calls (phrased support answers, LLM_URL) the whole deployment may make per minute, every
 * instance and caller together (LLM_CALLS_PER_MINUTE overrides; 0 = no ceiling). Past it, answers
 * quote the passage without the model. 60 is one a second: far above a support chat's traffic,
 * and a bound on what a flood from many addresses can spend.
 */
export const llmCallsPerMinuteMaxDefault = 60;

/** Every rule name, for validating RATE_LIMIT_ROUTES. */
export const routeRuleNames = Object.keys(routeRules) as RouteRuleName[];
