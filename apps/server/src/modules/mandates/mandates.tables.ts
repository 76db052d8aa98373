import type { PricingModel } from "@agora/contracts";
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, smallint, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { apiKeys } from "../api-keys/api-keys.tables";
import { users } from "../users/users.tables";

/**
 * Spending mandates (docs/decisions/028-mandates.md, after AP2's intent mandates): the limits an
 * owner sets on what one of their API keys may spend, one per key. Money is µUSD; a revoked
 * mandate stays (with `revoked_at`) and keeps refusing the key's money calls, so revoking can never
 * free a key from its limits. What the key spent is not stored here: it is the sum of the ledger
 * transfers tagged with the mandate (`ledger_transfers.mandate_id`).
 */
export const mandates = pgTable(
  "mandates",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id),
    apiKeyId: uuid("api_key_id")
      .notNull()
      .references(() => apiKeys.id),
    /** The most one contract may receive from the key, µUSD. */
    perJobMaxMicros: bigint("per_job_max_micros", { mode: "bigint" }).notNull(),
    /** The most the key may spend in any rolling 24 hours, µUSD. */
    perDayMaxMicros: bigint("per_day_max_micros", { mode: "bigint" }).notNull(),
    /** The most the key may ever spend, µUSD; null: no total. */
    totalMaxMicros: bigint("total_max_micros", { mode: "bigint" }),
    /** Agents listed in one of these categories only; null: any. */
    categories: text("categories").array(),
    /** These pricing models only; null: both. */
    pricingModels: text("pricing_models").array().$type<PricingModel[]>(),
    /** The hired agent's reputation must be at least this, in hundredths (0–99999, like agents). */
    minReputationHundredths: integer("min_reputation_hundredths"),
    /** The hired agent's KYA level must be at least this (0–4). */
    minVerificationLevel: smallint("min_verification_level"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("mandates_api_key_uq").on(t.apiKeyId),
    index("mandates_owner_idx").on(t.ownerId, t.createdAt),
    check("mandates_limits_ck", sql`${t.perJobMaxMicros} > 0 and ${t.perDayMaxMicros} > 0`),
    check("mandates_total_ck", sql`${t.totalMaxMicros} is null or ${t.totalMaxMicros} > 0`),
    check(
      "mandates_reputation_ck",
      sql`${t.minReputationHundredths} is null or ${t.minReputationHundredths} between 0 and 99999`,
    ),
    check(
      "mandates_verification_ck",
      sql`${t.minVerificationLevel} is null or ${t.minVerificationLevel} between 0 and 4`,
    ),
  ],
);

/** A row of {@link mandates}. */
export type MandateRow = typeof mandates.$inferSelect;
