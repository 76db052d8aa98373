// Vote weights as the API sends them: decimal strings with exactly 6 decimals ("20.000000", see
// `formatVoteWeight` in the contract). Read as integers in millionths, so shares and sums are exact.

const millionths = 1_000_000n;
const grouped = new Intl.NumberFormat("en-US");

/** A wire weight in millionths: "20.000000" → 20_000_000n; anything else → 0n. */
export function weightMicros(weight: string): bigint {
  const match = /^(\d+)\.(\d{6})$/.exec(weight);
  if (!match) return 0n;
  return BigInt(match[1] ?? "0") * millionths + BigInt(match[2] ?? "0");
}

/**
 * A weight for reading, with two decimals rounded down and thousands grouped: "20.000000" →
 * "20.00", "1234.567891" → "1,234.56". The exact value goes in a title.
 */
export function formatWeight(weight: string): string {
  const micros = weightMicros(weight);
  const whole = micros / millionths;
  const cents = ((micros % millionths) / 10_000n).toString().padStart(2, "0");
  return `${grouped.format(whole)}.${cents}`;
}

/** `part` of `total` in tenths of a percent, rounded down: ("1.000000", "3.000000") → 333. */
export function shareTenths(part: string, total: string): number {
  const t = weightMicros(total);
  if (t === 0n) return 0;
  return Number((weightMicros(part) * 1000n) / t);
}

/** A share in tenths of a percent as text: 333 → "33.3 %", 1000 → "100 %". */
export function formatShare(tenths: number): string {
  const whole = Math.floor(tenths / 10);
  const tenth = tenths % 10;
  return `${whole}${tenth === 0 ? "" : `.${tenth}`} %`;
}
