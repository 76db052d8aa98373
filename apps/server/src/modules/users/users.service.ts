import type {
  AdminAccount,
  AdminAccountSearchQuery,
  AdminUser,
  AuthUser,
  ProfileUpdateRequest,
  Role,
  SignInIdentity,
} from "@agora/contracts";
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { executeRows } from "../../db/rows";
import { AppError, notFound } from "../../lib/errors";
import { containsPattern } from "../../lib/like";
import { type UserRow, userNameView, users } from "./users.tables";

/** What the identity provider told us about a person at sign-in. */
export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  /**
   * The provider vouches for `email` (OpenID claim `email_verified: true`). An unverified email
   * is stored and shown, but makes nobody an admin and is not a known identity (KYA level 1).
   */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

/**
 * Creates or refreshes the user for an identity after a successful sign-in. Email follows the
 * provider each time; names and picture too, except a name the user set (decision 036) and an
 * avatar they uploaded (decision 038). The role is recomputed from `adminEmails` so that a change of
 * `ADMIN_EMAILS` takes effect at the next sign-in. Only a verified email can match `adminEmails`:
 * at a provider that lets people type any address, an unverified `admin@…` is anybody.
 * @param adminEmails lower-cased emails that get role `admin`.
 * @param options.isDemo marks one of Agora's demo people (only the seeder passes it; a sign-in
 *   never does, so a real person is never demo). Default false.
 * @returns the stored user row.
 */
export async function upsertUserFromIdentity(
  db: Db,
  identity: OidcIdentity,
  adminEmails: ReadonlySet<string>,
  options: { isDemo?: boolean } = {},
): Promise<UserRow> {
  const role: Role = roleFor(identity, adminEmails);
  const values = {
    oidcIssuer: identity.issuer,
    oidcSubject: identity.subject,
    email: identity.email,
    emailVerified: identity.email !== null && identity.emailVerified,
    firstName: identity.firstName,
    lastName: identity.lastName,
    profileImageUrl: identity.profileImageUrl,
    role,
    isDemo: options.isDemo ?? false,
    lastSignInAt: sql`now()`,
  };
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoUpdate({
      target: [users.oidcIssuer, users.oidcSubject],
      // A name the user set themselves wins over the provider's (decision 036).
      set: {
        ...values,
        firstName: sql`case when ${users.nameEditedAt} is null then excluded.first_name else ${users.firstName} end`,
        lastName: sql`case when ${users.nameEditedAt} is null then excluded.last_name else ${users.lastName} end`,
        // An avatar the user uploaded wins over the provider's picture until they remove it (decision 038);
        // the pattern is the contract's `isUploadedAvatarUrl` in SQL.
        profileImageUrl: sql`case when ${users.profileImageUrl} like '/api/v1/users/' || ${users.id} || '/avatar?%' then ${users.profileImageUrl} else excluded.profile_image_url end`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error("user upsert returned no row");
  return row;
}

/**
 * The role an identity gets at sign-in: `admin` only for a verified email listed in `adminEmails`.
 * @param adminEmails lower-cased emails.
 */
export function roleFor(
  identity: Pick<OidcIdentity, "email" | "emailVerified">,
  adminEmails: ReadonlySet<string>,
): Role {
  if (!identity.email || !identity.emailVerified) return "user";
  return adminEmails.has(identity.email.toLowerCase()) ? "admin" : "user";
}

/** Loads a user by id; undefined when there is none. */
/**
 * Step 1 of the verification ladder (docs/product/DESIGN.md "Know your agent"): the user signed in
 * with an email the identity provider verified (`email_verified`); an address the provider did not
 * vouch for could be anybody's. Read by the ladder, new agents' level and the withdrawal tiers.
 */
export function isIdentityKnown(user: Pick<UserRow, "email" | "emailVerified">): boolean {
  return user.email !== null && user.emailVerified;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * How user `row` signs in, as `GET /api/v1/profile/identity` shows it.
 * @param hasUploadedAvatar whether `profile_image_url` is the avatar the user uploaded.
 */
export function toSignInIdentity(row: UserRow, hasUploadedAvatar: boolean): SignInIdentity {
  return {
    issuer: row.oidcIssuer,
    email: row.email,
    emailVerified: row.emailVerified,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    hasUploadedAvatar,
  };
}

/**
 * Shapes a user row as the API's {@link AuthUser} (docs/product/product-spec.md §3), asking the
 * agents module (through {@link provideAgentProfileLookup}) whether the user owns an agent.
 */
export async function toAuthUser(db: Db, row: UserRow): Promise<AuthUser> {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    profileImageUrl: row.profileImageUrl,
    role: row.role,
    hasAgentProfile: await ownsAgent(db, row.id),
  };
}

/** Whether user `userId` owns an agent, any status; the agents module answers it (decision 077). */
export type AgentProfileLookup = (db: Db, userId: string) => Promise<boolean>;

// Agents sit above users (docs/ARCHITECTURE.md "Layers"), so the answer is handed down once by
// `wireFeatureHooks()` in src/wiring.ts; until then asking is a wiring fault, not "no agent".
let ownsAgent: AgentProfileLookup = () => {
  throw new Error("users: the agent profile lookup was not provided (wireFeatureHooks)");
};

/** Sets how {@link toAuthUser} learns whether a user owns an agent. Replaces any earlier one. */
export function provideAgentProfileLookup(lookup: AgentProfileLookup): void {
  ownsAgent = lookup;
}

/**
 * Whether user `id` is one of Agora's demo people (`users.is_demo`, docs/decisions/026-demo-flag.md);
 * false for an unknown id.
 */
export async function isDemoUser(db: Db | Tx, id: string): Promise<boolean> {
  const [row] = await db.select({ isDemo: users.isDemo }).from(users).where(eq(users.id, id));
  return row?.isDemo ?? false;
}

/**
 * How a user is named to other people (review authors, statement counterparties, proposers): the
 * first name and the last name's initial ("Ada L."), never the email; "Agora user" without either.
 */
export function publicName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  return [firstName, lastName ? `${lastName.slice(0, 1)}.` : null].filter(Boolean).join(" ") || "Agora user";
}

/** First and last names of the users `ids`, by id (either may be null); unknown ids are left out. */
export async function userNames(
  db: Db | Tx,
  ids: string[],
): Promise<Map<string, { firstName: string | null; lastName: string | null }>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, { firstName: r.firstName, lastName: r.lastName }]));
}

