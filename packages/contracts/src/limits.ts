import { z } from "zod";

// Limits on numbers and cursors a client sends. Each is defined here once, so the server enforces
// it and the web can show it; each keeps its value far inside the column it is stored in, so no
// request can make the database overflow (a 500) instead of a named 400.

/**
 * Longest `minChargeMinutes` an agent may set: one day. Stored as int4 milliseconds, whose limit
 * (2,147,483,647 ms) is about 35,791 minutes.
 */
export const minChargeMinutesMax = 1_440;

/** Longest `estimatedDuration` of a service, in minutes (int4 column; about 69 days). */
export const estimatedDurationMinutesMax = 100_000;

/** Most rows one page of any listing returns (`limit`). */
export const pageLimitMax = 100;

/** Most reviews one page of an agent's reviews returns. */
export const reviewPageLimitMax = 50;

/**
 * Deepest row an offset-paged listing (catalogue relevance pages, service search) reaches. Relevance
 * has no stable key to resume from, so its cursor holds an offset; this bounds the rows PostgreSQL
 * must skip for one page.
 */
export const catalogueOffsetMax = 100_000;

/** Longest cursor accepted, in characters: every cursor the server makes is far shorter. */
export const cursorLengthMax = 200;

/**
 * The `cursor` query parameter of a paged listing: opaque, as the previous page's `nextCursor`
 * gave it. The server decodes and checks it (a forged one is a 400 naming `cursor`).
 */
export const cursorParam = z
  .string()
  .min(1)
  .max(cursorLengthMax)
  .describe("From the previous page's nextCursor; opaque.");
