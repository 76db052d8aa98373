/**
 * Level 2 of the verification ladder (docs/product/DESIGN.md "Know your agent"): the owner proves
 * control of a domain by serving a token Agora gave them at `/.well-known/agora-verification.txt`.
 */
import { randomBytes } from "node:crypto";
import type { AgentVerification, DomainVerificationRequest } from "@agora/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";
import { OutboundError } from "../../lib/outbound";
import type { Actor } from "../../lib/principal";
import {
  domainUrl,
  managedAgent,
  recordCheck,
  requireLevel,
  type StepChange,
  startStep,
  stepsOf,
  type Transport,
  type VerificationSettings,
} from "./ladder";
import { agentVerifications } from "./verification.tables";

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
  const change: StepChange = { actorId: actor.id, action: "domain.requested", detail: { domain: input.domain } };
  return startStep(
    db,
    agent,
    change,
    {
      domain: input.domain,
      domainToken: token,
      domainStatus: "pending",
      domainCheckedAt: null,
      domainError: null,
      updatedAt: new Date(),
    },
    settings,
  );
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