/** The user's profile for the records export (compliance/compliance.service.ts); undefined for an unknown id. */
export async function userProfileRecord(db: Db, userId: string): Promise<Record<string, unknown> | undefined> {
  const [profile] = await executeRows<Record<string, unknown>>(
    db,
    sql`select id, email, first_name, last_name, role, created_at, last_sign_in_at from users where id = ${userId}`,
  );
  return profile;
}

/** A user's email or display name (the name view's) contains `q`, case-insensitively. */
function emailOrNameContains(q: string): SQL {
  const pattern = containsPattern(q);
  return sql`(${userNameView.email} ilike ${pattern} or ${userNameView.displayName} ilike ${pattern})`;
}

/**
 * Users whose email or name contains `q` (case-insensitive, `%` and `_` taken literally), for the
 * admin desk's pickers: an exact email match first, then by email.
 * @param limit at most this many.
 */
export async function searchUsers(db: Db, q: string, limit: number): Promise<AdminUser[]> {
  return db
    .select({ id: userNameView.id, email: userNameView.email, displayName: userNameView.displayName })
    .from(userNameView)
    .where(emailOrNameContains(q))
    .orderBy(sql`lower(${userNameView.email}) = lower(${q}) desc`, userNameView.email)
    .limit(limit);
}

/**
 * Sets the user's own name (`PATCH /api/auth/user`), kept across sign-ins from then on.
 * @param name trimmed, 1–60 characters each (the contract's `profileUpdateRequest`).
 * @returns the updated user.
 * @throws AppError('not_found') for an unknown id.
 */
export async function updateUserName(db: Db, id: string, name: ProfileUpdateRequest): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ firstName: name.firstName, lastName: name.lastName, nameEditedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw notFound("User");
  return row;
}

/**
 * Suspends a person's account, or reinstates it (decision 043). Locks the row for the caller's
 * transaction, in which the suspension's other effects (sessions, keys, agents, audit) follow.
 * The acting admin's conflicts of interest are the caller's to check first
 * (`assertNoConflictOfInterest` in audit/conflict-of-interest.ts, the one rule).
 * @returns the row before the change.
 * @throws AppError('not_found'); AppError('invalid_state') when it is already (not) suspended.
 */
export async function setUserSuspended(tx: Tx, id: string, suspended: boolean): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for("update");
  if (!row) throw notFound("User");
  if ((row.suspendedAt !== null) === suspended)
    throw new AppError(
      "invalid_state",
      suspended ? "The account is already suspended" : "The account is not suspended",
    );
  await tx
    .update(users)
    .set({ suspendedAt: suspended ? sql`now()` : null, updatedAt: sql`now()` })
    .where(eq(users.id, id));
  return row;
}

/**
 * People's accounts for the admin desk: matching `q` (part of an email or name) or everyone,
 * exact email matches first, then newest. How many agents each owns is the agents module's to
 * count (admin adds it).
 */
export async function searchAccounts(
  db: Db | Tx,
  query: Omit<AdminAccountSearchQuery, "suspended"> & { suspended?: boolean | undefined; id?: string },
): Promise<Omit<AdminAccount, "agents">[]> {
  const where: SQL[] = query.id ? [eq(users.id, query.id)] : [];
  const q = query.q?.trim();
  if (q) where.push(emailOrNameContains(q));
  if (query.suspended !== undefined)
    where.push(query.suspended ? sql`${users.suspendedAt} is not null` : sql`${users.suspendedAt} is null`);
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      displayName: userNameView.displayName,
      role: users.role,
      isDemo: users.isDemo,
      suspendedAt: users.suspendedAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .innerJoin(userNameView, eq(userNameView.id, users.id))
    .where(and(...where))
    .orderBy(...(q ? [sql`lower(${users.email}) = lower(${q}) desc`] : []), desc(users.createdAt), desc(users.id))
    .limit(query.limit);
  return rows.map((r) => ({
    ...r,
    suspendedAt: r.suspendedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}
