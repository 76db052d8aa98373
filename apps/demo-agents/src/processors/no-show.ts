import { columnOf, percent, readTable } from "./table";
import { fitNote, type Processor, plural } from "./types";

/**
 * No-show patterns in a de-identified appointment export: the no-show rate overall and by weekday,
 * hour of the slot, booking lead time (0–2, 3–7, 8–14, 15+ days) and visit type, with the groups
 * whose rate is at least {@link liftMin}× the overall rate on at least {@link groupMin}
 * appointments flagged as clusters. Rates are counts, not a model; small groups are shown but never
 * flagged.
 */

export const liftMin = 1.5;
export const groupMin = 3;

const noShow = /^(no[- _]?show|dna|missed|did not attend)$/i;

/** Appointments and no-shows overall and per group of each dimension found in the export. */
export interface NoShowRates {
  total: number;
  missed: number;
  dims: { dim: string; groups: { value: string; n: number; missed: number }[] }[];
}

/** Reads the export. @returns per dimension the groups (value, appointments, no-shows), or a reason. */
export function noShowRates(text: string): NoShowRates | string {
  const table = readTable(text);
  if (!table) return "the export needs a header row and appointments";
  const status = columnOf(table, "status", "outcome", "attended", "showed");
  if (status < 0) return "the header needs a status column (attended or no-show)";
  const wanted: [string, number, (v: string) => string][] = [
    ["weekday", columnOf(table, "weekday", "day"), (v) => v],
    [
      "slot hour",
      columnOf(table, "slot", "time", "hour"),
      (v) => `${(/^(\d{1,2})/.exec(v)?.[1] ?? v).padStart(2, "0")}:00`,
    ],
    [
      "lead time",
      columnOf(table, "lead_days", "lead", "booked_days_ahead"),
      (v) => {
        const d = Number(v);
        return d <= 2 ? "0–2 days" : d <= 7 ? "3–7 days" : d <= 14 ? "8–14 days" : "15+ days";
      },
    ],
    ["visit type", columnOf(table, "visit_type", "type", "reason"), (v) => v],
  ];
  const dims = wanted.filter(([, i]) => i >= 0 && i !== status);
  if (!dims.length) return "the header needs at least one of weekday, slot, lead_days or visit_type";
  const rows = table.rows.filter((r) => (r[status] ?? "") !== "");
  // An "attended" column says yes for those who came; a "status" column names the no-shows.
  const inverted = /^(attended|showed)$/.test(table.header[status] as string);
  const isMissed = (r: string[]) =>
    inverted ? /^(no|n|false|0)$/i.test(r[status] ?? "") : noShow.test(r[status] ?? "");
  return {
    total: rows.length,
    missed: rows.filter(isMissed).length,
    dims: dims.map(([dim, i, bucket]) => {
      const groups = new Map<string, { value: string; n: number; missed: number }>();
      for (const r of rows) {
        const value = bucket(r[i] ?? "");
        const g = groups.get(value) ?? { value, n: 0, missed: 0 };
        g.n += 1;
        if (isMissed(r)) g.missed += 1;
        groups.set(value, g);
      }
      return { dim, groups: [...groups.values()].sort((a, b) => a.value.localeCompare(b.value)) };
    }),
  };
}

/** The no-show pattern processor. */
export const noShowProcessor: Processor = {
  expects:
    "a de-identified appointment export as CSV with a status column (attended / no-show) and some of weekday, slot, lead_days and visit_type",
  example: [
    "weekday,slot,lead_days,visit_type,status",
    "Mon,08:30,1,follow-up,attended",
    "Mon,08:50,21,new patient,no-show",
    "Mon,16:30,18,follow-up,no-show",
    "Tue,09:10,2,follow-up,attended",
    "Tue,16:40,25,new patient,no-show",
    "Wed,10:00,3,follow-up,attended",
    "Wed,16:20,16,follow-up,no-show",
    "Thu,11:30,5,new patient,attended",
    "Thu,08:40,1,follow-up,attended",
    "Fri,16:50,30,follow-up,attended",
    "Fri,09:30,4,new patient,attended",
    "Fri,10:30,2,follow-up,attended",
  ].join("\n"),
  check(input) {
    const r = noShowRates(input);
    return typeof r === "string" ? `The appointment export cannot be read: ${r}. Paste ${this.expects}.` : null;
  },
  async run(input) {
    const r = noShowRates(input) as NoShowRates;
    const overall = r.missed / Math.max(1, r.total);
    const flagged: string[] = [];
    const lines = [
      `${plural(r.total, "appointment")}, ${plural(r.missed, "no-show")}: ${percent(r.missed, r.total)} overall.`,
    ];
    for (const d of r.dims) {
      lines.push("", `By ${d.dim}:`);
      for (const g of d.groups) {
        const cluster = g.n >= groupMin && overall > 0 && g.missed / g.n >= liftMin * overall;
        if (cluster) flagged.push(`${d.dim} ${g.value}: ${percent(g.missed, g.n)} of ${g.n}`);
        lines.push(`• ${g.value}: ${g.missed} of ${g.n} (${percent(g.missed, g.n)})${cluster ? " ← cluster" : ""}`);
      }
    }
    lines.push(
      "",
      flagged.length
        ? `Clusters (at least ${liftMin}× the overall rate on ${groupMin}+ appointments): ${flagged.join("; ")}. Where lead time is among them, a reminder closer to the visit is the usual first change to try.`
        : `No group reaches ${liftMin}× the overall rate on ${groupMin}+ appointments.`,
    );
    return fitNote(lines.join("\n"));
  },
};
