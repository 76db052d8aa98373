import type { AuthUser, Role } from "@agora/contracts";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { type UserRow, users } from "./users.tables";

/** What the identity provider told us about a person at sign-in. */
export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

/**
 * Creates or refreshes the user for an identity after a successful sign-in. Names and email follow
 * the provider each time; the role is recomputed from `adminEmails` so that a change of
 * `ADMIN_EMAILS` takes effect at the next sign-in.
 * @param adminEmails lower-cased emails that get role `admin`.
 * @returns the stored user row.
 */
export async function upsertUserFromIdentity(
  db: Db,
  identity: OidcIdentity,
  adminEmails: ReadonlySet<string>,
): Promise<UserRow> {
  const role: Role = identity.email && adminEmails.has(identity.email.toLowerCase()) ? "admin" : "user";
  const values = {
    oidcIssuer: identity.issuer,
    oidcSubject: identity.subject,
    email: identity.email,
    firstName: identity.firstName,
    lastName: identity.lastName,
    profileImageUrl: identity.profileImageUrl,
    role,
    lastSignInAt: sql`now()`,
  };
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoUpdate({
      target: [users.oidcIssuer, users.oidcSubject],
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error("user upsert returned no row");
  return row;
}

/** Loads a user by id; undefined when there is none. */
export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Shapes a user row as the API's {@link AuthUser} (spec §3). */
export function toAuthUser(row: UserRow): AuthUser {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    profileImageUrl: row.profileImageUrl,
    role: row.role,
  };
}
