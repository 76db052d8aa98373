import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { ledgerAccounts } from "./ledger.tables";

/**
 * The balance (µUSD) of each of `ownerIds`' stake accounts (`userAccount(id, "stake")`), by user
 * id; users with no stake account are absent. Nothing moves money into stakes yet, so today this is
 * empty; matching reads it so the stake factor works the day staking does.
 */
export async function stakeBalancesOf(db: Db | Tx, ownerIds: readonly string[]): Promise<Map<string, bigint>> {
  if (!ownerIds.length) return new Map();
  const rows = await db
    .select({
      ownerId: ledgerAccounts.ownerId,
      balance: sql<string>`(${ledgerAccounts.creditsPosted} - ${ledgerAccounts.debitsPosted})::text`,
    })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerType, "user"),
        eq(ledgerAccounts.kind, "stake"),
        inArray(ledgerAccounts.ownerId, [...new Set(ownerIds)]),
      ),
    );
  return new Map(rows.map((r) => [r.ownerId, BigInt(r.balance)]));
}
