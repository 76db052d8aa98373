/**
 * The verification ladder's shared parts (docs/product/DESIGN.md "Know your agent"): the settings
 * and transport of the automatic checks, how an agent's level follows from its steps, the owner's
 * view of the ladder, and how a step's change is stored. The steps themselves are in domain.ts
 * (level 2), endpoint.ts (level 3) and kya.ts (level 4); level 1 is the owner's verified email.
 */
import type { AgentVerification, AuditRecord } from "@agora/contracts";
import { badgesForLevel } from "@agora/contracts";
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db, Tx } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { AppError, notFound } from "../../lib/errors";
import { callOutbound, OutboundError, type OutboundPolicy, type OutboundResponse } from "../../lib/outbound";
import type { Actor } from "../../lib/principal";
import {
  agentIdsOfOwner,
  agentLevelOf,
  canManageAgent,
  getAgentRowOrThrow,
  invalidateCatalogue,
  setVerificationLevel,
} from "../agents";
import { recomputeReputation } from "../reviews";
import { findUserById, isIdentityKnown } from "../users";
import { enqueueWebhookEvent } from "../webhooks";
import { type CheckedSubject, checkAudit, writeAudit } from "./audit";
import { agentVerifications, kyaRequests } from "./verification.tables";

/** Path of the domain token (docs/product/DESIGN.md "Know your agent"). */
export const domainTokenPath = "/.well-known/agora-verification.txt";
/** Largest token file or challenge answer read, bytes. */
export const outboundMaxBytes = 4096;

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

/** A row of `agent_verifications`: the state of the domain and endpoint steps. */
export type VerificationRow = typeof agentVerifications.$inferSelect;

/** What the steps need of the agent they verify. */
export type AgentRef = {
  id: string;
  ownerId: string;
  name: string;
  endpointUrl: string | null;
  verificationLevel: number;
};

/** Loads an agent the actor manages. @throws AppError('not_found') for anyone else (not even its existence). */
export async function managedAgent(db: Db, ref: string, actor: Actor): Promise<AgentRef> {
  const row = await getAgentRowOrThrow(db, ref, actor);
  if (!canManageAgent(row, actor)) throw notFound("Agent");
  return row;
}

