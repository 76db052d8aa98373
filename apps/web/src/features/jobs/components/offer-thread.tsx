import type { Offer } from "@agora/contracts";
import { ArrowLeftRight, ArrowRight, Check, Clock, MessageSquare, Undo2, X } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { getAgentInitials } from "@/components/agent-badges";
import { OfferStatusBadge } from "@/components/deal-status-badge";
import { DemoBadge } from "@/components/demo-badge";
import type { ShowNotice } from "@/components/notice";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { cn } from "@/lib/cn";
import { getOfferActions } from "@/lib/deals/actions";
import { describeTerms } from "@/lib/deals/format";
import type { DealRole } from "@/lib/deals/keys";
import { formatDateTime, formatRelative } from "@/lib/format";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import { type OfferDecision, useDecideOffer } from "../api/decide-offer";
import type { OfferThread } from "../threads";
import { CounterOfferDialog } from "./counter-offer-dialog";
import { OfferTerms } from "./offer-terms";

const decisionLabels: Record<OfferDecision, { idle: string; busy: string; done: string }> = {
  accept: { idle: "Accept", busy: "Accepting…", done: "Offer accepted" },
  reject: { idle: "Reject", busy: "Rejecting…", done: "Offer rejected" },
  withdraw: { idle: "Withdraw", busy: "Withdrawing…", done: "Offer withdrawn" },
};

/**
 * One step of a negotiation in words, from the reader's side: "You invited Nova at $450.00 fixed",
 * "Nova's owner countered with $500.00 fixed".
 */
export function describeStep(offer: Offer, index: number, reader: DealRole): { who: string; what: string } {
  const who =
    offer.proposedBy === reader ? "You" : offer.proposedBy === "client" ? "The client" : `${offer.agent.name}'s owner`;
  const terms = describeTerms(offer);
  if (index > 0) return { who, what: `countered with ${terms}` };
  if (offer.proposedBy === "client") return { who, what: `invited ${offer.agent.name} at ${terms}` };
  return { who, what: `proposed ${terms}` };
}

/**
 * A negotiation on a job: the agent, the terms on the table now (the newest offer's own price and
 * stream terms, which are what accepting agrees to, not the agent's current listing), each offer
 * and counter-offer in order with its note, and the decisions open to the reader on the newest one.
 * @param contractId the contract the accepted offer made, when known, to link to it.
 */
