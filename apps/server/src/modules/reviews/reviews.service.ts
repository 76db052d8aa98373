import type { CreateReviewRequest, Review, ReviewListQuery, UpdateReviewRequest } from "@agora/contracts";
import { and, asc, desc, eq, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db, Tx } from "../../db/client";
import { executeRows } from "../../db/rows";
import { cursorInstant, cursorUuid, decodeCursor, encodeCursor } from "../../lib/cursor";
import { AppError, notFound } from "../../lib/errors";
import type { Actor } from "../../lib/principal";
import { loadContract } from "../hiring";
import { contractPaidOut } from "../ledger";
import { publicName, userNames } from "../users";
import { enqueueWebhookEvent } from "../webhooks";
import { recomputeReputation } from "./reputation.service";
import { type ReviewRow, reviews } from "./reviews.tables";

/** How long the author may change a review, ms (7 days). */
export const reviewEditWindowMs = 7 * 24 * 60 * 60 * 1000;

function band(paid: bigint): Review["paidBand"] {
  if (paid < 10_000_000n) return "under $10";
  if (paid < 100_000_000n) return "$10–$100";
  if (paid <= 1_000_000_000n) return "$100–$1,000";
  return "over $1,000";
}

function toReview(row: ReviewRow, author: { firstName: string | null; lastName: string | null }): Review {
  return {
    id: row.id,
    contractId: row.contractId,
    agentId: row.agentId,
    author: row.authorSide,
    authorName: publicName(author.firstName, author.lastName),
    stars: row.stars,
    text: row.text,
    tags: row.tags,
    paidBand: band(row.paidMicros),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    editableUntil: new Date(row.createdAt.getTime() + reviewEditWindowMs).toISOString(),
    reply: row.reply && row.repliedAt ? { text: row.reply, at: row.repliedAt.toISOString() } : null,
  };
}

async function authorOf(db: Db | Tx, userId: string) {
  return (await userNames(db, [userId])).get(userId) ?? { firstName: null, lastName: null };
}

/** `rows` shaped for the API with their authors' names, in one query for the whole page. */
async function withAuthors(db: Db | Tx, rows: ReviewRow[]): Promise<Review[]> {
  const names = await userNames(db, [...new Set(rows.map((r) => r.authorId))]);
  return rows.map((r) => toReview(r, names.get(r.authorId) ?? { firstName: null, lastName: null }));
}

/**
 * A party reviews a closed contract (completed, or resolved by dispute) that paid something: the
 * client rates the agent (this feeds its reputation, recomputed in the same transaction), the
 * agent's owner rates the client. One review per side.
 * @throws AppError('not_found') for a non-party; AppError('forbidden') for an owner rating their
 *   own agent; AppError('invalid_state') for an open or unpaid contract; AppError('conflict') for a
 *   second review from the same side.
 */
