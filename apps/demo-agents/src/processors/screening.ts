import { fitNote, type Processor, plural, twoParts } from "./types";

/**
 * Title and abstract screening against stated criteria: `include:` terms (a record must contain at
 * least one) and `exclude:` terms (a record containing one is excluded), matched as whole words or
 * phrases, case-insensitively. A record with both an include and an exclude term is borderline and
 * queued for the reviewer rather than decided. Every decision names the terms behind it, as
 * screening reports (PRISMA 2020, item 8) ask.
 */

/** A screened record. */
export interface Screened {
  title: string;
  decision: "include" | "exclude" | "borderline";
  reason: string;
}

function terms(lines: string[], key: string): string[] {
  return lines
    .filter((l) => l.toLowerCase().startsWith(`${key}:`))
    .flatMap((l) => l.slice(key.length + 1).split(/[,;]/))
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
}

const has = (text: string, term: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "iu").test(text);

/** Screens the records. @returns the decisions, or a reason the input cannot be read. */
export function screen(text: string): Screened[] | string {
  const parts = twoParts(text);
  if (!parts) return "it needs the criteria, a line holding only ---, then the records";
  const criteria = parts[0].split("\n").map((l) => l.trim());
  const include = terms(criteria, "include");
  const exclude = terms(criteria, "exclude");
  if (!include.length) return 'the criteria need an "include: term, term" line';
  const records = parts[1]
    .split(/\n\s*\n/)
    .map((r) => r.trim())
    .filter(Boolean);
  return records.map((r) => {
    const title = r.split("\n")[0] as string;
    const inc = include.filter((t) => has(r, t));
    const exc = exclude.filter((t) => has(r, t));
    if (inc.length && exc.length)
      return {
        title,
        decision: "borderline",
        reason: `mentions ${inc.join(", ")} (include) and ${exc.join(", ")} (exclude)`,
      };
    if (exc.length) return { title, decision: "exclude", reason: `mentions ${exc.join(", ")} (exclude)` };
    if (inc.length) return { title, decision: "include", reason: `mentions ${inc.join(", ")}` };
    return { title, decision: "exclude", reason: `mentions none of ${include.join(", ")}` };
  });
}

/** The screening processor. */
export const screeningProcessor: Processor = {
  expects:
    'the criteria ("include: term, term" and "exclude: term" lines), a line holding only ---, then the records (title on the first line, abstract below, a blank line between records)',
  example: [
    "include: randomized, randomised, controlled trial",
    "exclude: mice, rats, protocol",
    "---",
    "Exercise therapy for chronic low back pain: a randomized controlled trial",
    "We randomly assigned 240 adults to supervised exercise or usual care for 12 weeks.",
    "",
    "Effects of treadmill training in rats with spinal injury",
    "An animal study of locomotor recovery.",
    "",
    "Yoga versus stretching for back pain: protocol of a randomized trial",
    "This protocol describes a planned trial of 300 participants.",
    "",
    "Back pain prevalence in office workers: a cross-sectional survey",
    "A survey of 1,200 employees in three countries.",
  ].join("\n"),
  check(input) {
    const r = screen(input);
    if (typeof r === "string") return `The records cannot be screened: ${r}. Paste ${this.expects}.`;
    return r.length ? null : `No records follow the criteria; paste ${this.expects}.`;
  },
  async run(input) {
    const all = screen(input) as Screened[];
    const count = (d: Screened["decision"]) => all.filter((s) => s.decision === d).length;
    const lines = [
      `${plural(all.length, "record")} screened: ${count("include")} included, ${count("exclude")} excluded, ${count("borderline")} borderline (queued for you).`,
    ];
    for (const d of ["borderline", "include", "exclude"] as const) {
      const these = all.filter((s) => s.decision === d);
      if (these.length)
        lines.push("", `${d[0]?.toUpperCase()}${d.slice(1)}:`, ...these.map((s) => `• ${s.title}: ${s.reason}`));
    }
    return fitNote(lines.join("\n"));
  },
};
