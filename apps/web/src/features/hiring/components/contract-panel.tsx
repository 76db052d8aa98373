import type { Contract } from "@agora/contracts";
import {
  ArrowLeft,
  Ban,
  CircleAlert,
  CircleCheckBig,
  Ellipsis,
  ExternalLink,
  FileSearch,
  Info,
  Lock,
  PackageCheck,
  RotateCw,
  Scale,
  Snowflake,
} from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "wouter";
import type { ShowNotice } from "@/components/notice";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { OpenDisputeDialog } from "@/features/disputes/components/dispute-open-dialog";
import { DisputeSection } from "@/features/disputes/components/dispute-thread";
import { ContractReview } from "@/features/reviews/components/contract-review";
import { ApiError, getErrorMessage } from "@/lib/api";
import { formatDate, formatDateTime } from "@/lib/format";
import { useIdempotencyKey } from "@/lib/idempotency-key";
import { formatAmount } from "@/lib/money";
import { type ContractAction, getContractActions } from "../actions";
import { useApproveContract } from "../api/approve-contract";
import { useCancelContract } from "../api/cancel-contract";
import { useContract } from "../api/get-contract";
import { isLive, useContractStreams } from "../api/list-streams";
import { describeStep, describeTerms, formatMicrosAmount, formatSeconds, minutesToMs, netPaidMicros } from "../format";
import { toMicros } from "../meter";
import { ConfirmDialog } from "./confirm-dialog";
import { DeliverDialog } from "./deliver-dialog";
import { FundDialog } from "./fund-dialog";
import { ContractStatusBadge } from "./status-badge";
import { StreamPanel } from "./stream-panel";

/** One contract: its state, money, the actions open to the caller, and for per-minute work the streams. */
export function ContractPanel({ id, backHref, notify }: { id: string; backHref: string; notify: ShowNotice }) {
  const query = useContract(id);
  const back = (
    <Link
      href={backHref}
      className="inline-flex w-fit items-center gap-1.5 rounded text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      All jobs
    </Link>
  );

  if (query.isPending) {
    return (
      <div
        className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-10"
        role="status"
        aria-label="Loading contract"
      >
        {back}
        <h1 className="sr-only">Contract</h1>
        <div className="grid gap-2">
          <Skeleton className="h-8 w-72 max-w-full" />
          <Skeleton className="h-4 w-48" />
        </div>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <Skeleton className="h-64 w-full rounded-xl" />
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      </div>
    );
  }
  if (query.isError) {
    const isMissing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
        {back}
        <Card className="flex flex-col items-center px-6 py-12 text-center" role="alert">
          <div className="mb-4 flex size-11 items-center justify-center rounded-full bg-muted text-muted-foreground">
            {isMissing ? (
              <FileSearch className="size-5" aria-hidden="true" />
            ) : (
              <CircleAlert className="size-5 text-destructive" aria-hidden="true" />
            )}
          </div>
          <h1 className="font-semibold">{isMissing ? "Contract not found" : "Couldn't load this contract"}</h1>
          <p className="mt-1 max-w-sm text-sm text-muted-foreground">
            {isMissing ? "It does not exist, or you are not a party to it." : getErrorMessage(query.error)}
          </p>
          {isMissing ? null : (
            <Button variant="outline" className="mt-5" onClick={() => void query.refetch()} disabled={query.isFetching}>
              {query.isFetching ? <Spinner /> : <RotateCw />}
              Try again
            </Button>
          )}
        </Card>
      </div>
    );
  }
  return <ContractDetails contract={query.data} back={back} notify={notify} />;
}

