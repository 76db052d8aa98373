import { createPublicKey, randomBytes, verify } from "node:crypto";
import {
  type AgentVerification,
  badgesForLevel,
  type DomainVerificationRequest,
  type EndpointKeyRequest,
  type KyaRequest,
} from "@agora/contracts";
import { and, desc, eq, gt, type SQL } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db, Tx } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";
import { canManageAgent, getAgentRowOrThrow } from "../agents/agents.service";
import { agents } from "../agents/agents.tables";
import { invalidateCatalogue } from "../agents/catalogue-cache";
import type { Actor } from "../hiring/contract-access";
import { inTransaction } from "../ledger/ledger.service";
import { recomputeReputation } from "../reviews/reputation.service";
import { users } from "../users/users.tables";
import { writeAudit } from "./audit";
import { callOutbound, OutboundError, type OutboundPolicy, type OutboundResponse } from "./outbound";
import { agentVerifications, kyaRequests } from "./verification.tables";

/** Path of the domain token (docs/product/DESIGN.md "Know your agent"). */
export const domainTokenPath = "/.well-known/agora-verification.txt";
/** Largest token file or challenge answer read, bytes. */
export const outboundMaxBytes = 4096;

/**
 * The message an agent's endpoint signs for the level-3 challenge: the UTF-8 bytes of
 * `agora-verification:<agentId>:<nonce>`, so a signature cannot be replayed for another agent.
 */
export function challengeMessage(agentId: string, nonce: string): string {
  return `agora-verification:${agentId}:${nonce}`;
}

/** Settings of the automatic checks; see `Config.verification`. */
export interface VerificationSettings {
  allowPrivate: boolean;
  resolve: ReadonlyMap<string, string>;
  domainPort: number | undefined;
  timeoutMs: number;
  production: boolean;
}

/**
 * How a check reaches the outside world. The server uses {@link callOutbound}; the demo seeder
 * passes a transport that answers for its fictional domains and endpoints.
 */
export type Transport = (
  url: URL,
  init: { method: "GET" | "POST"; body?: string; headers?: Record<string, string> },
) => Promise<OutboundResponse>;

/**
 * The real transport: {@link callOutbound} under the configured policy, which refuses IP-literal
 * hosts in production (decision 016).
 * @param log where each failed call's precise reason goes (`OutboundError.reason`: it may name
 *   internal addresses and ports, so it is logged and never stored or shown to the owner).
 */
export function outboundTransport(settings: VerificationSettings, log?: Pick<FastifyBaseLogger, "info">): Transport {
  const policy: OutboundPolicy = {
    allowPrivate: settings.allowPrivate,
    allowIpLiterals: !settings.production,
    resolve: settings.resolve,
    timeoutMs: settings.timeoutMs,
    maxBytes: outboundMaxBytes,
    maxRedirects: 3,
  };
  return async (url, init) => {
    try {
      return await callOutbound(url, init, policy);
    } catch (err) {
      // Origin and path only: a query string may carry the owner's secrets.
      if (err instanceof OutboundError)
        log?.info({ url: `${url.origin}${url.pathname}`, reason: err.reason }, "verification call failed");
      throw err;
    }
  };
}

type VerificationRow = typeof agentVerifications.$inferSelect;
type AgentRef = { id: string; ownerId: string; name: string; endpointUrl: string | null; verificationLevel: number };

/** Loads an agent the actor manages. @throws AppError('not_found') for anyone else (not even its existence). */
async function managedAgent(db: Db, ref: string, actor: Actor): Promise<AgentRef> {
  const row = await getAgentRowOrThrow(db, ref, actor);
  if (!canManageAgent(row, actor)) throw notFound("Agent");
  return row;
}

async function stepsOf(db: Db | Tx, agentId: string): Promise<VerificationRow | undefined> {
  const [row] = await db.select().from(agentVerifications).where(eq(agentVerifications.agentId, agentId));
  return row;
}

async function latestKya(db: Db | Tx, agentId: string) {
  const [row] = await db
    .select()
    .from(kyaRequests)
    .where(eq(kyaRequests.agentId, agentId))
    .orderBy(desc(kyaRequests.submittedAt))
    .limit(1);
  return row;
}

/**
 * Recomputes an agent's level from its steps (level n = steps 1…n all done, decision 016) and,
 * when it changed, stores it, audits `level.changed` and recomputes the reputation in `tx`.
 * @returns true when the level changed (the caller then drops the catalogue cache).
 */
