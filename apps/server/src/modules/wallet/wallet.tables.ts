import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../users/users.tables";

/**
 * Money entering through a payment rail. The only rail built in is `test` ("test funds": shown as
 * test money, on by default in development and on the embedded database). Each deposit's ledger
 * transfer references `deposit:<id>`.
 */
export const deposits = pgTable(
  "deposits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    rail: text("rail", { enum: ["test"] }).notNull(),
    amountMicros: bigint("amount_micros", { mode: "bigint" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("deposits_user_idx").on(t.userId, t.createdAt),
    check("deposits_amount_ck", sql`${t.amountMicros} > 0`),
  ],
);

/** Credits an admin granted, with the reason; the transfer references `credit:<id>`. */
export const adminCredits = pgTable(
  "admin_credits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    adminId: uuid("admin_id")
      .notNull()
      .references(() => users.id),
    amountMicros: bigint("amount_micros", { mode: "bigint" }).notNull(),
    reason: text("reason").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("admin_credits_amount_ck", sql`${t.amountMicros} > 0`)],
);

/**
 * Requests to take money out. The amount leaves `available` when requested (so it cannot be spent
 * twice); an admin or a rail marks it paid, or rejects it, which returns the money.
 */
export const withdrawals = pgTable(
  "withdrawals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    amountMicros: bigint("amount_micros", { mode: "bigint" }).notNull(),
    status: text("status", { enum: ["requested", "paid", "rejected"] })
      .notNull()
      .default("requested"),
    destination: text("destination").notNull(),
    decidedBy: uuid("decided_by").references(() => users.id),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** Why an admin rejected it, shown to the user; null unless rejected. */
    rejectReason: text("reject_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("withdrawals_user_idx").on(t.userId, t.createdAt),
    index("withdrawals_requested_idx").on(t.createdAt).where(sql`${t.status} = 'requested'`),
    // The admin desk's listings by status, in (created_at, id) order either way.
    index("withdrawals_status_idx").on(t.status, t.createdAt, t.id),
    check("withdrawals_amount_ck", sql`${t.amountMicros} > 0`),
  ],
);
