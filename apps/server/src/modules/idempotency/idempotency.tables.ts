import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../users/users.tables";

/**
 * `Idempotency-Key`s of money-moving requests (docs/product/DESIGN.md "Money"): the first request's
 * fingerprint and response, claimed in the same transaction as the work it guards.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** SHA-256 (hex) of method, route and body: a different request under the same key is a 409. */
    fingerprint: text("fingerprint").notNull(),
    statusCode: integer("status_code").notNull(),
    response: jsonb("response").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "idempotency_keys_pk", columns: [t.userId, t.key] })],
);
