import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type DailyCountRow, type DayRange, inDays, toDailyCounts, utcDay } from "../../db/daily";
import { executeRows } from "../../db/rows";

/**
 * Active (billed) time, in ms, of the streams that stopped on each UTC day in `range` (`n` is ms).
 * A stream counts on the day it stopped, when its time is final, so a past day never changes and
 * can be rolled up; a running stream shows once it stops. Days without any are left out.
 * @param isDemo a SQL condition on a contract id, owned by the hiring module (`isDemoContractById`).
 */
export async function streamActiveMsByDay(
  db: Db,
  range: DayRange,
  isDemo: (contractId: SQL) => SQL,
): Promise<DailyCountRow[]> {
  return toDailyCounts(
    await executeRows(
      db,
      sql`select ${utcDay(sql`s.stopped_at`)} as day, ${isDemo(sql`s.contract_id`)} as demo,
            sum(s.active_ms_closed)::int8 as n
          from streams s where s.stopped_at is not null and ${inDays(sql`s.stopped_at`, range)} group by 1, 2`,
    ),
  );
}
