import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { agentEmbeddings, agents } from "./agents.tables";

/*
 * The agents module's side of semantic relevance (decision 027): which agents' listing text needs
 * embedding, storing the vectors, and reading them back for matching. Calling the embeddings
 * endpoint is the matching module's (matching/semantic.ts).
 */

/**
 * Most characters of listing text sent to be embedded. A listing is at most a few thousand
 * characters; the cap keeps one long description under the 8,192-token input limit of common
 * embedding models, whose refusal would stop every pass at the same batch.
 */
export const embeddedTextMaxChars = 8000;

/**
 * The text of an agent that is embedded: name, tagline, skills, categories and description, one
 * per line. Defined once, in SQL, so that the hash stored with a vector and the hash it is
 * compared with are of the same text.
 */
const embeddedText = sql<string>`left(concat_ws(E'\n', ${agents.name}, ${agents.tagline}, array_to_string(${agents.skills}, ', '), array_to_string(${agents.categories}, ', '), ${agents.description}), ${sql.raw(String(embeddedTextMaxChars))})`;

/** An agent's listing text to embed, and the hash to store with its vector (md5, hex). */
export interface AgentText {
  agentId: string;
  text: string;
  textHash: string;
}

/**
 * Active agents with no vector of `model` for their current listing text: never embedded,
 * embedded with another model, or changed since. Oldest change first, so a pass that stops part
 * way resumes where it was. Reads every active agent's text to hash it (about 20 ms at 20,000
 * agents); passes run once a minute.
 * @param limit most agents returned (one request's batch).
 */
export async function agentTextsToEmbed(db: Db | Tx, model: string, limit: number): Promise<AgentText[]> {
  return db
    .select({ agentId: agents.id, text: embeddedText, textHash: sql<string>`md5(${embeddedText})` })
    .from(agents)
    .leftJoin(agentEmbeddings, eq(agentEmbeddings.agentId, agents.id))
    .where(
      and(
        eq(agents.status, "active"),
        sql`(${agentEmbeddings.agentId} is null or ${agentEmbeddings.model} <> ${model} or ${agentEmbeddings.textHash} <> md5(${embeddedText}))`,
      ),
    )
    .orderBy(agents.updatedAt, agents.id)
    .limit(limit);
}

/** A vector to store for an agent: of the text whose hash is `textHash`. */
export interface AgentVector {
  agentId: string;
  textHash: string;
  vector: Float32Array;
}

/**
 * Stores each agent's vector of `model`, replacing the one it had. When an agent changed after its
 * text was read, the stored hash is of the old text, so the next pass embeds it again.
 * @throws the database's foreign-key error when an agent was deleted meanwhile; the next pass no
 *   longer finds it.
 */
export async function saveAgentVectors(db: Db | Tx, model: string, vectors: readonly AgentVector[]): Promise<void> {
  if (!vectors.length) return;
  await db
    .insert(agentEmbeddings)
    .values(vectors.map((v) => ({ agentId: v.agentId, model, textHash: v.textHash, vector: v.vector })))
    .onConflictDoUpdate({
      target: agentEmbeddings.agentId,
      set: {
        model: sql`excluded.model`,
        textHash: sql`excluded.text_hash`,
        vector: sql`excluded.vector`,
        embeddedAt: sql`now()`,
      },
    });
}

/**
 * The stored vectors of `model` of these agents, by agent id; an agent not yet embedded with it is
 * absent.
 */
export async function agentVectorsOf(
  db: Db | Tx,
  agentIds: readonly string[],
  model: string,
): Promise<Map<string, Float32Array>> {
  if (!agentIds.length) return new Map();
  const rows = await db
    .select({ agentId: agentEmbeddings.agentId, vector: agentEmbeddings.vector })
    .from(agentEmbeddings)
    .where(and(inArray(agentEmbeddings.agentId, [...agentIds]), eq(agentEmbeddings.model, model)));
  return new Map(rows.map((r) => [r.agentId, r.vector]));
}
