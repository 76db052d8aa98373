import { sql } from "drizzle-orm";
import { boolean, check, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** People who signed in; one row per (issuer, subject) of the identity provider. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    oidcIssuer: text("oidc_issuer").notNull(),
    oidcSubject: text("oidc_subject").notNull(),
    email: text("email"),
    /**
     * The provider vouched for `email` (`email_verified: true`) at the last sign-in. Only a verified
     * email makes an admin (ADMIN_EMAILS) or counts as the known identity of KYA level 1.
     */
    emailVerified: boolean("email_verified").notNull().default(false),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImageUrl: text("profile_image_url"),
    role: text("role", { enum: ["user", "admin"] })
      .notNull()
      .default("user"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("users_oidc_identity_uq").on(t.oidcIssuer, t.oidcSubject),
    check("users_role_ck", sql`${t.role} in ('user', 'admin')`),
  ],
);

/** A row of {@link users}. */
export type UserRow = typeof users.$inferSelect;
