import {
  type CreateX402AuthorizationRequest,
  type FieldError,
  type ReceiptKeySet,
  verifySignedDocument,
  type X402Authorization,
  type X402AuthorizationState,
  x402AmountMicrosMax,
  x402Asset,
  x402AssetDecimals,
  x402AtomicAmountPattern,
  x402Authorization,
  x402AuthorizationLifetimeSecondsMax,
  x402Namespace,
  x402Scheme,
  x402Version,
} from "@agora/contracts";
import type { Network, PaymentPayload, PaymentRequirements, SupportedResponse, VerifyResponse } from "@x402/core/types";
import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { inTransaction } from "../../db/transaction";
import { AppError, notFound } from "../../lib/errors";
import type { Actor } from "../../lib/principal";
import { findAgentRow } from "../agents";
import { checkMandate } from "../mandates";
import { x402Authorizations, x402DayContracts, x402Settlements } from "./x402.tables";
import { checkParties, type Parties, Refusal, x402Reasons } from "./x402-parties";

/**
 * What the x402 module needs of the platform's receipt key (streams module, handed in by app.ts):
 * authorizations are signed exactly as receipts and mandates are (decision 083).
 */
export interface AuthorizationSigner {
  /** The key's `kid`, the RFC 7638 thumbprint of its public key. */
  readonly keyId: string;
  /** Adds `keyId`, then an Ed25519 `signature` over the RFC 8785 canonical JSON of the rest. */
  signDocument<T extends object>(unsigned: T): T & { keyId: string; signature: string };
  /** The public key set served at `/.well-known/agora-receipts.json`. */
  keySet(): ReceiptKeySet;
}

/** The facilitator's setting: the signer and the network it is for. */
export interface X402Context {
  db: Db;
  signer: AuthorizationSigner;
  /** This deployment's CAIP-2 network, from {@link x402NetworkOf}. */
  network: Network;
}

/**
 * This deployment's x402 network: `agora:` and the first 32 characters of the receipt key's
 * thumbprint (base64url, within CAIP-2's reference alphabet `[-_a-zA-Z0-9]{1,32}`). The key is
 * the deployment's own (kept in its database), so the id is stable across instances and restarts,
 * and two deployments, holding different keys, never name the same network.
 */
export function x402NetworkOf(keyId: string): Network {
  return `${x402Namespace}:${keyId.slice(0, 32)}`;
}

const unixSeconds = (d: Date) => String(Math.floor(d.getTime() / 1000));

/** The field errors of requirements Agora cannot pay, each naming its field under `prefix`. */
function requirementErrors(r: PaymentRequirements, network: Network, prefix: string): FieldError[] {
  const errors: FieldError[] = [];
  const bad = (field: string, message: string) => errors.push({ in: "body", field: `${prefix}${field}`, message });
  if (r.scheme !== x402Scheme) bad("scheme", `must be "${x402Scheme}"`);
  if (r.network !== network) bad("network", `must be this deployment's network "${network}"`);
  if (r.asset !== x402Asset) bad("asset", `must be "${x402Asset}"`);
  if (!x402AtomicAmountPattern.test(r.amount) || BigInt(r.amount) > x402AmountMicrosMax)
    bad("amount", `must be a whole number of µUSD from 1 to ${x402AmountMicrosMax}`);
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(r.payTo))
    bad("payTo", "must be an agent's id");
  if (!Number.isSafeInteger(r.maxTimeoutSeconds) || r.maxTimeoutSeconds < 1)
    bad("maxTimeoutSeconds", "must be at least 1");
  if (r.extra?.decimals !== undefined && r.extra.decimals !== x402AssetDecimals)
    bad("extra.decimals", `must be ${x402AssetDecimals} when present`);
  return errors;
}