export async function syncLevel(tx: Tx, agentId: string, actorId: string | null): Promise<boolean> {
  const [agent] = await tx
    .select({
      level: agents.verificationLevel,
      ownerId: agents.ownerId,
      email: users.email,
      emailVerified: users.emailVerified,
    })
    .from(agents)
    .innerJoin(users, eq(users.id, agents.ownerId))
    .where(eq(agents.id, agentId))
    .for("update", { of: agents });
  if (!agent) throw notFound("Agent");
  const steps = await stepsOf(tx, agentId);
  const kya = await latestKya(tx, agentId);
  const done = [
    isIdentityKnown(agent),
    steps?.domainStatus === "verified",
    steps?.endpointStatus === "verified",
    kya?.status === "approved",
  ];
  const level = done.indexOf(false) === -1 ? 4 : done.indexOf(false);
  if (level === agent.level) return false;
  await tx.update(agents).set({ verificationLevel: level, updatedAt: new Date() }).where(eq(agents.id, agentId));
  await writeAudit(tx, {
    actorId,
    subjectUserId: agent.ownerId,
    agentId,
    action: "level.changed",
    detail: { from: agent.level, to: level },
  });
  await recomputeReputation(tx, agentId);
  return true;
}

/**
 * Step 1 of the ladder: the owner signed in with an email the identity provider verified
 * (`email_verified`); an address the provider did not vouch for could be anybody's.
 */
function isIdentityKnown(owner: { email: string | null; emailVerified: boolean }): boolean {
  return owner.email !== null && owner.emailVerified;
}

/**
 * Recomputes the level of every agent `ownerId` owns, after a sign-in changed what is known of
 * the owner (a newly verified email raises level 0 to 1; one no longer verified drops it).
 * @returns how many agents changed level.
 */
export async function syncOwnerLevels(db: Db, ownerId: string): Promise<number> {
  return changing(db, async (tx) => {
    const [owner] = await tx
      .select({ email: users.email, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, ownerId));
    if (!owner) return { result: 0, levelChanged: false };
    // Level ≥ 1 exactly when step 1 is done, so only agents on the wrong side of it can change.
    const stale = await tx
      .select({ id: agents.id })
      .from(agents)
      .where(
        and(
          eq(agents.ownerId, ownerId),
          isIdentityKnown(owner) ? eq(agents.verificationLevel, 0) : gt(agents.verificationLevel, 0),
        ),
      );
    let changed = 0;
    for (const { id } of stale) if (await syncLevel(tx, id, null)) changed++;
    return { result: changed, levelChanged: changed > 0 };
  });
}

/** Runs `work` in a transaction, then drops the catalogue cache if the level changed. */
async function changing<T>(db: Db, work: (tx: Tx) => Promise<{ result: T; levelChanged: boolean }>): Promise<T> {
  const { result, levelChanged } = await inTransaction(db, work);
  if (levelChanged) invalidateCatalogue(db);
  return result;
}

function iso(d: Date | null | undefined): string | null {
  return d ? d.toISOString() : null;
}

/**
 * An agent's ladder as its owner sees it.
 * @throws AppError('not_found') unless the actor owns the agent or is an admin.
 */
export async function getVerification(db: Db, ref: string, actor: Actor, settings?: VerificationSettings) {
  const agent = await managedAgent(db, ref, actor);
  return ladderOf(db, agent.id, settings);
}

/** Builds {@link AgentVerification} from the stored rows. */
export async function ladderOf(
  db: Db | Tx,
  agentId: string,
  settings?: VerificationSettings,
): Promise<AgentVerification> {
  const [agent] = await db
    .select({
      name: agents.name,
      level: agents.verificationLevel,
      email: users.email,
      emailVerified: users.emailVerified,
    })
    .from(agents)
    .innerJoin(users, eq(users.id, agents.ownerId))
    .where(eq(agents.id, agentId));
  if (!agent) throw notFound("Agent");
  const steps = await stepsOf(db, agentId);
  const kya = await latestKya(db, agentId);
  return {
    agentId,
    agentName: agent.name,
    level: agent.level,
    badges: badgesForLevel(agent.level),
    identity: { status: isIdentityKnown(agent) ? "verified" : "not_started", email: agent.email },
    domain: {
      status: steps?.domainStatus ?? "not_started",
      domain: steps?.domain ?? null,
      token: steps?.domainToken ?? null,
      url: steps?.domain ? domainUrl(steps.domain, settings).toString() : null,
      checkedAt: iso(steps?.domainCheckedAt),
      lastError: steps?.domainError ?? null,
    },
    endpoint: {
      status: steps?.endpointStatus ?? "not_started",
      publicKey: steps?.publicKey ?? null,
      endpointUrl: steps?.endpointUrl ?? null,
      checkedAt: iso(steps?.endpointCheckedAt),
      lastError: steps?.endpointError ?? null,
    },
    kya: {
      status: kya ? (kya.status === "approved" ? "verified" : kya.status) : "not_started",
      requestId: kya?.id ?? null,
      submittedAt: iso(kya?.submittedAt),
      decidedAt: iso(kya?.decidedAt),
      reason: kya?.reason ?? null,
    },
  };
}

