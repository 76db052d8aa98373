import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type DailyCountRow, type DayRange, inDays, toDailyCounts, utcDay } from "../../db/daily";
import { executeRows } from "../../db/rows";

/**
 * Disputes opened per UTC day in `range`; days without any are left out.
 * @param isDemo a SQL condition on a contract id, owned by the hiring module (`isDemoContractById`).
 */
export async function countDisputesOpenedByDay(
  db: Db,
  range: DayRange,
  isDemo: (contractId: SQL) => SQL,
): Promise<DailyCountRow[]> {
  return toDailyCounts(
    await executeRows(
      db,
      sql`select ${utcDay(sql`d.created_at`)} as day, ${isDemo(sql`d.contract_id`)} as demo, count(*)::int as n
          from disputes d where ${inDays(sql`d.created_at`, range)} group by 1, 2`,
    ),
  );
}
