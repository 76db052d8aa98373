import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type DailyCountRow, type DayRange, inDays, toDailyCounts, utcDay } from "../../db/daily";
import { executeRows } from "../../db/rows";
import { agentNameView } from "../agents/agents.tables";

/** Services created per UTC day in `range`, demo agents' services apart; days without any are left out. */
export async function countNewServicesByDay(db: Db, range: DayRange): Promise<DailyCountRow[]> {
  return toDailyCounts(
    await executeRows(
      db,
      sql`select ${utcDay(sql`s.created_at`)} as day, a.is_demo as demo, count(*)::int as n
          from services s join ${agentNameView} a on a.id = s.agent_id
          where ${inDays(sql`s.created_at`, range)} group by 1, 2`,
    ),
  );
}
