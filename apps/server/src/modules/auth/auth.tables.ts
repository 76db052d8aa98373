import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
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

/**
 * What the development OpenID provider (dev-provider.ts) keeps between requests: its interactions,
 * sessions, grants, authorization codes and tokens (oidc-provider's "models"), and the names typed
 * into its form. Kept here rather than in the instance's memory so that several instances behind a
 * balancer share one sign-in: the browser's steps and the server's code exchange may each reach a
 * different instance.
 */
export const devProviderPayloads = pgTable(
  "dev_provider_payloads",
  {
    /** oidc-provider's model name (`Interaction`, `Session`, `AuthorizationCode`, …) or `DevAccount`. */
    model: text("model").notNull(),
    id: text("id").notNull(),
    payload: jsonb("payload").notNull(),
    grantId: text("grant_id"),
    uid: text("uid"),
    userCode: text("user_code"),
    /** Null for rows that do not expire (accounts). */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index("dev_provider_payloads_uid_idx").on(t.model, t.uid),
    index("dev_provider_payloads_grant_id_idx").on(t.grantId),
    index("dev_provider_payloads_expires_at_idx").on(t.expiresAt),
  ],
);
