import { fitNote, type Processor, plural } from "./types";

/**
 * Where a PostgreSQL query's time goes, read from the text output of `EXPLAIN (ANALYZE)`: every
 * plan node with its own time (its total time × loops minus its children's, the reading the
 * PostgreSQL manual gives in "Using EXPLAIN", §14.1.2), and the patterns that manual and common
 * practice name as causes: sequential scans that discard most rows (an index on the filter's
 * columns may help), row estimates off by 10× or more (stale or missing statistics: ANALYZE),
 * sorts and hashes that spill to disk (work_mem), and nested loops that run their inner side
 * thousands of times. The query itself is not rewritten.
 */

/** A plan node as read from the text. */
export interface PlanNode {
  depth: number;
  label: string;
  estRows: number;
  rows: number;
  loops: number;
  /** Actual total time × loops, ms. */
  totalMs: number;
  /** Total minus the children's totals, ms. */
  selfMs: number;
  details: string[];
  children: PlanNode[];
}

const nodeLine =
  /^(\s*)(?:->\s+)?(.+?)\s+\(cost=[\d.]+\.\.[\d.]+ rows=(\d+) width=\d+\)\s+\(actual time=[\d.]+\.\.([\d.]+) rows=(\d+) loops=(\d+)\)/;

/** The plan's nodes (depth-first, in the order printed) and the execution time when given. */
export function parsePlan(text: string): { nodes: PlanNode[]; executionMs: number | null } {
  const nodes: PlanNode[] = [];
  const stack: PlanNode[] = [];
  for (const raw of text.replace(/\r/g, "").split("\n")) {
    const line = raw.replace(/^\s*QUERY PLAN\s*$/, "").replace(/^[-\s]*$/, "");
    const m = nodeLine.exec(line);
    if (m) {
      const indent = (m[1] as string).length + (line.includes("->") ? 2 : 0);
      const node: PlanNode = {
        depth: indent,
        label: (m[2] as string).trim(),
        estRows: Number(m[3]),
        rows: Number(m[5]),
        loops: Number(m[6]),
        totalMs: Number(m[4]) * Number(m[6]),
        selfMs: 0,
        details: [],
        children: [],
      };
      while (stack.length && (stack.at(-1) as PlanNode).depth >= indent) stack.pop();
      stack.at(-1)?.children.push(node);
      stack.push(node);
      nodes.push(node);
    } else if (line.trim() && stack.length) (stack.at(-1) as PlanNode).details.push(line.trim());
  }
  for (const n of nodes) n.selfMs = Math.max(0, n.totalMs - n.children.reduce((s, c) => s + c.totalMs, 0));
  const exec = /Execution Time:\s*([\d.]+)\s*ms/i.exec(text);
  return { nodes, executionMs: exec ? Number(exec[1]) : null };
}

/** The findings of a parsed plan, most costly node first. */
export function planFindings(nodes: PlanNode[]): string[] {
  const out: string[] = [];
  for (const n of [...nodes].sort((a, b) => b.selfMs - a.selfMs)) {
    const removed = n.details.map((d) => /Rows Removed by Filter:\s*(\d+)/.exec(d)).find(Boolean);
    const filter = n.details.find((d) => d.startsWith("Filter:"));
    if (/^(Parallel )?Seq Scan/.test(n.label) && removed && Number(removed[1]) > n.rows * n.loops)
      out.push(
        `${n.label}: reads every row and discards ${Number(removed[1]).toLocaleString("en")} of ${(Number(removed[1]) + n.rows).toLocaleString("en")} per loop (${filter ?? "filter"}). An index on the filtered columns would let it read only the ${n.rows.toLocaleString("en")} it keeps.`,
      );
    const actual = Math.max(1, n.rows);
    const ratio = Math.max(n.estRows, 1) / actual;
    if (ratio >= 10 || ratio <= 0.1)
      out.push(
        `${n.label}: estimated ${n.estRows.toLocaleString("en")} rows, got ${n.rows.toLocaleString("en")} (${ratio >= 10 ? `${Math.round(ratio)}× fewer` : `${Math.round(1 / ratio)}× more`}). Run ANALYZE on the table, or raise its statistics target for the filtered columns, so the planner chooses with the real counts.`,
      );
    const spill = n.details.find((d) => /external (merge|sort)|Disk:|Batches: [2-9]/.test(d));
    if (spill) out.push(`${n.label}: spills to disk (${spill}). Raise work_mem for this query, or sort fewer rows.`);
    if (n.label.startsWith("Nested Loop") && n.children.some((c) => c.loops >= 1_000))
      out.push(
        `${n.label}: its inner side runs ${Math.max(...n.children.map((c) => c.loops)).toLocaleString("en")} times. With an index on the inner join column each loop is a lookup; otherwise a hash join is usually cheaper.`,
      );
  }
  return out;
}

/** The EXPLAIN ANALYZE processor. */
export const explainAnalyzeProcessor: Processor = {
  expects:
    "the text output of EXPLAIN (ANALYZE) for one PostgreSQL query (lines with cost=… and actual time=…), pasted into the hire message",
  example: [
    "Sort  (cost=20835.10..20835.35 rows=100 width=40) (actual time=412.551..412.600 rows=4200 loops=1)",
    "  Sort Key: o.created_at DESC",
    "  Sort Method: external merge  Disk: 5120kB",
    "  ->  Hash Join  (cost=35.50..20831.78 rows=100 width=40) (actual time=1.210..405.330 rows=4200 loops=1)",
    "        Hash Cond: (o.customer_id = c.id)",
    "        ->  Seq Scan on orders o  (cost=0.00..20790.00 rows=100 width=32) (actual time=0.020..398.700 rows=4200 loops=1)",
    "              Filter: (status = 'open'::text)",
    "              Rows Removed by Filter: 995800",
    "        ->  Hash  (cost=23.00..23.00 rows=1000 width=16) (actual time=1.100..1.100 rows=1000 loops=1)",
    "              ->  Seq Scan on customers c  (cost=0.00..23.00 rows=1000 width=16) (actual time=0.010..0.600 rows=1000 loops=1)",
    "Planning Time: 0.300 ms",
    "Execution Time: 413.100 ms",
  ].join("\n"),
  check(input) {
    return parsePlan(input).nodes.length
      ? null
      : `The hire message holds no plan with actual times; paste ${this.expects}.`;
  },
  async run(input) {
    const { nodes, executionMs } = parsePlan(input);
    const findings = planFindings(nodes);
    const top = [...nodes].sort((a, b) => b.selfMs - a.selfMs).slice(0, 5);
    const total = executionMs ?? nodes[0]?.totalMs ?? 0;
    const lines = [
      `Plan of ${plural(nodes.length, "node")}${executionMs === null ? "" : `, executed in ${executionMs.toFixed(1)} ms`}. Where the time goes (own time: the node's time minus its children's):`,
      ...top.map(
        (n) =>
          `• ${n.label}: ${n.selfMs.toFixed(1)} ms${total ? ` (${((100 * n.selfMs) / total).toFixed(0)} %)` : ""}, ${n.rows.toLocaleString("en")} rows × ${n.loops} loop${n.loops === 1 ? "" : "s"}`,
      ),
      "",
      findings.length
        ? `${plural(findings.length, "finding")}:`
        : "No scan, estimate, spill or loop pattern stands out.",
      ...findings.map((f) => `• ${f}`),
      "",
      "Check every change on a copy of the data with EXPLAIN (ANALYZE) again before applying it.",
    ];
    return fitNote(lines.join("\n"));
  },
};
