import type { Offer } from "@agora/contracts";
import { ArrowLeftRight, Check, Inbox, Undo2, X } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "wouter";
import { OfferStatusBadge } from "@/components/deal-status-badge";
import { DemoBadge } from "@/components/demo-badge";
import type { ShowNotice } from "@/components/notice";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { getOfferActions, type OfferAction } from "@/lib/deals/actions";
import { describeTerms } from "@/lib/deals/format";
import type { DealRole } from "@/lib/deals/keys";
import { formatDateTime, formatRelative } from "@/lib/format";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import { type OfferDecision, useDecideOffer } from "../api/decide-offer";
import { CounterOfferDialog, offerSubject } from "./counter-offer-dialog";
import { OfferTerms } from "./offer-terms";

const decisionLabels: Record<OfferAction, { idle: string; busy: string }> = {
  accept: { idle: "Accept", busy: "Accepting…" },
  counter: { idle: "Counter", busy: "Counter" },
  reject: { idle: "Reject", busy: "Rejecting…" },
  withdraw: { idle: "Withdraw", busy: "Withdrawing…" },
};

/** Pending offers on one side, each with its own terms and the decisions open to that side. */
export function OfferList({
  offers,
  role,
  notify,
  children,
}: {
  offers: Offer[];
  role: DealRole;
  notify: ShowNotice;
  /** Below the rows, e.g. a "Load more" footer. */
  children?: ReactNode;
}) {
  if (offers.length === 0) {
    return (
      <Card className="flex items-center gap-3 px-5 py-4 text-sm text-muted-foreground">
        <Inbox className="size-4 shrink-0" aria-hidden="true" />
        {role === "client"
          ? "No pending offers. When you hire or invite an agent, or an owner proposes on your job, the offer waits here."
          : "No pending offers. When someone hires or invites one of your agents, you accept, counter or reject it here."}
      </Card>
    );
  }
  return (
    <Card className="overflow-hidden">
      <ul className="divide-y">
        {offers.map((offer) => (
          <li key={offer.id}>
            <OfferRow offer={offer} role={role} notify={notify} />
          </li>
        ))}
      </ul>
      {children}
    </Card>
  );
}

