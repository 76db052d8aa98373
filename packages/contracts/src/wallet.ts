import { z } from "zod";
import {
  cursorParam,
  moneyAmountMaxMicros,
  pageLimitMax,
  testDepositMaxMicros,
  withdrawalDestinationLengthMax,
} from "./limits";
import { decodedMicros, formatMicros, money, parseMicros, positiveMoneyAmount } from "./money";

/** Answer of `GET /api/v1/wallet`: the signed-in user's balances in dollars (docs/product/DESIGN.md "Money"). */
export const wallet = z
  .object({
    available: money.describe("Spendable now."),
    escrow: money.describe("Held in escrow for contracts where this user is the client."),
    staked: money.describe("Staked on agents: active stake plus stake in its unstaking cooldown."),
    currency: z.literal("USD"),
    testFunds: z.boolean().describe("True while the test-funds rail is on: deposits are test money, not real."),
  })
  .meta({ id: "Wallet" });
export type Wallet = z.infer<typeof wallet>;

/** One line of a wallet statement: a ledger transfer seen from the user's available account. */
export const walletTransaction = z
  .object({
    id: z.string().describe("The ledger transfer id (a decimal integer string)."),
    at: z.string().describe("ISO-8601 instant it was posted."),
    code: z
      .string()
      .describe(
        "Why: deposit, admin_credit, escrow_fund, payout, fee, refund, bonus (paid by a client to an agent's owner), " +
          "withdrawal, withdrawal_return, stake, unstake_release, fee_share (a staker's share of an agent's fee) or " +
          "slash (a slashed stake paid to a client).",
      ),
    reference: z.string().describe("What caused it, e.g. `contract:<id>` or `deposit:<id>`."),
    direction: z.enum(["credit", "debit"]).describe("credit: money in; debit: money out."),
    amount: money,
    balanceAfter: money.describe("The available balance right after this line."),
    counterparty: z
      .object({
        type: z.enum(["user", "contract", "platform", "stake"]),
        id: z.string().nullable().describe("The user's, contract's or stake position's id; null for the platform."),
        name: z.string().describe('Who or what is on the other side, e.g. a contract title or "Test funds".'),
      })
      .describe("The other side of the transfer."),
  })
  .meta({ id: "WalletTransaction" });
export type WalletTransaction = z.infer<typeof walletTransaction>;

/** Query of `GET /api/v1/wallet/transactions`: newest first, keyset pages. */
export const walletTransactionsQuery = z.object({
  cursor: cursorParam.optional(),
  limit: z.coerce.number().int().min(1).max(pageLimitMax).default(25),
});
export type WalletTransactionsQuery = z.infer<typeof walletTransactionsQuery>;

/** A page of {@link walletTransaction}s. */
export const walletTransactionPage = z
  .object({ data: z.array(walletTransaction), nextCursor: z.string().nullable() })
  .meta({ id: "WalletTransactionPage" });
export type WalletTransactionPage = z.infer<typeof walletTransactionPage>;

/** Body of `POST /api/v1/wallet/test-deposits`: at most 10,000.00 test dollars at a time. */
export const testDepositRequest = z
  .object({
    amount: decodedMicros(
      positiveMoneyAmount.refine(
        (v) => {
          // Malformed or above the general cap: positiveMoneyAmount has reported it already.
          const micros = parseMicros(v);
          return micros === null || micros > moneyAmountMaxMicros || micros <= testDepositMaxMicros;
        },
        `must be at most ${formatMicros(testDepositMaxMicros)}`,
      ),
    ).describe(`Test dollars to add, more than 0 and at most ${formatMicros(testDepositMaxMicros)}.`),
  })
  .strict()
  .meta({ id: "TestDepositRequest" });
/** The body as a client sends it (decimal dollars); the route gets `amount` in µUSD. */
export type TestDepositRequest = z.input<typeof testDepositRequest>;

/** Answer of a deposit or credit: the statement line it produced and the wallet after it. */
export const walletMovement = z.object({ transaction: walletTransaction, wallet }).meta({ id: "WalletMovement" });
export type WalletMovement = z.infer<typeof walletMovement>;

/** Shortest and longest reason an admin gives for a credit or a rejected withdrawal. */
export const adminReasonLengthMin = 3;
/** See {@link adminReasonLengthMin}. */
export const adminReasonLengthMax = 500;

/** A reason an admin writes, kept in the audit log and shown to the person it concerns. */
export const adminReason = z.string().trim().min(adminReasonLengthMin).max(adminReasonLengthMax);

/** Body of `POST /api/v1/admin/credits`. */
export const adminCreditRequest = z
  .object({
    userId: z.uuid(),
    amount: decodedMicros(positiveMoneyAmount),
    reason: adminReason.describe("Kept in the audit log."),
  })
  .strict()
  .meta({ id: "AdminCreditRequest" });
/** The body as a client sends it (decimal dollars). */
export type AdminCreditRequest = z.input<typeof adminCreditRequest>;
/** {@link adminCreditRequest} as the server gets it: `amount` in µUSD. */
export type DecodedAdminCreditRequest = z.output<typeof adminCreditRequest>;

/** The states a withdrawal request moves through: an admin (or a rail) pays or rejects it. */
export const withdrawalStatuses = ["requested", "paid", "rejected"] as const;
/** See {@link withdrawalStatuses}. */
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/** Body of `POST /api/v1/wallet/withdrawals`. */
export const withdrawalRequest = z
  .object({
    amount: decodedMicros(positiveMoneyAmount),
    destination: z
      .string()
      .trim()
      .min(3)
      .max(withdrawalDestinationLengthMax)
      .describe("Where the rail should pay, e.g. an IBAN or account label."),
  })
  .strict()
  .meta({ id: "WithdrawalRequest" });
