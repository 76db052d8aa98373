import {
  type DecodedAdminCreditRequest,
  type DecodedWithdrawalRequest,
  formatMicros,
  formatUsd,
  type Micros,
  type Wallet,
  type WalletTransaction,
  type WalletTransactionsQuery,
  type Withdrawal,
  type WithdrawalListQuery,
  type WithdrawalPage,
} from "@agora/contracts";
import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db, Tx } from "../../db/client";
import { dollarsText, executeRows } from "../../db/rows";
import { cursorInt8, decodeCursor, encodeCursor } from "../../lib/cursor";
import { AppError, notFound } from "../../lib/errors";
import { exactInstant, keysetAfter, keysetPage, keysetPosition } from "../../lib/keyset";
import type { Actor } from "../../lib/principal";
import { assertNoConflictOfInterest, recordAdminAction } from "../audit";
import { contractIdsOfClient, contractTitles } from "../hiring";
import {
  accountId,
  balanceOf,
  escrowBalanceSum,
  platformAccount,
  type StatementLine,
  statementLines,
  transfer,
  userAccount,
} from "../ledger";
import { refuseUnderMandate } from "../mandates";
import { stakeCounterparties, stakedTotalOf } from "../staking";
import { findUserById, publicName, userNames } from "../users";
import { dayContractIdsOfPayer, dayContractNames } from "../x402";
import { adminCredits, deposits, withdrawals } from "./wallet.tables";
import { checkWithdrawalLimit } from "./withdrawal-limit";

/**
 * The user's balances: `available` and `staked` from their accounts, `escrow` summed over the
 * escrow accounts of contracts where they are the client and of their x402 day contracts (paid
 * calls not yet paid out to the agent, decision 083).
 * @param testFunds whether the test-funds rail is on (shown so the UI can label test money).
 */
export async function getWallet(db: Db | Tx, userId: string, testFunds: boolean): Promise<Wallet> {
  const escrow = await escrowBalanceSum(
    db,
    sql`${contractIdsOfClient(userId)} union all ${dayContractIdsOfPayer(userId)}`,
  );
  return {
    available: formatMicros(await balanceOf(db, userAccount(userId))),
    escrow: formatMicros(escrow),
    staked: formatMicros(await stakedTotalOf(db, userId)),
    currency: "USD",
    testFunds,
  };
}

/** Names of the other sides of statement lines: contract titles and users' names, by id. */
export interface CounterpartyNames {
  contracts: Map<string, string>;
  users: Map<string, { firstName: string | null; lastName: string | null }>;
  /** Stake and unstake account owners: their position and its agent's name. */
  stakes: Map<string, { stakeId: string; agentName: string }>;
}

/** The name a statement shows for the other side; another user's email is never shown. */
export function counterpartyName(line: StatementLine, names: CounterpartyNames): string {
  const { ownerType, ownerId, kind } = line.counterparty;
  if (ownerType === "contract") return names.contracts.get(ownerId) ?? "Contract";
  if (ownerType === "user") {
    const user = names.users.get(ownerId);
    return publicName(user?.firstName, user?.lastName);
  }
  if (ownerType === "stake" || ownerType === "unstake") {
    const agent = names.stakes.get(ownerId)?.agentName ?? "an agent";
    if (line.code === "slash") return `Stake slashed on ${agent}`;
    return `Stake on ${agent}`;
  }
  if (ownerType === "stake_pool") return "Stakers' fee share";
  if (kind === "fees") return "Agora fee";
  if (line.code === "deposit") return "Test funds";
  if (line.code === "admin_credit") return "Agora credit";
  return "Payout rail";
}

function toLine(line: StatementLine, names: CounterpartyNames): WalletTransaction {
  const { ownerType, ownerId } = line.counterparty;
  const isStake = ownerType === "stake" || ownerType === "unstake";
  return {
    id: String(line.id),
    at: line.createdAt.toISOString(),
    code: line.code,
    reference: line.reference,
    direction: line.incoming ? "credit" : "debit",
    amount: formatMicros(line.amountMicros),
    balanceAfter: formatMicros(line.balanceAfterMicros),
    counterparty: {
      type: ownerType === "unstake" ? "stake" : ownerType === "stake_pool" ? "platform" : ownerType,
      id:
        ownerType === "platform" || ownerType === "stake_pool"
          ? null
          : isStake
            ? (names.stakes.get(ownerId)?.stakeId ?? null)
            : ownerId,
      name: counterpartyName(line, names),
    },
  };
}

