import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../users/users.tables";

/** Server-side sessions (@fastify/session store); the cookie holds only the signed id. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    data: jsonb("data").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_expires_at_idx").on(t.expiresAt), index("sessions_user_id_idx").on(t.userId)],
);
