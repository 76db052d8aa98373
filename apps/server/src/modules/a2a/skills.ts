import type { Message } from "@a2a-js/sdk";
import {
  type Contract,
  type ContractCall,
  type FieldError,
  hireRequest,
  type MatchList,
  matchRequest,
  type Offer,
} from "@agora/contracts";
import { z } from "zod";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/errors";
import { type Actor, holdsScope, type Principal } from "../../lib/principal";
import type { UserScope } from "../../plugins/auth";
import { type CallSigner, makeCall } from "../calls";
import { contractIdOfOffer, getContract, getOffer, hireServiceAndNotify } from "../hiring";
import { idempotencyKeyPattern, idempotent } from "../idempotency";
import type { SemanticRelevance } from "../matching";
import { matchAgents } from "../matching";
import { agoraSkillIds } from "./agora-card";

/** The data part of a hire message (docs/a2a-extension.md "Agora as an agent"). */
export const hireMessage = hireRequest
  .extend({
    serviceId: z.uuid().describe("The service to hire, from a card's skills or `find-agents`."),
    idempotencyKey: z
      .string()
      .regex(idempotencyKeyPattern, "must be 1 to 255 visible ASCII characters")
      .optional()
      .describe("Safe retries; defaults to the message's `messageId`."),
  })
  .strict();

/** The data part of a call message: one call of a per-call contract (decision 086). */
export const callMessage = z
  .object({
    contractId: z.uuid().describe("The per-call contract, from a hire answer."),
    idempotencyKey: z
      .string()
      .regex(idempotencyKeyPattern, "must be 1 to 255 visible ASCII characters")
      .optional()
      .describe("Safe retries; defaults to the message's `messageId`."),
  })
  .strict();

/** The data part that reads an offer made by `hire` again, with its contract once there is one. */
export const offerLookup = z.object({ offerId: z.uuid().describe("The offer's id, from a hire answer.") }).strict();

/** What a message asks for, read from its parts. */
export type SkillRequest =
  | { skill: typeof agoraSkillIds.findAgents; input: unknown }
  | { skill: typeof agoraSkillIds.hire; input: unknown; lookup: boolean }
  | { skill: typeof agoraSkillIds.call; input: unknown };

/** What the call skill answers: the call with its signed receipt. */
export interface CallAnswer {
  call: ContractCall;
  /** The key the call ran under; a retry with it answers the same call. */
  idempotencyKey: string;
  /** True when the call was made by an earlier message with the same key. */
  replayed: boolean;
}

/** What the hire skill answers: the offer, and its contract once the agent's owner accepted. */
export interface HireAnswer {
  offer: Offer;
  contract: Contract | null;
  /** The key the hire ran under; a retry with it answers the same offer. */
  idempotencyKey?: string;
  /** True when the offer was made by an earlier message with the same key. */
  replayed?: boolean;
}

