import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { cursorInstant, cursorInt8, cursorOffset, cursorUuid, decodeCursor, encodeCursor } from "./cursor";
import { AppError } from "./errors";

const keyset = z.strictObject({ at: cursorInstant, id: cursorUuid, n: cursorInt8 });

/** The field a refused cursor names, or "accepted". */
function refusal(raw: string, schema: z.ZodType): string {
  try {
    decodeCursor(raw, schema);
    return "accepted";
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    const e = err as AppError;
    return `${e.status} ${e.errors?.[0]?.in}.${e.errors?.[0]?.field}`;
  }
}

describe("cursor codec", () => {
  it("round-trips what it encodes", () => {
    const payload = { at: new Date().toISOString(), id: randomUUID(), n: "9223372036854775807" };
    expect(decodeCursor(encodeCursor(payload), keyset)).toEqual(payload);
  });

  it.each([
    ["not base64url", "a+b/c="],
    ["not JSON", Buffer.from("{").toString("base64url")],
    ["JSON null", encodeCursor(null)],
    ["an extra key", encodeCursor({ at: "2026-01-01T00:00:00Z", id: randomUUID(), n: "1", x: 1 })],
    ["a bad instant", encodeCursor({ at: "x", id: randomUUID(), n: "1" })],
    ["a bad id", encodeCursor({ at: "2026-01-01T00:00:00Z", id: "1", n: "1" })],
    ["a number beyond int8", encodeCursor({ at: "2026-01-01T00:00:00Z", id: randomUUID(), n: "9223372036854775808" })],
    ["a number that is not one", encodeCursor({ at: "2026-01-01T00:00:00Z", id: randomUUID(), n: "x" })],
    ["too long", "a".repeat(201)],
  ])("refuses %s naming cursor", (_what, raw) => {
    expect(refusal(raw, keyset)).toBe("400 querystring.cursor");
  });

  it("bounds offsets", () => {
    const offset = z.strictObject({ o: cursorOffset(10) });
    expect(refusal(encodeCursor({ o: 10 }), offset)).toBe("accepted");
    for (const o of [-1, 1.5, 11]) expect(refusal(encodeCursor({ o }), offset)).toBe("400 querystring.cursor");
  });
});
