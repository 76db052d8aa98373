import { randomUUID } from "node:crypto";
import fastifyCookie from "@fastify/cookie";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifySession from "@fastify/session";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { openReplicaReads, primaryOnly } from "./db/replica";
import { registerA2aRoutes } from "./modules/a2a/a2a.routes";
import { registerAdminRoutes } from "./modules/admin/admin.routes";
import { registerAgentRoutes } from "./modules/agents/agents.routes";
import { configureCatalogueCache } from "./modules/agents/catalogue-cache";
import { registerAnalyticsRoutes } from "./modules/analytics/analytics.routes";
import { registerApiKeyRoutes } from "./modules/api-keys/api-keys.routes";
import { liveApiKeyIds } from "./modules/api-keys/api-keys.service";
import { registerAuthRoutes } from "./modules/auth/auth.routes";
import { mountDevProvider } from "./modules/auth/dev-provider";
import { createOidcClient } from "./modules/auth/oidc-client";
import { liveSessionUsers, PgSessionStore } from "./modules/auth/session-store";
import { registerCallRoutes } from "./modules/calls";
import { registerComplianceRoutes } from "./modules/compliance/compliance.routes";
import { registerContactRoutes } from "./modules/contact/contact.routes";
import { registerContentRoutes } from "./modules/content/content.routes";
import { loadContentLibrary } from "./modules/content/library";
import { createSupportPhrasing } from "./modules/content/phrasing";
import { registerDisputeRoutes } from "./modules/disputes/disputes.routes";
import { registerGovernanceRoutes } from "./modules/governance/governance.routes";
import { contractChannel } from "./modules/hiring/contract-access";
import { contractAgentIds } from "./modules/hiring/contract-store";
import { registerHiringRoutes } from "./modules/hiring/hiring.routes";
import { registerMandateRoutes } from "./modules/mandates/mandates.routes";
import { registerMatchingRoutes } from "./modules/matching/matching.routes";
import { createSemanticRelevance, startEmbeddingWorker } from "./modules/matching/semantic";
import { registerMcpRoutes } from "./modules/mcp/mcp.routes";
import { registerMessageRoutes } from "./modules/messages/messages.routes";
import { mailLeaseMs, smtpTransport, startMailWorker } from "./modules/notifications/mail.worker";
import { registerNotificationRoutes } from "./modules/notifications/notifications.routes";
import { registerPerformanceRoutes } from "./modules/performance/performance.routes";
import { registerPlatformRoutes } from "./modules/platform/platform.routes";
import {
  createRateLimitStore,
  rateLimitPluginOptions,
  registerRateLimits,
  sharedCeiling,
} from "./modules/rate-limits/rate-limits";
import { registerRealtimeRoutes } from "./modules/realtime/realtime.routes";
import { registerReviewRoutes } from "./modules/reviews/reviews.routes";
import { registerSavedAgentRoutes } from "./modules/saved-agents/saved-agents.routes";
import { configureServiceSearch } from "./modules/services/search-path";
import { registerServiceRoutes } from "./modules/services/services.routes";
import { registerStakingRoutes } from "./modules/staking/staking.routes";
import { liveStreams } from "./modules/streams/live-streams";
import { loadReceiptSigner } from "./modules/streams/receipts";
import { registerReceiptRoutes } from "./modules/streams/receipts.routes";
import { registerStreamRoutes } from "./modules/streams/streams.routes";
import { getOrCreateSecret } from "./modules/system/secrets";
import { registerUserRoutes } from "./modules/users/users.routes";
import { syncOwnerLevels } from "./modules/verification/ladder";
import { registerVerificationRoutes } from "./modules/verification/verification.routes";
import { registerWalletRoutes } from "./modules/wallet/wallet.routes";
import { registerWalletLinkRoutes } from "./modules/wallet-links/wallet-links.routes";
import { useConfiguredSecretsKey } from "./modules/webhooks/secrets";
import { registerWebhookRoutes } from "./modules/webhooks/webhooks.routes";
import { outboundDeliveryTransport, startWebhookWorker } from "./modules/webhooks/webhooks.worker";
import { registerX402Routes, x402NetworkOf } from "./modules/x402";
import { startMoneyJobs } from "./money-jobs";
import { registerAuth } from "./plugins/auth";
import { registerErrorHandler } from "./plugins/errors";
import { clientErrorHandler, frameworkErrorHandler } from "./plugins/framework-errors";
import { registerLoadShedding } from "./plugins/load-shedding";
import { registerOpenApi } from "./plugins/openapi";
import { registerReplicaReads } from "./plugins/replica-reads";
import { RequestLogController } from "./plugins/request-log";
import { recordRoutes } from "./plugins/route-table";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { validatorCompiler } from "./plugins/validation";
import { registerWeb } from "./plugins/web";
import { wireFeatureHooks } from "./wiring";

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
  wireFeatureHooks();
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
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
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
  // First of the request hooks: a shed request costs no session, key or rate-limit lookup.
  await registerLoadShedding(app, config.loadShedding);
  recordRoutes(app);

  const secret = config.sessionSecret ?? (await getOrCreateSecret(db, "session"));
  const provider = config.oidc
    ? { ...config.oidc, isDevelopmentProvider: false }
    : { ...(await mountDevProvider(app, db, config, secret)), isDevelopmentProvider: true };
  // After the development provider (its /oidc/* requests keep oidc-provider's headers), before
  // sessions and auth (their 401/403 answers get these headers too).
  await registerSecurityHeaders(app, config);

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
  // Between sessions and auth: the limits know the user of a session, and a flood is refused
  // before any key lookup.
  const rateLimitStore = createRateLimitStore(database);
  registerRateLimits(app, rateLimitStore, config.rateLimits);
  registerAuth(app, db, config, sessionCookieName);
  // After cookies and auth: which database a lag-tolerant read uses depends on both (decision 081).
  const reads = config.databaseReplica
    ? openReplicaReads(db, { ...config.databaseReplica, poolMax: config.databasePoolMax })
    : primaryOnly(db);
  app.addHook("onClose", () => reads.close());
  registerReplicaReads(app, reads);
  // Limits routes declare themselves (config.rateLimit), counted in the same store.
  await app.register(fastifyRateLimit, rateLimitPluginOptions(rateLimitStore));

  await registerOpenApi(app, config);

  registerAuthRoutes(app, db, config, createOidcClient(config, provider), { afterSignIn: syncOwnerLevels });
  registerUserRoutes(app, db, config);
  registerApiKeyRoutes(app, db);
  registerPerformanceRoutes(app, db);
  registerAnalyticsRoutes(app, db, secret);
  registerContactRoutes(app, db);
  // The model's endpoint is the operator's, but its calls go through the SSRF guard all the same.
  const phrase = createSupportPhrasing(config.llm, {
    allowIpLiterals: config.env !== "production",
    resolve: config.verification.resolve,
  });
  // Its calls cost money: one ceiling per minute for the deployment, counted where the limits are.
  const takeModelCall = sharedCeiling(rateLimitStore, "llm_calls", config.llm?.callsPerMinuteMax ?? 0, 60_000);
  registerContentRoutes(app, loadContentLibrary(), config.publicUrl, phrase && { phrase, takeModelCall });
  registerAdminRoutes(app, db);
  configureCatalogueCache(db, config.catalogueCacheTtlMs);
  configureServiceSearch(db, config.catalogueSearch);
  registerAgentRoutes(app, db);
  registerServiceRoutes(app, db);
  registerSavedAgentRoutes(app, db);
  registerPlatformRoutes(app, db);
  registerWalletRoutes(app, db, config);
  const receiptSigner = await loadReceiptSigner(db);
  registerReceiptRoutes(app, receiptSigner);
  registerHiringRoutes(app, db);
  registerDisputeRoutes(app, db, config);
  registerMessageRoutes(app, db);
  registerNotificationRoutes(app, db, config.publicUrl, config.smtp !== undefined);
  registerReviewRoutes(app, db);
  registerVerificationRoutes(app, db, config);
  registerComplianceRoutes(app, db);
  // Before the stream routes: HTTP heartbeats join the hub's batched heartbeat write.
  // The realtime kernel imports no feature: the features hand it their channels, credential
  // readers and heartbeat writer here (decision 062).
  const streamsLive = liveStreams(db, receiptSigner, app.log);
  await registerRealtimeRoutes(
    app,
    database,
    {
      credentials: { liveApiKeyIds, liveSessionUsers },
      channels: { contract: contractChannel(db), stream: streamsLive.channel },
      heartbeats: {
        record: (streamId, actorId) => streamsLive.heartbeats.record(streamId, actorId),
        explain: streamsLive.explainHeartbeat,
      },
    },
    config.eventsBus,
  );
  registerStreamRoutes(app, db, receiptSigner, streamsLive.heartbeats);
  registerCallRoutes(app, db, receiptSigner);
  registerMandateRoutes(app, db, { signer: receiptSigner, issuer: config.publicUrl, contractAgents: contractAgentIds });
  registerWalletLinkRoutes(app, db, config.publicUrl);
  registerGovernanceRoutes(app, db);
  registerStakingRoutes(app, db);
  registerX402Routes(app, { db, signer: receiptSigner, network: x402NetworkOf(receiptSigner.keyId) });
  const stopMoneyJobs = startMoneyJobs(db, app.log, config.streamSweepMs, config.x402Payouts);
  app.addHook("onClose", async () => stopMoneyJobs());
  registerWebhookRoutes(app, db, config);
  // The embeddings endpoint is the operator's, but its calls go through the SSRF guard all the same.
  const semantic = createSemanticRelevance(
    config.embeddings,
    { allowIpLiterals: config.env !== "production", resolve: config.verification.resolve },
    app.log,
  );
  if (semantic && config.embeddings) {
    const stopEmbedding = startEmbeddingWorker(db, semantic, app.log, config.embeddings.intervalMs);
    app.addHook("onClose", async () => stopEmbedding());
  }
  registerMcpRoutes(app, db, config, receiptSigner, semantic);
  registerMatchingRoutes(app, db, semantic);
  registerA2aRoutes(app, db, config.publicUrl, receiptSigner, semantic);
  const resealed = await useConfiguredSecretsKey(db, config.webhooks.secretsKey);
  if (resealed > 0) app.log.info({ resealed }, "webhook signing secrets sealed again under the configured key");
  const stopWebhooks = await startWebhookWorker(database, app.log, {
    ...config.webhooks,
    batch: 50,
    concurrency: 16,
    lanes: 4,
    transport: outboundDeliveryTransport(
      {
        allowPrivate: config.verification.allowPrivate,
        allowIpLiterals: config.env !== "production",
        resolve: config.verification.resolve,
      },
      app.log,
    ),
  });
  app.addHook("onClose", stopWebhooks);
  // Without SMTP_URL the outbox is only read at /admin/mail: its emails stay pending (decision 069).
  if (config.smtp) {
    const stopMail = startMailWorker(db, app.log, {
      ...config.smtp,
      publicUrl: config.publicUrl,
      leaseMs: mailLeaseMs,
      batch: 20,
      concurrency: 4,
      transport: smtpTransport(config.smtp.url, 4),
    });
    app.addHook("onClose", stopMail);
  }
  await registerWeb(app, config.webDistDir);
  return app;
}
