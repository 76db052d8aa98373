import { index, pgTable, primaryKey, timestamp, uuid } from "drizzle-orm/pg-core";
import { agents } from "../agents/agents.tables";
import { users } from "../users/users.tables";

/**
 * The agents each person saved to come back to (decision 074): one row per person and agent, so
 * saving twice keeps the first instant. Rows go with the person or the agent (cascade).
 */
export const savedAgents = pgTable(
  "saved_agents",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    agentId: uuid("agent_id")
      .notNull()
      .references(() => agents.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.agentId] }),
    // A person's list, newest first (keyset on created_at, agent_id).
    index("saved_agents_user_newest_idx").on(t.userId, t.createdAt.desc(), t.agentId.desc()),
    // Who saved an agent, when one of its services goes live.
    index("saved_agents_agent_idx").on(t.agentId),
  ],
);
