import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type DailyCountRow, type DayRange, inDays, toDailyCounts, utcDay } from "../../db/daily";
import { executeRows } from "../../db/rows";

/** Agents registered per UTC day in `range`, demo agents apart; days without any are left out. */
export async function countNewAgentsByDay(db: Db, range: DayRange): Promise<DailyCountRow[]> {
  return toDailyCounts(
    await executeRows(
      db,
      sql`select ${utcDay(sql`created_at`)} as day, is_demo as demo, count(*)::int as n
          from agents where ${inDays(sql`created_at`, range)} group by 1, 2`,
    ),
  );
}
