import {
  canResumeStream,
  type FinalReceipt,
  formatMicros,
  type RealtimeEventName,
  type Stream,
  splitPayout,
  streamHeartbeatTimeoutMs,
  streamMachine,
  transition,
} from "@agora/contracts";
import { and, asc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { executeRows, perDatabase } from "../../db/rows";
import { AppError, notFound } from "../../lib/errors";
import type { Actor } from "../../lib/principal";
import { enforce, refusal } from "../../lib/state-machine";
import { agentStatusForShare } from "../agents";
import { contractRowForSystem, contractStep, contractsByIds, loadContract, partyOf } from "../hiring";
import { type ContractRow, contractPartyView } from "../hiring/hiring.tables";
import { escrowBalance, payFromEscrow } from "../ledger";
import { checkMandate } from "../mandates";
import { heartbeatNoticeMax, notifyChannel, publishEvent } from "../realtime";
import { enqueueWebhookEvent } from "../webhooks";
import { type AccrualTerms, accruedMicros, activeMsToReach, type GranularityS } from "./accrual";
import { loadReceiptSigner, type ReceiptSigner } from "./receipts";
import { type pausers, type StreamRow, streams } from "./streams.tables";

type StopReason = NonNullable<StreamRow["stopReason"]>;
/** Who paused a stream: a party, or `system` for a lost heartbeat (decision 018). */
type Pauser = (typeof pausers)[number];

/** The billing terms a contract fixed for its streams. */
export function termsOf(c: ContractRow): AccrualTerms {
  return {
    rateMicrosPerMinute: c.rateMicrosPerMinute ?? 0n,
    granularityS: c.granularityS as GranularityS,
    minChargeMs: c.minChargeMs,
    maxPerStreamMicros: c.maxPerStreamMicros,
    maxPerHourMicros: c.maxPerHourMicros,
  };
}

/** A stream as it stands at an instant, with due stops and heartbeat loss applied even if not yet stored. */
export interface StreamState {
  status: StreamRow["status"];
  /** Active time up to the instant (or up to where it paused or stopped), ms. */
  activeMs: number;
  /** µUSD owed for that active time, never above the stream's limit. */
  accrued: bigint;
  /** Set when the stream stopped (stored or due): why and when. */
  stop: { reason: StopReason; at: Date } | null;
  /** True when the heartbeat was lost and the pause is not stored yet. */
  pausedByHeartbeat: boolean;
}

/**
 * Computes a stream's state at `now` from its stored O(1) state (docs/product/DESIGN.md "Streaming payments":
 * accrual is computed, never accumulated). An active stream whose limit instant has passed is
 * stopped at that exact instant; one whose provider has not sent a heartbeat for
 * `streamHeartbeatTimeoutMs` (30 s) is paused at its last heartbeat, so the client never pays for
 * time the agent was gone.
 */
export function streamAt(row: StreamRow, terms: AccrualTerms, now: Date): StreamState {
  // No closures in here: the realtime hub runs this for every billing step of every watched
  // stream, and each named closure costs a property definition under tsx (esbuild's keepNames).
  if (row.status !== "active" || !row.intervalStartedAt) {
    return {
      status: row.status,
      activeMs: row.activeMsClosed,
      accrued: row.accruedMicros ?? accruedWithinLimit(row, terms, row.activeMsClosed),
      stop: row.stopReason && row.stoppedAt ? { reason: row.stopReason, at: row.stoppedAt } : null,
      pausedByHeartbeat: false,
    };
  }
  const start = row.intervalStartedAt.getTime();
  const lastBeat = row.lastHeartbeatAt.getTime();
  const lost = now.getTime() > lastBeat + streamHeartbeatTimeoutMs;
  const end = lost ? lastBeat : now.getTime();
  const due = row.stopDueAt?.getTime();
  if (due !== undefined && due <= end) {
    const activeMs = row.activeMsClosed + Math.max(0, due - start);
    return {
      status: "stopped",
      activeMs,
      accrued: accruedWithinLimit(row, terms, activeMs),
      stop: { reason: row.limitReason, at: new Date(due) },
      pausedByHeartbeat: false,
    };
  }
  const activeMs = row.activeMsClosed + Math.max(0, end - start);
  return {
    status: lost ? "paused" : "active",
    activeMs,
    accrued: accruedWithinLimit(row, terms, activeMs),
    stop: null,
    pausedByHeartbeat: lost,
  };
}

/** µUSD accrued over `activeMs` of active time, never above the stream's limit. */
function accruedWithinLimit(row: StreamRow, terms: AccrualTerms, activeMs: number): bigint {
  const accrued = accruedMicros(activeMs, terms);
  return accrued < row.limitMicros ? accrued : row.limitMicros;
}

/**
 * What a settled stream's settlement moved, as stored with it: `gross` µUSD out of the escrow,
 * `fee` µUSD of it to the platform, `net` µUSD to the agent's owner, at `at`.
 * @returns null while the stream is not settled.
 */
function settledAmounts(row: StreamRow): { gross: bigint; fee: bigint; net: bigint; at: Date } | null {
  if (row.status !== "settled" || row.accruedMicros === null || row.feeMicros === null || !row.settledAt) return null;
  return { gross: row.accruedMicros, fee: row.feeMicros, net: row.accruedMicros - row.feeMicros, at: row.settledAt };
}

/**
 * A settled stream's final receipt (decision 018): its stored settlement amounts, signed. Ed25519
 * is deterministic, so this is the very receipt published when it settled, for anyone who missed it.
 * @returns undefined while the stream is not settled.
 */
function finalReceiptOf(row: StreamRow, terms: AccrualTerms, signer: ReceiptSigner) {
  const settled = settledAmounts(row);
  if (!settled) return undefined;
  return signer.signFinal({
    streamId: row.id,
    seq: Math.ceil(row.activeMsClosed / (terms.granularityS * 1000)),
    ...settled,
  });
}

/**
 * The stream's public shape at `now`, with a signed receipt: a step receipt (`final: false`) of its
 * accrual while it is live, its final receipt (`final: true`) of the settled amounts once settled.
 */
export function toStream(row: StreamRow, terms: AccrualTerms, now: Date, signer: ReceiptSigner): Stream {
  const state = streamAt(row, terms, now);
  const stepMs = terms.granularityS * 1000;
  const split = settledAmounts(row);
  // A stored pause always names its pauser (streams_paused_by_ck); the fallback only satisfies the
  // type, taking the reading under which the provider cannot restart billing.
  const pausedBy: Pauser | null =
    state.status !== "paused" ? null : state.pausedByHeartbeat ? "system" : (row.pausedBy ?? "client");
  return {
    id: row.id,
    contractId: row.contractId,
    status: state.status,
    accrued: formatMicros(state.accrued),
    limit: formatMicros(row.limitMicros),
    limitReason: row.limitReason,
    activeMs: state.activeMs,
    at: now.toISOString(),
    startedAt: row.startedAt.toISOString(),
    lastHeartbeatAt: row.lastHeartbeatAt.toISOString(),
    stopReason: state.stop?.reason ?? null,
    stoppedAt: state.stop?.at.toISOString() ?? null,
    settlement: split
      ? {
          gross: formatMicros(split.gross),
          fee: formatMicros(split.fee),
          net: formatMicros(split.net),
          settledAt: split.at.toISOString(),
        }
      : null,
    pausedBy,
    // One confirmation per billing step: seq counts the steps of active time billed so far.
    receipt:
      finalReceiptOf(row, terms, signer) ??
      signer.sign({ streamId: row.id, seq: Math.ceil(state.activeMs / stepMs), accrued: state.accrued, at: now }),
  };
}

/**
 * Announces a stream change on `stream:<id>` and `contract:<id>` inside the transaction that made
 * it (delivered to WebSocket subscribers of every instance when it commits). Heartbeats are
 * transient: not stored, not replayed. `stream.settled` carries the final receipt, stored with the
 * event, so a client who was offline gets it by replay as well as from the stream's answer.
 * Given the contract's `parties`, `started`, `paused` and `settled` (preceded by `stream.stopped`:
 * a stop settles at once) are also queued for both parties' webhook endpoints (decision 021).
 */
async function publishStreamChange(
  tx: Tx,
  row: StreamRow,
  event: Extract<RealtimeEventName, `stream.${string}`>,
  receipt?: FinalReceipt,
  parties?: { clientId: string; providerId: string },
): Promise<void> {
  const data = {
    streamId: row.id,
    contractId: row.contractId,
    status: row.status,
    lastHeartbeatAt: row.lastHeartbeatAt.toISOString(),
    stopReason: row.stopReason,
    stoppedAt: row.stoppedAt?.toISOString() ?? null,
    accrued: row.accruedMicros === null ? null : formatMicros(row.accruedMicros),
    pausedBy: row.pausedBy,
    ...(receipt ? { receipt } : {}),
  };
  const transient = event === "stream.heartbeat";
  await publishEvent(tx, `stream:${row.id}`, event, data, transient);
  if (!transient) await publishEvent(tx, `contract:${row.contractId}`, event, data);
  if (!parties) return;
  const recipients = [parties.clientId, parties.providerId];
  if (event === "stream.started" || event === "stream.paused") await enqueueWebhookEvent(tx, recipients, event, data);
  if (event === "stream.settled") {
    const { receipt: _final, ...stopped } = data;
    await enqueueWebhookEvent(tx, recipients, "stream.stopped", { ...stopped, status: "stopped" });
    await enqueueWebhookEvent(tx, recipients, "stream.settled", data);
  }
}

/**
 * The client starts a payment stream on an active per-minute contract. It may draw the escrow held
 * now, or the contract's per-stream cap if lower; the instant it reaches that limit is computed
 * and stored so it stops there even when nobody reads it.
 * @throws AppError('not_found'); AppError('forbidden') for the provider; AppError('invalid_state')
 *   for a fixed-price or inactive contract or one with a live stream; AppError('insufficient_funds')
 *   when the escrow does not cover the minimum charge; AppError('mandate_exceeded') when the key's
 *   mandate is revoked or expired, or the agent no longer meets its criteria.
 */
export async function startStream(
  tx: Tx,
  contractId: string,
  actor: Actor,
): Promise<{ row: StreamRow; terms: AccrualTerms }> {
  const { contract: c } = await loadContract(tx, contractId, actor, true);
  contractStep(c, actor, "startStream");
  const [live] = await tx
    .select({ id: streams.id })
    .from(streams)
    .where(and(eq(streams.contractId, c.id), inArray(streams.status, ["active", "paused"])));
  if (live) throw new AppError("invalid_state", "The contract already has a live stream; stop it first");
  // Shares the agent's row lock with a suspension, so a stream cannot start as the agent is suspended.
  if ((await agentStatusForShare(tx, c.agentId)) === "suspended")
    throw new AppError("invalid_state", "Agora suspended this agent; no new streams can start");
  // The stream spends escrow the mandate already counted when it was funded; what is checked here
  // is that the key may still pay this agent at all (not revoked, not expired, criteria met).
  await checkMandate(tx, actor, { agent: c.agentId, pricingModel: c.pricingModel, amountMicros: null });
  const terms = termsOf(c);
  const escrow = await escrowBalance(tx, c.id);
  const capped = c.maxPerStreamMicros !== null && c.maxPerStreamMicros < escrow;
  const limit = capped ? (c.maxPerStreamMicros as bigint) : escrow;
  const minimum = accruedMicros(0, terms);
  if (limit < minimum || limit === 0n) {
    throw new AppError(
      "insufficient_funds",
      `The escrow must cover at least the minimum charge of ${formatMicros(minimum)} USD; fund the contract first`,
    );
  }
  const now = new Date();
  const reachMs = activeMsToReach(limit, terms);
  const [row] = await tx
    .insert(streams)
    .values({
      contractId: c.id,
      limitMicros: limit,
      limitReason: capped ? "cap_reached" : "escrow_exhausted",
      intervalStartedAt: now,
      lastHeartbeatAt: now,
      stopDueAt: reachMs === null ? null : new Date(now.getTime() + reachMs),
      startedAt: now,
    })
    .returning();
  if (!row) throw new Error("stream insert returned no row");
  await publishStreamChange(tx, row, "stream.started", undefined, c);
  return { row, terms };
}

/** Loads a stream and its contract for a party, the stream row locked. @throws AppError('not_found'). */
async function loadStream(tx: Db | Tx, id: string, actor: Actor, lock: boolean) {
  const query = tx.select().from(streams).where(eq(streams.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound("Stream");
  const { contract } = await loadContract(tx, row.contractId, actor).catch(() => {
    throw notFound("Stream");
  });
  return { row, contract, terms: termsOf(contract) };
}

/** A stream as a party sees it now. @throws AppError('not_found') for anyone else. */
export async function getStream(db: Db, id: string, actor: Actor): Promise<{ row: StreamRow; terms: AccrualTerms }> {
  const { row, terms } = await loadStream(db, id, actor, false);
  return { row, terms };
}

const streamRowLookup = perDatabase((db) =>
  db
    .select()
    .from(streams)
    .where(eq(streams.id, sql.placeholder("id")))
    .prepare("stream_row_by_id"),
);

/**
 * A stream and its contract without an access check, as two prepared primary-key reads: the
 * realtime hub runs it for every subscribe and every change of a watched stream, and checks access
 * itself (`isParty` of the hiring module).
 * @returns undefined when the stream does not exist.
 */
export async function streamRowForSystem(
  db: Db,
  id: string,
): Promise<{ row: StreamRow; contract: ContractRow } | undefined> {
  const [row] = await streamRowLookup(db).execute({ id });
  const contract = row && (await contractRowForSystem(db, row.contractId));
  return row && contract ? { row, contract } : undefined;
}

/** A contract's streams, oldest first. @throws AppError('not_found') for a non-party. */
export async function listStreams(db: Db, contractId: string, actor: Actor) {
  const { contract } = await loadContract(db, contractId, actor);
  const rows = await db
    .select()
    .from(streams)
    .where(eq(streams.contractId, contractId))
    .orderBy(asc(streams.startedAt));
  return { rows, terms: termsOf(contract) };
}

/**
 * Settles a stream in the caller's transaction, exactly once: the escrow pays the accrued amount to
 * the agent's owner (net of the 0.1 % fee) and the fee to the platform, and the stream becomes
 * `settled`. The update is guarded by the stream's state and the legs carry unique transfer keys,
 * so a second attempt (another instance, a retry) changes nothing. The final receipt of what the
 * ledger moved is signed and published with `stream.settled` (decision 018).
 * @returns the settled row, or undefined when it was already settled.
 * @throws Error when the ledger's split differs from the stored one (a broken invariant; rolls back).
 */
async function settle(
  tx: Tx,
  row: StreamRow,
  c: ContractRow,
  state: { activeMs: number; accrued: bigint },
  stop: { reason: StopReason; at: Date },
): Promise<StreamRow | undefined> {
  const split = splitPayout(state.accrued);
  const [settled] = await tx
    .update(streams)
    .set({
      status: "settled",
      activeMsClosed: state.activeMs,
      intervalStartedAt: null,
      stopDueAt: null,
      pausedBy: null,
      stopReason: stop.reason,
      stoppedAt: stop.at,
      accruedMicros: split.gross,
      feeMicros: split.fee,
      settledAt: new Date(),
    })
    .where(and(eq(streams.id, row.id), inArray(streams.status, ["active", "paused", "stopped"])))
    .returning();
  if (!settled) return undefined;
  // payFromEscrow splits with the same splitPayout, so the stored row states what the ledger moves.
  await payFromEscrow(tx, c, { gross: split.gross }, `contract:${c.id}/stream:${row.id}`, `stream:${row.id}`);
  const receipt = finalReceiptOf(settled, termsOf(c), await loadReceiptSigner(tx));
  await publishStreamChange(tx, settled, "stream.settled", receipt, c);
  return settled;
}

/** Stores a pause at `activeMs` and who made it: `system` for a lost heartbeat, else the party. */
async function storePause(
  tx: Tx,
  row: StreamRow,
  activeMs: number,
  by: Pauser,
  parties: { clientId: string; providerId: string },
): Promise<StreamRow> {
  const [paused] = await tx
    .update(streams)
    .set({ status: "paused", activeMsClosed: activeMs, intervalStartedAt: null, stopDueAt: null, pausedBy: by })
    .where(eq(streams.id, row.id))
    .returning();
  await publishStreamChange(tx, paused as StreamRow, "stream.paused", undefined, parties);
  return paused as StreamRow;
}

/**
 * Pauses, resumes, stops or heartbeats a stream. Client and provider may pause and stop (the stop
 * reason says who); only the provider heartbeats. A stop settles at once. Resuming restarts
 * billing, so it follows who paused (decision 018): the client may resume any pause, the provider
 * its own and the system's (a lost heartbeat), never the client's.
 * @throws AppError('not_found'); AppError('forbidden') for a stranger, a client's heartbeat, or the
 *   provider resuming the client's pause (nothing changes); AppError('invalid_state') naming the state.
 */
export async function actOnStream(
  tx: Tx,
  id: string,
  actor: Actor,
  action: "pause" | "resume" | "stop" | "heartbeat",
): Promise<{ row: StreamRow; terms: AccrualTerms }> {
  const { row, contract: c, terms } = await loadStream(tx, id, actor, true);
  const side = partyOf(c, actor);
  // Someone who is not a party (an admin) is refused before the stream is read or settled.
  if (side === null) throw refusal(transition(streamMachine, row.status, action, side));
  const isClient = side === "client";
  const now = new Date();
  const state = streamAt(row, terms, now);
  if (state.status === "stopped" && state.stop) {
    // Reached its limit before this request: settle at that instant, whatever was asked.
    const settled = await settle(tx, row, c, state, state.stop);
    return { row: settled ?? row, terms };
  }
  enforce(transition(streamMachine, state.status, action, side));
  let next: StreamRow = state.pausedByHeartbeat ? await storePause(tx, row, state.activeMs, "system", c) : row;
  switch (action) {
    case "stop": {
      const settled = await settle(tx, next, c, state, { reason: isClient ? "client" : "agent", at: now });
      next = settled ?? next;
      break;
    }
    case "pause":
      next = await storePause(tx, next, state.activeMs, isClient ? "client" : "provider", c);
      break;
    case "resume": {
      // The client's pause is the client's decision to stop paying for now; the provider resuming
      // it (and heartbeating on) would bill against that decision. Refused before this action
      // writes anything, inside a transaction that rolls back: nothing moves. (`?? "client"`: see toStream.)
      if (!canResumeStream(next.pausedBy ?? "client", side)) {
        throw new AppError("forbidden", "The client paused this stream: only the client can resume it");
      }
      // Resuming restarts billing: the client's key must still be allowed to pay this agent.
      if (isClient)
        await checkMandate(tx, actor, { agent: c.agentId, pricingModel: c.pricingModel, amountMicros: null });
      const reachMs = activeMsToReach(row.limitMicros, terms);
      const [resumed] = await tx
        .update(streams)
        .set({
          status: "active",
          pausedBy: null,
          intervalStartedAt: now,
          lastHeartbeatAt: now,
          stopDueAt: reachMs === null ? null : new Date(now.getTime() + Math.max(0, reachMs - state.activeMs)),
        })
        .where(eq(streams.id, row.id))
        .returning();
      next = resumed as StreamRow;
      await publishStreamChange(tx, next, "stream.resumed");
      break;
    }
    case "heartbeat": {
      const [beat] = await tx.update(streams).set({ lastHeartbeatAt: now }).where(eq(streams.id, row.id)).returning();
      next = beat as StreamRow;
      await publishStreamChange(tx, next, "stream.heartbeat");
      break;
    }
  }
  return { row: next, terms };
}

/** One heartbeat to record: the stream and the user who sent it. */
export interface HeartbeatWrite {
  /** The stream's id (a UUID, checked by the caller's schema). */
  streamId: string;
  /** The sender's user id; only the contract's provider is recorded. */
  actorId: string;
}

/** How {@link recordHeartbeats} names a recorded heartbeat: `<stream id>:<actor id>`, lower case. */
export function heartbeatKey(streamId: string, actorId: string): string {
  return `${streamId}:${actorId}`.toLowerCase();
}

/**
 * Providers' heartbeats in one statement (agents send one every few seconds per stream, so it is
 * the hottest write): how an instance writes the heartbeats of its sockets and its HTTP requests
 * once a second (realtime's heartbeat batch). Each moves `last_heartbeat_at` to `now`, only while
 * the stream is active, its heartbeat not yet lost and its limit not yet reached, and only for the
 * contract's provider (read from the hiring module's `contract_parties` view, in the same
 * statement). The recorded ones are announced (transient) in realtime's heartbeat notices, a
 * NOTIFY per {@link heartbeatNoticeMax} streams.
 * @param beats UUIDs only (they travel as one array literal); a stream may appear once per actor.
 * @returns the {@link heartbeatKey} of each heartbeat recorded; the others failed a condition
 *   (call {@link actOnStream} for the precise answer: not found, forbidden or the state).
 */
export async function recordHeartbeats(
  db: Db | Tx,
  beats: readonly HeartbeatWrite[],
  now = new Date(),
): Promise<Set<string>> {
  if (!beats.length) return new Set();
  const streamIds = `{${beats.map((b) => b.streamId).join(",")}}`;
  const actorIds = `{${beats.map((b) => b.actorId).join(",")}}`;
  // The announcement is one heartbeat notice per heartbeatNoticeMax streams (realtime's
  // HeartbeatNotice), built in SQL so the hot path stays one statement: the compiler cannot check
  // it, streams.test.ts does. `notices` runs once, as the scalar subquery that reads it.
  const at = now.toISOString();
  const rows = await executeRows<{ id: string; actor_id: string }>(
    db,
    sql`with sent as (
          select * from unnest(${streamIds}::uuid[], ${actorIds}::uuid[]) as t(stream_id, actor_id)),
        beat as (
          update streams s set last_heartbeat_at = ${at}::timestamptz
          from sent, ${contractPartyView} c
          where s.id = sent.stream_id and c.id = s.contract_id and c.provider_id = sent.actor_id
            and s.status = 'active'
            and s.last_heartbeat_at >= ${new Date(now.getTime() - streamHeartbeatTimeoutMs).toISOString()}::timestamptz
            and (s.stop_due_at is null or s.stop_due_at > ${at}::timestamptz)
          returning s.id, s.contract_id, sent.actor_id),
        notices as (
          select pg_notify(${notifyChannel}, json_build_object('heartbeatsAt', ${at}::text,
            'streams', json_agg(json_build_array(id, contract_id)))::text)
          from (select id, contract_id, (row_number() over () - 1) / ${heartbeatNoticeMax} as k from beat) b
          group by k)
        select beat.id, beat.actor_id from beat where (select count(*) from notices) >= 0`,
  );
  return new Set(rows.map((r) => heartbeatKey(String(r.id), String(r.actor_id))));
}

/**
 * Stops and settles every live stream of a contract that is closing (reason `contract_closed`, or
 * the limit reason if it had already stopped by itself). Called inside the contract's transaction.
 * @param reason why they stop: the contract closed, or its agent was suspended.
 * @returns how many streams it settled.
 */
export async function closeContractStreams(
  tx: Tx,
  contractId: string,
  at: Date,
  reason: "contract_closed" | "agent_suspended" = "contract_closed",
): Promise<number> {
  const live = await tx
    .select()
    .from(streams)
    .where(and(eq(streams.contractId, contractId), inArray(streams.status, ["active", "paused", "stopped"])))
    .for("update");
  if (!live.length) return 0;
  const { contract } = await loadContract(tx, contractId, "system");
  const terms = termsOf(contract);
  let settled = 0;
  for (const row of live) {
    const state = streamAt(row, terms, at);
    if (await settle(tx, row, contract, state, state.stop ?? { reason, at })) settled++;
  }
  return settled;
}

/**
 * Stops and settles every live stream of an agent's contracts at `at` (its suspension): each is
 * paid for the time it ran, like any settlement, with reason `agent_suspended`.
 * @returns how many streams it settled.
 */
export async function settleAgentStreams(tx: Tx, agentId: string, at: Date): Promise<number> {
  const contracts = await executeRows<{ contract_id: string }>(
    tx,
    sql`select distinct s.contract_id from ${streams} s join ${contractPartyView} c on c.id = s.contract_id
      where c.agent_id = ${agentId}::uuid and s.status in ('active', 'paused', 'stopped')`,
  );
  let settled = 0;
  for (const { contract_id } of contracts)
    settled += await closeContractStreams(tx, contract_id, at, "agent_suspended");
  return settled;
}

/**
 * One sweep of the stream timer: settles active streams whose limit instant has passed and stores
 * the pause of those whose heartbeat was lost, each at its exact computed instant (not the sweep's).
 * `SKIP LOCKED` lets several instances sweep together; a stream being changed by a request is left
 * for the next sweep. @returns how many streams it settled and paused.
 */
export async function sweepStreams(
  db: Db,
  now = new Date(),
  batch = 200,
): Promise<{ settled: number; paused: number }> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(streams)
      .where(
        and(
          eq(streams.status, "active"),
          or(
            lte(streams.stopDueAt, now),
            lt(streams.lastHeartbeatAt, new Date(now.getTime() - streamHeartbeatTimeoutMs)),
          ),
        ),
      )
      .limit(batch)
      .for("update", { skipLocked: true });
    let settled = 0;
    let paused = 0;
    if (!due.length) return { settled, paused };
    const byId = new Map((await contractsByIds(tx, [...new Set(due.map((r) => r.contractId))])).map((c) => [c.id, c]));
    for (const row of due) {
      const contract = byId.get(row.contractId) as ContractRow;
      const state = streamAt(row, termsOf(contract), now);
      if (state.status === "stopped" && state.stop) {
        if (await settle(tx, row, contract, state, state.stop)) settled++;
      } else if (state.status === "paused") {
        await storePause(tx, row, state.activeMs, "system", contract);
        paused++;
      }
    }
    return { settled, paused };
  });
}
