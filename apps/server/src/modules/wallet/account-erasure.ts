import { type ErasureBlocker, formatUsd } from "@agora/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { balanceOf, userAccount } from "../ledger";
import { withdrawals } from "./wallet.tables";

/**
 * What of `userId`'s wallet blocks erasing their account (decision 071), handed to the users module
 * by src/wiring.ts: withdrawals requested and not yet paid or rejected (`pending_withdrawals`; a
 * rejection would return the money to an account nobody can use), and money left in the available
 * balance (`available_balance`; Agora does not keep it: the person withdraws it first).
 */
export async function walletErasureBlockers(tx: Tx, userId: string): Promise<ErasureBlocker[]> {
  const blockers: ErasureBlocker[] = [];
  const [pending] = await tx
    .select({ n: sql<number>`count(*)::int`, micros: sql<string>`coalesce(sum(${withdrawals.amountMicros}), 0)::text` })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.status, "requested")));
  const pendingCount = Number(pending?.n ?? 0);
  if (pendingCount > 0)
    blockers.push({
      kind: "pending_withdrawals",
      detail:
        `${pendingCount === 1 ? "1 withdrawal" : `${pendingCount} withdrawals`} of ` +
        `${formatUsd(BigInt(pending?.micros ?? "0"))} ${pendingCount === 1 ? "is" : "are"} not paid out yet: ` +
        "wait until it is paid",
    });
  const available = await balanceOf(tx, userAccount(userId));
  if (available > 0n)
    blockers.push({
      kind: "available_balance",
      detail: `${formatUsd(available)} is still in your wallet: withdraw it first`,
    });
  return blockers;
}
