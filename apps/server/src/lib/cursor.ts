import { cursorLengthMax } from "@agora/contracts";
import { z } from "zod";
import { AppError } from "./errors";

// The one cursor codec of every paged listing: a cursor is base64url JSON, opaque to clients, and
// decoding checks it against the listing's own zod schema, so a forged cursor is a 400 naming
// `cursor` instead of a value that reaches SQL (a bad timestamp, a fractional offset, a number
// beyond int8 would each be a 500).

const base64url = /^[A-Za-z0-9_-]+$/;

/** A row id in a cursor: a UUID (the column type of every keyset id but the ledger's). */
export const cursorUuid = z.uuid();

/** An instant in a cursor, ISO 8601 as `Date.toISOString()` writes it. */
export const cursorInstant = z.iso.datetime();

/** An offset in a cursor: a whole number of rows, 0 to `max`. */
export function cursorOffset(max: number) {
  return z.number().int().min(0).max(max);
}

/** Largest int8 value: the bound of a bigint column a keyset cursor resumes from. */
const int8Max = 9_223_372_036_854_775_807n;

const wholeNumber = /^(0|[1-9]\d{0,18})$/;

/** A bigint column's value in a cursor: decimal digits, 0 to int8's maximum (JSON has no bigint). */
export const cursorInt8 = z
  .string()
  // One refinement, not regex + refine: zod runs a refine even after the regex failed, and BigInt
  // of a non-number throws.
  .refine((v) => wholeNumber.test(v) && BigInt(v) <= int8Max, "must be a whole number that fits in int8");

/**
 * Encodes a listing's resume point as an opaque cursor.
 * @param payload a JSON-serialisable value the listing's schema accepts (bigints as strings).
 * @returns base64url of its JSON, at most {@link cursorLengthMax} characters for every payload
 *   the listings make.
 */
export function encodeCursor(payload: unknown): string {
  return Buffer.from(JSON.stringify(payload)).toString("base64url");
}

/**
 * Decodes and checks a cursor made by {@link encodeCursor}.
 * @param raw the `cursor` query parameter.
 * @param schema the listing's cursor payload schema (strict, with every value bounded).
 * @returns the payload, parsed by `schema`.
 * @throws AppError('validation_failed') naming `cursor` (in the query string) for anything that
 *   is not base64url JSON matching `schema`.
 */
export function decodeCursor<S extends z.ZodType>(raw: string, schema: S): z.output<S> {
  if (raw.length <= cursorLengthMax && base64url.test(raw)) {
    let json: unknown;
    try {
      json = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
    } catch {
      json = undefined;
    }
    const parsed = schema.safeParse(json);
    if (parsed.success) return parsed.data;
  }
  throw new AppError("validation_failed", "cursor is not valid", [
    { in: "querystring", field: "cursor", message: "is not a cursor from this listing" },
  ]);
}