/** Whether `url` is an absolute http(s) URL. */
function isHttpUrl(url: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

/** The mandate check (decision 028) of the key that asked for the authorization, as a refusal. */
async function mandateOf(
  tx: Tx,
  payer: Actor,
  agentId: string,
  amountMicros: bigint,
  contractId?: string,
): Promise<string | undefined> {
  try {
    return await checkMandate(tx, payer, {
      agent: agentId,
      // A price per call is known before the call: the mandate reads it as fixed-price work.
      pricingModel: "fixed",
      amountMicros,
      ...(contractId ? { contractId } : {}),
    });
  } catch (err) {
    if (err instanceof AppError && err.code === "mandate_exceeded") throw new Refusal(x402Reasons.mandate, err.message);
    throw err;
  }
}

/**
 * Signs a single-use authorization for the caller to pay `body.accepted` (decision 083): checks
 * the requirement is this deployment's (`exact`, its network, `USD`, ≥ 1 µUSD), that the payee is
 * an active agent, that the caller is not suspended, holds `amount` available, and that its API
 * key's mandate allows the payment now. Nothing moves: the facilitator's settle does, once.
 * Its window opens now and closes after min(`maxTimeoutSeconds`, 300) s.
 * @returns the signed authorization, the `payload` of the client's `PaymentPayload`.
 * @throws AppError('validation_failed') (400) naming every bad field of the body.
 * @throws AppError('forbidden') (403) when the caller is suspended.
 * @throws AppError('insufficient_funds') (409) when the available balance is short of `amount`.
 * @throws AppError('mandate_exceeded') (403) naming the mandate's limit.
 */
export async function createAuthorization(
  ctx: X402Context,
  actor: Actor,
  body: CreateX402AuthorizationRequest,
  now = new Date(),
): Promise<X402Authorization> {
  const accepted = body.accepted as PaymentRequirements;
  const errors = requirementErrors(accepted, ctx.network, "accepted.");
  if (!isHttpUrl(body.resource)) errors.push({ in: "body", field: "resource", message: "must be an http(s) URL" });
  if (errors.length) throw new AppError("validation_failed", "The requirement cannot be paid on Agora", errors);
  const amountMicros = BigInt(accepted.amount);
  const lifetimeS = Math.min(accepted.maxTimeoutSeconds, x402AuthorizationLifetimeSecondsMax);
  // Whole seconds, as the window is stated: the row and the signed document say the same.
  const validAfter = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const validBefore = new Date(validAfter.getTime() + lifetimeS * 1000);
  const row = await inTransaction(ctx.db, async (tx) => {
    const agent = await findAgentRow(tx, accepted.payTo);
    if (agent?.status !== "active")
      throw new AppError("validation_failed", "The payee is not an active agent", [
        { in: "body", field: "accepted.payTo", message: "must be an active agent's id" },
      ]);
    const [parties] = await checkParties(tx, [{ payerId: actor.id, payToAgentId: agent.id, amountMicros }], false);
    if (parties instanceof Refusal) throw authorizationRefused(parties);
    await checkMandate(tx, actor, { agent: agent.id, pricingModel: "fixed", amountMicros });
    const [inserted] = await tx
      .insert(x402Authorizations)
      .values({
        payerId: actor.id,
        apiKeyId: actor.apiKeyId ?? null,
        payToAgentId: agent.id,
        amountMicros,
        network: ctx.network,
        resource: body.resource,
        validAfter,
        validBefore,
      })
      .returning();
    return inserted as typeof x402Authorizations.$inferSelect;
  });
  return ctx.signer.signDocument({
    id: row.id,
    payer: row.payerId,
    payTo: row.payToAgentId,
    amount: String(row.amountMicros),
    asset: x402Asset,
    network: row.network,
    resource: row.resource,
    validAfter: unixSeconds(row.validAfter),
    validBefore: unixSeconds(row.validBefore),
  }) as X402Authorization;
}

/**
 * The payer's view of one authorization: the signed document again and its settlement, if any.
 * @throws AppError('not_found') (404) for an unknown id or another user's authorization.
 */
export async function getAuthorizationState(
  ctx: X402Context,
  actor: Actor,
  id: string,
): Promise<X402AuthorizationState> {
  const [row] = await ctx.db
    .select()
    .from(x402Authorizations)
    .leftJoin(x402Settlements, eq(x402Settlements.authorizationId, x402Authorizations.id))
    .where(and(eq(x402Authorizations.id, id), eq(x402Authorizations.payerId, actor.id)));
  if (!row) throw notFound("Authorization");
  const a = row.x402_authorizations;
  const s = row.x402_settlements;
  const authorization = ctx.signer.signDocument({
    id: a.id,
    payer: a.payerId,
    payTo: a.payToAgentId,
    amount: String(a.amountMicros),
    asset: x402Asset,
    network: a.network,
    resource: a.resource,
    validAfter: unixSeconds(a.validAfter),
    validBefore: unixSeconds(a.validBefore),
  }) as X402Authorization;
  return {
    authorization,
    settlement: s
      ? { transaction: String(s.transferId), dayContractId: s.dayContractId, settledAt: s.settledAt.toISOString() }
      : null,
  };
}

/** A payment's authorization once every check that needs no database passed. */
export interface CheckedPayment {
  authorization: X402Authorization;
  amountMicros: bigint;
}

/**
 * The checks of a payment that need no database: version, scheme, network, asset, the signature
 * by this deployment's key, amount, payee and resource ({@link checkWindow} checks the time).
 * @throws Refusal naming the first failed check.
 */
export async function checkPayment(
  ctx: X402Context,
  payload: PaymentPayload,
  requirements: PaymentRequirements,
): Promise<CheckedPayment> {
  if (payload.x402Version !== x402Version) throw new Refusal(x402Reasons.version, `Only x402 version ${x402Version}`);
  if (requirements.scheme !== x402Scheme || payload.accepted?.scheme !== x402Scheme)
    throw new Refusal(x402Reasons.scheme, `Agora settles the "${x402Scheme}" scheme only`);
  if (requirements.network !== ctx.network || payload.accepted?.network !== ctx.network)
    throw new Refusal(x402Reasons.network, `This facilitator settles on ${ctx.network} only`);
  const invalid = requirementErrors(requirements, ctx.network, "");
  if (invalid.length)
    throw new Refusal(x402Reasons.requirements, invalid.map((e) => `${e.field} ${e.message}`).join("; "));
  const parsed = x402Authorization.safeParse(payload.payload);
  if (!parsed.success) throw new Refusal(x402Reasons.payload, "The payload is not an Agora authorization");
  const authorization = parsed.data;
  if (!(await verifySignedDocument(x402Authorization, authorization, ctx.signer.keySet())))
    throw new Refusal(x402Reasons.signature, "The authorization's signature does not verify");
  if (authorization.network !== requirements.network)
    throw new Refusal(x402Reasons.network, "The authorization is for another network");
  if (authorization.amount !== requirements.amount)
    throw new Refusal(x402Reasons.value, "The authorization's amount is not the required amount");
  if (authorization.payTo !== requirements.payTo)
    throw new Refusal(x402Reasons.recipient, "The authorization pays another agent");
  if (authorization.resource !== payload.resource?.url)
    throw new Refusal(x402Reasons.resource, "The authorization is for another resource");
  return { authorization, amountMicros: BigInt(authorization.amount) };
}

/**
 * The time window at `now`, apart from {@link checkPayment}: a repeated settle of a settled
 * authorization answers its first result even after the window closed.
 * @throws Refusal when `now` is outside [validAfter, validBefore).
 */
export function checkWindow({ authorization }: CheckedPayment, now: Date): void {
  const nowS = Math.floor(now.getTime() / 1000);
  if (nowS < Number(authorization.validAfter))
    throw new Refusal(x402Reasons.validAfter, "The authorization is not valid yet");
  if (nowS >= Number(authorization.validBefore))
    throw new Refusal(x402Reasons.validBefore, "The authorization has expired");
}

/** The stored authorization of a checked payment; refused when unknown. */
async function storedAuthorization(tx: Tx, id: string) {
  const [row] = await tx.select().from(x402Authorizations).where(eq(x402Authorizations.id, id));
  if (!row) throw new Refusal(x402Reasons.unknown, "Agora holds no such authorization");
  return row;
}

/** The settlement of an authorization, if it was settled. */
async function settlementOf(tx: Tx, authorizationId: string) {
  const [row] = await tx.select().from(x402Settlements).where(eq(x402Settlements.authorizationId, authorizationId));
  return row;
}

/**
 * The parties ({@link checkParties}) and the mandate of one stored authorization, inside the
 * caller's transaction; with `lock` (a settle) the payer's account stays locked to its end.
 * @throws Refusal naming the first failed check.
 */
export async function checkPartiesAndMandate(
  tx: Tx,
  stored: typeof x402Authorizations.$inferSelect,
  amountMicros: bigint,
  lock: boolean,
  contractId?: string,
): Promise<Parties & { mandateId: string | undefined }> {
  const [parties] = await checkParties(
    tx,
    [{ payerId: stored.payerId, payToAgentId: stored.payToAgentId, amountMicros }],
    lock,
  );
  if (!parties || parties instanceof Refusal) throw parties;
  const payer: Actor = { id: stored.payerId, role: "user", ...(stored.apiKeyId ? { apiKeyId: stored.apiKeyId } : {}) };
  const mandateId = await mandateOf(tx, payer, parties.payee.id, amountMicros, contractId);
  return { ...parties, mandateId };
}

/** A refusal met while authorizing, as the API's problem. */
function authorizationRefused(refusal: Refusal): AppError {
  if (refusal.reason === x402Reasons.payerSuspended) return new AppError("forbidden", "A suspended account cannot pay");
  if (refusal.reason === x402Reasons.funds)
    return new AppError("insufficient_funds", "The available balance is short of the call's price");
  return new AppError("validation_failed", "The payee is not an active agent", [
    { in: "body", field: "accepted.payTo", message: "must be an active agent's id" },
  ]);
}

/**
 * x402 `POST /verify` for Agora's network: whether settling `payload` against `requirements` now
 * would succeed. Checks the signature, the window, that the authorization is not yet settled,
 * that amount, payee, network, asset and resource equal the requirement, that neither party is
 * suspended, the payer's balance and the mandate of the key that asked for it. Moves nothing.
 * @returns `{isValid: true, payer}`, or `isValid: false` with x402's `invalidReason` word (or an
 *   `agora_` one) and a sentence. Never throws for a refused payment.
 */
export async function verifyPayment(
  ctx: X402Context,
  payload: PaymentPayload,
  requirements: PaymentRequirements,
  now = new Date(),
): Promise<VerifyResponse> {
  let payer: string | undefined;
  try {
    const checked = await checkPayment(ctx, payload, requirements);
    const { authorization, amountMicros } = checked;
    payer = authorization.payer;
    checkWindow(checked, now);
    await inTransaction(ctx.db, async (tx) => {
      const stored = await storedAuthorization(tx, authorization.id);
      if (await settlementOf(tx, stored.id))
        throw new Refusal(x402Reasons.used, "The authorization was already settled");
      await checkPartiesAndMandate(tx, stored, amountMicros, false, (await dayContractOf(tx, stored, now))?.id);
    });
    return { isValid: true, payer: authorization.payer };
  } catch (err) {
    if (!(err instanceof Refusal)) throw err;
    return { isValid: false, invalidReason: err.reason, invalidMessage: err.message, ...(payer ? { payer } : {}) };
  }
}

/** The UTC day of `now`, `YYYY-MM-DD`. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** The payer–agent contract of `now`'s UTC day, if it exists already. */
export async function dayContractOf(
  tx: Tx,
  stored: typeof x402Authorizations.$inferSelect,
  now: Date,
): Promise<{ id: string; isSelfCall: boolean; providerId: string } | undefined> {
  const [row] = await tx
    .select({
      id: x402DayContracts.id,
      isSelfCall: x402DayContracts.isSelfCall,
      providerId: x402DayContracts.providerId,
    })
    .from(x402DayContracts)
    .where(
      and(
        eq(x402DayContracts.payerId, stored.payerId),
        eq(x402DayContracts.agentId, stored.payToAgentId),
        eq(x402DayContracts.day, utcDay(now)),
      ),
    );
  return row;
}

/**
 * The payer–agent contract of `now`'s UTC day, created by the day's first settle. Two first
 * settles racing insert once: the loser's insert waits for the winner's commit and does nothing.
 */
export async function dayContract(
  tx: Tx,
  stored: typeof x402Authorizations.$inferSelect,
  ownerId: string,
  now: Date,
): Promise<{ id: string; isSelfCall: boolean; providerId: string }> {
  const values = {
    payerId: stored.payerId,
    agentId: stored.payToAgentId,
    providerId: ownerId,
    day: utcDay(now),
    isSelfCall: ownerId === stored.payerId,
  };
  await tx.insert(x402DayContracts).values(values).onConflictDoNothing();
  const row = await dayContractOf(tx, stored, now);
  if (!row) throw new Error(`day contract of ${values.payerId}/${values.agentId}/${values.day} missing after insert`);
  return row;
}

/**
 * x402 `GET /supported`: the one kind Agora settles (`exact` on this deployment's network, x402
 * version 2, `USD` with 6 decimals) and the key id that signs its authorizations.
 */
export function supportedKinds(ctx: X402Context): SupportedResponse {
  return {
    kinds: [
      {
        x402Version,
        scheme: x402Scheme,
        network: ctx.network,
        extra: { asset: x402Asset, decimals: x402AssetDecimals },
      },
    ],
    extensions: [],
    signers: { [`${x402Namespace}:*`]: [ctx.signer.keyId] },
  };
}
