import { formatUsd, parseMicros } from "@agora/contracts";
import { ArrowUpRight, CircleAlert, FlaskConical, Plus, RotateCw } from "lucide-react";
import { useId, useState } from "react";
import { Notice, useNotice } from "@/components/notice";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { useWallet } from "@/lib/queries/get-wallet";
import { AddFundsDialog } from "./add-funds-dialog";
import { BalanceCards } from "./balance-cards";
import { Statement } from "./statement";
import { WithdrawDialog } from "./withdraw-dialog";
import { WithdrawalsList } from "./withdrawals-list";

/**
 * The signed-in user's money: balances, "Add test funds" while the test rail is on, withdrawals
 * and the statement. Every figure comes from the ledger through the wallet endpoints.
 */
export function FundsPanel() {
  const headingId = useId();
  const wallet = useWallet();
  const [isAddOpen, setIsAddOpen] = useState(false);
  const [isWithdrawOpen, setIsWithdrawOpen] = useState(false);
  const { notice, show, dismiss } = useNotice();

  const isTestMode = wallet.data?.testFunds === true;
  const hasAvailable = wallet.data ? (parseMicros(wallet.data.available) ?? 0n) > 0n : false;
  const openAddFunds = isTestMode ? () => setIsAddOpen(true) : null;

  return (
    // min-w-0 and single minmax(0, 1fr) columns let long statement lines truncate on phones
    // instead of widening the page.
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <section aria-labelledby={headingId} className="grid grid-cols-1 gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-center gap-2.5">
            <h2 id={headingId} className="text-lg font-semibold tracking-tight">
              Balances
            </h2>
            {isTestMode ? (
              <Badge variant="warning">
                <FlaskConical className="size-3" aria-hidden="true" />
                Test money
              </Badge>
            ) : null}
          </div>
          {wallet.data ? (
            <div className="grid grid-cols-2 gap-2 sm:flex">
              {openAddFunds ? (
                <Button onClick={openAddFunds}>
                  <Plus />
                  Add test funds
                </Button>
              ) : null}
              <Button
                variant="outline"
                onClick={() => setIsWithdrawOpen(true)}
                disabled={!hasAvailable}
                title={hasAvailable ? undefined : "Nothing available to withdraw"}
                className={openAddFunds ? undefined : "col-span-2"}
              >
                <ArrowUpRight />
                Withdraw
              </Button>
            </div>
          ) : null}
        </div>

        {isTestMode ? (
          <p className="flex items-start gap-2 rounded-lg border border-warning-soft-foreground/15 bg-warning-soft px-3.5 py-2.5 text-sm text-warning-soft-foreground">
            <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              <span className="font-medium">You're using test money.</span> No real payment rail is connected, so
              deposits here are free and not real dollars.
            </span>
          </p>
        ) : null}

        {wallet.isError ? (
          <Card className="flex flex-col items-center px-6 py-10 text-center">
            <div className="mb-3 flex size-10 items-center justify-center rounded-full bg-destructive-soft text-destructive">
              <CircleAlert className="size-5" aria-hidden="true" />
            </div>
            <h3 className="font-medium">Couldn't load your balances</h3>
            <p className="mt-1 max-w-sm text-sm text-muted-foreground">{getErrorMessage(wallet.error)}</p>
            <Button variant="outline" className="mt-5" onClick={() => wallet.refetch()} disabled={wallet.isFetching}>
              {wallet.isFetching ? <Spinner /> : <RotateCw />}
              Try again
            </Button>
          </Card>
        ) : (
          <BalanceCards wallet={wallet.data} />
        )}
      </section>

      <Statement onAddFunds={openAddFunds} />
      <WithdrawalsList />

      <AddFundsDialog
        open={isAddOpen}
        onOpenChange={setIsAddOpen}
        onAdded={(movement) => {
          setIsAddOpen(false);
          show({
            tone: "success",
            text: `Added ${formatUsd(movement.transaction.amount) ?? movement.transaction.amount} in test funds.`,
          });
        }}
      />
      <WithdrawDialog
        open={isWithdrawOpen}
        onOpenChange={setIsWithdrawOpen}
        available={wallet.data?.available ?? null}
        onRequested={(withdrawal) => {
          setIsWithdrawOpen(false);
          show({
            tone: "success",
            text: `Withdrawal of ${formatUsd(withdrawal.amount) ?? withdrawal.amount} requested.`,
          });
        }}
      />
      <Notice message={notice} onDismiss={dismiss} />
    </div>
  );
}
