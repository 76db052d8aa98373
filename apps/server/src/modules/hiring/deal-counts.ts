/**
 * The hiring module's counts for the admin analytics (decision 037): contracts and jobs per day
 * and by state, demo deals apart (decision 026: a contract is demo when its agent is a demo agent
 * or its client a demo person; a job when its client is).
 */
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type DailyCountRow, type DayRange, inDays, toDailyCounts, utcDay } from "../../db/daily";
import { executeRows } from "../../db/rows";
import { agentNameView } from "../agents/agents.tables";
import { userNameView } from "../users/users.tables";

/** How many rows are in one state, demo ones apart. */
export interface StateCountRow {
  state: string;
  demo: boolean;
  n: number;
}

/**
 * A SQL condition, true when the contract row aliased `c` is demo. The demo agents and people are
 * few, so PostgreSQL hashes both subqueries once and a count over every contract stays one scan.
 */
function isDemoRow(): SQL {
  return sql`(c.agent_id in (select da.id from ${agentNameView} da where da.is_demo)
    or c.client_id in (select du.id from ${userNameView} du where du.is_demo))`;
}

/**
 * A SQL expression, true when contract `contractId` (a column of the caller's query) is demo, as
 * `isDemoContract` decides it. Written as a scalar subquery rather than EXISTS so PostgreSQL
 * probes the contract by its key for each row instead of hashing every demo contract first: the
 * analytics apply it to a day's few transfers, disputes or streams, where building that hash cost
 * 40 ms at 100,000 contracts (docs/BENCHMARKS.md).
 */
export function isDemoContractById(contractId: SQL): SQL {
  return sql`coalesce((select da.is_demo or du.is_demo from contracts dc
    join ${agentNameView} da on da.id = dc.agent_id
    join ${userNameView} du on du.id = dc.client_id
    where dc.id = ${contractId} limit 1), false)`;
}

/** Contracts made per UTC day in `range` (through `contracts_created_idx`); days without any are left out. */
export async function countNewContractsByDay(db: Db, range: DayRange): Promise<DailyCountRow[]> {
  return toDailyCounts(
    await executeRows(
      db,
      sql`select ${utcDay(sql`c.created_at`)} as day, ${isDemoRow()} as demo, count(*)::int as n
          from contracts c where ${inDays(sql`c.created_at`, range)} group by 1, 2`,
    ),
  );
}

/** Jobs posted per UTC day in `range`; days without any are left out. */
export async function countNewJobsByDay(db: Db, range: DayRange): Promise<DailyCountRow[]> {
  return toDailyCounts(
    await executeRows(
      db,
      sql`select ${utcDay(sql`j.created_at`)} as day, u.is_demo as demo, count(*)::int as n
          from jobs j join ${userNameView} u on u.id = j.client_id
          where ${inDays(sql`j.created_at`, range)} group by 1, 2`,
    ),
  );
}

/** Every contract counted by its state now; states without contracts are left out. */
export async function countContractsByState(db: Db): Promise<StateCountRow[]> {
  const rows = await executeRows<{ state: string; demo: boolean; n: number | string }>(
    db,
    sql`select c.status as state, ${isDemoRow()} as demo, count(*)::int as n from contracts c group by 1, 2`,
  );
  return rows.map((r) => ({ state: r.state, demo: r.demo === true, n: Number(r.n) }));
}

/** Every job counted by its state now (open, closed); states without jobs are left out. */
export async function countJobsByState(db: Db): Promise<StateCountRow[]> {
  const rows = await executeRows<{ state: string; demo: boolean; n: number | string }>(
    db,
    sql`select j.status as state, j.client_id in (select du.id from ${userNameView} du where du.is_demo) as demo,
          count(*)::int as n
        from jobs j group by 1, 2`,
  );
  return rows.map((r) => ({ state: r.state, demo: r.demo === true, n: Number(r.n) }));
}
