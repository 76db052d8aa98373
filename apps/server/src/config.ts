import { z } from "zod";

/** Default admin emails in development (issue "Foundation"): the dev provider signs anyone in. */
const devAdminEmails = "admin@agora.local";

/** Origin of `npm run dev -w @agora/web`. */
const viteDevOrigin = "http://localhost:5173";

const booleanString = z
  .enum(["true", "false", "1", "0"], { message: 'must be "true" or "false"' })
  .transform((v) => v === "true" || v === "1");

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number({ message: "must be a port number" }).int().min(0).max(65535).default(5000),
    HOST: z.string().min(1).default("0.0.0.0"),
    PUBLIC_URL: z.url({ protocol: /^https?$/, message: "must be an http(s) URL" }).optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    OIDC_ISSUER: z.url({ message: "must be the issuer URL" }).optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    ADMIN_EMAILS: z.string().optional(),
    ALLOWED_ORIGINS: z.string().optional(),
    TRUST_PROXY: booleanString.default(false),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    WEB_DIST_DIR: z.string().optional(),
    SEED_DEMO: booleanString.optional(),
    TEST_FUNDS: booleanString.optional(),
    STREAM_SWEEP_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    CATALOGUE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
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
    // Verification fetches user-supplied hosts; in production only public https addresses (SSRF).
    for (const key of ["VERIFICATION_ALLOW_PRIVATE", "VERIFICATION_RESOLVE", "VERIFICATION_DOMAIN_PORT"] as const) {
      if (env.NODE_ENV === "production" && env[key] !== undefined && env[key] !== false) {
        ctx.addIssue({ code: "custom", path: [key], message: "is for development and tests only" });
      }
    }
  });

/** The server's settings, read once from the environment by {@link loadConfig}. */
export interface Config {
  env: "development" | "production" | "test";
  /** TCP port to listen on; 0 picks a free one. */
  port: number;
  host: string;
  /** Origin (and optional path) browsers use to reach the server, without trailing slash. */
  publicUrl: string;
  /** Folder of the embedded PGlite database; unused when `databaseUrl` is set. */
  dataDir: string;
  /** `postgres://…` of a real PostgreSQL server, or undefined for the embedded PGlite database. */
  databaseUrl: string | undefined;
  databasePoolMax: number;
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
  trustProxy: boolean;
  logLevel: string;
  /** Built web app to serve, or undefined for the default `apps/web/dist`. */
  webDistDir: string | undefined;
  /**
   * Seed the demo marketplace at start when it is not there yet: by default only on the embedded
   * database outside tests; a database given by DATABASE_URL only with SEED_DEMO=true.
   */
  seedDemo: boolean;
  /**
   * The "test funds" payment rail (DESIGN.md "Money"): users may deposit test money. On by default
   * outside production and on the embedded database; TEST_FUNDS=true|false decides.
   */
  testFunds: boolean;
  /** How often streams due to stop or pause are swept, ms (0 = never: tests drive it). */
  streamSweepMs: number;
  /** How long a catalogue search page is reused, in ms (0 = off); see decision 011. */
  catalogueCacheTtlMs: number;
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
    host: e.HOST,
    publicUrl,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
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
    testFunds: e.TEST_FUNDS ?? (e.NODE_ENV !== "production" || !e.DATABASE_URL),
    streamSweepMs: e.STREAM_SWEEP_MS,
    catalogueCacheTtlMs: e.CATALOGUE_CACHE_TTL_MS,
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
  };
}