/** The body as a client sends it (decimal dollars). */
export type WithdrawalRequest = z.input<typeof withdrawalRequest>;
/** {@link withdrawalRequest} as the server gets it: `amount` in µUSD. */
export type DecodedWithdrawalRequest = z.output<typeof withdrawalRequest>;

/** A withdrawal request and its state. */
export const withdrawal = z
  .object({
    id: z.string(),
    amount: money,
    destination: z.string(),
    status: z.enum(withdrawalStatuses),
    createdAt: z.string(),
    decidedAt: z.string().nullable(),
    rejectReason: z.string().nullable().describe("Why an admin rejected it; null unless rejected."),
  })
  .meta({ id: "Withdrawal" });
export type Withdrawal = z.infer<typeof withdrawal>;

/** Query of `GET /api/v1/wallet/withdrawals`: newest first, keyset pages. */
export const withdrawalListQuery = z
  .object({
    cursor: cursorParam.optional(),
    limit: z.coerce.number().int().min(1).max(pageLimitMax).default(25).describe("Withdrawals per page."),
  })
  .strict();
/** See {@link withdrawalListQuery}. */
export type WithdrawalListQuery = z.infer<typeof withdrawalListQuery>;

/** Answer of `GET /api/v1/wallet/withdrawals`: my withdrawals newest first, with the cursor of the next page (null on the last). */
export const withdrawalPage = z
  .object({
    data: z.array(withdrawal),
    nextCursor: z.string().nullable().describe("Pass as `cursor` for the next page; null on the last page."),
  })
  .meta({ id: "WithdrawalPage" });
/** See {@link withdrawalPage}. */
export type WithdrawalPage = z.infer<typeof withdrawalPage>;

/** Answer of `GET /api/v1/admin/ledger/check` (docs/product/DESIGN.md "Money": the invariants). */
export const ledgerCheck = z
  .object({
    ok: z.boolean(),
    accounts: z.number().int(),
    sum: z.string().describe('Sum of all balances; "0.00" when the books balance.'),
    negative: z.array(z.object({ accountId: z.string(), kind: z.string(), balance: z.string() })),
    mismatched: z.array(z.object({ accountId: z.string(), posted: z.string(), replayed: z.string() })),
  })
  .meta({ id: "LedgerCheck" });
export type LedgerCheck = z.infer<typeof ledgerCheck>;

/**
 * A statement month as `YYYY-MM`, e.g. `2026-11`: a calendar month in UTC, from 2000 on (Agora
 * holds nothing older, and PostgreSQL has no year 0).
 */
export const statementMonthPattern = /^([2-9]\d{3})-(0[1-9]|1[0-2])$/;

/** The calendar month (UTC) that holds `now`, as `YYYY-MM`. */
export function statementMonthOf(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/**
 * The `count` months up to and including the one holding `now` (UTC), newest first, as `YYYY-MM`:
 * the choices of the web's statement download.
 */
export function recentStatementMonths(now: Date, count: number): string[] {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  return Array.from({ length: count }, (_, back) => statementMonthOf(new Date(Date.UTC(year, month - back, 1))));
}

/**
 * The instants a statement month spans: from its first instant (inclusive) to the next month's
 * first instant (exclusive), both UTC.
 * @throws RangeError for text that is not `YYYY-MM`.
 */
export function statementMonthRange(month: string): { from: Date; to: Date } {
  const match = statementMonthPattern.exec(month);
  if (!match) throw new RangeError(`statementMonthRange: not a YYYY-MM month: ${month}`);
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  return { from: new Date(Date.UTC(year, index, 1)), to: new Date(Date.UTC(year, index + 1, 1)) };
}

/**
 * Query of `GET /api/v1/wallet/statement.csv`: the month to export. A month after the current
 * one (UTC, by the server's clock) is refused, since no transfer can be in it yet.
 */
export const walletStatementQuery = z.object({
  month: z
    .string()
    // abort: a malformed month is not also reported as a future one.
    .regex(statementMonthPattern, { message: "must be a month as YYYY-MM from 2000-01 on, e.g. 2026-11", abort: true })
    .refine((month) => month <= statementMonthOf(new Date()), "must not be a month in the future")
    .describe("The calendar month (UTC) to export, as YYYY-MM; the current month or an earlier one."),
});
export type WalletStatementQuery = z.infer<typeof walletStatementQuery>;

/**
 * Columns of the statement CSV, in order (decision 070): when (ISO 8601, UTC), the ledger transfer
 * id, its code, a description, the other side, then signed decimal dollars — `gross` and `fee`
 * add up to `net`, the change of the available balance — and the balance after the line.
 */
export const statementCsvColumns = [
  "date",
  "transfer_id",
  "code",
  "description",
  "counterparty",
  "gross",
  "fee",
  "net",
  "balance",
] as const;

/** Most lines one statement CSV holds; a month with more is refused (decision 070). */
export const statementCsvLinesMax = 50_000;

/** The file name the statement CSV of `month` is saved under, e.g. `agora-statement-2026-11.csv`. */
export function statementCsvFilename(month: string): string {
  return `agora-statement-${month}.csv`;
}
