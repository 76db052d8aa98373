// The ledger module's public entry point: what other modules may import (decision 061).
export type { CallBatch, CallPayoutBook, CallPayoutRun, UnpaidCall } from "./call-payouts";
export { drainCallPayouts, payCallBatch } from "./call-payouts";
export { escrowBalance, payBonusFromBalance, payCallsFromEscrow, payFromEscrow } from "./escrow";
export type { AccountRef, TransferLeg } from "./ledger.service";
export {
  accountId,
  accountIds,
  balanceOf,
  checkLedger,
  escrowAccount,
  platformAccount,
  transfer,
  transferMany,
  userAccount,
} from "./ledger.service";
export type { PayoutFeeHook } from "./payout-hooks";
export type { PeriodStatementLine, StatementLine } from "./reads";
export {
  contractMoney,
  contractPaidOut,
  escrowBalanceSum,
  ledgerDaysApart,
  ledgerTotalsApart,
  mandateDailySpend,
  mandateSpendLines,
  mandateSpendTotals,
  mandatesSpendTotals,
  statementLines,
  statementLinesBetween,
  wasFunded,
} from "./reads";
