import { index, integer, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "../users/users.tables";

/**
 * EVM addresses linked to accounts by Sign-In with Ethereum (EIP-4361; decision 046). An address
 * belongs to at most one account. Unlinking deletes the row; revoking wallet consent in the
 * browser does not.
 */
export const walletLinks = pgTable(
  "wallet_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    /** EIP-55 checksummed. */
    address: text("address").notNull(),
    /** The EIP-155 chain id the message was signed for. */
    chainId: integer("chain_id").notNull(),
    linkedAt: timestamp("linked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("wallet_links_address_uq").on(t.address), index("wallet_links_user_idx").on(t.userId, t.linkedAt)],
);

/** A row of {@link walletLinks}. */
export type WalletLinkRow = typeof walletLinks.$inferSelect;

/**
 * Single-use SIWE nonces issued to a signed-in user; a nonce is spent (`used_at`) by the first
 * verification that names it, good or bad, and expires unused after `expires_at`.
 */
export const siweNonces = pgTable(
  "siwe_nonces",
  {
    nonce: text("nonce").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("siwe_nonces_expires_idx").on(t.expiresAt)],
);
