import { AppError } from "./errors";

/** Micro-dollars per dollar: the internal unit is 1 µUSD = $0.000001 (DESIGN.md "Money"). */
export const microsPerDollar = 1_000_000n;

const decimalDollars = /^(0|[1-9]\d*)(?:\.(\d{1,6}))?$/;

/**
 * Parses a decimal-dollar string from the wire into micro-dollars.
 * @param value e.g. `"12.50"`, `"0.0001"`; at most 6 decimals, no sign, no exponent, no spaces.
 * @param field the request field, named in the error.
 * @returns the amount in µUSD as a bigint.
 * @throws AppError('validation_failed') naming `field` for anything else.
 */
export function parseMoney(value: string, field: string): bigint {
  const match = decimalDollars.exec(value);
  if (!match) {
    throw new AppError("validation_failed", `${field} must be a decimal dollar amount with at most 6 decimals`, [
      { in: "body", field, message: "must be a decimal dollar amount with at most 6 decimals, e.g. 12.50" },
    ]);
  }
  const whole = BigInt(match[1] as string);
  const fraction = BigInt((match[2] ?? "").padEnd(6, "0"));
  return whole * microsPerDollar + fraction;
}

/**
 * Formats micro-dollars as a decimal-dollar string: at least 2 decimals, trailing zeros beyond
 * those trimmed (`12500000n` → `"12.50"`, `100n` → `"0.0001"`).
 * @throws RangeError for negative amounts (no API field carries one).
 */
export function formatMoney(micros: bigint): string {
  if (micros < 0n) throw new RangeError("formatMoney: negative amount");
  const whole = micros / microsPerDollar;
  const fraction = (micros % microsPerDollar).toString().padStart(6, "0").replace(/0+$/, "").padEnd(2, "0");
  return `${whole}.${fraction}`;
}