/** The agent's domain and endpoint steps; undefined before either was started. */
export async function stepsOf(db: Db | Tx, agentId: string): Promise<VerificationRow | undefined> {
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
 * The agent's level with its owner's identity.
 * @throws AppError('not_found') when the agent (or its owner) does not exist.
 */
async function agentWithOwner(db: Db | Tx, agentId: string, lock: boolean) {
  const agent = await agentLevelOf(db, agentId, lock);
  const owner = agent && (await findUserById(db, agent.ownerId));
  if (!agent || !owner) throw notFound("Agent");
  return { ...agent, email: owner.email, emailVerified: owner.emailVerified };
}

/**
 * Recomputes an agent's level from its steps (level n = steps 1…n all done, decision 016) and,
 * when it changed, stores it, audits `level.changed` and recomputes the reputation in `tx`.
 * The agent's row is locked first, so two syncs of one agent run one after the other.
 * @returns true when the level changed (the caller then drops the catalogue cache).
 * @throws AppError('not_found') when the agent does not exist.
 */
export async function syncLevel(tx: Tx, agentId: string, actorId: string | null): Promise<boolean> {
  const agent = await agentWithOwner(tx, agentId, true);
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
  await setVerificationLevel(tx, agentId, level);
  await writeAudit(tx, {
    actorId,
    subjectUserId: agent.ownerId,
    agentId,
    action: "level.changed",
    detail: { from: agent.level, to: level },
  });
  await enqueueWebhookEvent(tx, [agent.ownerId], "verification.changed", { agentId, from: agent.level, to: level });
  await recomputeReputation(tx, agentId);
  return true;
}

/**
 * Recomputes the level of every agent `ownerId` owns, after a sign-in changed what is known of
 * the owner (a newly verified email raises level 0 to 1; one no longer verified drops it).
 * @returns how many agents changed level.
 */
export async function syncOwnerLevels(db: Db, ownerId: string): Promise<number> {
  return changing(db, async (tx) => {
    const owner = await findUserById(tx, ownerId);
    if (!owner) return { result: 0, levelChanged: false };
    // Level ≥ 1 exactly when step 1 is done, so only agents on the wrong side of it can change.
    const stale = await agentIdsOfOwner(tx, ownerId, !isIdentityKnown(owner));
    let changed = 0;
    for (const id of stale) if (await syncLevel(tx, id, null)) changed++;
    return { result: changed, levelChanged: changed > 0 };
  });
}

/**
 * Runs `work` in a transaction, then drops the catalogue cache if the level changed.
 * @returns what `work` returned as `result`.
 */
export async function changing<T>(db: Db, work: (tx: Tx) => Promise<{ result: T; levelChanged: boolean }>): Promise<T> {
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

/**
 * Builds {@link AgentVerification} from the stored rows.
 * @throws AppError('not_found') when the agent does not exist.
 */
export async function ladderOf(
  db: Db | Tx,
  agentId: string,
  settings?: VerificationSettings,
): Promise<AgentVerification> {
  const agent = await agentWithOwner(db, agentId, false);
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

/**
 * `https://<domain>/.well-known/agora-verification.txt`, or plain http on the test port. Here
 * rather than in domain.ts because the ladder shows it as well as the domain check fetching it.
 */
export function domainUrl(domain: string, settings?: VerificationSettings): URL {
  return settings?.domainPort
    ? new URL(`http://${domain}:${settings.domainPort}${domainTokenPath}`)
    : new URL(`https://${domain}${domainTokenPath}`);
}

/**
 * Refuses a step while the agent is below `level` (the steps are climbed in order).
 * @throws AppError('invalid_state') naming the step to verify first.
 */
export function requireLevel(agent: AgentRef, level: number, step: string): void {
  if (agent.verificationLevel < level) {
    const missing = ["the owner's identity (a verified email)", "the domain", "the endpoint"][level - 1];
    throw new AppError("invalid_state", `Verify ${missing} before the ${step} step`);
  }
}

/** What a change to a step tells the audit trail: who made it (null for Agora's own check), and the audit record. */
export type StepChange = AuditRecord & { actorId: string | null };

/**
 * Changes one step of `agent` in one transaction: `write` stores it, then the change is audited,
 * the level synced (the catalogue cache dropped if it moved) and the new ladder returned.
 * @throws whatever `write` throws, rolling everything back.
 */
async function changeStep(
  db: Db,
  agent: AgentRef,
  change: StepChange,
  write: (tx: Tx) => Promise<void>,
  settings?: VerificationSettings,
): Promise<AgentVerification> {
  return changing(db, async (tx) => {
    await write(tx);
    await writeAudit(tx, { ...change, subjectUserId: agent.ownerId, agentId: agent.id });
    const levelChanged = await syncLevel(tx, agent.id, change.actorId);
    return { result: await ladderOf(tx, agent.id, settings), levelChanged };
  });
}

/**
 * Starts (or restarts) a step as {@link changeStep} does: writes `set` to the agent's row of
 * `agent_verifications`, creating it.
 */
export function startStep(
  db: Db,
  agent: AgentRef,
  change: StepChange,
  set: Partial<typeof agentVerifications.$inferInsert>,
  settings?: VerificationSettings,
): Promise<AgentVerification> {
  const write = async (tx: Tx) => {
    await tx
      .insert(agentVerifications)
      .values({ agentId: agent.id, ...set })
      .onConflictDoUpdate({ target: agentVerifications.agentId, set });
  };
  return changeStep(db, agent, change, write, settings);
}

/**
 * Stores the outcome of an automatic check (`failure` null = verified), audits it as Agora's own
 * act and syncs the level, all in one transaction. Only when `stillCurrent` holds: the owner may
 * have asked for a new token or key while the check ran, and that outcome would not be theirs.
 * @throws AppError('conflict') when the step changed meanwhile.
 */
export async function recordCheck(
  db: Db,
  agent: AgentRef,
  step: "domain" | "endpoint",
  stillCurrent: SQL,
  failure: string | null,
  subject: CheckedSubject,
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
  const change = { actorId: null, ...checkAudit(subject, failure) };
  return changeStep(
    db,
    agent,
    change,
    async (tx) => {
      const updated = await tx
        .update(agentVerifications)
        .set({ ...set, updatedAt: new Date() })
        .where(and(eq(agentVerifications.agentId, agent.id), stillCurrent))
        .returning({ agentId: agentVerifications.agentId });
      if (updated.length === 0) throw new AppError("conflict", `The ${step} step changed while it was being checked`);
    },
    settings,
  );
}
