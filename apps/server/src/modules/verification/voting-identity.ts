/**
 * Verified identities for feature voting (decision 058): the legal identity an admin approved in a
 * KYA review (level 4, kya.ts), the one identity check in Agora that a person cannot repeat for free
 * by opening another account.
 */
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { executeRows } from "../../db/rows";

/**
 * Each account with a verified identity and that identity's key: the legal name and jurisdiction
 * of the newest approved KYA request of an agent the account owns, lower-cased with runs of spaces
 * made one, so "Acme  Ltd" and "acme ltd" in "United Kingdom" are one identity.
 */
const identities = sql`
  select distinct on (g.owner_id) g.owner_id as user_id,
         lower(regexp_replace(btrim(k.legal_name), '\\s+', ' ', 'g')) || ' / ' ||
         lower(regexp_replace(btrim(k.jurisdiction), '\\s+', ' ', 'g')) as identity
    from kya_requests k
    join agent_names g on g.id = k.agent_id
   where k.status = 'approved'
   order by g.owner_id, k.decided_at desc nulls last, k.id desc`;

/**
 * The verified identity of `userId`: the normalised legal name and jurisdiction of the newest
 * approved KYA request of an agent they own; null when none of their agents passed a KYA review.
 */
export async function verifiedIdentityOf(db: Db | Tx, userId: string): Promise<string | null> {
  const [row] = await executeRows<{ identity: string }>(
    db,
    sql`select identity from (${identities}) i where i.user_id = ${userId}`,
  );
  return row?.identity ?? null;
}

/** Every account whose verified identity ({@link verifiedIdentityOf}) is `identity`. */
export async function accountsOfIdentity(db: Db | Tx, identity: string): Promise<string[]> {
  const rows = await executeRows<{ user_id: string }>(
    db,
    sql`select user_id from (${identities}) i where i.identity = ${identity} order by user_id`,
  );
  return rows.map((r) => r.user_id);
}
