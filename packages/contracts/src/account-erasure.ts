import { z } from "zod";

// Erasing one's own account (decision 071): what the request carries, what can block it and
// what it answers. The server refuses with `erasure_blocked` (409) while money of the account is
// still on its way somewhere, naming every reason at once in the problem's `blockers`.

/** The name an erased person is shown by wherever their name used to be (messages, reviews, statements). */
export const deletedUserName = "Deleted user";

/**
 * What a person without an email on their account types to confirm the erasure (a provider may
 * sign people in without one); everyone else types their email.
 */
export const erasureConfirmPhrase = "delete my account";

/**
 * What the erasure's `confirm` must be for an account with `email`: the email itself (compared
 * case-insensitively), or {@link erasureConfirmPhrase} when the account has none.
 */
export function erasureConfirmationFor(email: string | null): string {
  return email ?? erasureConfirmPhrase;
}

/** Whether `typed` confirms the erasure of an account with `email` (trimmed, case-insensitive). */
export function confirmsErasure(typed: string, email: string | null): boolean {
  return typed.trim().toLowerCase() === erasureConfirmationFor(email).toLowerCase();
}

/** Body of `POST /api/v1/users/me/erasure`. */
export const accountErasureRequest = z
  .object({
    confirm: z
      .string()
      .max(320)
      .describe(
        `The account's email as it signs in (case-insensitive), typed again as a fresh confirmation; "${erasureConfirmPhrase}" for an account without an email.`,
      ),
  })
  .strict()
  .meta({ id: "AccountErasureRequest" });
/** See {@link accountErasureRequest}. */
export type AccountErasureRequest = z.infer<typeof accountErasureRequest>;

/**
 * Why an account cannot be erased yet:
 * - `open_contracts`: contracts not yet closed where the person is the client or owns the agent
 *   (their escrow, or the work owed, still has to settle);
 * - `stake`: money staked on agents, active or in its unstake cooldown;
 * - `pending_withdrawals`: withdrawals requested and not yet paid or rejected;
 * - `available_balance`: money left in the wallet, which the person withdraws first.
 */
export const erasureBlockerKinds = ["open_contracts", "stake", "pending_withdrawals", "available_balance"] as const;
/** One of {@link erasureBlockerKinds}. */
export type ErasureBlockerKind = (typeof erasureBlockerKinds)[number];

/** One reason an erasure was refused, as the problem's `blockers` lists it. */
export const erasureBlocker = z
  .object({
    kind: z.enum(erasureBlockerKinds).describe("What blocks the erasure."),
    detail: z
      .string()
      .describe('The reason in words with its figures, e.g. "2 contracts are still open (1 active, 1 delivered)".'),
  })
  .meta({ id: "ErasureBlocker" });
/** See {@link erasureBlocker}. */
export type ErasureBlocker = z.infer<typeof erasureBlocker>;

/** Answer of `POST /api/v1/users/me/erasure`: what the erasure removed. */
export const accountErasureResult = z
  .object({
    erasedAt: z.string().describe("When the account was erased (ISO 8601)."),
    endedSessions: z.number().int().describe("Signed-in sessions ended, the current one included."),
    revokedApiKeys: z.number().int().describe("API keys revoked."),
    pausedAgents: z.number().int().describe("Listed agents paused: they stay readable but take no work."),
  })
  .meta({ id: "AccountErasureResult" });
/** See {@link accountErasureResult}. */
export type AccountErasureResult = z.infer<typeof accountErasureResult>;
