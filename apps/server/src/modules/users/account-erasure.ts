import {
  type AccountErasureResult,
  confirmsErasure,
  deletedUserName,
  type ErasureBlocker,
  erasureConfirmationFor,
} from "@agora/contracts";
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { AppError, notFound } from "../../lib/errors";
import { users } from "./users.tables";

// Erasing one's own account (decision 071). Users sits at the bottom of the domain layers
// (docs/ARCHITECTURE.md "Layers"), but what blocks an erasure (open contracts, stake, withdrawals)
// and what it must end (sessions, keys, agents, webhooks) belong to modules above it. Those modules
// hand their part down through these registries, filled once by `wireFeatureHooks()` in
// src/wiring.ts (decision 062). Sets, so a second app in one process does not run a part twice.

/**
 * A module's answer to "may user `userId` be erased now?": each reason it sees against it, with
 * its figures, or none. Runs inside the erasure's transaction after the user's row is locked.
 */
export type ErasureCheck = (tx: Tx, userId: string) => Promise<ErasureBlocker[]>;

/** What the erasure counts for the person (the other figures of the answer are the erasure's own). */
export type ErasureCounts = Pick<AccountErasureResult, "endedSessions" | "revokedApiKeys" | "pausedAgents">;

/**
 * A module's part of erasing user `userId`, inside the erasure's transaction once every check
 * passed: end what the person could still act through, remove what names them.
 * @returns what it ended, to add to the answer's counts, or nothing.
 */
export type ErasureStep = (tx: Tx, userId: string) => Promise<Partial<ErasureCounts> | undefined>;

/** Runs after the erasure committed (a cache to clear); a failure is logged by the caller, not undone. */
export type ErasedHook = (db: Db, userId: string) => void | Promise<void>;

const checks = new Set<ErasureCheck>();
const steps = new Set<ErasureStep>();
const erasedHooks = new Set<ErasedHook>();

/** Registers `check` to be asked before every erasure. Idempotent per function. */
export function addErasureCheck(check: ErasureCheck): void {
  checks.add(check);
}

/** Registers `step` to run inside every erasure. Idempotent per function. */
export function addErasureStep(step: ErasureStep): void {
  steps.add(step);
}

/** Registers `hook` to run after every erasure committed. Idempotent per function. */
export function onAccountErased(hook: ErasedHook): void {
  erasedHooks.add(hook);
}

/** The identity subject an erased account is left with: no provider issues it, so no sign-in finds the row. */
export function erasedSubjectOf(userId: string): string {
  return `erased:${userId}`;
}

/**
 * Erases user `userId`'s account in the caller's transaction (decision 071). Locks the user's row,
 * checks the confirmation, asks every registered {@link ErasureCheck}, then runs every
 * {@link ErasureStep} and anonymises the row: no email, the name "Deleted user", no picture, role
 * `user`, and an identity subject no provider issues. Ledger transfers, contracts, reviews and
 * messages keep pointing at the row. The caller removes the avatar file and runs
 * {@link runAccountErased} after commit.
 * @param confirm what the person typed: their email (case-insensitive), or "delete my account" for
 *   an account without one.
 * @returns when it was erased and what it ended.
 * @throws AppError('not_found') for an unknown or already erased account;
 *   AppError('validation_failed') naming `confirm` when it does not match;
 *   AppError('erasure_blocked') with every check's `blockers` when any check found one.
 */
export async function eraseAccount(tx: Tx, userId: string, confirm: string): Promise<AccountErasureResult> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  if (!user || user.erasedAt) throw notFound("User");
  if (!confirmsErasure(confirm, user.email))
    throw new AppError("validation_failed", "The confirmation does not match the account", [
      {
        in: "body",
        field: "confirm",
        message: user.email
          ? "Type the email your account signs in with"
          : `Type "${erasureConfirmationFor(null)}" to confirm`,
      },
    ]);
  const blockers: ErasureBlocker[] = [];
  for (const check of checks) blockers.push(...(await check(tx, userId)));
  if (blockers.length)
    throw new AppError(
      "erasure_blocked",
      `The account cannot be deleted yet: ${blockers.map((b) => b.detail).join("; ")}`,
      undefined,
      { blockers },
    );
  const counts: ErasureCounts = { endedSessions: 0, revokedApiKeys: 0, pausedAgents: 0 };
  for (const step of steps) {
    const done = await step(tx, userId);
    for (const key of Object.keys(counts) as (keyof ErasureCounts)[]) counts[key] += done?.[key] ?? 0;
  }
  const [row] = await tx
    .update(users)
    .set({
      oidcSubject: erasedSubjectOf(userId),
      email: null,
      emailVerified: false,
      firstName: deletedUserName,
      lastName: null,
      // Set, so that nothing reads the name as the provider's to refresh.
      nameEditedAt: sql`now()`,
      profileImageUrl: null,
      role: "user",
      lastSignInAt: null,
      erasedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning({ erasedAt: users.erasedAt });
  return { erasedAt: (row?.erasedAt ?? new Date()).toISOString(), ...counts };
}

/**
 * Runs the {@link ErasedHook}s after an erasure committed, in registration order.
 * @throws whatever a hook throws (the erasure has committed regardless).
 */
export async function runAccountErased(db: Db, userId: string): Promise<void> {
  for (const hook of erasedHooks) await hook(db, userId);
}
