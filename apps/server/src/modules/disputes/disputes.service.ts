import type {
  Dispute,
  DisputeEvidenceUploadQuery,
  DisputeListQuery,
  DisputeMessageRequest,
  DisputePage,
  OpenDisputeRequest,
  ResolveDisputeRequest,
} from "@agora/contracts";
import { bpsToPercent, formatMicros, formatUsd, splitEscrow } from "@agora/contracts";
import { and, asc, desc, eq, getTableColumns, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";
import { exactInstant, keysetAfter, keysetPage, keysetPosition } from "../../lib/keyset";
import type { Actor } from "../../lib/principal";
import { assertNoConflictOfInterest, recordAdminAction } from "../audit";
import {
  contractStep,
  contractsByIds,
  isParty,
  loadContract,
  markContractDisputed,
  markContractResolved,
  runContractClosing,
} from "../hiring";
import type { ContractRow } from "../hiring/hiring.tables";
import { escrowBalance, payFromEscrow } from "../ledger";
import { recomputeReputation } from "../reviews";
import { slashPool } from "../staking";
import { type DisputeEvidenceFileRow, type DisputeRow, disputeMessages, disputes } from "./disputes.tables";
import { evidenceByMessage, insertEvidenceMessage, toEvidenceFile } from "./evidence-files";

type MessageRow = typeof disputeMessages.$inferSelect;

async function toDispute(db: Db | Tx, row: DisputeRow, c: ContractRow): Promise<Dispute> {
  const messages = await db
    .select()
    .from(disputeMessages)
    .where(eq(disputeMessages.disputeId, row.id))
    .orderBy(asc(disputeMessages.createdAt), asc(disputeMessages.id));
  return shapeDispute(row, c, messages, await evidenceByMessage(db, [row.id]));
}

function shapeDispute(
  row: DisputeRow,
  c: ContractRow,
  messages: MessageRow[],
  files: Map<string, DisputeEvidenceFileRow>,
): Dispute {
  const side = (userId: string) => (userId === c.clientId ? "client" : userId === c.providerId ? "provider" : "admin");
  return {
    id: row.id,
    contractId: row.contractId,
    contractTitle: c.title,
    openedBy: row.openedBy === c.clientId ? "client" : "provider",
    reason: row.reason,
    status: row.status,
    frozenEscrow: formatMicros(row.frozenMicros),
    resolution:
      row.status === "resolved" && row.resolvedAt
        ? {
            agentShareBps: row.agentShareBps ?? 0,
            note: row.resolutionNote ?? "",
            toAgent: formatMicros(row.toAgentMicros ?? 0n),
            fee: formatMicros(row.feeMicros ?? 0n),
            toClient: formatMicros(row.toClientMicros ?? 0n),
            resolvedAt: row.resolvedAt.toISOString(),
          }
        : null,
    messages: messages.map((m) => ({
      id: m.id,
      author: side(m.authorId) as "client" | "provider" | "admin",
      body: m.body,
      evidenceUrl: m.evidenceUrl,
      evidenceFile: files.has(m.id) ? toEvidenceFile(files.get(m.id) as DisputeEvidenceFileRow) : null,
      createdAt: m.createdAt.toISOString(),
    })),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * A party opens a dispute on a funded contract (active or delivered): the work already done is
 * paid first through the contract's closing steps (live streams settled for the time worked, calls
 * served on a per-call contract paid out; decisions 062 and 086), then the rest of the escrow is
 * frozen (the contract becomes `disputed`, which every money action refuses) until an admin
 * resolves it.
 * @throws AppError('not_found') for a non-party; AppError('forbidden') for an admin who is not a
 *   party; AppError('invalid_state') for another state or an empty escrow.
 */
export async function openDispute(
  tx: Tx,
  contractId: string,
  actor: Actor,
  request: OpenDisputeRequest,
): Promise<Dispute> {
  const { contract: c } = await loadContract(tx, contractId, actor, true);
  // The state machine allows active and delivered (-> disputed); markContractDisputed writes it.
  contractStep(c, actor, "dispute");
  const now = new Date();
  await runContractClosing(tx, c.id, now);
  const frozen = await escrowBalance(tx, c.id);
  if (frozen === 0n) throw new AppError("invalid_state", "Nothing is held in escrow to dispute");
  await markContractDisputed(tx, c.id, now);
  const [row] = await tx
    .insert(disputes)
    .values({ contractId: c.id, openedBy: actor.id, reason: request.reason, frozenMicros: frozen })
    .returning();
  if (!row) throw new Error("dispute insert returned no row");
  const body = request.evidence ? `${request.reason}\n\nEvidence:\n${request.evidence}` : request.reason;
  await tx.insert(disputeMessages).values({ disputeId: row.id, authorId: actor.id, body });
  return toDispute(tx, row, { ...c, status: "disputed" });
}

/** The dispute of a contract, for its parties and admins. @throws AppError('not_found'). */
export async function getContractDispute(db: Db, contractId: string, actor: Actor): Promise<Dispute> {
  const { contract: c } = await loadContract(db, contractId, actor);
  const [row] = await db.select().from(disputes).where(eq(disputes.contractId, c.id));
  if (!row) throw notFound("Dispute");
  return toDispute(db, row, c);
}

/**
 * Dispute `id` with its contract, for its parties and admins.
 * @param lock true to hold the dispute row (`FOR UPDATE`) until the transaction ends.
 * @throws AppError('not_found', 404) for an unknown dispute or a caller who is neither a party nor an admin.
 */
export async function loadDispute(tx: Db | Tx, id: string, actor: Actor, lock: boolean) {
  const query = tx.select().from(disputes).where(eq(disputes.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound("Dispute");
  const { contract } = await loadContract(tx, row.contractId, "system");
  if (!isParty(contract, actor)) throw notFound("Dispute");
  return { row, contract };
}

/**
 * Adds a reply or evidence to an open dispute (parties and admins).
 * @throws AppError('not_found'); AppError('invalid_state') once resolved.
 */
export async function addDisputeMessage(
  tx: Tx,
  id: string,
  actor: Actor,
  request: DisputeMessageRequest,
): Promise<Dispute> {
  const { row, contract } = await loadDispute(tx, id, actor, true);
  if (row.status !== "open") throw new AppError("invalid_state", "The dispute is resolved");
  await tx
    .insert(disputeMessages)
    .values({ disputeId: id, authorId: actor.id, body: request.body, evidenceUrl: request.evidenceUrl ?? null });
  return toDispute(tx, row, contract);
}

/**
 * Adds an evidence file to an open dispute as a message of its own (decision 075): parties and
 * admins, up to `disputeEvidenceFilesMax` (20) files a dispute.
 * @param file the checked upload, its bytes already stored under `file.id`.
 * @throws AppError('not_found'); AppError('invalid_state') once resolved; AppError('limit_reached') at the cap.
 */
export async function addDisputeEvidence(
  tx: Tx,
  id: string,
  actor: Actor,
  file: Parameters<typeof insertEvidenceMessage>[3],
  query: DisputeEvidenceUploadQuery,
): Promise<Dispute> {
  const { row, contract } = await loadDispute(tx, id, actor, true);
  if (row.status !== "open") throw new AppError("invalid_state", "The dispute is resolved");
  await insertEvidenceMessage(tx, id, actor, file, query);
  return toDispute(tx, row, contract);
}

/**
 * The admin queue (`GET /api/v1/admin/disputes`), keyset-paged on (created_at, id): open disputes
 * oldest first, so the longest wait is at the top; resolved ones newest first. Each dispute comes
 * with its whole thread.
 * @throws AppError('validation_failed') naming `cursor` for a cursor not from this listing.
 */
export async function listDisputes(db: Db, query: DisputeListQuery): Promise<DisputePage> {
  const order = query.status === "open" ? "oldest" : "newest";
  const by = order === "oldest" ? asc : desc;
  const found = await db
    .select({ ...getTableColumns(disputes), cursorAt: exactInstant(disputes.createdAt) })
    .from(disputes)
    .where(
      and(
        eq(disputes.status, query.status),
        keysetAfter(disputes.createdAt, disputes.id, keysetPosition(query.cursor), order),
      ),
    )
    .orderBy(by(disputes.createdAt), by(disputes.id))
    .limit(query.limit + 1);
  const { page: rows, nextCursor } = keysetPage(found, query.limit);
  return { data: await shapeDisputes(db, rows), nextCursor };
}

/** Disputes with their contracts, threads and files, in the order given: four queries for any number. */
async function shapeDisputes(db: Db, rows: DisputeRow[]): Promise<Dispute[]> {
  if (!rows.length) return [];
  const byId = new Map(
    (
      await contractsByIds(
        db,
        rows.map((r) => r.contractId),
      )
    ).map((c) => [c.id, c]),
  );
  // One query for every thread on the page, grouped here.
  const threads = new Map<string, MessageRow[]>();
  const messages = await db
    .select()
    .from(disputeMessages)
    .where(
      inArray(
        disputeMessages.disputeId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(disputeMessages.createdAt), asc(disputeMessages.id));
  for (const m of messages) threads.set(m.disputeId, [...(threads.get(m.disputeId) ?? []), m]);
  const files = await evidenceByMessage(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => shapeDispute(r, byId.get(r.contractId) as ContractRow, threads.get(r.id) ?? [], files));
}

/**
 * An admin resolves an open dispute by splitting the frozen escrow in one transaction: the agent's
 * share `floor(escrow × bps / 10000)` goes to the owner less the 0.1 % fee, the rest back to the
 * client; the contract becomes `resolved`. When the agent gets less than half, its stake pool is
 * slashed to the client in the same transaction (decision 044, `slashPool`).
 * @throws AppError('not_found'); AppError('conflict_of_interest') when the admin is a party to the
 *   contract, owns the agent or stakes on it ({@link assertNoConflictOfInterest});
 *   AppError('invalid_state') when already resolved.
 */
export async function resolveDispute(
  tx: Tx,
  id: string,
  admin: Actor,
  request: ResolveDisputeRequest,
): Promise<Dispute> {
  const { row, contract: c } = await loadDispute(tx, id, admin, true);
  // Nobody judges their own case: a party picks their own split, and an owner or staker of the
  // agent would spare its pool the slash.
  await assertNoConflictOfInterest(tx, admin.id, {
    agentId: c.agentId,
    contract: { clientId: c.clientId, providerId: c.providerId },
  });
  if (row.status !== "open") throw new AppError("invalid_state", "The dispute is already resolved");
  const escrowMicros = await escrowBalance(tx, c.id);
  const { toAgent, toClient } = splitEscrow(escrowMicros, request.agentShareBps);
  const split = await payFromEscrow(tx, c, { gross: toAgent, refund: toClient }, `contract:${c.id}/dispute:${row.id}`);
  const slashed = await slashPool(tx, {
    agentId: c.agentId,
    disputeId: row.id,
    clientId: c.clientId,
    agentShareBps: request.agentShareBps,
    escrowMicros,
  });
  const now = new Date();
  await markContractResolved(tx, c.id, now);
  const [resolved] = await tx
    .update(disputes)
    .set({
      status: "resolved",
      agentShareBps: request.agentShareBps,
      toAgentMicros: toAgent,
      feeMicros: split.fee,
      toClientMicros: toClient,
      resolutionNote: request.note,
      resolvedBy: admin.id,
      resolvedAt: now,
    })
    .where(eq(disputes.id, id))
    .returning();
  await tx.insert(disputeMessages).values({ disputeId: id, authorId: admin.id, body: `Resolved: ${request.note}` });
  await recordAdminAction(tx, {
    adminId: admin.id,
    action: "dispute_resolved",
    subjectType: "dispute",
    subjectId: id,
    summary:
      `Resolved the dispute on "${c.title}": ${formatUsd(toAgent)} to the agent (${bpsToPercent(request.agentShareBps)} %), ` +
      `${formatUsd(toClient)} back to the client` +
      (slashed > 0n ? `, ${formatUsd(slashed)} slashed from the agent's stakers to the client` : "") +
      `: ${request.note}`,
  });
  await recomputeReputation(tx, c.agentId);
  return toDispute(tx, resolved as DisputeRow, { ...c, status: "resolved" });
}