/** Statement lines of `account` (newest first), optionally only ids below `before` or equal to `only`. */
async function lines(
  db: Db | Tx,
  account: string,
  opts: { before?: bigint; only?: bigint; limit: number },
): Promise<WalletTransaction[]> {
  const statement = await statementLines(db, account, opts);
  const names = await counterpartyNamesOf(db, statement);
  return statement.map((line) => toLine(line, names));
}

/** {@link CounterpartyNames} of every other side `statement` names, in four queries. */
export async function counterpartyNamesOf(db: Db | Tx, statement: StatementLine[]): Promise<CounterpartyNames> {
  const idsOf = (ownerType: StatementLine["counterparty"]["ownerType"]) => [
    ...new Set(statement.filter((l) => l.counterparty.ownerType === ownerType).map((l) => l.counterparty.ownerId)),
  ];
  const contractIds = idsOf("contract");
  // A contract is a hired one or an x402 day contract (which has no title of its own).
  const [titles, days] = [await contractTitles(db, contractIds), await dayContractNames(db, contractIds)];
  return {
    contracts: new Map([...days, ...titles]),
    users: await userNames(db, idsOf("user")),
    stakes: await stakeCounterparties(db, { stakeIds: idsOf("stake"), unstakeIds: idsOf("unstake") }),
  };
}

/** Where a statement page resumes: the last line's transfer id (int8, as a decimal string). */
const statementCursor = z.strictObject({ id: cursorInt8 });

/**
 * The user's statement, newest first, with keyset pages on the transfer id.
 * @throws AppError('validation_failed') naming `cursor` for a cursor not from this listing.
 */
export async function listTransactions(
  db: Db,
  userId: string,
  query: WalletTransactionsQuery,
): Promise<{ data: WalletTransaction[]; nextCursor: string | null }> {
  const account = await accountId(db, userAccount(userId));
  const page = await lines(db, account, {
    ...(query.cursor === undefined ? {} : { before: BigInt(decodeCursor(query.cursor, statementCursor).id) }),
    limit: query.limit + 1,
  });
  const data = page.slice(0, query.limit);
  const last = data[data.length - 1];
  return { data, nextCursor: page.length > query.limit && last ? encodeCursor({ id: last.id }) : null };
}

async function lineOf(tx: Tx, userId: string, transferId: bigint): Promise<WalletTransaction> {
  const [line] = await lines(tx, await accountId(tx, userAccount(userId)), { only: transferId, limit: 1 });
  if (!line) throw new Error(`transfer ${transferId} not found after posting`);
  return line;
}

/**
 * Adds test money to the user's available balance (the "test funds" rail): a deposit row and a
 * transfer funding → available referencing it, in the caller's transaction.
 * `amount` has passed `testDepositRequest` (more than 0, at most `testDepositMaxMicros`).
 * @throws AppError('forbidden') when the rail is off.
 */
export async function testDeposit(tx: Tx, userId: string, micros: Micros, railOn: boolean): Promise<WalletTransaction> {
  if (!railOn) throw new AppError("forbidden", "Test funds are turned off on this platform");
  const [row] = await tx.insert(deposits).values({ userId, rail: "test", amountMicros: micros }).returning();
  if (!row) throw new Error("deposit insert returned no row");
  const posted = await transfer(tx, {
    debit: await accountId(tx, platformAccount("funding", userId)),
    credit: await accountId(tx, userAccount(userId)),
    amount: micros,
    code: "deposit",
    reference: `deposit:${row.id}`,
  });
  return lineOf(tx, userId, posted.id);
}

/**
 * An admin credits a user's available balance, with a reason kept in `admin_credits` and the
 * audit log.
 * @throws AppError('not_found') for an unknown user; AppError('conflict_of_interest') for the
 *   admin's own account; AppError('validation_failed') naming `amount`.
 */
