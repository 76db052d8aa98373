// The µUSD arithmetic, without zod: the web's landing page formats prices with it and must not load
// zod's schemas to do so (decision 076). `./money` re-exports it beside the wire schemas.

/** Micro-dollars per dollar: the server's unit is 1 µUSD = $0.000001 (docs/product/DESIGN.md "Money"). */
export const microsPerDollar = 1_000_000n;

/**
 * Decimal dollars as the wire carries them: no sign, no exponent, no spaces, at most 6 decimals.
 * The one definition of the format: forms and URL parameters test against it too.
 */
export const decimalDollarsPattern = /^(0|[1-9]\d*)(?:\.(\d{1,6}))?$/;

/**
 * Converts a decimal-dollar string to µUSD exactly (no float in between).
 * @param value e.g. `"12.50"`, `"0.0001"`.
 * @returns the amount in µUSD, or `null` when `value` is not a decimal-dollar string.
 */
export function parseMicros(value: string): bigint | null {
  const match = decimalDollarsPattern.exec(value);
  if (!match) return null;
  return BigInt(match[1] as string) * microsPerDollar + BigInt((match[2] ?? "").padEnd(6, "0"));
}

/**
 * Formats µUSD as a decimal-dollar string: at least 2 decimals, trailing zeros beyond those
 * trimmed (`12500000n` → `"12.50"`, `100n` → `"0.0001"`).
 * @throws RangeError for a negative amount (no wire field carries one).
 */
export function formatMicros(micros: bigint): string {
  if (micros < 0n) throw new RangeError("formatMicros: negative amount");
  const whole = micros / microsPerDollar;
  const fraction = (micros % microsPerDollar).toString().padStart(6, "0").replace(/0+$/, "").padEnd(2, "0");
  return `${whole}.${fraction}`;
}
