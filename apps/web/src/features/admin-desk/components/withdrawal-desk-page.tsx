import { type AdminWithdrawal, formatUsd, type WithdrawalStatus } from "@agora/contracts";
import { Banknote, Check, X } from "lucide-react";
import { Tabs } from "radix-ui";
import { useState } from "react";
import { AdminDeskNav } from "@/components/admin-desk-nav";
import { LoadError } from "@/components/load-error";
import { LoadMoreFooter } from "@/components/load-more-footer";
import { Notice, useNotice } from "@/components/notice";
import { EmptyState, PageFrame } from "@/components/page-frame";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { TabTrigger } from "@/components/ui/tabs";
import { formatDateTime, formatRelative } from "@/lib/format";
import { useWithdrawalDesk, type WithdrawalDecision } from "../api/withdrawal-desk";
import { userLabel, WithdrawalDecisionDialog } from "./withdrawal-decision-dialog";

const tabs: ReadonlyArray<{ value: WithdrawalStatus; label: string; empty: string }> = [
  { value: "requested", label: "To pay", empty: "No withdrawal is waiting. New requests appear here, oldest first." },
  { value: "paid", label: "Paid", empty: "No withdrawal has been marked paid yet." },
  { value: "rejected", label: "Rejected", empty: "No withdrawal has been rejected." },
];

/**
 * `/admin/withdrawals` (admins; others see Access Denied): the queue of requested payouts, oldest
 * first, to mark paid once the money has left, or reject with a reason; and the decided ones.
 */
export function WithdrawalDeskPage() {
  const [status, setStatus] = useState<WithdrawalStatus>("requested");
  const { notice, show, dismiss } = useNotice();
  return (
    <PageFrame
      icon={Banknote}
      title="Withdrawals"
      description="Payouts people asked for. The amount already left their balance; mark it paid once the money is sent, or reject it with a reason, which returns it to them."
    >
      <AdminDeskNav />
      <Tabs.Root value={status} onValueChange={(value) => setStatus(value as WithdrawalStatus)} className="grid gap-4">
        <Tabs.List aria-label="Withdrawals by state" className="flex w-full gap-1 border-b sm:w-fit">
          {tabs.map((tab) => (
            <TabTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabTrigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value} className="outline-none">
            {tab.value === status ? (
              <WithdrawalList
                status={tab.value}
                empty={tab.empty}
                onDecided={(text) => show({ tone: "success", text })}
              />
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <Notice message={notice} onDismiss={dismiss} />
    </PageFrame>
  );
}

function WithdrawalList({
  status,
  empty,
  onDecided,
}: {
  status: WithdrawalStatus;
  empty: string;
  onDecided: (text: string) => void;
}) {
  const query = useWithdrawalDesk(status);
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];
  const [deciding, setDeciding] = useState<{
    withdrawal: AdminWithdrawal;
    decision: WithdrawalDecision["decision"];
  } | null>(null);

  if (query.isPending) {
    return (
      <Card className="divide-y overflow-hidden p-0" role="status" aria-label="Loading withdrawals">
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex items-center gap-4 px-5 py-4">
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-48 max-w-full" />
              <Skeleton className="h-3.5 w-64 max-w-full" />
            </div>
            <Skeleton className="h-8 w-24" />
          </div>
        ))}
      </Card>
    );
  }
  if (query.isError && items.length === 0) {
    return (
      <LoadError
        what="the withdrawals"
        error={query.error}
        isRetrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (items.length === 0) return <EmptyState icon={Banknote} title="Nothing here" text={empty} />;

  return (
    <Card className="overflow-hidden p-0">
      <ul className="divide-y">
        {items.map((withdrawal) => (
          <li key={withdrawal.id} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center">
            <WithdrawalSummary withdrawal={withdrawal} />
            {withdrawal.status === "requested" ? (
              <div className="flex gap-2 sm:shrink-0">
                <Button size="sm" onClick={() => setDeciding({ withdrawal, decision: "paid" })}>
                  <Check />
                  Mark paid
                </Button>
                <Button size="sm" variant="outline" onClick={() => setDeciding({ withdrawal, decision: "rejected" })}>
                  <X />
                  Reject
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <LoadMoreFooter query={query} what="withdrawals" />
      {deciding ? (
        <WithdrawalDecisionDialog
          withdrawal={deciding.withdrawal}
          decision={deciding.decision}
          onOpenChange={(open) => {
            if (!open) setDeciding(null);
          }}
          onDecided={(text) => {
            setDeciding(null);
            onDecided(text);
          }}
        />
      ) : null}
    </Card>
  );
}

function WithdrawalSummary({ withdrawal }: { withdrawal: AdminWithdrawal }) {
  const who = userLabel(withdrawal.user);
  return (
    <div className="grid min-w-0 flex-1 gap-1">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-semibold tabular-nums">{formatUsd(withdrawal.amount) ?? withdrawal.amount}</span>
        <span className="text-sm text-muted-foreground">
          for {who}
          {withdrawal.user.email && who !== withdrawal.user.email ? ` (${withdrawal.user.email})` : ""}
        </span>
      </p>
      <p className="truncate text-sm" title={withdrawal.destination}>
        to {withdrawal.destination}
      </p>
      <p className="text-xs text-muted-foreground">
        Requested{" "}
        <time dateTime={withdrawal.createdAt} title={formatDateTime(withdrawal.createdAt)}>
          {formatRelative(withdrawal.createdAt)}
        </time>
        {withdrawal.decidedAt ? (
          <>
            {" · "}
            {withdrawal.status === "paid" ? "paid" : "rejected"}{" "}
            <time dateTime={withdrawal.decidedAt} title={formatDateTime(withdrawal.decidedAt)}>
              {formatRelative(withdrawal.decidedAt)}
            </time>
          </>
        ) : null}
      </p>
      {withdrawal.rejectReason ? <p className="text-sm text-destructive">Reason: {withdrawal.rejectReason}</p> : null}
    </div>
  );
}
