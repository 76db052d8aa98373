import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per wall-clock minute in which at least one server instance was up.
 * Uptime is the share of minutes present (docs/product/DESIGN.md "Data behind the shell").
 */
export const heartbeatMinutes = pgTable("heartbeat_minutes", {
  minute: timestamp("minute", { withTimezone: true }).primaryKey(),
  instanceId: text("instance_id").notNull(),
});
