import { and, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { groupsTsquery } from "../../lib/tsquery";
import { agentPorts } from "./agent-ports";
import { type AgentRow, agentColumns, agents } from "./agents.tables";

/** What matching asks the catalogue for: the word groups and skill tags of a need. */
export interface AgentCandidateQuery {
  /** Groups of alternative words (a client's word and its synonyms); PostgreSQL stems them. */
  groups: readonly (readonly string[])[];
  /** How many groups a listing must mention: 2 keeps common words from making every agent a candidate. */
  least: 1 | 2;
  /** Skill tags; agents listing the most of them are candidates too (skills index). */
  tags: readonly string[];
  /** A subquery of more agent ids (`select <uuid> …`), e.g. agents whose services matched. */
  alsoIds: SQL | null;
  /** Leave out this owner's agents: nobody hires their own. */
  excludeOwnerId?: string | undefined;
  /** Only agents with a service open for hire (decision 073); false lets example listings in. */
  hireableOnly: boolean;
  /** Most agents of each kind (by text, by skills). */
  limit: number;
}

/** A `text[]` of `values`, each a bound parameter. */
function textArray(values: readonly string[]): SQL {
  return sql`${sql.raw("ARRAY[")}${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}${sql.raw("]::text[]")}`;
}

/**
 * Active agents that may fit a need, for the matching module to score, in one statement: the
 * `limit` best by text rank among those whose listing mentions at least `least` of the word groups
 * (search-vector index), the `limit` listing the most of `tags` (skills index; ties: higher
 * reputation), and those of `alsoIds`. Each part is limited before the union, so the work stays
 * bounded however common the words are. Rows come without their search vectors.
 *
 * The statement runs with sequential scans off (`set_config(…, true)`, to the end of the
 * transaction, or of the caller's when `db` is one): PostgreSQL prices a `@@` per row far below
 * its cost, so for needs with common words it read every agent instead of the indexes (p95 164 ms
 * against 106 ms at 20,000 agents, bench:matching).
 */
export async function findAgentCandidates(db: Db | Tx, query: AgentCandidateQuery): Promise<AgentRow[]> {
  const base: SQL[] = [eq(agents.status, "active")];
  if (query.excludeOwnerId) base.push(ne(agents.ownerId, query.excludeOwnerId));
  if (query.hireableOnly) base.push(agentPorts().hasOpenService(agents.id));
  const parts: SQL[] = [];
  const text = groupsTsquery(query.groups, query.least);
  if (text) {
    const tsq = sql`to_tsquery('english', ${text})`;
    parts.push(
      sql`(${db
        .select({ id: agents.id })
        .from(agents)
        .where(and(...base, sql`${agents.searchVector} @@ ${tsq}`))
        .orderBy(desc(sql`ts_rank(${agents.searchVector}, ${tsq})`))
        .limit(query.limit)
        .getSQL()})`,
    );
  }
  if (query.tags.length) {
    const tags = textArray(query.tags);
    const overlap = sql`(select count(*) from unnest(${agents.skills}) s where s = any(${tags}))`;
    parts.push(
      sql`(${db
        .select({ id: agents.id })
        .from(agents)
        .where(and(...base, sql`${agents.skills} && ${tags}`))
        .orderBy(desc(overlap), desc(agents.reputationHundredths))
        .limit(query.limit)
        .getSQL()})`,
    );
  }
  if (query.alsoIds) parts.push(sql`(${query.alsoIds})`);
  if (!parts.length) return [];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
    return tx
      .select(agentColumns)
      .from(agents)
      .where(and(...base, sql`${agents.id} in (${sql.join(parts, sql` union `)})`));
  });
}
