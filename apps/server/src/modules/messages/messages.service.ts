import type {
  Thread,
  ThreadKind,
  ThreadListQuery,
  ThreadMessage,
  ThreadMessagePage,
  ThreadMessageRequest,
  ThreadPage,
} from "@agora/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { executeRows } from "../../db/rows";
import { exactInstant, keysetPage, keysetPosition } from "../../lib/keyset";
import type { Actor } from "../../lib/principal";
import { agentNameView } from "../agents/agents.tables";
import { disputeMessageView, disputeOutcomeView } from "../disputes/disputes.tables";
import { contractPartyView, jobTitleView, offerThreadView } from "../hiring/hiring.tables";
import { publishEvent } from "../realtime";
import { serviceTitleView } from "../services/services.tables";
import { userNameView } from "../users/users.tables";
import { threadMessages, threadReads } from "./messages.tables";
import { otherParties, type ThreadAccess, threadAccess } from "./threads";

/** Characters of the newest entry an inbox row previews. */
const previewLength = 200;

type EntryRow = {
  id: string;
  kind: "message" | "offer";
  author_id: string;
  author_name: string | null;
  body: string;
  links: string[];
  created_at: Date | string;
  cursorAt: string;
};

/**
 * Every entry of one thread as rows (id, kind, author_id, body, links, created_at): an offer
 * thread's offers and its written messages, a contract's negotiation notes and messages, a
 * dispute's messages (the evidence URL as its link).
 */
function threadEntries(thread: ThreadAccess): SQL {
  const written = (kind: "offer" | "contract") =>
    sql`select m.id, 'message' as kind, m.author_id, m.body, m.links, m.created_at from ${threadMessages} m
      where m.thread_kind = ${kind} and m.thread_id = ${thread.threadId}::uuid`;
  if (thread.kind === "offer")
    return sql`select o.id, 'offer' as kind, o.proposer_id as author_id, o.message as body, '[]'::jsonb as links, o.created_at
      from ${offerThreadView} o where o.id = ${thread.threadId}::uuid or o.root_offer_id = ${thread.threadId}::uuid
      union all ${written("offer")}`;
  // A contract's thread opens with the notes of the negotiation that made it (the hire's note,
  // counter-offers' notes), so the request the work answers is where the work is discussed.
  if (thread.kind === "contract")
    return sql`select o.id, 'offer' as kind, o.proposer_id as author_id, o.message as body, '[]'::jsonb as links, o.created_at
      from ${offerThreadView} o
      where o.thread_id = (select ot.thread_id from ${offerThreadView} ot
          join ${contractPartyView} c on c.offer_id = ot.id where c.id = ${thread.threadId}::uuid)
        and coalesce(o.message, '') <> ''
      union all ${written("contract")}`;
  return sql`select d.id, 'message' as kind, d.author_id, d.body,
      case when d.evidence_url is null then '[]'::jsonb else jsonb_build_array(d.evidence_url) end as links, d.created_at
    from ${disputeMessageView} d where d.dispute_id = ${thread.threadId}::uuid`;
}

