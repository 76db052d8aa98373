import { longTextLengthMax, messageLengthMax } from "@agora/contracts";

/**
 * A demo service's work: a pure, deterministic function from the client's input (the hire's
 * `message`, at most {@link messageLengthMax} characters) to the delivery note (at most
 * {@link longTextLengthMax} characters). No network, no clock, no randomness: the same input always
 * gives the same note. The one exception is the language-model processor (./llm.ts), made per
 * service at run time and hireable only while a model is configured (decision 072).
 */
export interface Processor {
  /** What the client must paste into the hire message, one sentence (shown in rejections). */
  readonly expects: string;
  /**
   * A fitting hire message: input this processor accepts and does real work on (at most
   * {@link inputMax} characters). The web shows it as "Example input" and the liquidity benchmark
   * hires every listed service with it, so it must pass {@link check}.
   */
  readonly example: string;
  /**
   * Whether the input can be processed.
   * @returns null when it can, else the reason in one sentence, addressed to the client.
   */
  check(input: string): string | null;
  /**
   * The result as a delivery note (plain text), already within {@link longTextLengthMax}.
   * Only called with input that {@link check} accepted.
   */
  run(input: string): Promise<string>;
}

/** Longest input a processor reads: the hire message's own limit, characters. */
export const inputMax = messageLengthMax;

/** Longest delivery note, characters (`deliver {note}`). */
export const noteMax = longTextLengthMax;

/**
 * Fits a note into {@link noteMax}: whole lines are kept while they fit, then one line says how
 * many were left out, so a truncated result says so instead of ending mid-sentence.
 */
export function fitNote(text: string, max = noteMax): string {
  const trimmed = text.trimEnd();
  if (trimmed.length <= max) return trimmed;
  const lines = trimmed.split("\n");
  const kept: string[] = [];
  let size = 0;
  const reserve = 80;
  for (const line of lines) {
    if (size + line.length + 1 > max - reserve) break;
    kept.push(line);
    size += line.length + 1;
  }
  const left = lines.length - kept.length;
  return `${kept.join("\n")}\n… truncated: ${left} more line${left === 1 ? "" : "s"} did not fit the ${max}-character delivery note.`;
}

/** Splits input made of two parts separated by a line holding only `---`; null when it is not. */
export function twoParts(input: string): [string, string] | null {
  const parts = input.split(/^\s*---\s*$/m);
  if (parts.length !== 2) return null;
  const [a, b] = parts as [string, string];
  return a.trim() && b.trim() ? [a.trim(), b.trim()] : null;
}

/** "1 row", "2 rows". */
export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}
