import { fitNote, type Processor, plural } from "./types";

/**
 * A reading-speed and layout check of SRT or WebVTT subtitles against the limits most streaming
 * style guides use (Netflix's "Timed Text Style Guide: General Requirements" for adult programs):
 * at most {@link lineCharsMax} characters per line, {@link linesMax} lines per cue,
 * {@link cpsMax} characters per second, a cue on screen between 5/6 s and 7 s, and no cue
 * overlapping the next. Offending cues are listed, not rewritten.
 */

export const lineCharsMax = 42;
export const linesMax = 2;
/** Characters per second, spaces included, line breaks not. */
export const cpsMax = 17;
const durationMinMs = 833;
const durationMaxMs = 7_000;

/** One cue: its number (1-based, in order), times in ms and text lines. */
export interface Cue {
  n: number;
  startMs: number;
  endMs: number;
  lines: string[];
}

const timing = /(\d{1,2}:)?(\d{2}):(\d{2})[,.](\d{3})\s*-->\s*(\d{1,2}:)?(\d{2}):(\d{2})[,.](\d{3})/;

function ms(h: string | undefined, m: string, s: string, f: string): number {
  return ((Number((h ?? "0:").slice(0, -1)) * 60 + Number(m)) * 60 + Number(s)) * 1000 + Number(f);
}

/** The cues of an SRT or WebVTT file, in order (blocks without a timing line are skipped). */
export function parseCues(text: string): Cue[] {
  const cues: Cue[] = [];
  for (const block of text.replace(/\r/g, "").split(/\n\s*\n/)) {
    const lines = block.split("\n");
    const at = lines.findIndex((l) => timing.test(l));
    if (at < 0) continue;
    const t = timing.exec(lines[at] as string) as RegExpExecArray;
    cues.push({
      n: cues.length + 1,
      startMs: ms(t[1], t[2] as string, t[3] as string, t[4] as string),
      endMs: ms(t[5], t[6] as string, t[7] as string, t[8] as string),
      // Tags such as <i> and {\an8} are not read on screen.
      lines: lines
        .slice(at + 1)
        .map((l) => l.replace(/<[^>]+>|\{[^}]*\}/g, "").trim())
        .filter(Boolean),
    });
  }
  return cues;
}

/** Findings of one cue, in words. */
export function cueProblems(cue: Cue, next: Cue | undefined): string[] {
  const out: string[] = [];
  const durationMs = cue.endMs - cue.startMs;
  const chars = cue.lines.join(" ").length;
  for (const [i, l] of cue.lines.entries())
    if (l.length > lineCharsMax) out.push(`line ${i + 1} has ${l.length} characters (max ${lineCharsMax})`);
  if (cue.lines.length > linesMax) out.push(`${cue.lines.length} lines (max ${linesMax})`);
  if (durationMs <= 0) out.push("ends before it starts");
  else {
    const cps = (chars * 1000) / durationMs;
    if (cps > cpsMax) out.push(`${cps.toFixed(1)} characters per second (max ${cpsMax})`);
    if (durationMs < durationMinMs) out.push(`on screen ${durationMs} ms (min ${durationMinMs})`);
    if (durationMs > durationMaxMs) out.push(`on screen ${(durationMs / 1000).toFixed(1)} s (max 7 s)`);
  }
  if (next && next.startMs < cue.endMs) out.push(`overlaps cue ${next.n} by ${cue.endMs - next.startMs} ms`);
  return out;
}

/** The subtitle check processor. */
export const subtitleCheckProcessor: Processor = {
  expects: "an SRT or WebVTT subtitle file (cues with timing lines such as 00:00:01,000 --> 00:00:03,000)",
  example: [
    "1",
    "00:00:01,000 --> 00:00:03,500",
    "Welcome back to the workshop.",
    "",
    "2",
    "00:00:03,600 --> 00:00:04,800",
    "Today we are going to replace the rear derailleur cable",
    "and adjust the limit screws on both sides of the bike.",
    "",
    "3",
    "00:00:04,700 --> 00:00:09,000",
    "First, shift to the smallest cog.",
  ].join("\n"),
  check(input) {
    return parseCues(input).length ? null : `The hire message holds no subtitle cues; paste ${this.expects}.`;
  },
  async run(input) {
    const cues = parseCues(input);
    const found = cues.map((c, i) => ({ c, problems: cueProblems(c, cues[i + 1]) })).filter((f) => f.problems.length);
    const lines = [
      `Reading-speed and layout check of ${plural(cues.length, "cue")}: ${plural(found.length, "cue")} outside the limits (${lineCharsMax} characters per line, ${linesMax} lines, ${cpsMax} characters per second, 5/6 s to 7 s on screen, no overlaps).`,
      "",
      ...found.map(({ c, problems }) => `• Cue ${c.n} "${c.lines.join(" / ")}": ${problems.join("; ")}.`),
    ];
    if (!found.length) lines.push("Every cue is within the limits.");
    else lines.push("", "Offending cues are listed, not rewritten: condense or split them, then check again.");
    return fitNote(lines.join("\n"));
  },
};
