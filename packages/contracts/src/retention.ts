/*
 * How long Agora keeps what it stores, by default: the server's settings start from these, and
 * the privacy policy states them, so the page cannot drift from the code. An operator may change
 * the day counts with EVENTS_RETENTION_DAYS, PAGE_VIEWS_RETENTION_DAYS and SESSION_TTL_DAYS.
 */

/**
 * Days stored realtime events (and finished webhook deliveries) are kept: a tab reconnecting with
 * `lastEventId` after longer than this misses the pruned ones (the web's polling fallback reloads;
 * decision 017).
 */
export const eventsRetentionDaysDefault = 30;

/** Days page views are kept: a quarter of history for the admin analytics. */
export const pageViewsRetentionDaysDefault = 90;

/** Days a session lasts without use (the `agora.sid` cookie). */
export const sessionTtlDaysDefault = 30;

/** Hours an idempotency key is remembered: docs/product/DESIGN.md asks for at least 24 h; we keep 48 h. */
export const idempotencyRetentionHours = 48;

/**
 * Seconds the `agora.wlsn` cookie lives after a browser's write when the server reads from a
 * replica (decision 081): it holds the primary's WAL position, and a replica read at all is at
 * most a minute behind, so past this any replica that is read has replayed the write.
 */
export const lastWriteCookieMaxAgeS = 60;