/** A stored entry as the API shows it. */
function toThreadMessage(thread: ThreadAccess, row: EntryRow): ThreadMessage {
  return {
    id: row.id,
    threadKind: thread.kind,
    threadId: thread.threadId,
    kind: row.kind,
    authorId: row.author_id,
    authorName: row.author_name,
    body: row.body,
    links: row.links,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * A page of a thread's entries, newest first (a chat view reverses it); `cursor` pages back in time.
 * @throws AppError('not_found') for a thread the actor may not read; AppError('validation_failed')
 *   naming `cursor` for a forged one.
 */
export async function listThreadMessages(
  db: Db,
  kind: ThreadKind,
  id: string,
  actor: Actor,
  query: { cursor?: string; limit: number },
): Promise<ThreadMessagePage> {
  const thread = await threadAccess(db, kind, id, actor);
  const after = keysetPosition(query.cursor);
  const rows = await executeRows<EntryRow>(
    db,
    sql`select e.*, u.display_name as author_name, ${exactInstant(sql`e.created_at`)} as "cursorAt"
      from (${threadEntries(thread)}) e left join ${userNameView} u on u.id = e.author_id
      ${after ? sql`where (e.created_at, e.id) < (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
      order by e.created_at desc, e.id desc limit ${query.limit + 1}`,
  );
  const { page, nextCursor } = keysetPage(rows, query.limit);
  return { data: page.map((row) => toThreadMessage(thread, row)), nextCursor };
}

/**
 * Writes a message in an offer or contract thread, tells the other party over their `user:<id>`
 * channel (`message.received`), and counts the thread read for the author up to it.
 * @returns the stored message.
 * @throws AppError('not_found') for a thread the actor may not read.
 */
export async function postThreadMessage(
  tx: Tx,
  kind: "offer" | "contract",
  id: string,
  actor: Actor,
  request: ThreadMessageRequest,
): Promise<ThreadMessage> {
  const thread = await threadAccess(tx, kind, id, actor);
  const [row] = await tx
    .insert(threadMessages)
    .values({
      threadKind: kind,
      threadId: thread.threadId,
      authorId: actor.id,
      body: request.body,
      links: request.links ?? [],
    })
    .returning();
  if (!row) throw new Error("message insert returned no row");
  for (const party of otherParties(thread, actor.id))
    await publishEvent(tx, `user:${party}`, "message.received", {
      threadKind: kind,
      threadId: thread.threadId,
      messageId: row.id,
      authorId: actor.id,
      contractId: thread.contractId,
    });
  await markRead(tx, thread, actor.id, row.createdAt);
  const [name] = await executeRows<{ display_name: string | null }>(
    tx,
    sql`select display_name from ${userNameView} where id = ${actor.id}::uuid`,
  );
  return toThreadMessage(thread, {
    id: row.id,
    kind: "message",
    author_id: actor.id,
    author_name: name?.display_name ?? null,
    body: row.body,
    links: row.links,
    created_at: row.createdAt,
    cursorAt: "",
  });
}

/** Moves the reader's read mark of the thread to `at` (never back). */
async function markRead(db: Db | Tx, thread: ThreadAccess, userId: string, at: Date | SQL): Promise<void> {
  await db
    .insert(threadReads)
    .values({ userId, threadKind: thread.kind, threadId: thread.threadId, readAt: at })
    .onConflictDoUpdate({
      target: [threadReads.userId, threadReads.threadKind, threadReads.threadId],
      set: { readAt: sql`greatest(${threadReads.readAt}, excluded.read_at)` },
    });
}

/**
 * Marks every entry of the thread read for the actor (opening the thread does this).
 * @throws AppError('not_found') for a thread the actor may not read.
 */
export async function markThreadRead(db: Db, kind: ThreadKind, id: string, actor: Actor): Promise<void> {
  const thread = await threadAccess(db, kind, id, actor);
  // The database's clock, like the messages' created_at: a message is read once it is older.
  await markRead(db, thread, actor.id, sql`clock_timestamp()`);
}

/**
 * The entries of every thread `userId` is a party to, as rows (kind, id, author_id, at, body), with
 * one authorless row per contract and dispute for when it began, so a thread without messages is
 * still listed.
 */
function inboxEntries(userId: string): SQL {
  const mine = sql`(client_id = ${userId}::uuid or provider_id = ${userId}::uuid)`;
  const myContracts = sql`select id from ${contractPartyView} where ${mine}`;
  const myDisputes = sql`select id from ${disputeOutcomeView} where contract_id in (${myContracts})`;
  return sql`
    select 'offer' as kind, o.thread_id as id, o.proposer_id as author_id, o.created_at as at, nullif(o.message, '') as body
      from ${offerThreadView} o where ${mine}
    union all
    select m.thread_kind, m.thread_id, m.author_id, m.created_at, m.body from ${threadMessages} m
      where (m.thread_kind = 'offer' and m.thread_id in (select thread_id from ${offerThreadView} where ${mine}))
         or (m.thread_kind = 'contract' and m.thread_id in (${myContracts}))
    union all
    select 'contract', c.id, null, c.created_at, null from ${contractPartyView} c where ${mine}
    union all
    select 'dispute', d.id, null, d.created_at, null from ${disputeOutcomeView} d where d.id in (${myDisputes})
    union all
    select 'dispute', d.dispute_id, d.author_id, d.created_at, d.body from ${disputeMessageView} d
      where d.dispute_id in (${myDisputes})`;
}

type ThreadRow = {
  kind: ThreadKind;
  id: string;
  contract_id: string | null;
  title: string | null;
  counterpart_name: string | null;
  last_body: string | null;
  last_at: Date | string;
  cursorAt: string;
  unread: number;
  unread_total: number;
};

/**
 * The actor's inbox: every offer negotiation, contract and dispute they are a party to, most
 * recent activity first, each with its unread count (entries by others since they last opened it).
 * @throws AppError('validation_failed') naming `cursor` for a forged one.
 */
export async function listThreads(db: Db, actor: Actor, query: ThreadListQuery): Promise<ThreadPage> {
  const after = keysetPosition(query.cursor);
  const u = actor.id;
  const rows = await executeRows<ThreadRow>(
    db,
    sql`with entries as (${inboxEntries(u)}),
    threads as (
      select e.kind, e.id, max(e.at) as last_at,
        (array_agg(e.body order by e.at desc) filter (where e.body is not null))[1] as last_body,
        count(*) filter (where e.author_id is not null and e.author_id <> ${u}::uuid
          and e.at > coalesce(r.read_at, '-infinity'::timestamptz))::int as unread
      from entries e
      left join ${threadReads} r on r.user_id = ${u}::uuid and r.thread_kind = e.kind and r.thread_id = e.id
      group by e.kind, e.id, r.read_at
    ),
    totals as (select coalesce(sum(unread), 0)::int as unread_total from threads)
    select t.kind, t.id, t.unread, t.last_at, left(t.last_body, ${previewLength}) as last_body,
      ${exactInstant(sql`t.last_at`)} as "cursorAt", totals.unread_total,
      coalesce(c.id, dc.id) as contract_id,
      case t.kind
        when 'offer' then coalesce(jt.title, st.title, an.name)
        when 'contract' then c.title
        else dc.title end as title,
      cp.display_name as counterpart_name
    from threads t cross join totals
    left join ${offerThreadView} ro on t.kind = 'offer' and ro.id = t.id
    left join ${jobTitleView} jt on jt.id = ro.job_id
    left join ${serviceTitleView} st on st.id = ro.service_id
    left join ${agentNameView} an on an.id = ro.agent_id
    left join ${contractPartyView} c on t.kind = 'contract' and c.id = t.id
    left join ${disputeOutcomeView} d on t.kind = 'dispute' and d.id = t.id
    left join ${contractPartyView} dc on dc.id = d.contract_id
    left join ${userNameView} cp on cp.id = case
      when coalesce(ro.client_id, c.client_id, dc.client_id) = ${u}::uuid
        then coalesce(ro.provider_id, c.provider_id, dc.provider_id)
      else coalesce(ro.client_id, c.client_id, dc.client_id) end
    where true
      ${query.kind ? sql`and t.kind = ${query.kind}` : sql``}
      ${query.unread ? sql`and t.unread > 0` : sql``}
      ${after ? sql`and (t.last_at, t.id) < (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
    order by t.last_at desc, t.id desc
    limit ${query.limit + 1}`,
  );
  const { page, nextCursor } = keysetPage(rows, query.limit);
  const unreadTotal = rows[0]?.unread_total ?? (await unreadThreadEntries(db, actor));
  return {
    data: page.map(toThread),
    nextCursor,
    unreadTotal,
  };
}

/** An inbox row as the API shows it. */
function toThread(row: ThreadRow): Thread {
  return {
    kind: row.kind,
    id: row.id,
    contractId: row.contract_id,
    title: row.kind === "dispute" ? `Dispute: ${row.title ?? "contract"}` : (row.title ?? "Untitled deal"),
    counterpartName: row.counterpart_name,
    lastMessage: row.last_body,
    lastActivityAt: new Date(row.last_at).toISOString(),
    unread: row.unread,
  };
}

/**
 * How many entries by others the actor has not read, over all their threads (the badge on
 * Messages). Used when a filtered inbox page came back empty and so carried no total.
 */
export async function unreadThreadEntries(db: Db, actor: Actor): Promise<number> {
  const u = actor.id;
  const [row] = await executeRows<{ unread: number }>(
    db,
    sql`with entries as (${inboxEntries(u)})
      select count(*)::int as unread from entries e
      left join ${threadReads} r on r.user_id = ${u}::uuid and r.thread_kind = e.kind and r.thread_id = e.id
      where e.author_id is not null and e.author_id <> ${u}::uuid and e.at > coalesce(r.read_at, '-infinity'::timestamptz)`,
  );
  return row?.unread ?? 0;
}
