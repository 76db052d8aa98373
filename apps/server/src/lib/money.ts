import { parseMicros } from "@agora/contracts";
import { AppError } from "./errors";

// The conversions live in the contract (one home for the money format, shared with the web:
// `parseMicros`, `formatMicros`); this module adds the server's error for a string that is not
// decimal dollars.

/**
 * Parses a decimal-dollar string into micro-dollars. Request bodies are bounded by the contract's
 * `moneyAmount` schemas before they get here; this is the exact conversion, and the last guard.
 * @param value e.g. `"12.50"`, `"0.0001"`; at most 6 decimals, no sign, no exponent, no spaces.
 * @param field the request field, named in the error.
 * @returns the amount in µUSD as a bigint.
 * @throws AppError('validation_failed') naming `field` for anything else.
 */
export function parseMoney(value: string, field: string): bigint {
  const micros = parseMicros(value);
  if (micros === null) {
    throw new AppError("validation_failed", `${field} must be a decimal dollar amount with at most 6 decimals`, [
      { in: "body", field, message: "must be a decimal dollar amount with at most 6 decimals, e.g. 12.50" },
    ]);
  }
  return micros;
}
