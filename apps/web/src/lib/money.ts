/**
 * Display formatting of money as the API sends it: decimal-dollar strings with at most 6 decimals
 * ("247000.50", "0.0001"). Amounts are parsed into integer micro-dollars (bigint), never into a
 * float, so "0.1" + "0.2" style drift cannot show up on screen (docs/product/DESIGN.md "Money").
 */

const microsPerDollar = 1_000_000n;
const decimalDollars = /^(0|[1-9]\d*)(?:\.(\d{1,6}))?$/;

/** Compact units, smallest first: "$1.2K", "$247K", "$3.4M". */
const compactUnits = [
  { dollars: 1_000n, suffix: "K" },
  { dollars: 1_000_000n, suffix: "M" },
  { dollars: 1_000_000_000n, suffix: "B" },
  { dollars: 1_000_000_000_000n, suffix: "T" },
] as const;

const groupedInteger = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/**
 * `value` ("12.50") as integer micro-dollars (12_500_000n).
 * @returns null for anything that is not a non-negative decimal with at most 6 decimals.
 */
export function parseDollars(value: string): bigint | null {
  const match = decimalDollars.exec(value.trim());
  if (!match) return null;
  const [, whole = "0", fraction = ""] = match;
  return BigInt(whole) * microsPerDollar + BigInt(fraction.padEnd(6, "0"));
}

/** `numerator / denominator` rounded half up; both non-negative. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** An integer with thousands separators; bigint keeps any size exact. */
function groupDigits(value: bigint): string {
  return groupedInteger.format(value);
}

/**
 * A dollar amount for a headline figure: "$0", "$12.50", "$999", "$1.2K", "$247K", "$3.4M".
 * Under $1,000 it shows cents when there are any (a non-zero amount under half a cent is
 * "<$0.01"); above, one decimal below 10 units and none from 10 up, like `Intl`'s compact style.
 * @returns null when `value` is not a decimal-dollar string.
 */
export function formatCompactUsd(value: string): string | null {
  const micros = parseDollars(value);
  if (micros === null) return null;

  const cents = divideRounded(micros, 10_000n);
  if (cents < 100_000n) {
    if (cents === 0n && micros > 0n) return "<$0.01";
    const dollars = cents / 100n;
    const rest = cents % 100n;
    return rest === 0n ? `$${groupDigits(dollars)}` : `$${groupDigits(dollars)}.${rest.toString().padStart(2, "0")}`;
  }

  for (const [index, unit] of compactUnits.entries()) {
    const isLargest = index === compactUnits.length - 1;
    const unitMicros = unit.dollars * microsPerDollar;
    const tenths = divideRounded(micros * 10n, unitMicros);
    if (tenths < 100n) {
      // Below 10 units: one decimal, dropped when it is zero ("$1.2K", "$2K").
      const decimal = tenths % 10n;
      return `$${tenths / 10n}${decimal === 0n ? "" : `.${decimal}`}${unit.suffix}`;
    }
    const whole = divideRounded(micros, unitMicros);
    // 999.6K rounds to 1000K: say $1M instead.
    if (whole < 1000n || isLargest) return `$${groupDigits(whole)}${unit.suffix}`;
  }
  return null;
}

/**
 * A price or rate exactly as sent, with a dollar sign and grouping: "0.0001" → "$0.0001",
 * "12.5" → "$12.50", "1200" → "$1,200". Never rounds, so a per-minute rate keeps its precision.
 * @returns null when `value` is not a decimal-dollar string.
 */
export function formatUsd(value: string): string | null {
  const micros = parseDollars(value);
  if (micros === null) return null;
  const whole = micros / microsPerDollar;
  const fraction = (micros % microsPerDollar).toString().padStart(6, "0").replace(/0+$/, "");
  if (fraction === "") return `$${groupDigits(whole)}`;
  return `$${groupDigits(whole)}.${fraction.padEnd(2, "0")}`;
}

/**
 * An amount for a balance, a statement or a form: exact, with at least cents ("25" → "$25.00",
 * "0.000001" → "$0.000001", "1200.5" → "$1,200.50"). Falls back to the raw text for anything
 * that is not a decimal-dollar string, so a surprising answer still shows something.
 */
export function formatAmount(value: string): string {
  const text = formatUsd(value);
  if (text === null) return value;
  return text.includes(".") ? text : `${text}.00`;
}

/** Integer µUSD as a decimal-dollar string: 10_000_000_000n → "10000". */
export function microsToDollars(micros: bigint): string {
  const whole = micros / microsPerDollar;
  const fraction = (micros % microsPerDollar).toString().padStart(6, "0").replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** What people type into an amount field, as the API's decimal string: "$1,250.50 " → "1250.50". */
export function normalizeAmount(text: string): string {
  return text
    .trim()
    .replace(/^\$\s*/, "")
    .replaceAll(",", "");
}
