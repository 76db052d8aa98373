import { formatMicros, parseMicros } from "./money-units";

// Money on screen. Every style formats the exact decimal string with Intl.NumberFormat, which
// reads a string as an exact decimal (ECMA-402 NumberFormat v3), so no amount passes through a
// float and "0.1" + "0.2" style drift cannot show up (docs/product/DESIGN.md "Money").

/**
 * How an amount is shown:
 * - `amount`: exact, at least cents, for balances, statements and forms ("25" → "$25.00",
 *   "0.000001" → "$0.000001", "1200.5" → "$1,200.50");
 * - `price`: exact, cents only when there is a fraction, for prices and rates ("0.0001" →
 *   "$0.0001", "12.5" → "$12.50", "1200" → "$1,200");
 * - `compact`: a headline figure ("$0", "$12.50", "$999", "<$0.01", "$1.2K", "$247K", "$3.4M");
 * - `meter`: all six decimals, for the ticking stream meter ("$0.012345", "$1,234.500000").
 */
export type UsdStyle = "amount" | "price" | "compact" | "meter";

const usd = { style: "currency", currency: "USD" } as const;
const formats = {
  amount: new Intl.NumberFormat("en-US", { ...usd, minimumFractionDigits: 2, maximumFractionDigits: 6 }),
  price: new Intl.NumberFormat("en-US", {
    ...usd,
    minimumFractionDigits: 2,
    maximumFractionDigits: 6,
    trailingZeroDisplay: "stripIfInteger",
  }),
  cents: new Intl.NumberFormat("en-US", {
    ...usd,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    trailingZeroDisplay: "stripIfInteger",
  }),
  // One decimal below 10 units, none from 10 up ("$1.2K", "$89K"), rounding half up; 999.6K is "$1M".
  compact: new Intl.NumberFormat("en-US", { ...usd, notation: "compact", useGrouping: "always" }),
  meter: new Intl.NumberFormat("en-US", { ...usd, minimumFractionDigits: 6, maximumFractionDigits: 6 }),
};

/** Half a cent, µUSD: a non-zero amount below it rounds to $0.00, so compact shows "<$0.01". */
const halfCentMicros = 5_000n;
/** $999.995 in µUSD: from here cents would round to $1,000.00, so compact switches to "$1K". */
const compactFromMicros = 999_995_000n;

/**
 * Formats an amount for display in US dollars, exactly.
 * @param value a decimal-dollar string as the API sends it ("12.50"), or µUSD as a bigint (a
 *   negative bigint is shown with a minus sign "−", for the meter's differences).
 * @param style see {@link UsdStyle}; `amount` when absent.
 * @returns the text, or null when a string is not decimal dollars (callers show it as sent, or a
 *   placeholder).
 */
export function formatUsd(value: bigint, style?: UsdStyle): string;
export function formatUsd(value: string, style?: UsdStyle): string | null;
export function formatUsd(value: string | bigint, style: UsdStyle = "amount"): string | null {
  const micros = typeof value === "bigint" ? value : parseMicros(value.trim());
  if (micros === null) return null;
  if (micros < 0n) return `\u2212${formatUsd(-micros, style)}`;
  const decimal = formatMicros(micros) as `${number}`;
  if (style !== "compact") return formats[style].format(decimal);
  if (micros > 0n && micros < halfCentMicros) return "<$0.01";
  return (micros < compactFromMicros ? formats.cents : formats.compact).format(decimal);
}
