import { percent } from "./table";
import { fitNote, type Processor, plural, twoParts } from "./types";

/**
 * Coding open-ended survey answers against an existing codebook: each code lists its keywords
 * (a keyword ending in `*` matches any word it starts, so `expens*` finds "expensive"), a response
 * gets every code one of whose keywords it contains as a whole word, case-insensitively, and
 * responses no code fits are collected for review instead of being forced into one. Counts, shares
 * and up to two quotes per code follow. Keyword coding is transparent and repeatable, and misses
 * what the keywords do not name: the uncoded list shows what to add to the codebook.
 */

/** One code: its name and keyword patterns. */
interface Code {
  name: string;
  patterns: RegExp[];
}

/** Reads "Code name: keyword, keyword*" lines. */
function readCodebook(text: string): Code[] {
  return text
    .split("\n")
    .map((l) => /^\s*(?:[-*•]\s*)?([^:]{1,80}):\s*(.+)$/.exec(l))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({
      name: (m[1] as string).trim(),
      patterns: (m[2] as string)
        .split(/[,;]/)
        .map((k) => k.trim().toLowerCase())
        .filter(Boolean)
        .map((k) => {
          const stem = k.replace(/\*$/, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
          return new RegExp(
            `(?<![\\p{L}\\p{N}])${stem}${k.endsWith("*") ? "[\\p{L}\\p{N}]*" : ""}(?![\\p{L}\\p{N}])`,
            "iu",
          );
        }),
    }))
    .filter((c) => c.patterns.length);
}

/** Codes every response. @returns the coding, or a reason the input cannot be read. */
export function codeResponses(text: string): { codes: Code[]; responses: string[]; coded: string[][] } | string {
  const parts = twoParts(text);
  if (!parts) return "it needs the codebook, a line holding only ---, then the responses";
  const codes = readCodebook(parts[0]);
  if (!codes.length) return 'the codebook has no "Code: keyword, keyword" line';
  const responses = parts[1]
    .split("\n")
    .map((r) => r.trim())
    .filter(Boolean);
  return {
    codes,
    responses,
    coded: responses.map((r) => codes.filter((c) => c.patterns.some((p) => p.test(r))).map((c) => c.name)),
  };
}

/** The survey coding processor. */
export const surveyCodeProcessor: Processor = {
  expects:
    'your codebook ("Code: keyword, keyword*" per line), a line holding only ---, then the responses one per line',
  example: [
    "Price: price, expens*, cheap*, cost*",
    "Support: support, help*, answer*",
    "Ease of use: easy, simple, intuitive, confus*",
    "---",
    "Too expensive for what it does.",
    "Support answered within minutes, very helpful.",
    "Simple to set up and the price is fair.",
    "I wish it had a dark mode.",
    "The settings page is confusing.",
  ].join("\n"),
  check(input) {
    const r = codeResponses(input);
    if (typeof r === "string") return `The responses cannot be coded: ${r}. Paste ${this.expects}.`;
    return r.responses.length ? null : `No responses follow the codebook; paste ${this.expects}.`;
  },
  async run(input) {
    const { codes, responses, coded } = codeResponses(input) as Exclude<ReturnType<typeof codeResponses>, string>;
    const uncoded = responses.filter((_, i) => !coded[i]?.length);
    const lines = [
      `${plural(responses.length, "response")} coded against ${plural(codes.length, "code")}: ${responses.length - uncoded.length} fit at least one code, ${uncoded.length} fit none.`,
      "",
      "Code | responses | share | quotes",
    ];
    for (const c of codes) {
      const hits = responses.filter((_, i) => coded[i]?.includes(c.name));
      lines.push(
        `${c.name} | ${hits.length} | ${percent(hits.length, responses.length)} | ${
          hits
            .slice(0, 2)
            .map((q) => `"${q}"`)
            .join(" ") || "—"
        }`,
      );
    }
    lines.push(
      "",
      "Each response and its codes:",
      ...responses.map((r, i) => `• "${r}" → ${coded[i]?.join(", ") || "no code"}`),
    );
    if (uncoded.length)
      lines.push(
        "",
        "Fit no code, for your review (new codes or keywords may be needed):",
        ...uncoded.map((r) => `• "${r}"`),
      );
    return fitNote(lines.join("\n"));
  },
};
