import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type DailyCountRow, type DayRange, inDays, toDailyCounts, utcDay } from "../../db/daily";
import { executeRows } from "../../db/rows";

/**
 * Accounts created per UTC day in `range`, demo people apart; days without sign-ups are left out
 * (the admin analytics fill them in).
 */
export async function countSignUpsByDay(db: Db, range: DayRange): Promise<DailyCountRow[]> {
  return toDailyCounts(
    await executeRows(
      db,
      sql`select ${utcDay(sql`created_at`)} as day, is_demo as demo, count(*)::int as n
          from users where ${inDays(sql`created_at`, range)} group by 1, 2`,
    ),
  );
}

/** The UTC day the first account was created (`YYYY-MM-DD`), or null on an empty platform. */
export async function firstSignUpDay(db: Db): Promise<string | null> {
  const [row] = await executeRows<{ day: string | null }>(
    db,
    sql`select ${utcDay(sql`min(created_at)`)} as day from users`,
  );
  return row?.day ?? null;
}
