import { randomUUID } from "node:crypto";
import fastifyCookie from "@fastify/cookie";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifySession from "@fastify/session";
import fastifySwagger from "@fastify/swagger";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { registerAgentRoutes } from "./modules/agents/agents.routes";
import { configureCatalogueCache } from "./modules/agents/catalogue-cache";
import { registerAnalyticsRoutes } from "./modules/analytics/analytics.routes";
import { registerApiKeyRoutes } from "./modules/api-keys/api-keys.routes";
import { registerAuthRoutes } from "./modules/auth/auth.routes";
import { mountDevProvider } from "./modules/auth/dev-provider";
import { createOidcClient } from "./modules/auth/oidc-client";
import { PgSessionStore } from "./modules/auth/session-store";
import { registerComplianceRoutes } from "./modules/compliance/compliance.routes";
import { registerDisputeRoutes } from "./modules/disputes/disputes.routes";
import { registerHiringRoutes } from "./modules/hiring/hiring.routes";
import { registerPerformanceRoutes } from "./modules/performance/performance.routes";
import { registerPlatformRoutes } from "./modules/platform/platform.routes";
import { registerRealtimeRoutes } from "./modules/realtime/realtime.routes";
import { registerReviewRoutes } from "./modules/reviews/reviews.routes";
import { registerServiceRoutes } from "./modules/services/services.routes";
import { loadReceiptSigner } from "./modules/streams/receipts";
import { registerReceiptRoutes } from "./modules/streams/receipts.routes";
import { registerStreamRoutes } from "./modules/streams/streams.routes";
import { getOrCreateSecret } from "./modules/system/secrets";
import { registerVerificationRoutes } from "./modules/verification/verification.routes";
import { registerWalletRoutes } from "./modules/wallet/wallet.routes";
import { startMoneyJobs } from "./money-jobs";
import { registerAuth } from "./plugins/auth";
import { registerErrorHandler } from "./plugins/errors";
import { RequestLogController } from "./plugins/request-log";
import { registerWeb } from "./plugins/web";

/** Name of the session cookie; distinct from the development provider's own cookies. */
export const sessionCookieName = "agora.sid";
/** Largest accepted request body, in bytes. */
export const bodyLimitBytes = 1024 * 1024;

/** What {@link buildApp} needs. */
export interface AppOptions {
  config: Config;
  /** An open, migrated database; the app does not close it. */
  database: Database;
  /** Where logs go; defaults to stdout. Tests pass a stream to read them. */
  logStream?: NodeJS.WritableStream;
}

/**
 * Builds the Fastify app: errors, request log, sessions, auth, sign-in (external or development
 * provider), the API modules, the OpenAPI document and the web app. It does not listen; tests use
 * `app.inject()` or `app.listen({port: 0})`.
 * @returns the ready app.
 */
export async function buildApp({ config, database, logStream }: AppOptions): Promise<FastifyInstance> {
  const { db } = database;
  const logger: FastifyServerOptions["logger"] = {
    level: config.logLevel,
    ...(logStream ? { stream: logStream } : {}),
  };
  const app = Fastify({
    logger,
    logController: new RequestLogController(),
    trustProxy: config.trustProxy,
    bodyLimit: bodyLimitBytes,
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  registerErrorHandler(app);

  const secret = config.sessionSecret ?? (await getOrCreateSecret(db, "session"));
  const provider = config.oidc
    ? { ...config.oidc, isDevelopmentProvider: false }
    : { ...(await mountDevProvider(app, db, config, secret)), isDevelopmentProvider: true };

  await app.register(fastifyCookie);
  await app.register(fastifySession, {
    secret,
    cookieName: sessionCookieName,
    store: new PgSessionStore(db),
    saveUninitialized: false,
    rolling: true,
    cookie: {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: config.publicUrl.startsWith("https://"),
      maxAge: config.sessionTtlMs,
    },
  });
  registerAuth(app, db, config, sessionCookieName);
  // Limits are per route (config.rateLimit); routes without one are not limited here.
  await app.register(fastifyRateLimit, { global: false });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Agora API",
        version: "1.0.0",
        description: "Discovery, reputation and marketplace for AI agents.",
      },
      components: { securitySchemes: { apiKey: { type: "http", scheme: "bearer" } } },
      security: [{ apiKey: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get("/api/v1/openapi.json", { schema: { hide: true }, config: { access: { auth: "public" } } }, async () =>
    app.swagger(),
  );

  registerAuthRoutes(app, db, config, createOidcClient(config, provider));
  registerApiKeyRoutes(app, db);
  registerPerformanceRoutes(app, db);
  registerAnalyticsRoutes(app, db);
  configureCatalogueCache(db, config.catalogueCacheTtlMs);
  registerAgentRoutes(app, db);
  registerServiceRoutes(app, db);
  registerPlatformRoutes(app, db);
  registerWalletRoutes(app, db, config);
  const receiptSigner = await loadReceiptSigner(db);
  registerReceiptRoutes(app, receiptSigner);
  registerHiringRoutes(app, db);
  registerDisputeRoutes(app, db);
  registerReviewRoutes(app, db);
  registerVerificationRoutes(app, db, config);
  registerComplianceRoutes(app, db);
  registerStreamRoutes(app, db, receiptSigner);
  await registerRealtimeRoutes(app, database, receiptSigner);
  const stopMoneyJobs = startMoneyJobs(db, app.log, config.streamSweepMs);
  app.addHook("onClose", async () => stopMoneyJobs());
  await registerWeb(app, config.webDistDir);
  return app;
}