function ContractDetails({ contract, back, notify }: { contract: Contract; back: ReactNode; notify: ShowNotice }) {
  const isPerMinute = contract.pricingModel === "per_minute";
  const streams = useContractStreams(contract.id, {
    watch: isPerMinute && contract.status === "active",
    enabled: isPerMinute,
  });
  const list = streams.data?.data ?? [];
  const latest = list[list.length - 1];
  const hasLiveStream = latest ? isLive(latest) : false;
  const actions = getContractActions(contract, { hasLiveStream });
  const counterpart = contract.role === "provider" ? "Your agent" : "Agent";
  // A resolved contract was disputed: that is the only way into `resolved`.
  const hasDispute = contract.status === "disputed" || contract.status === "resolved";

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      {back}
      <header className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="grid min-w-0 gap-2.5">
          <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">{contract.title}</h1>
          {/* Inline text, so a long line wraps between items with each dot ending its line. */}
          <p className="text-sm leading-6 text-muted-foreground">
            <span className="mr-2 inline-block align-[-1px]">
              <ContractStatusBadge status={contract.status} />
            </span>
            {counterpart}{" "}
            <Link
              href={`/agents/${encodeURIComponent(contract.agent.slug)}`}
              className="font-medium text-foreground underline-offset-4 hover:underline"
            >
              {contract.agent.name}
            </Link>
            {separator}
            <span className="whitespace-nowrap tabular-nums">{describeTerms(contract)}</span>
            {separator}
            <span className="whitespace-nowrap">you are the {contract.role}</span>
            <span className="hidden sm:inline">
              {separator}
              <span className="whitespace-nowrap">since {formatDate(contract.createdAt)}</span>
            </span>
          </p>
        </div>
        <ContractActions contract={contract} actions={actions} notify={notify} />
      </header>

      <NextStep contract={contract} hasLiveStream={hasLiveStream} />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 gap-6">
          <ContractReview contract={contract} notify={notify} />
          {hasDispute ? <DisputeSection contract={contract} notify={notify} /> : null}
          {isPerMinute ? (
            <StreamPanel contract={contract} canStart={actions.includes("startStream")} notify={notify} />
          ) : null}
          {contract.delivery ? <Delivery contract={contract} /> : null}
          {!isPerMinute && !contract.delivery && !hasDispute ? <FixedPriceProgress contract={contract} /> : null}
        </div>
        <div className="grid gap-6">
          <MoneySummary contract={contract} />
          {isPerMinute ? <StreamTerms contract={contract} /> : null}
        </div>
      </div>
    </div>
  );
}

/** Between two items of the line under the title: the dot stays at the end of a wrapped line. */
const separator = "\u00a0· ";

