import { type SQL, sql } from "drizzle-orm";

/*
 * Per-day aggregates for the admin analytics (decision 037). Each module counts its own rows by
 * UTC day with these, so every series of the dashboard cuts days the same way.
 */

/** One day's count (or sum) of one kind of row, split by whether it is Agora's demo activity (decision 026). */
export interface DailyCountRow {
  /** The UTC day, `YYYY-MM-DD`. */
  day: string;
  /** True for the demo marketplace's rows. */
  demo: boolean;
  /** How many rows that day (or the day's sum, in the unit the function names). */
  n: number;
}

/** A range of UTC days: from `since` (included) to `until` (excluded; null: no end), `YYYY-MM-DD`. */
export interface DayRange {
  since: string;
  until: string | null;
}

/** The UTC day of timestamptz `column` as `YYYY-MM-DD` text (SQL; `column` is the caller's code, never input). */
export function utcDay(column: SQL): SQL {
  return sql`to_char((${column} at time zone 'UTC')::date, 'YYYY-MM-DD')`;
}

/** The instant UTC day `day` (`YYYY-MM-DD`) starts, as a timestamptz SQL expression. */
export function utcDayStart(day: string): SQL {
  return sql`((${day}::date)::timestamp at time zone 'UTC')`;
}

/** A SQL condition: timestamptz `column` falls in `range`. */
export function inDays(column: SQL, range: DayRange): SQL {
  const end = range.until === null ? sql`` : sql` and ${column} < ${utcDayStart(range.until)}`;
  return sql`${column} >= ${utcDayStart(range.since)}${end}`;
}

/** Parses driver rows of `{day, demo, n}` (int8 sums come back as strings from postgres.js). */
export function toDailyCounts(rows: { day: string; demo: boolean | null; n: number | string }[]): DailyCountRow[] {
  return rows.map((r) => ({ day: r.day, demo: r.demo === true, n: Number(r.n) }));
}