/** `https://<domain>/.well-known/agora-verification.txt`, or plain http on the test port. */
function domainUrl(domain: string, settings?: VerificationSettings): URL {
  return settings?.domainPort
    ? new URL(`http://${domain}:${settings.domainPort}${domainTokenPath}`)
    : new URL(`https://${domain}${domainTokenPath}`);
}

function requireLevel(agent: AgentRef, level: number, step: string): void {
  if (agent.verificationLevel < level) {
    const missing = ["the owner's identity (a verified email)", "the domain", "the endpoint"][level - 1];
    throw new AppError("invalid_state", `Verify ${missing} before the ${step} step`);
  }
}

/**
 * Level 2, part 1: records the domain and returns a fresh token for the owner to serve. A new
 * domain resets the step (and with it levels 2–4 until verified again).
 * @throws AppError('not_found'); AppError('invalid_state') below level 1.
 */
export async function requestDomain(
  db: Db,
  ref: string,
  actor: Actor,
  input: DomainVerificationRequest,
  settings?: VerificationSettings,
): Promise<AgentVerification> {
  const agent = await managedAgent(db, ref, actor);
  requireLevel(agent, 1, "domain");
  const token = `agora-verification=${randomBytes(24).toString("base64url")}`;
  return changing(db, async (tx) => {
    const values = { domain: input.domain, domainToken: token, domainStatus: "pending" as const };
    const reset = { domainCheckedAt: null, domainError: null, updatedAt: new Date() };
    await tx
      .insert(agentVerifications)
      .values({ agentId: agent.id, ...values, ...reset })
      .onConflictDoUpdate({ target: agentVerifications.agentId, set: { ...values, ...reset } });
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: agent.ownerId,
      agentId: agent.id,
      action: "domain.requested",
      detail: { domain: input.domain },
    });
    const levelChanged = await syncLevel(tx, agent.id, actor.id);
    return { result: await ladderOf(tx, agent.id, settings), levelChanged };
  });
}

/**
 * Fetches the token from the domain and compares it with the stored one.
 * @returns null when it matches, else the reason in words.
 */
async function fetchDomainToken(url: URL, token: string, transport: Transport): Promise<string | null> {
  try {
    const response = await transport(url, { method: "GET" });
    if (response.status === 404) return `${url} answered 404: the file is missing`;
    if (response.status !== 200) return `${url} answered HTTP ${response.status}`;
    return response.body.trim() === token ? null : `the file at ${url} does not contain the token`;
  } catch (err) {
    if (err instanceof OutboundError) return `${url}: ${err.message}`;
    throw err;
  }
}

/**
 * Level 2, part 2: fetches `https://<domain>/.well-known/agora-verification.txt` (outside any
 * transaction) and records the outcome, verified or failed with the reason.
 * @throws AppError('not_found'); AppError('invalid_state') when no domain was requested.
 */
export async function checkDomain(
  db: Db,
  ref: string,
  actor: Actor,
  transport: Transport,
  settings?: VerificationSettings,
): Promise<AgentVerification> {
  const agent = await managedAgent(db, ref, actor);
  const steps = await stepsOf(db, agent.id);
  if (!steps?.domain || !steps.domainToken) throw new AppError("invalid_state", "Request a domain token first");
  const { domain, domainToken } = steps;
  const failure = await fetchDomainToken(domainUrl(domain, settings), domainToken, transport);
  return recordCheck(
    db,
    agent,
    "domain",
    eq(agentVerifications.domainToken, domainToken),
    failure,
    { domain },
    settings,
  );
}

/**
 * Stores the outcome of an automatic check (`failure` null = verified), audits it as Agora's own
 * act and syncs the level, all in one transaction. Only when `stillCurrent` holds: the owner may
 * have asked for a new token or key while the check ran, and that outcome would not be theirs.
 * @throws AppError('conflict') when the step changed meanwhile.
 */
