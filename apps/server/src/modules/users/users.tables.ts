import { getTableColumns, getViewSelectedFields, sql } from "drizzle-orm";
import { boolean, check, pgTable, pgView, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

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
    /** When the user set their own name (PATCH /api/auth/user); from then on sign-ins keep it. */
    nameEditedAt: timestamp("name_edited_at", { withTimezone: true }),
    /**
     * The picture shown for the user: the provider's `picture` claim, or `/api/v1/users/<id>/avatar?v=…`
     * once they upload an avatar (stored under DATA_DIR/avatars, decision 038); sign-ins keep the latter.
     */
    profileImageUrl: text("profile_image_url"),
    role: text("role", { enum: ["user", "admin"] })
      .notNull()
      .default("user"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    /**
     * One of Agora's own demo people (the seeder's owners, clients and mediator), never a person who
     * signed in. Their agents and every contract they are a party to are demo too: marked in the API
     * and the web app, and kept out of the public platform figures (docs/decisions/026-demo-flag.md).
     */
    isDemo: boolean("is_demo").notNull().default(false),
    /**
     * When an admin suspended the account (decision 043), null otherwise. A suspended person cannot
     * sign in; their sessions, API keys and agents were ended at the suspension.
     */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    /**
     * When the person erased their account (decision 071), null otherwise. The row stays, so the
     * ledger, contracts, reviews and messages keep a party to point at, but it holds nothing that
     * names the person: no email, the name "Deleted user", no picture, and an identity subject no
     * provider issues (`erased:<id>`), so signing in again creates a fresh account.
     */
    erasedAt: timestamp("erased_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("users_oidc_identity_uq").on(t.oidcIssuer, t.oidcSubject),
    check("users_role_ck", sql`${t.role} in ('user', 'admin')`),
  ],
);

/** A row of {@link users}. */
export type UserRow = typeof users.$inferSelect;

/**
 * The users module's read interface for authenticating in one statement: the whole user, as the
 * request's principal. The API-key check (every request that carries a key) joins this view
 * instead of the `users` table, which only this module reads and writes.
 */
export const userAccountView = pgView("user_accounts").as((qb) => qb.select(getTableColumns(users)).from(users));

/** The columns of {@link userAccountView}, to select a whole user beside another table's row. */
export const userAccountColumns = getViewSelectedFields(userAccountView);

/**
 * The users module's read interface for other modules' SQL: who a user is shown as. A module that
 * shows a few of a user's columns beside its own rows joins this view (in the same statement, so
 * no extra round trip) instead of the `users` table, which only this module reads and writes.
 * `display_name` is "first last" trimmed, or null when both are empty; `is_demo` marks Agora's demo
 * people, whose agents and contracts are demo too (docs/decisions/026-demo-flag.md).
 */
export const userNameView = pgView("user_names").as((qb) =>
  qb
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      displayName: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`.as(
        "display_name",
      ),
      isDemo: users.isDemo,
    })
    .from(users),
);
