import type { ApiKeyScope } from "@agora/contracts";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../users/users.tables";

/**
 * API keys. Only the SHA-256 of the secret is stored; `prefix` lets owners recognise a key.
 * Revoked keys stay (with `revoked_at`) so the history of who held what is kept. A key created by a
 * request authenticated with another key records it in `parent_key_id`; revoking a key revokes all
 * its descendants, and a child never expires after its parent (decision 056).
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    secretHash: text("secret_hash").notNull(),
    scopes: jsonb("scopes").$type<ApiKeyScope[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** The key whose request created this one; null when a signed-in session (or the platform) did. */
    parentKeyId: uuid("parent_key_id").references((): AnyPgColumn => apiKeys.id, { onDelete: "cascade" }),
  },
  // (user, created_at, id) serves the owner's paged list, newest first, and every lookup by user;
  // (parent_key_id) serves the walk down a family when a key is revoked.
  (t) => [
    uniqueIndex("api_keys_secret_hash_uq").on(t.secretHash),
    index("api_keys_user_newest_idx").on(t.userId, t.createdAt, t.id),
    index("api_keys_parent_idx").on(t.parentKeyId).where(sql`${t.parentKeyId} is not null`),
    check("api_keys_parent_not_self_ck", sql`${t.parentKeyId} <> ${t.id}`),
  ],
);

/** A row of {@link apiKeys}. */
export type ApiKeyRow = typeof apiKeys.$inferSelect;