async function recordCheck(
  db: Db,
  agent: AgentRef,
  step: "domain" | "endpoint",
  stillCurrent: SQL,
  failure: string | null,
  detail: Record<string, string>,
  settings?: VerificationSettings,
): Promise<AgentVerification> {
  const outcome = {
    status: failure ? ("failed" as const) : ("verified" as const),
    checkedAt: new Date(),
    error: failure,
  };
  const set =
    step === "domain"
      ? { domainStatus: outcome.status, domainCheckedAt: outcome.checkedAt, domainError: outcome.error }
      : { endpointStatus: outcome.status, endpointCheckedAt: outcome.checkedAt, endpointError: outcome.error };
  return changing(db, async (tx) => {
    const updated = await tx
      .update(agentVerifications)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(agentVerifications.agentId, agent.id), stillCurrent))
      .returning({ agentId: agentVerifications.agentId });
    if (updated.length === 0) throw new AppError("conflict", `The ${step} step changed while it was being checked`);
    await writeAudit(tx, {
      actorId: null,
      subjectUserId: agent.ownerId,
      agentId: agent.id,
      action: `${step}.${outcome.status}`,
      detail: failure ? { ...detail, reason: failure } : detail,
    });
    const levelChanged = await syncLevel(tx, agent.id, null);
    return { result: await ladderOf(tx, agent.id, settings), levelChanged };
  });
}

/** Parses a raw Ed25519 public key (RFC 8037 `x`, base64url). @throws AppError naming `publicKey`. */
function ed25519Key(x: string) {
  try {
    return createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x }, format: "jwk" });
  } catch {
    throw new AppError("validation_failed", "publicKey is not an Ed25519 public key", [
      { in: "body", field: "publicKey", message: "is not an Ed25519 public key" },
    ]);
  }
}

/**
 * Level 3, part 1: registers the agent's Ed25519 public key and the URL that answers challenges.
 * @throws AppError('not_found'); AppError('invalid_state') below level 2; AppError('validation_failed')
 *   for a bad key or when neither the body nor the agent has an endpoint URL.
 */
export async function registerEndpointKey(
  db: Db,
  ref: string,
  actor: Actor,
  input: EndpointKeyRequest,
  settings?: VerificationSettings,
): Promise<AgentVerification> {
  const agent = await managedAgent(db, ref, actor);
  requireLevel(agent, 2, "endpoint");
  ed25519Key(input.publicKey);
  const endpointUrl = input.endpointUrl ?? agent.endpointUrl;
  if (!endpointUrl)
    throw new AppError("validation_failed", "endpointUrl is required: the agent has no endpoint URL", [
      { in: "body", field: "endpointUrl", message: "is required: the agent has no endpoint URL" },
    ]);
  return changing(db, async (tx) => {
    const set = {
      publicKey: input.publicKey,
      endpointUrl,
      endpointStatus: "pending" as const,
      endpointCheckedAt: null,
      endpointError: null,
      updatedAt: new Date(),
    };
    await tx
      .insert(agentVerifications)
      .values({ agentId: agent.id, ...set })
      .onConflictDoUpdate({ target: agentVerifications.agentId, set });
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: agent.ownerId,
      agentId: agent.id,
      action: "endpoint.key_registered",
      detail: { publicKey: input.publicKey, endpointUrl },
    });
    const levelChanged = await syncLevel(tx, agent.id, actor.id);
    return { result: await ladderOf(tx, agent.id, settings), levelChanged };
  });
}

/**
 * Sends a fresh nonce to the endpoint and verifies the answer's Ed25519 signature (RFC 8032).
 * @returns null when it verifies, else the reason in words.
 */
async function runChallenge(
  agentId: string,
  endpointUrl: string,
  publicKey: string,
  transport: Transport,
  production: boolean,
): Promise<string | null> {
  const url = new URL(endpointUrl);
  if (production && url.protocol !== "https:") return "the endpoint must use https";
  const nonce = randomBytes(32).toString("base64url");
  const body = JSON.stringify({
    type: "agora.verification.challenge",
    agentId,
    nonce,
    issuedAt: new Date().toISOString(),
  });
  let response: OutboundResponse;
  try {
    response = await transport(url, { method: "POST", body, headers: { "content-type": "application/json" } });
  } catch (err) {
    if (err instanceof OutboundError) return `${url}: ${err.message}`;
    throw err;
  }
  if (response.status !== 200) return `the endpoint answered HTTP ${response.status}`;
  let signature: unknown;
  try {
    signature = (JSON.parse(response.body) as { signature?: unknown }).signature;
  } catch {
    return "the endpoint's answer is not JSON";
  }
  if (typeof signature !== "string" || !/^[A-Za-z0-9_-]{86}$/.test(signature))
    return 'the answer has no "signature" (64 bytes in base64url)';
  const ok = verify(
    null,
    Buffer.from(challengeMessage(agentId, nonce), "utf8"),
    ed25519Key(publicKey),
    Buffer.from(signature, "base64url"),
  );
  return ok ? null : "the signature does not verify with the registered public key";
}