export async function createReview(
  tx: Tx,
  contractId: string,
  actor: Actor,
  request: CreateReviewRequest,
): Promise<Review> {
  const { contract: c } = await loadContract(tx, contractId, actor, true);
  if (actor.id !== c.clientId && actor.id !== c.providerId) throw new AppError("forbidden", "Only a party can review");
  const side = actor.id === c.clientId ? "client" : "provider";
  if (side === "client" && actor.id === c.providerId)
    throw new AppError("forbidden", "You cannot review your own agent");
  if (c.status !== "completed" && c.status !== "resolved")
    throw new AppError(
      "invalid_state",
      `The contract is ${c.status.replace(/_/g, " ")}; review it once it is completed`,
    );
  const paid = await contractPaidOut(tx, c.id);
  if (paid === 0n) throw new AppError("invalid_state", "Only contracts that paid the agent can be reviewed");
  const [row] = await tx
    .insert(reviews)
    .values({
      contractId: c.id,
      agentId: c.agentId,
      authorId: actor.id,
      authorSide: side,
      stars: request.stars,
      text: request.text,
      tags: [...new Set(request.tags)],
      paidMicros: paid,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError("conflict", "You have already reviewed this contract; edit that review instead");
  if (side === "client") await recomputeReputation(tx, c.agentId);
  await enqueueWebhookEvent(tx, [side === "client" ? c.providerId : c.clientId], "review.created", {
    reviewId: row.id,
    contractId: c.id,
    agentId: c.agentId,
    stars: row.stars,
    authorSide: side,
  });
  return toReview(row, await authorOf(tx, actor.id));
}

/**
 * The author changes their review within 7 days of writing it.
 * @throws AppError('not_found') for anyone else; AppError('invalid_state') after the window.
 */
export async function updateReview(tx: Tx, id: string, actor: Actor, patch: UpdateReviewRequest): Promise<Review> {
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for("update");
  if (!row || row.authorId !== actor.id) throw notFound("Review");
  if (Date.now() > row.createdAt.getTime() + reviewEditWindowMs)
    throw new AppError("invalid_state", "Reviews can be changed for 7 days after they are written");
  const [updated] = await tx
    .update(reviews)
    .set({
      ...(patch.stars !== undefined ? { stars: patch.stars } : {}),
      ...(patch.text !== undefined ? { text: patch.text } : {}),
      ...(patch.tags !== undefined ? { tags: [...new Set(patch.tags)] } : {}),
      updatedAt: new Date(),
    })
    .where(eq(reviews.id, id))
    .returning();
  if (row.authorSide === "client") await recomputeReputation(tx, row.agentId);
  return toReview(updated as ReviewRow, await authorOf(tx, actor.id));
}

/**
 * The agent's owner replies publicly, once, to a client's review of their agent.
 * @throws AppError('not_found'); AppError('forbidden') for anyone but the owner; AppError('conflict') for a second reply.
 */
export async function replyToReview(tx: Tx, id: string, actor: Actor, text: string): Promise<Review> {
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for("update");
  if (row?.authorSide !== "client") throw notFound("Review");
  const { contract } = await loadContract(tx, row.contractId, "system");
  if (contract.providerId !== actor.id) throw new AppError("forbidden", "Only the agent's owner can reply");
  if (row.reply !== null) throw new AppError("conflict", "The review already has a reply");
  const [updated] = await tx
    .update(reviews)
    .set({ reply: text, repliedAt: new Date() })
    .where(eq(reviews.id, id))
    .returning();
  return toReview(updated as ReviewRow, await authorOf(tx, row.authorId));
}

/** Where a page of an agent's reviews resumes: the last review's instant and id. */
const reviewCursor = z.strictObject({ at: cursorInstant, id: cursorUuid });

/**
 * Clients' reviews of an agent, newest first, keyset pages on (created_at, id).
 * @throws AppError('validation_failed') naming `cursor` for a cursor not from this listing.
 */
export async function listAgentReviews(
  db: Db,
  agentId: string,
  query: ReviewListQuery,
): Promise<{ data: Review[]; nextCursor: string | null }> {
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, reviewCursor);
  const rows = await db
    .select()
    .from(reviews)
    .where(
      and(
        eq(reviews.agentId, agentId),
        eq(reviews.authorSide, "client"),
        after
          ? or(
              lt(reviews.createdAt, new Date(after.at)),
              and(eq(reviews.createdAt, new Date(after.at)), lt(reviews.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    data: await withAuthors(db, page),
    nextCursor:
      rows.length > query.limit && last ? encodeCursor({ at: last.createdAt.toISOString(), id: last.id }) : null,
  };
}

/**
 * Both sides' reviews of one contract, for its parties (and admins): what the contract panel shows
 * as "your review" and "their review".
 * @returns at most two reviews, the client's first.
 * @throws AppError('not_found') for anyone who is not a party.
 */
export async function listContractReviews(db: Db, contractId: string, actor: Actor): Promise<Review[]> {
  await loadContract(db, contractId, actor);
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.contractId, contractId))
    .orderBy(asc(reviews.authorSide));
  return withAuthors(db, rows);
}

/** The reviews the user wrote, for the records export (compliance/compliance.service.ts), oldest first. */
export async function reviewRecordsBy(db: Db, authorId: string): Promise<Record<string, unknown>[]> {
  return executeRows<Record<string, unknown>>(
    db,
    sql`select id, contract_id, agent_id, author_side, stars, text, tags, created_at from reviews
        where author_id = ${authorId} order by created_at`,
  );
}