export async function adminCredit(
  tx: Tx,
  adminId: string,
  request: DecodedAdminCreditRequest,
): Promise<WalletTransaction> {
  const micros = request.amount;
  const user = await findUserById(tx, request.userId);
  if (!user) throw notFound("User");
  // A credit is money from the platform; the admin granting it cannot be the one who receives it.
  await assertNoConflictOfInterest(tx, adminId, { userId: user.id });
  const [row] = await tx
    .insert(adminCredits)
    .values({ userId: request.userId, adminId, amountMicros: micros, reason: request.reason })
    .returning();
  if (!row) throw new Error("credit insert returned no row");
  const posted = await transfer(tx, {
    debit: await accountId(tx, platformAccount("funding", request.userId)),
    credit: await accountId(tx, userAccount(request.userId)),
    amount: micros,
    code: "admin_credit",
    reference: `credit:${row.id}`,
  });
  await recordAdminAction(tx, {
    adminId,
    action: "credit",
    subjectType: "user",
    subjectId: user.id,
    summary: `Credited ${formatUsd(micros)} to ${user.email ?? user.id}: ${request.reason}`,
  });
  return lineOf(tx, request.userId, posted.id);
}

/** Whether admin `adminId` has credited anyone, ever (the demo seed's "history already funded" check). */
export async function hasCredited(db: Db | Tx, adminId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: adminCredits.id })
    .from(adminCredits)
    .where(eq(adminCredits.adminId, adminId))
    .limit(1);
  return row !== undefined;
}

/** A withdrawals row as the API shows it. */
export function toWithdrawal(row: typeof withdrawals.$inferSelect): Withdrawal {
  return {
    id: row.id,
    amount: formatMicros(row.amountMicros),
    destination: row.destination,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    rejectReason: row.rejectReason,
  };
}

/**
 * Requests a withdrawal: the amount leaves the available balance at once (available → funding,
 * code `withdrawal`) so it cannot be spent twice while the rail pays it.
 * Limited per 24 hours by the user's verification tier (verification/tiers.ts; checked by withdrawal-limit.ts). A key under a
 * spending mandate may not withdraw at all (decision 028): money sent off the platform would be
 * out of every mandate's reach.
 * @throws AppError('insufficient_funds') when the balance is short; AppError('limit_reached') above
 *   the tier's limit; AppError('validation_failed'); AppError('forbidden') for a mandated key.
 */
export async function requestWithdrawal(tx: Tx, actor: Actor, request: DecodedWithdrawalRequest): Promise<Withdrawal> {
  await refuseUnderMandate(tx, actor, "withdraw money");
  const userId = actor.id;
  const micros = request.amount;
  await checkWithdrawalLimit(tx, userId, micros);
  const [row] = await tx
    .insert(withdrawals)
    .values({ userId, amountMicros: micros, destination: request.destination })
    .returning();
  if (!row) throw new Error("withdrawal insert returned no row");
  await transfer(tx, {
    debit: await accountId(tx, userAccount(userId)),
    credit: await accountId(tx, platformAccount("funding", userId)),
    amount: micros,
    code: "withdrawal",
    reference: `withdrawal:${row.id}`,
  });
  return toWithdrawal(row);
}

/**
 * One page of the user's withdrawal requests, newest first, keyset-paged on (created_at, id)
 * through `withdrawals_user_idx`.
 * @throws AppError('validation_failed') naming `cursor` for a cursor not from this listing.
 */
export async function listWithdrawals(db: Db, userId: string, query: WithdrawalListQuery): Promise<WithdrawalPage> {
  const rows = await db
    .select({ ...getTableColumns(withdrawals), cursorAt: exactInstant(withdrawals.createdAt) })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, userId),
        keysetAfter(withdrawals.createdAt, withdrawals.id, keysetPosition(query.cursor), "newest"),
      ),
    )
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = keysetPage(rows, query.limit);
  return { data: page.map(toWithdrawal), nextCursor };
}

/** The user's withdrawals for the records export (compliance/compliance.service.ts), oldest first. */
export async function withdrawalRecordsOf(db: Db, userId: string): Promise<Record<string, unknown>[]> {
  return executeRows<Record<string, unknown>>(
    db,
    sql`select id, ${dollarsText("amount_micros")} as amount, destination, status, created_at, decided_at from withdrawals
        where user_id = ${userId} order by created_at`,
  );
}

/** The user's test deposits for the records export (compliance/compliance.service.ts), oldest first. */
export async function depositRecordsOf(db: Db, userId: string): Promise<Record<string, unknown>[]> {
  return executeRows<Record<string, unknown>>(
    db,
    sql`select id, ${dollarsText("amount_micros")} as amount, created_at from deposits where user_id = ${userId} order by created_at`,
  );
}
