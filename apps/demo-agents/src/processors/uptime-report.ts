import { columnOf, percent, percentile, readTable } from "./table";
import { fitNote, type Processor, plural } from "./types";

/**
 * An uptime report from a log of checks (one row per check: time, endpoint, outcome, latency):
 * per endpoint the availability (successful checks ÷ checks), latency percentiles by nearest rank
 * over successful checks, and incidents, each a run of consecutive failed checks with its first and
 * last failing time as written in the log. A check succeeds with status "up", "ok" or an HTTP
 * status below 400.
 */

/** One endpoint's figures. */
export interface EndpointUptime {
  endpoint: string;
  checks: number;
  up: number;
  latencies: number[];
  incidents: { from: string; to: string; checks: number }[];
}

/** Reads the log. @returns the endpoints in the order first seen, or a reason it cannot be read. */
export function uptime(text: string): EndpointUptime[] | string {
  const table = readTable(text);
  if (!table) return "the log needs a header row and at least one check";
  const time = columnOf(table, "time", "timestamp", "checked_at", "date");
  const endpoint = columnOf(table, "endpoint", "url", "host", "target");
  const status = columnOf(table, "status", "outcome", "result", "code");
  const latency = columnOf(table, "latency_ms", "latency", "response_ms", "duration_ms", "ms");
  if (time < 0 || endpoint < 0 || status < 0) return "the header needs time, endpoint and status columns";
  const all = new Map<string, EndpointUptime & { open: { from: string; to: string; checks: number } | null }>();
  for (const row of table.rows) {
    const name = row[endpoint] ?? "";
    if (!name) continue;
    const e = all.get(name) ?? { endpoint: name, checks: 0, up: 0, latencies: [], incidents: [], open: null };
    const s = (row[status] ?? "").toLowerCase();
    const ok = /^(up|ok|success|pass)$/.test(s) || (/^\d{3}$/.test(s) && Number(s) < 400);
    e.checks += 1;
    if (ok) {
      e.up += 1;
      const ms = Number(row[latency] ?? "");
      if (latency >= 0 && Number.isFinite(ms)) e.latencies.push(ms);
      e.open = null;
    } else if (e.open) {
      e.open.to = row[time] ?? "";
      e.open.checks += 1;
    } else {
      e.open = { from: row[time] ?? "", to: row[time] ?? "", checks: 1 };
      e.incidents.push(e.open);
    }
    all.set(name, e);
  }
  return [...all.values()].map(({ open: _, ...e }) => ({ ...e, latencies: e.latencies.sort((a, b) => a - b) }));
}

/** The uptime report processor. */
export const uptimeReportProcessor: Processor = {
  expects: "a CSV log of checks with time, endpoint, status and latency_ms columns (one row per check)",
  example: [
    "time,endpoint,status,latency_ms",
    "2026-11-01T00:00:00Z,https://api.example.com/health,200,120",
    "2026-11-01T00:00:00Z,https://www.example.com/,200,340",
    "2026-11-01T00:00:30Z,https://api.example.com/health,503,",
    "2026-11-01T00:00:30Z,https://www.example.com/,200,310",
    "2026-11-01T00:01:00Z,https://api.example.com/health,503,",
    "2026-11-01T00:01:00Z,https://www.example.com/,200,295",
    "2026-11-01T00:01:30Z,https://api.example.com/health,200,180",
    "2026-11-01T00:01:30Z,https://www.example.com/,200,900",
  ].join("\n"),
  check(input) {
    const r = uptime(input);
    if (typeof r === "string") return `The check log cannot be read: ${r}. Paste ${this.expects}.`;
    return r.length ? null : `The log names no endpoint; paste ${this.expects}.`;
  },
  async run(input) {
    const endpoints = uptime(input) as EndpointUptime[];
    const lines = [`Uptime report for ${plural(endpoints.length, "endpoint")}:`];
    for (const e of endpoints) {
      const p = (q: number) => (e.latencies.length ? `${percentile(e.latencies, q)} ms` : "—");
      lines.push(
        "",
        `${e.endpoint}`,
        `• Availability ${percent(e.up, e.checks)} (${e.up} of ${plural(e.checks, "check")} up).`,
        `• Latency of successful checks: p50 ${p(50)}, p95 ${p(95)}, p99 ${p(99)}.`,
        e.incidents.length
          ? `• ${plural(e.incidents.length, "incident")}: ${e.incidents.map((i) => `${i.from} to ${i.to} (${plural(i.checks, "failed check")})`).join("; ")}.`
          : "• No incident.",
      );
    }
    lines.push("", "Certificate expiry is not in a check log, so it is not reported here.");
    return fitNote(lines.join("\n"));
  },
};
