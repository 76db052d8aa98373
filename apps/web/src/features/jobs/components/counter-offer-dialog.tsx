import { type CounterOfferRequest, counterOfferRequest, type Offer } from "@agora/contracts";
import { ArrowLeftRight } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { DialogForm, FormDialog } from "@/components/form-dialog";
import { describeTerms } from "@/lib/deals/format";
import type { DealRole } from "@/lib/deals/keys";
import { useFormSubmit } from "@/lib/form-errors";
import { useIdempotencyKey } from "@/lib/idempotency-key";
import { useCounterOffer } from "../api/counter-offer";
import { type TermsValues, termsFromOffer } from "../terms";
import { termsResolver } from "../terms-resolver";
import { TermsFields } from "./terms-fields";

/** What an offer is about, in a few words: its job, its service, or the agent. */
export function offerSubject(offer: Pick<Offer, "jobTitle" | "serviceTitle" | "agent">): string {
  return offer.jobTitle ?? offer.serviceTitle ?? `Work with ${offer.agent.name}`;
}

/**
 * "Counter" on a pending offer from the other side: their terms, and new ones to send back
 * (a price for fixed-price work, a rate for per-minute work). Their offer becomes `countered`.
 */
export function CounterOfferDialog({
  offer,
  side,
  open,
  onOpenChange,
  onCountered,
}: {
  offer: Offer;
  /** The side of the deal the user is on (never the offer's proposer). */
  side: DealRole;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCountered: (offer: Offer) => void;
}) {
  const mutation = useCounterOffer();

  return (
    <FormDialog
      title="Counter the offer"
      open={open}
      onOpenChange={onOpenChange}
      mutation={mutation}
      description={
        <>
          {offerSubject(offer)} · {side === "client" ? "" : "your agent "}
          {offer.agent.name}
        </>
      }
    >
      {/* Mounted only while open: each opening is a new counter-offer with a new idempotency key. A per-call
          hire is accepted when made (decision 086), so it is never pending and never countered. */}
      {offer.pricingModel === "per_call" ? null : (
        <CounterForm
          offer={{ ...offer, pricingModel: offer.pricingModel }}
          side={side}
          mutation={mutation}
          onCountered={onCountered}
        />
      )}
    </FormDialog>
  );
}

function CounterForm({
  offer,
  side,
  mutation,
  onCountered,
}: {
  /** A negotiable offer: fixed or per minute. */
  offer: Offer & { pricingModel: "fixed" | "per_minute" };
  side: DealRole;
  mutation: ReturnType<typeof useCounterOffer>;
  onCountered: (offer: Offer) => void;
}) {
  const { keyFor } = useIdempotencyKey();
  const [resolver] = useState(() =>
    termsResolver<TermsValues, CounterOfferRequest>(offer.pricingModel, counterOfferRequest),
  );
  const form = useForm<TermsValues, unknown, CounterOfferRequest>({ defaultValues: termsFromOffer(offer), resolver });
  const isPending = form.formState.isSubmitting;
  const them = side === "client" ? "The agent's owner" : "The client";

  const submit = useFormSubmit(form, ["amount", "basePerMinuteRate", "message"], async (body) => {
    onCountered(await mutation.mutateAsync({ id: offer.id, body, key: keyFor(body) }));
  });

  return (
    <DialogForm
      form={form}
      submit={submit}
      lead={
        <div className="grid gap-1 rounded-xl border bg-muted/40 px-4 py-3.5">
          <p className="text-xs font-medium text-muted-foreground">{them} offers</p>
          <p className="text-xl font-semibold tracking-tight tabular-nums">{describeTerms(offer)}</p>
          {offer.message ? (
            <p className="mt-1 line-clamp-3 border-l-2 pl-3 text-sm text-muted-foreground italic">{offer.message}</p>
          ) : null}
        </div>
      }
      footer={{
        className: "sm:items-center",
        icon: <ArrowLeftRight />,
        submitLabel: "Send counter-offer",
        pendingLabel: "Sending…",
        children: (
          <p className="mr-auto hidden max-w-56 text-xs text-muted-foreground sm:block">
            Their offer closes as countered; yours waits 7 days for an answer.
          </p>
        ),
      }}
    >
      <TermsFields
        model={offer.pricingModel}
        isPending={isPending}
        autoFocus
        messageLabel="Why these terms"
        messagePlaceholder="Explain your counter-offer, e.g. what the price covers."
      />
    </DialogForm>
  );
}
