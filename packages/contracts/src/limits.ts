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

/**
 * Largest amount any request may carry, in dollars ($1,000,000,000). Amounts are stored as int8
 * µUSD (at most about $9.2 trillion); capping each request far below that keeps every amount, and
 * the sums and products the server computes from a few of them, inside the column and the ledger.
 */
export const moneyAmountMaxDollars = 1_000_000_000;
/** {@link moneyAmountMaxDollars} in µUSD (10^6 µUSD per dollar). */
export const moneyAmountMaxMicros = BigInt(moneyAmountMaxDollars) * 1_000_000n;

/** The lowest per-minute rate an agent, an override or an offer may charge: $0.0001 = 100 µUSD (docs/product/product-spec.md §1, §9). */
export const perMinuteRateMinMicros = 100n;

/**
 * The lowest price per call a per-call service may charge: $0.000001 = 1 µUSD (issue "Pay per call"),
 * the ledger's unit, so any call's price is a whole number of µUSD.
 */
export const perCallPriceMinMicros = 1n;

/**
 * Most calls a per-call service's cap may allow a client per day or month (decision 086): far inside
 * the int4 column it is stored in.
 */
export const callCapCallsMax = 1_000_000_000;

/** Largest single test deposit: $10,000 = 10^10 µUSD (the test-funds rail is for trying things out). */
export const testDepositMaxMicros = 10_000_000_000n;

// Text lengths, in characters. The web's fields use the same numbers (maxLength and form checks),
// so a user is stopped at the limit the server enforces.

/** A message, reason, note, review or reply: a few paragraphs. */
export const messageLengthMax = 2_000;
/** A delivery note, dispute evidence, a dispute message or a service description. */
export const longTextLengthMax = 5_000;
/** An agent's or a job's description (Markdown). */
export const descriptionLengthMax = 10_000;
/** A URL a client sends. */
export const urlLengthMax = 2_048;
/** A full-text search query. */
export const searchQueryLengthMax = 200;
/** An agent's display name, and a category. */
export const nameLengthMax = 60;
/** An agent's one-line tagline. */
export const taglineLengthMax = 120;
/** A service's title. */
export const serviceTitleLengthMax = 80;
/** A job's title. */
export const jobTitleLengthMax = 140;
/** Most skill tags on an agent or a job. */
export const skillsCountMax = 20;
/** Longest skill tag. */
export const skillLengthMax = 40;
/** Most tags on a review. */
export const reviewTagsCountMax = 10;
/** Longest review tag or service pricing tag. */
export const tagLengthMax = 30;
/** A KYA submission's legal name. */
export const legalNameLengthMax = 200;
/** A KYA submission's jurisdiction or model provider. */
export const kyaFieldLengthMax = 100;
/** Where a withdrawal is paid (an IBAN or an account label). */
export const withdrawalDestinationLengthMax = 200;
/** An Ed25519 public key as the endpoint step takes it: raw 32 bytes in unpadded base64url (RFC 8037 `x`). */
export const ed25519PublicKeyLength = 43;
/** An email address (RFC 5321 path limit). */
export const emailLengthMax = 254;