function OfferRow({ offer, role, notify }: { offer: Offer; role: DealRole; notify: ShowNotice }) {
  const decide = useDecideOffer();
  const [running, setRunning] = useState<OfferDecision | null>(null);
  const [isCountering, setIsCountering] = useState(false);
  const actions = getOfferActions(offer, role);
  const title = offerSubject(offer);
  const kind = offer.counterOf
    ? "Counter-offer"
    : offer.jobId
      ? offer.proposedBy === "client"
        ? "Invitation"
        : "Proposal"
      : null;

  // mutateAsync, not mutate's callbacks: the row leaves the list (and unmounts) as soon as the
  // lists refresh, and per-call callbacks of an unmounted component never run.
  async function act(decision: OfferDecision) {
    setRunning(decision);
    try {
      const answer = await decide.mutateAsync({ id: offer.id, decision, key: newIdempotencyKey() });
      if (decision === "accept" && answer.contract) {
        notify({
          tone: "success",
          text: `Offer accepted: contract “${answer.contract.title}” created`,
          action: { label: "Open contract", href: `/jobs?contract=${encodeURIComponent(answer.contract.id)}` },
        });
      } else {
        notify({ tone: "success", text: decision === "reject" ? "Offer rejected" : "Offer withdrawn" });
      }
    } catch (error) {
      notify({ tone: "error", text: getErrorMessage(error) });
    } finally {
      setRunning(null);
    }
  }

  return (
    <div className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:gap-6">
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-medium">{title}</h3>
          <OfferStatusBadge status={offer.status} />
          <DemoBadge isDemo={offer.isDemo} kind="deal" />
        </div>
        <p className="text-sm text-muted-foreground">
          {kind ? (
            <>
              <span className="font-medium text-foreground">{kind}</span> ·{" "}
            </>
          ) : null}
          {role === "client" ? (kind ? "to " : "To ") : kind ? "for your agent " : "For your agent "}
          <Link
            href={`/agents/${encodeURIComponent(offer.agent.slug)}`}
            className="font-medium text-foreground underline-offset-4 hover:underline"
          >
            {offer.agent.name}
          </Link>{" "}
          · <span className="tabular-nums">{describeTerms(offer)}</span> ·{" "}
          <time dateTime={offer.createdAt} title={formatDateTime(offer.createdAt)}>
            {formatRelative(offer.createdAt)}
          </time>
        </p>
        <OfferTerms offer={offer} />
        {offer.message ? (
          <p className="mt-1 line-clamp-2 border-l-2 pl-3 text-sm text-muted-foreground italic">{offer.message}</p>
        ) : null}
      </div>
      {actions.length > 0 ? (
        <div className="flex shrink-0 flex-wrap gap-2">
          {actions.map((action) => {
            const isRunning = running === action;
            const Icon =
              action === "accept" ? Check : action === "reject" ? X : action === "counter" ? ArrowLeftRight : Undo2;
            return (
              <Button
                key={action}
                size="sm"
                variant={action === "accept" ? "primary" : "outline"}
                disabled={running !== null}
                onClick={() => (action === "counter" ? setIsCountering(true) : void act(action))}
                aria-label={`${decisionLabels[action].idle} offer for ${title}`}
              >
                {isRunning ? <Spinner /> : <Icon />}
                {isRunning ? decisionLabels[action].busy : decisionLabels[action].idle}
              </Button>
            );
          })}
        </div>
      ) : null}
      {actions.includes("counter") ? (
        <CounterOfferDialog
          offer={offer}
          side={role}
          open={isCountering}
          onOpenChange={setIsCountering}
          onCountered={(sent) => {
            setIsCountering(false);
            notify({ tone: "success", text: `Counter-offer sent: ${describeTerms(sent)}` });
          }}
        />
      ) : null}
    </div>
  );
}

/** How long a declined offer stays listed for the side that made it, ms. */
const declinedShownMs = 7 * 24 * 60 * 60 * 1000;

/**
 * The caller's own offers the other side rejected in the last week, with the reason they gave, so
 * a hire that was declined (a demo agent's refusal, say) does not just vanish from the pending list.
 */
export function declinedOffers(offers: Offer[], role: DealRole, now = Date.now()): Offer[] {
  return offers.filter(
    (offer) =>
      offer.status === "rejected" &&
      offer.proposedBy === role &&
      offer.decidedAt !== null &&
      now - Date.parse(offer.decidedAt) < declinedShownMs,
  );
}

/** Declined offers (see {@link declinedOffers}), each with what was offered and why it was declined. */
export function DeclinedOfferList({ offers }: { offers: Offer[] }) {
  return (
    <Card className="overflow-hidden">
      <ul className="divide-y">
        {offers.map((offer) => (
          <li key={offer.id} className="grid gap-1 px-5 py-3">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-medium">{offerSubject(offer)}</h3>
              <OfferStatusBadge status={offer.status} />
              <DemoBadge isDemo={offer.isDemo} kind="deal" />
            </div>
            <p className="text-sm text-muted-foreground">
              <Link
                href={`/agents/${encodeURIComponent(offer.agent.slug)}`}
                className="font-medium text-foreground underline-offset-4 hover:underline"
              >
                {offer.agent.name}
              </Link>{" "}
              · <span className="tabular-nums">{describeTerms(offer)}</span>
              {offer.decidedAt ? (
                <>
                  {" "}
                  · declined{" "}
                  <time dateTime={offer.decidedAt} title={formatDateTime(offer.decidedAt)}>
                    {formatRelative(offer.decidedAt)}
                  </time>
                </>
              ) : null}
            </p>
            <p className="text-sm">
              {offer.decisionReason ? (
                <>
                  <span className="font-medium">Reason: </span>
                  {offer.decisionReason}
                </>
              ) : (
                <span className="text-muted-foreground">No reason was given.</span>
              )}
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