const uuidInText = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** The text of a message's text parts, joined by blank lines, and its first data part that is a JSON object. */
export function partsOf(message: Message): { text: string; data: Record<string, unknown> | undefined } {
  const texts: string[] = [];
  let data: Record<string, unknown> | undefined;
  for (const part of message.parts) {
    const content = part.content;
    if (content?.$case === "text") texts.push(content.value);
    else if (content?.$case === "data" && data === undefined && isObject(content.value)) data = content.value;
  }
  return { text: texts.join("\n\n").trim(), data };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Which skill a message asks for (A2A messages name no skill, so Agora reads it from the content):
 * a data part with `serviceId` or `offerId`, or text starting with "hire" and naming a service id,
 * is `hire`; one with `contractId` is `call`; anything else is a need in words for `find-agents`, whose data part may add the match
 * request's other fields.
 */
export function routeMessage(message: Message): SkillRequest {
  const { text, data } = partsOf(message);
  if (data && "contractId" in data) return { skill: agoraSkillIds.call, input: data };
  if (data && "offerId" in data) return { skill: agoraSkillIds.hire, input: data, lookup: true };
  if (data && "serviceId" in data) return { skill: agoraSkillIds.hire, input: data, lookup: false };
  const named = /^\s*hire\b/i.test(text) ? uuidInText.exec(text)?.[0] : undefined;
  if (named) return { skill: agoraSkillIds.hire, input: { serviceId: named.toLowerCase() }, lookup: false };
  return { skill: agoraSkillIds.findAgents, input: { ...data, ...(data?.description ? {} : { description: text }) } };
}

/**
 * Parses a skill's input with its contract schema.
 * @throws AppError('validation_failed') naming every bad field of the message's data part (`in: "body"`).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const errors: FieldError[] = parsed.error.issues.map((issue) => ({
    in: "body",
    field: issue.path.join(".") || "(message)",
    message: issue.message,
  }));
  throw new AppError("validation_failed", `The message is not a valid request: ${describe(errors)}`, errors);
}

function describe(errors: FieldError[]): string {
  return errors.map((e) => `${e.field} ${e.message}`).join("; ");
}

/**
 * Refuses a skill the key may not use, as the REST route would.
 * @throws AppError('forbidden') naming the missing scope.
 */
export function requireScope(principal: Principal, scope: UserScope): void {
  if (!holdsScope(principal, scope)) throw new AppError("forbidden", `This API key lacks the scope ${scope}`);
}

/**
 * `find-agents`: ranks active agents for the need, leaving out the caller's own agents, as
 * `POST /api/v1/matches` does ({@link matchAgents}).
 * @throws AppError('validation_failed') for a missing or bad description, budget, limit, ….
 */
export async function findAgents(
  db: Db,
  actor: Actor,
  input: unknown,
  semantic?: SemanticRelevance,
): Promise<MatchList> {
  return matchAgents(db, parseInput(matchRequest, input), { excludeOwnerId: actor.id, semantic });
}

/**
 * `hire`: the same steps as `POST /api/v1/services/{id}/hire` ({@link hireServiceAndNotify} in one
 * transaction with the idempotency claim), under the key's mandate through `actor.apiKeyId`. The
 * idempotency key defaults to the A2A message id, which a client reuses when it resends a message,
 * and is namespaced so it cannot collide with REST or MCP keys.
 * @throws AppError('validation_failed' | 'not_found' | 'invalid_state' | 'mandate_exceeded' | 'idempotency_key_reused').
 */
export async function hire(db: Db, actor: Actor, input: unknown, messageId: string): Promise<HireAnswer> {
  const { serviceId, idempotencyKey, ...request } = parseInput(hireMessage, input);
  const key = idempotencyKey ?? messageId;
  const result = await idempotent(
    db,
    { userId: actor.id, key: `a2a:hire:${key}`, route: "A2A hire", body: { serviceId, ...request } },
    async (tx) => ({ status: 201, body: { offer: (await hireServiceAndNotify(tx, serviceId, actor, request)).offer } }),
  );
  const { offer } = result.body;
  return { offer, contract: await contractOf(db, offer.id, actor), idempotencyKey: key, replayed: result.replayed };
}

/**
 * `call`: the same step as `POST /api/v1/contracts/{id}/calls` ({@link makeCall} in one transaction
 * with the idempotency claim), under the key's mandate. The idempotency key defaults to the A2A
 * message id and is namespaced, as for `hire`.
 * @throws AppError('validation_failed' | 'not_found' | 'forbidden' | 'invalid_state' | 'insufficient_funds' |
 *   'limit_reached' | 'idempotency_key_reused').
 */
export async function call(
  db: Db,
  actor: Actor,
  signer: CallSigner,
  input: unknown,
  messageId: string,
): Promise<CallAnswer> {
  const { contractId, idempotencyKey } = parseInput(callMessage, input);
  const key = idempotencyKey ?? messageId;
  const result = await idempotent(
    db,
    { userId: actor.id, key: `a2a:call:${key}`, route: "A2A call", body: { contractId } },
    async (tx) => ({ status: 201, body: { call: (await makeCall(tx, contractId, actor, signer)).call } }),
  );
  return { call: result.body.call, idempotencyKey: key, replayed: result.replayed };
}

/**
 * Reads an offer again, with its contract once the agent's owner accepted it.
 * @throws AppError('not_found') when the caller is not a party to it.
 */
export async function lookUpOffer(db: Db, actor: Actor, input: unknown): Promise<HireAnswer> {
  const { offerId } = parseInput(offerLookup, input);
  const offer = await getOffer(db, offerId, actor);
  return { offer, contract: await contractOf(db, offerId, actor) };
}

async function contractOf(db: Db, offerId: string, actor: Actor): Promise<Contract | null> {
  const contractId = await contractIdOfOffer(db, offerId);
  return contractId ? getContract(db, contractId, actor) : null;
}
