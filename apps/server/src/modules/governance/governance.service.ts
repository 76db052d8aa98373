import {
  type CreateProposalRequest,
  formatMicros,
  formatVoteWeight,
  type MyVote,
  type Proposal,
  type ProposalListQuery,
  type ProposalPage,
  proposalStakeMinMicros,
  voteWeightMicros,
} from "@agora/contracts";
import { and, desc, eq, getTableColumns, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { executeRows } from "../../db/rows";
import { AppError, notFound } from "../../lib/errors";
import { exactInstant, keysetAfter, keysetPage, keysetPosition } from "../../lib/keyset";
import type { Actor } from "../../lib/principal";
import { activeStakeOf } from "../staking";
import { publicName } from "../users";
import { userNameView } from "../users/users.tables";
import { accountsOfIdentity, verifiedIdentityOf } from "../verification";
import { type ProposalRow, type ProposalVoteRow, proposals, proposalVotes } from "./governance.tables";

// Feature voting (decision 045). A proposal is immutable once made; what changes is its votes.
// Open and closed are decided by the database's clock (`now()`), the clock the ledger stamps
// transfers with, so the window and the stake snapshot never disagree about what came first.

/** One option's tally: how many voted for it and the sum of their weights, in millionths. */
export interface OptionTally {
  option: number;
  votes: number;
  weightMicros: bigint;
}

/** A proposal row as the reads load it: with its state now and its author's name parts. */
type LoadedProposal = ProposalRow & {
  isOpen: boolean;
  authorFirstName: string | null;
  authorLastName: string | null;
};

/** The columns every read of proposals selects, see {@link LoadedProposal}. */
const loadedColumns = {
  ...getTableColumns(proposals),
  isOpen: sql<boolean>`(now() >= ${proposals.startsAt} and now() < ${proposals.endsAt})`.as("is_open"),
  authorFirstName: userNameView.firstName,
  authorLastName: userNameView.lastName,
};

/**
 * The tally of each of `proposalIds`, in one statement: per proposal, one `GROUP BY option` that
 * reads (option, weight) from the index `proposal_votes_tally_idx` alone (an index-only scan once
 * the table is vacuumed). Each proposal's aggregate is a lateral subquery on purpose: grouped by
 * (proposal, option) over the whole list, PostgreSQL chose a parallel plan that waited about
 * 200 ms for its workers to start, for a 15 ms scan (docs/BENCHMARKS.md "Governance: proposal
 * tally": 10–15 ms p50 for 100,000 votes on PostgreSQL, against a ceiling of 100 ms).
 * @returns per proposal id, its options that have votes (an option nobody chose is absent).
 */
export async function tallyVotes(db: Db | Tx, proposalIds: string[]): Promise<Map<string, OptionTally[]>> {
  const tallies = new Map<string, OptionTally[]>();
  if (!proposalIds.length) return tallies;
  const rows = await executeRows<{ proposal_id: string; option: number; votes: number; weight: string }>(
    db,
    tallyStatement(proposalIds),
  );
  for (const row of rows) {
    const list = tallies.get(row.proposal_id) ?? [];
    list.push({ option: Number(row.option), votes: Number(row.votes), weightMicros: BigInt(row.weight) });
    tallies.set(row.proposal_id, list);
  }
  return tallies;
}

/**
 * The SQL {@link tallyVotes} runs for a non-empty `proposalIds` (exported so the benchmark can
 * EXPLAIN it): rows `(proposal_id, option, votes, weight)`, the weight sum as text because a sum
 * of int8 is numeric, which the two drivers return differently.
 */
export function tallyStatement(proposalIds: string[]): SQL {
  const ids = sql.join(
    proposalIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`select ids.id as proposal_id, t.option, t.votes, t.weight
               from unnest(array[${ids}]::uuid[]) as ids(id)
               cross join lateral (
                 select v.option, count(*)::int as votes, sum(v.weight_micros)::text as weight
                   from ${proposalVotes} v
                  where v.proposal_id = ids.id
                  group by v.option) t`;
}

/** The wire form of the caller's vote row. */
function toMyVote(row: ProposalVoteRow): MyVote {
  return {
    option: row.option,
    stake: formatMicros(row.stakeMicros),
    weight: formatVoteWeight(row.weightMicros),
    votedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The wire form of a proposal: every option with its tally (zeros included), turnout, the caller's vote. */
function toProposal(row: LoadedProposal, tally: OptionTally[], mine: ProposalVoteRow | undefined): Proposal {
  const byOption = new Map(tally.map((t) => [t.option, t]));
  const options = row.options.map((label, index) => {
    const t = byOption.get(index);
    return { index, label, votes: t?.votes ?? 0, weight: formatVoteWeight(t?.weightMicros ?? 0n) };
  });
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    authorName: publicName(row.authorFirstName, row.authorLastName),
    status: row.isOpen ? "open" : "closed",
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    options,
    turnout: {
      voters: tally.reduce((n, t) => n + t.votes, 0),
      weight: formatVoteWeight(tally.reduce((w, t) => w + t.weightMicros, 0n)),
    },
    myVote: mine ? toMyVote(mine) : null,
  };
}

/** Shapes loaded proposals in their order: one tally query and, for a signed-in viewer, one read of their votes. */
async function shapeProposals(db: Db | Tx, rows: LoadedProposal[], viewerId: string | null): Promise<Proposal[]> {
  const ids = rows.map((r) => r.id);
  const tallies = await tallyVotes(db, ids);
  const mine = new Map<string, ProposalVoteRow>();
  if (viewerId && ids.length) {
    const votes = await db
      .select()
      .from(proposalVotes)
      .where(and(eq(proposalVotes.voterId, viewerId), inArray(proposalVotes.proposalId, ids)));
    for (const v of votes) mine.set(v.proposalId, v);
  }
  return rows.map((r) => toProposal(r, tallies.get(r.id) ?? [], mine.get(r.id)));
}

/** Proposals with their state and author, filtered by `where`. */
function selectProposals(db: Db | Tx, where: SQL | undefined) {
  return db
    .select({ ...loadedColumns, cursorAt: exactInstant(proposals.createdAt) })
    .from(proposals)
    .innerJoin(userNameView, eq(userNameView.id, proposals.authorId))
    .where(where);
}

/**
 * Makes a proposal for `actor`, open for votes from now for `request.durationDays` days. Allowed to
 * admins, and to users whose active stake now is at least {@link proposalStakeMinMicros} µUSD.
 * The start is the database's clock (the ledger's) rounded down to the millisecond, a JavaScript
 * Date's precision: the stored start is then exactly the instant the voters' snapshots are read
 * at, and no transfer made after the start can fall inside it.
 * @returns the new proposal, with no votes.
 * @throws AppError('forbidden') saying how much the user has staked and how much is needed.
 */
export async function createProposal(db: Db, actor: Actor, request: CreateProposalRequest): Promise<Proposal> {
  if (actor.role !== "admin") {
    const staked = await activeStakeOf(db, actor.id);
    if (staked < proposalStakeMinMicros)
      throw new AppError(
        "forbidden",
        `Making a proposal needs at least $${formatMicros(proposalStakeMinMicros)} of active stake; ` +
          `you have $${formatMicros(staked)} staked`,
      );
  }
  const start = sql`date_trunc('milliseconds', now())`;
  const [created] = await db
    .insert(proposals)
    .values({
      authorId: actor.id,
      title: request.title,
      body: request.body,
      options: request.options,
      startsAt: start,
      endsAt: sql`${start} + make_interval(days => ${request.durationDays}::int)`,
    })
    .returning({ id: proposals.id });
  return getProposal(db, (created as { id: string }).id, actor.id);
}

/**
 * The public listing (`GET /api/v1/proposals`), newest first, keyset-paged on (created_at, id),
 * optionally only `open` or only `closed` ones, each with its tallies and, for a signed-in
 * viewer, their own vote.
 * @param viewerId the signed-in caller, or null.
 * @throws AppError('validation_failed') naming `cursor` for a cursor not from this listing.
 */
export async function listProposals(db: Db, query: ProposalListQuery, viewerId: string | null): Promise<ProposalPage> {
  const status =
    query.status === "open"
      ? sql`${proposals.endsAt} > now()`
      : query.status === "closed"
        ? sql`${proposals.endsAt} <= now()`
        : undefined;
  const found = await selectProposals(
    db,
    and(status, keysetAfter(proposals.createdAt, proposals.id, keysetPosition(query.cursor), "newest")),
  )
    .orderBy(desc(proposals.createdAt), desc(proposals.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = keysetPage(found, query.limit);
  return { data: await shapeProposals(db, page, viewerId), nextCursor };
}

/**
 * One proposal, public: its options with their tallies, turnout, state and, for a signed-in
 * viewer, their own vote (option, stake snapshot, weight).
 * @param viewerId the signed-in caller, or null.
 * @throws AppError('not_found') for an unknown id.
 */
export async function getProposal(db: Db | Tx, id: string, viewerId: string | null): Promise<Proposal> {
  const [row] = await selectProposals(db, eq(proposals.id, id));
  if (!row) throw notFound("Proposal");
  const [shaped] = await shapeProposals(db, [row], viewerId);
  return shaped as Proposal;
}

/**
 * The stake a first vote of `voterId` on `proposalId` weighs by (decision 058): the active stake at
 * `startsAt` summed over every account of the voter's verified identity, so splitting stake over
 * accounts of one identity buys nothing (√ of the sum, not a sum of √). Takes a transaction lock on
 * (proposal, identity), so two accounts of one identity voting at once take turns, and the second
 * finds the first's vote.
 * @throws AppError('forbidden') when the voter has no verified identity.
 * @throws AppError('conflict') when another account of the same identity already voted on it.
 */
async function identityStakeAt(tx: Tx, voterId: string, proposalId: string, startsAt: Date): Promise<bigint> {
  const identity = await verifiedIdentityOf(tx, voterId);
  if (!identity)
    throw new AppError(
      "forbidden",
      "Voting needs a verified identity: an agent of yours whose KYA review (verification level 4) an admin " +
        "approved. One identity has one vote, weighed by the stake of all its accounts",
    );
  await executeRows(tx, sql`select pg_advisory_xact_lock(hashtext(${`vote:${proposalId}`}), hashtext(${identity}))`);
  const accounts = await accountsOfIdentity(tx, identity);
  const [other] = await tx
    .select({ voterId: proposalVotes.voterId })
    .from(proposalVotes)
    .where(
      and(
        eq(proposalVotes.proposalId, proposalId),
        inArray(proposalVotes.voterId, accounts),
        ne(proposalVotes.voterId, voterId),
      ),
    )
    .limit(1);
  if (other)
    throw new AppError(
      "conflict",
      "Another account of your verified identity already voted on this proposal; one identity has one vote",
    );
  let micros = 0n;
  for (const id of new Set([voterId, ...accounts])) micros += await activeStakeOf(tx, id, startsAt);
  return micros;
}

/**
 * Casts or changes `voterId`'s vote on proposal `proposalId` (one vote per verified identity,
 * changeable until the close by the account that cast it, decision 058). The first vote reads the
 * active stake at the proposal's start of every account of the voter's identity from the ledger's
 * history ({@link identityStakeAt}) and stores their sum with its weight
 * ({@link voteWeightMicros}); a change moves only the option, the snapshot is kept. So stake added
 * after the start counts for nothing, and stake removed after it still counts as it was.
 * Run it in a transaction: the window is checked at the transaction's clock.
 * @param option the chosen option's index.
 * @returns the proposal with its tallies after the vote, and the voter's vote.
 * @throws AppError('not_found') for an unknown proposal.
 * @throws AppError('validation_failed') naming `option` when the proposal has no such option.
 * @throws AppError('invalid_state') before the start or from the close on.
 * @throws AppError('forbidden') when the voter has no verified identity, or it had no active stake
 *   at the proposal's start.
 * @throws AppError('conflict') when another account of the voter's identity already voted on it.
 */
export async function castVote(tx: Tx, voterId: string, proposalId: string, option: number): Promise<Proposal> {
  const [row] = await tx
    .select({
      startsAt: proposals.startsAt,
      endsAt: proposals.endsAt,
      options: proposals.options,
      hasStarted: sql<boolean>`now() >= ${proposals.startsAt}`,
      hasEnded: sql<boolean>`now() >= ${proposals.endsAt}`,
    })
    .from(proposals)
    .where(eq(proposals.id, proposalId));
  if (!row) throw notFound("Proposal");
  if (option >= row.options.length) {
    const message = `must be the index of one of the proposal's ${row.options.length} options, 0–${row.options.length - 1}`;
    throw new AppError("validation_failed", `option ${message}`, [{ in: "body", field: "option", message }]);
  }
  if (row.hasEnded)
    throw new AppError("invalid_state", `Voting on this proposal closed at ${row.endsAt.toISOString()}`);
  if (!row.hasStarted)
    throw new AppError("invalid_state", `Voting on this proposal opens at ${row.startsAt.toISOString()}`);
  const [changed] = await tx
    .update(proposalVotes)
    .set({ option, updatedAt: sql`now()` })
    .where(and(eq(proposalVotes.proposalId, proposalId), eq(proposalVotes.voterId, voterId)))
    .returning({ option: proposalVotes.option });
  if (!changed) {
    const stakeMicros = await identityStakeAt(tx, voterId, proposalId, row.startsAt);
    if (stakeMicros <= 0n)
      throw new AppError(
        "forbidden",
        `Your verified identity had no active stake when this proposal opened (${row.startsAt.toISOString()}); ` +
          "a vote weighs √ of the stake at the start, and stake added after the start does not count",
      );
    // A concurrent first vote of the same voter may have inserted meanwhile: then this is a change
    // of option, and the snapshot that row holds is kept (both read the same history anyway).
    await tx
      .insert(proposalVotes)
      .values({ proposalId, voterId, option, stakeMicros, weightMicros: voteWeightMicros(stakeMicros) })
      .onConflictDoUpdate({
        target: [proposalVotes.proposalId, proposalVotes.voterId],
        set: { option, updatedAt: sql`now()` },
      });
  }
  return getProposal(tx, proposalId, voterId);
}