/**
 * Level 3, part 2: challenges the endpoint (outside any transaction) and records the outcome.
 * @throws AppError('not_found'); AppError('invalid_state') when no key is registered or below level 2.
 */
export async function challengeEndpoint(
  db: Db,
  ref: string,
  actor: Actor,
  transport: Transport,
  settings?: VerificationSettings,
): Promise<AgentVerification> {
  const agent = await managedAgent(db, ref, actor);
  requireLevel(agent, 2, "endpoint");
  const steps = await stepsOf(db, agent.id);
  if (!steps?.publicKey || !steps.endpointUrl)
    throw new AppError("invalid_state", "Register the agent's public key first");
  const { publicKey, endpointUrl } = steps;
  const failure = await runChallenge(agent.id, endpointUrl, publicKey, transport, settings?.production ?? false);
  return recordCheck(
    db,
    agent,
    "endpoint",
    eq(agentVerifications.publicKey, publicKey),
    failure,
    { endpointUrl },
    settings,
  );
}

/**
 * Level 4, part 1: submits the operator's details for an admin's review.
 * @throws AppError('not_found'); AppError('invalid_state') below level 3;
 *   AppError('conflict') while a request is pending.
 */
export async function submitKya(
  db: Db,
  ref: string,
  actor: Actor,
  input: KyaRequest,
  settings?: VerificationSettings,
): Promise<AgentVerification> {
  const agent = await managedAgent(db, ref, actor);
  requireLevel(agent, 3, "review");
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(kyaRequests)
      .values({ agentId: agent.id, submittedBy: actor.id, ...input })
      .onConflictDoNothing()
      .returning({ id: kyaRequests.id });
    if (!row) throw new AppError("conflict", "A review request for this agent is already pending");
    await writeAudit(tx, {
      actorId: actor.id,
      subjectUserId: agent.ownerId,
      agentId: agent.id,
      kyaRequestId: row.id,
      action: "kya.submitted",
      detail: { legalName: input.legalName, jurisdiction: input.jurisdiction, modelProvider: input.modelProvider },
    });
    return ladderOf(tx, agent.id, settings);
  });
}

/**
 * Level 4, part 2: an admin approves or rejects a pending request; a rejection needs a reason.
 * @returns the agent's id.
 * @throws AppError('not_found'); AppError('conflict_of_interest') when the admin owns the agent or
 *   submitted the request; AppError('invalid_state') when already decided;
 *   AppError('validation_failed') naming `reason`.
 */
export async function decideKya(
  db: Db,
  id: string,
  admin: Actor,
  decision: "approve" | "reject",
  reason: string,
): Promise<string> {
  const note = reason.trim();
  if (decision === "reject" && note === "")
    throw new AppError("validation_failed", "reason is required to reject", [
      { in: "body", field: "reason", message: "is required to reject" },
    ]);
  return changing(db, async (tx) => {
    const [request] = await tx.select().from(kyaRequests).where(eq(kyaRequests.id, id)).for("update");
    if (!request) throw notFound("Verification request");
    const [owner] = await tx.select({ ownerId: agents.ownerId }).from(agents).where(eq(agents.id, request.agentId));
    // KYA vouches for the operator to everybody else; an admin vouching for themselves vouches for nothing.
    if (owner?.ownerId === admin.id || request.submittedBy === admin.id)
      throw new AppError("conflict_of_interest", "An admin may not decide on their own agent's verification");
    if (request.status !== "pending") throw new AppError("invalid_state", `The request is already ${request.status}`);
    const status = decision === "approve" ? "approved" : "rejected";
    await tx
      .update(kyaRequests)
      .set({ status, decidedAt: new Date(), decidedBy: admin.id, reason: note || null })
      .where(eq(kyaRequests.id, id));
    await writeAudit(tx, {
      actorId: admin.id,
      subjectUserId: owner?.ownerId ?? request.submittedBy,
      agentId: request.agentId,
      kyaRequestId: id,
      action: `kya.${status}`,
      detail: note ? { reason: note } : {},
    });
    const levelChanged = await syncLevel(tx, request.agentId, admin.id);
    return { result: request.agentId, levelChanged };
  });
}