/** The buttons for the caller's role and the contract's state, each with its dialog. */
function ContractActions({
  contract,
  actions,
  notify,
}: {
  contract: Contract;
  actions: ContractAction[];
  notify: ShowNotice;
}) {
  const [open, setOpen] = useState<"fund" | "deliver" | "approve" | "dispute" | "cancel" | null>(null);
  const approve = useApproveContract();
  const cancel = useCancelContract();
  const approveKey = useIdempotencyKey();
  const cancelKey = useIdempotencyKey();
  const isPerMinute = contract.pricingModel === "per_minute";
  const escrow = toMicros(contract.escrow);
  const shown = actions.filter((action) => action !== "startStream");
  // Disputing and cancelling sit in a "more" menu next to the main actions, and show as buttons
  // only when there is no main action.
  const hasMainAction = shown.some((action) => action === "fund" || action === "deliver" || action === "approve");
  const canDispute = shown.includes("dispute");
  const canCancel = shown.includes("cancel");
  if (shown.length === 0) return null;

  function close() {
    approve.reset();
    cancel.reset();
    setOpen(null);
  }

  return (
    <div className="flex flex-wrap gap-2 lg:shrink-0 lg:flex-nowrap lg:justify-end">
      {shown.includes("fund") ? (
        <Button variant={isPerMinute && escrow > 0n ? "outline" : "primary"} onClick={() => setOpen("fund")}>
          <Lock />
          {escrow > 0n ? "Add funds" : "Fund escrow"}
        </Button>
      ) : null}
      {shown.includes("deliver") ? (
        <Button onClick={() => setOpen("deliver")}>
          <PackageCheck />
          Deliver
        </Button>
      ) : null}
      {shown.includes("approve") ? (
        <Button variant={isPerMinute ? "outline" : "primary"} onClick={() => setOpen("approve")}>
          <CircleCheckBig />
          {isPerMinute ? "Approve & close" : "Approve & pay"}
        </Button>
      ) : null}
      {hasMainAction ? null : (
        <>
          {canDispute ? (
            <Button variant="outline" onClick={() => setOpen("dispute")}>
              <Scale />
              Open a dispute
            </Button>
          ) : null}
          {canCancel ? (
            <Button variant="destructive-outline" onClick={() => setOpen("cancel")}>
              <Ban />
              Cancel contract
            </Button>
          ) : null}
        </>
      )}
      {hasMainAction && (canDispute || canCancel) ? (
        // Not modal: a modal menu handing focus to a dialog can leave the page unclickable.
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="icon" aria-label="More actions">
              <Ellipsis />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent className="min-w-48">
            {canDispute ? (
              <DropdownMenuItem onSelect={() => setOpen("dispute")}>
                <Scale />
                Open a dispute
              </DropdownMenuItem>
            ) : null}
            {canCancel ? (
              <DropdownMenuItem
                onSelect={() => setOpen("cancel")}
                className="text-destructive [&_svg]:text-destructive!"
              >
                <Ban />
                Cancel contract
              </DropdownMenuItem>
            ) : null}
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}

      <FundDialog
        contract={contract}
        open={open === "fund"}
        onOpenChange={(next) => setOpen(next ? "fund" : null)}
        onFunded={(_funded, amount) => {
          setOpen(null);
          notify({ tone: "success", text: `${formatAmount(amount)} moved into escrow` });
        }}
      />
      <DeliverDialog
        contract={contract}
        open={open === "deliver"}
        onOpenChange={(next) => setOpen(next ? "deliver" : null)}
        onDelivered={() => {
          setOpen(null);
          notify({ tone: "success", text: "Delivery recorded. The client has been asked to approve it." });
        }}
      />
      <OpenDisputeDialog
        contract={contract}
        open={open === "dispute"}
        onOpenChange={(next) => setOpen(next ? "dispute" : null)}
        onOpened={(dispute) => {
          setOpen(null);
          notify({
            tone: "success",
            text: `Dispute opened: ${formatAmount(dispute.frozenEscrow)} is frozen until an admin resolves it`,
          });
        }}
      />
      <ConfirmDialog
        open={open === "approve"}
        title={isPerMinute ? "Approve and close this contract?" : `Approve and pay ${formatAmount(contract.escrow)}?`}
        confirmLabel={isPerMinute ? "Approve & close" : "Approve & pay"}
        pendingLabel="Approving…"
        isPending={approve.isPending}
        error={approve.error}
        onClose={close}
        onConfirm={async () => {
          // mutateAsync: a closed contract has no actions, so this component may unmount first.
          try {
            await approve.mutateAsync({ id: contract.id, key: approveKey.keyFor(contract.id) });
            approveKey.reset();
            setOpen(null);
            notify({ tone: "success", text: isPerMinute ? "Contract completed" : "Approved: the owner has been paid" });
          } catch {
            // Shown in the dialog from approve.error; retrying reuses the key.
          }
        }}
      >
        {isPerMinute ? (
          <p>
            A running stream stops and settles first. The {formatAmount(contract.escrow)} left in escrow then returns to
            your balance, and the contract is completed.
          </p>
        ) : (
          <p>
            The escrow is released to the owner of {contract.agent.name}: they receive{" "}
            {formatMicrosAmount(escrow - (escrow * 10n) / 10_000n)} after the 0.1 % platform fee. This cannot be undone.
          </p>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={open === "cancel"}
        title="Cancel this contract?"
        confirmLabel="Cancel contract"
        pendingLabel="Cancelling…"
        cancelLabel="Keep contract"
        variant="destructive"
        isPending={cancel.isPending}
        error={cancel.error}
        onClose={close}
        onConfirm={async () => {
          try {
            await cancel.mutateAsync({ id: contract.id, key: cancelKey.keyFor(contract.id) });
            cancelKey.reset();
            setOpen(null);
            notify({ tone: "success", text: "Contract cancelled" });
          } catch {
            // Shown in the dialog from cancel.error; retrying reuses the key.
          }
        }}
      >
        <p>
          {escrow > 0n
            ? `${isPerMinute ? "A running stream settles first; then the" : "The"} ${formatAmount(contract.escrow)} in escrow returns to the client.`
            : "Nothing has been funded, so no money moves."}{" "}
          The contract cannot be reopened.
        </p>
      </ConfirmDialog>
    </div>
  );
}

/** One sentence on what happens next, for the caller's side. */
function NextStep({ contract, hasLiveStream }: { contract: Contract; hasLiveStream: boolean }) {
  const isClient = contract.role === "client";
  const isPerMinute = contract.pricingModel === "per_minute";
  let text: string | null = null;
  let tone: "info" | "frozen" = "info";
  switch (contract.status) {
    case "awaiting_funding":
      text = isClient
        ? isPerMinute
          ? "Fund the escrow to start. Streams bill against it, and what is left comes back to you."
          : `Fund the escrow with ${formatAmount(contract.amount ?? "0")} so the agent can start.`
        : "Waiting for the client to fund the escrow. Don't start work before it is funded.";
      break;
    case "active":
      if (isPerMinute) {
        text = hasLiveStream
          ? null
          : isClient
            ? "Start a payment stream when the agent begins working; approve and close the contract when you are done."
            : "Work is billed while the client's stream runs. Mark the work delivered when you are done.";
      } else {
        text = isClient
          ? "The escrow is funded. The agent's owner delivers next; you approve the payout then."
          : "The escrow is funded: start the work, then mark it delivered.";
      }
      break;
    case "delivered":
      text = isPerMinute
        ? isClient
          ? "The work is delivered. Approve and close the contract to get back what is left in escrow."
          : "Delivered. The client closes the contract."
        : contract.autoApproveAt
          ? isClient
            ? `Review the delivery and approve the payout, or open a dispute if something is wrong. Without an answer it is approved on ${formatDateTime(contract.autoApproveAt)}.`
            : `Waiting for the client's approval; it happens automatically on ${formatDateTime(contract.autoApproveAt)}.`
          : null;
      break;
    case "disputed":
      tone = "frozen";
      text = `The escrow (${formatAmount(contract.escrow)}) is frozen while an Agora admin reviews the dispute; no money moves until it is resolved. Reply and add evidence below.`;
      break;
    case "resolved":
      text = "An Agora admin resolved the dispute and split the escrow as shown below. The contract is closed.";
      break;
    default:
      text = null;
  }
  if (!text) return null;
  if (tone === "frozen") {
    return (
      <p
        className="flex items-start gap-2.5 rounded-xl border border-warning-soft-foreground/20 bg-warning-soft px-4 py-3 text-sm text-warning-soft-foreground"
        data-testid="contract-frozen"
      >
        <Snowflake className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{text}</span>
      </p>
    );
  }
  return (
    <p className="flex items-start gap-2.5 rounded-xl border bg-primary-soft/40 px-4 py-3 text-sm">
      <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}

/** Escrow, gross paid out, fees and net, straight from the ledger. */
function MoneySummary({ contract }: { contract: Contract }) {
  const isPerMinute = contract.pricingModel === "per_minute";
  return (
    <Card className="p-5 sm:p-6" aria-labelledby="money-title">
      <h2 id="money-title" className="font-semibold">
        Money
      </h2>
      <dl className="mt-4 grid gap-3 text-sm">
        <MoneyLine
          label={isPerMinute ? "Rate" : "Price"}
          value={isPerMinute ? describeTerms(contract) : formatAmount(contract.amount ?? "0")}
        />
        <MoneyLine
          label={contract.status === "disputed" ? "Frozen in escrow" : "In escrow"}
          value={formatAmount(contract.escrow)}
          testId="contract-escrow"
          isStrong
        />
        <div className="border-t" />
        <MoneyLine label="Paid out (gross)" value={formatAmount(contract.paidOut)} testId="contract-paid-out" />
        <MoneyLine label="Platform fees" value={formatAmount(contract.fees)} testId="contract-fees" />
        <MoneyLine label="Net to the owner" value={formatMicrosAmount(netPaidMicros(contract))} />
      </dl>
    </Card>
  );
}

function MoneyLine({
  label,
  value,
  testId,
  isStrong = false,
}: {
  label: string;
  value: string;
  testId?: string;
  isStrong?: boolean;
}) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className={isStrong ? "font-semibold tabular-nums" : "font-medium tabular-nums"} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** The billing terms the contract fixed for its streams. */
function StreamTerms({ contract }: { contract: Contract }) {
  const minChargeMs = minutesToMs(contract.minChargeMinutes);
  const caps = contract.streamRateCaps;
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="font-semibold">Stream terms</h2>
      <ul className="mt-3 grid gap-2 text-sm text-muted-foreground">
        <li>Billed {describeStep(contract.rateGranularity)} of active time</li>
        {minChargeMs > 0n ? <li>Minimum {formatSeconds(minChargeMs)} per stream</li> : null}
        {caps.maxPerStream ? <li>At most {formatAmount(caps.maxPerStream)} per stream</li> : null}
        {caps.maxPerHour ? <li>At most {formatAmount(caps.maxPerHour)} per hour</li> : null}
        <li>Pauses after 30 s without a heartbeat from the agent</li>
        <li>0.1 % platform fee on each payout</li>
      </ul>
    </Card>
  );
}

/** What the owner delivered, with the link to the work. */
function Delivery({ contract }: { contract: Contract }) {
  const delivery = contract.delivery;
  if (!delivery) return null;
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 font-semibold">
          <PackageCheck className="size-4 text-primary" aria-hidden="true" />
          Delivery
        </h2>
        <span className="text-xs text-muted-foreground">{formatDateTime(delivery.deliveredAt)}</span>
      </div>
      <p className="mt-3 text-sm whitespace-pre-wrap">{delivery.note}</p>
      {delivery.url ? (
        <a
          href={delivery.url}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="mt-3 inline-flex max-w-full items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="truncate">{delivery.url}</span>
        </a>
      ) : null}
    </Card>
  );
}

/** The fixed-price path as steps, the current one highlighted. */
function FixedPriceProgress({ contract }: { contract: Contract }) {
  const steps = [
    { label: "Offer accepted", done: true },
    { label: "Escrow funded", done: contract.status !== "awaiting_funding" && contract.status !== "cancelled" },
    { label: "Work delivered", done: contract.delivery !== null },
    { label: "Approved and paid", done: contract.status === "completed" },
  ];
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="font-semibold">Progress</h2>
      <ol className="mt-4 grid gap-3">
        {steps.map((step, index) => (
          <li key={step.label} className="flex items-center gap-3 text-sm">
            <span
              className={
                step.done
                  ? "flex size-6 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
                  : "flex size-6 items-center justify-center rounded-full border text-xs font-medium text-muted-foreground"
              }
              aria-hidden="true"
            >
              {index + 1}
            </span>
            <span className={step.done ? "font-medium" : "text-muted-foreground"}>
              {step.label}
              <span className="sr-only">{step.done ? " (done)" : " (to do)"}</span>
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
