import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../users/users.tables";

/** Page views of the web app (docs/product/product-spec.md §2: reported on every path change); feeds the admin analytics. */
export const pageViews = pgTable(
  "page_views",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    path: text("path").notNull(),
    referrer: text("referrer"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("page_views_created_at_idx").on(t.createdAt)],
);
