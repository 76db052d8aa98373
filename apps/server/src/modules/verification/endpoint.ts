/**
 * Level 3 of the verification ladder (docs/product/DESIGN.md "Know your agent"): the agent's
 * endpoint proves it holds the private key of a registered Ed25519 public key by signing a
 * fresh challenge (RFC 8032).
 */
import { createPublicKey, randomBytes, verify } from "node:crypto";
import type { AgentVerification, EndpointKeyRequest } from "@agora/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";
import { OutboundError, type OutboundResponse } from "../../lib/outbound";
import type { Actor } from "../../lib/principal";
import {
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
 * The message an agent's endpoint signs for the level-3 challenge: the UTF-8 bytes of
 * `agora-verification:<agentId>:<nonce>`, so a signature cannot be replayed for another agent.
 */
export function challengeMessage(agentId: string, nonce: string): string {
  return `agora-verification:${agentId}:${nonce}`;
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
  const change: StepChange = {
    actorId: actor.id,
    action: "endpoint.key_registered",
    detail: { publicKey: input.publicKey, endpointUrl },
  };
  return startStep(
    db,
    agent,
    change,
    {
      publicKey: input.publicKey,
      endpointUrl,
      endpointStatus: "pending",
      endpointCheckedAt: null,
      endpointError: null,
      updatedAt: new Date(),
    },
    settings,
  );
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