export function OfferThreadCard({
  thread,
  reader,
  contractId,
  notify,
}: {
  thread: OfferThread;
  reader: DealRole;
  contractId: string | null;
  notify: ShowNotice;
}) {
  const { latest } = thread;
  const decide = useDecideOffer();
  const [running, setRunning] = useState<OfferDecision | null>(null);
  const [isCountering, setIsCountering] = useState(false);
  const actions = getOfferActions(latest, reader);
  const isMyTurn = actions.includes("accept");

  async function act(decision: OfferDecision) {
    setRunning(decision);
    try {
      const answer = await decide.mutateAsync({ id: latest.id, decision, key: newIdempotencyKey() });
      if (decision === "accept" && answer.contract) {
        notify({
          tone: "success",
          text: `Offer accepted: contract “${answer.contract.title}” created`,
          action: { label: "Open contract", href: `/jobs?contract=${encodeURIComponent(answer.contract.id)}` },
        });
      } else {
        notify({ tone: "success", text: decisionLabels[decision].done });
      }
    } catch (error) {
      notify({ tone: "error", text: getErrorMessage(error) });
    } finally {
      setRunning(null);
    }
  }

  return (
    <Card className="overflow-hidden" data-testid="offer-thread">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3 px-5 pt-4 pb-3 sm:px-6">
        <div className="flex min-w-0 items-center gap-3">
          <span
            className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-xs font-semibold text-primary-soft-foreground"
            aria-hidden="true"
          >
            {getAgentInitials(latest.agent.name)}
          </span>
          <div className="grid min-w-0 gap-0.5">
            <h3 className="truncate font-medium">
              <Link
                href={`/agents/${encodeURIComponent(latest.agent.slug)}`}
                className="underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                {latest.agent.name}
              </Link>
            </h3>
            <p className="text-xs text-muted-foreground">
              {thread.offers.length === 1 ? "1 offer" : `${thread.offers.length} offers`} · last{" "}
              <time dateTime={latest.createdAt} title={formatDateTime(latest.createdAt)}>
                {formatRelative(latest.createdAt)}
              </time>
            </p>
          </div>
        </div>
        <div className="flex items-center gap-3">
          <DemoBadge isDemo={latest.isDemo} kind="deal" />
          <OfferStatusBadge status={latest.status} />
          <span className="text-lg font-semibold tracking-tight tabular-nums" data-testid="thread-terms">
            {describeTerms(latest)}
          </span>
        </div>
      </div>
      <OfferTerms offer={latest} className="px-5 pb-3 sm:px-6" />

      <ol className="mx-5 mb-1 border-t sm:mx-6" aria-label={`Negotiation with ${latest.agent.name}`}>
        {thread.offers.map((offer, index) => {
          const step = describeStep(offer, index, reader);
          const isLatest = offer.id === latest.id;
          return (
            <li key={offer.id} className="relative flex gap-3 py-3" data-testid="thread-step">
              {isLatest ? null : (
                <span className="absolute top-7 bottom-0 left-[5px] w-px bg-border" aria-hidden="true" />
              )}
              <span
                className={cn(
                  "relative mt-1.5 size-[11px] shrink-0 rounded-full border-2",
                  isLatest ? "border-primary bg-primary" : "border-border bg-card",
                )}
                aria-hidden="true"
              />
              <div className="grid min-w-0 flex-1 gap-1">
                <p className="text-sm">
                  <span className="font-medium">{step.who}</span>{" "}
                  <span className={isLatest ? "text-foreground" : "text-muted-foreground"}>{step.what}</span>
                  <span className="text-muted-foreground">
                    {" · "}
                    <time dateTime={offer.createdAt} title={formatDateTime(offer.createdAt)}>
                      {formatRelative(offer.createdAt)}
                    </time>
                  </span>
                  {isLatest ? null : (
                    <span className="ml-2 inline-block align-[1px]">
                      <OfferStatusBadge status={offer.status} />
                    </span>
                  )}
                </p>
                {offer.message ? (
                  <p className="border-l-2 pl-3 text-sm whitespace-pre-wrap text-muted-foreground">{offer.message}</p>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>

      <ThreadFooter
        threadId={thread.id}
        latest={latest}
        isMyTurn={isMyTurn}
        reader={reader}
        contractId={contractId}
        actions={actions}
        running={running}
        onAct={(decision) => void act(decision)}
        onCounter={() => setIsCountering(true)}
      />

      {actions.includes("counter") ? (
        <CounterOfferDialog
          offer={latest}
          side={reader}
          open={isCountering}
          onOpenChange={setIsCountering}
          onCountered={(sent) => {
            setIsCountering(false);
            notify({ tone: "success", text: `Counter-offer sent: ${describeTerms(sent)}` });
          }}
        />
      ) : null}
    </Card>
  );
}

/** Whose move it is, and the buttons for it; the link to the contract once accepted; the negotiation's messages. */
function ThreadFooter({
  threadId,
  latest,
  isMyTurn,
  reader,
  contractId,
  actions,
  running,
  onAct,
  onCounter,
}: {
  threadId: string;
  latest: Offer;
  isMyTurn: boolean;
  reader: DealRole;
  contractId: string | null;
  actions: ReturnType<typeof getOfferActions>;
  running: OfferDecision | null;
  onAct: (decision: OfferDecision) => void;
  onCounter: () => void;
}) {
  const other = reader === "client" ? `${latest.agent.name}'s owner` : "the client";
  let status: string | null = null;
  if (latest.status === "pending") {
    status =
      actions.length === 0
        ? "This offer has expired."
        : isMyTurn
          ? `Your move · expires ${formatRelative(latest.expiresAt)}`
          : `Waiting for ${other} · expires ${formatRelative(latest.expiresAt)}`;
  } else if (latest.status === "accepted") status = "Accepted: a contract was created.";
  else if (latest.status === "rejected")
    status = `${latest.proposedBy === reader ? `Rejected by ${other}` : "You rejected it"}${
      latest.decisionReason ? `: “${latest.decisionReason}”` : "."
    }`;
  else if (latest.status === "withdrawn") status = `Withdrawn by ${latest.proposedBy === reader ? "you" : other}.`;
  else if (latest.status === "expired") status = "Expired without an answer.";

  return (
    <div
      className={cn(
        "flex flex-col gap-3 border-t px-5 py-3 sm:flex-row sm:items-center sm:justify-between sm:px-6",
        isMyTurn ? "bg-primary-soft/40" : "bg-muted/30",
      )}
    >
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        {latest.status === "pending" ? <Clock className="size-4 shrink-0" aria-hidden="true" /> : null}
        <span className={isMyTurn ? "font-medium text-foreground" : undefined}>{status}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => {
          if (action === "counter") {
            return (
              <Button key={action} size="sm" variant="outline" disabled={running !== null} onClick={onCounter}>
                <ArrowLeftRight />
                Counter
              </Button>
            );
          }
          const isRunning = running === action;
          const Icon = action === "accept" ? Check : action === "reject" ? X : Undo2;
          return (
            <Button
              key={action}
              size="sm"
              variant={action === "accept" ? "primary" : "outline"}
              disabled={running !== null}
              onClick={() => onAct(action)}
              aria-label={`${decisionLabels[action].idle} offer from ${latest.agent.name}`}
            >
              {isRunning ? <Spinner /> : <Icon />}
              {isRunning ? decisionLabels[action].busy : decisionLabels[action].idle}
            </Button>
          );
        })}
        {latest.status === "accepted" && contractId ? (
          <Button asChild size="sm" variant="outline">
            <Link href={`/jobs?contract=${encodeURIComponent(contractId)}`}>
              Open contract
              <ArrowRight />
            </Link>
          </Button>
        ) : null}
        <Button asChild size="sm" variant="ghost">
          <Link
            href={`/messages?thread=offer:${encodeURIComponent(threadId)}`}
            aria-label={`Messages about the offer from ${latest.agent.name}`}
          >
            <MessageSquare />
            Messages
          </Link>
        </Button>
      </div>
    </div>
  );
}
