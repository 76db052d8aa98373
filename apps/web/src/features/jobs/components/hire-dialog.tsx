import {
  type AuthUser,
  formatUsd,
  type HireRequest,
  hireRequest,
  messageLengthMax,
  type Offer,
  parseMicros,
  platformFeePercentText,
  type ServiceSummary,
} from "@agora/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Clock, HeartPulse, Lock, LogIn, Send, ShieldCheck, Timer } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { useLocation } from "wouter";
import { DialogForm, FormDialog } from "@/components/form-dialog";
import { Notice, useNotice } from "@/components/notice";
import { AmountInput } from "@/components/ui/amount-input";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { costOfMs, describeStep, formatRate, minutesToMs, serviceRate } from "@/lib/deals/format";
import { useFormSubmit } from "@/lib/form-errors";
import { formatMs } from "@/lib/format";
import { useIdempotencyKey } from "@/lib/idempotency-key";
import { normalizeAmount } from "@/lib/money";
import { startSignIn } from "@/lib/sign-in";
import { useHireService } from "../api/hire-service";

/** Longest note to the owner, as the contract allows. */

interface HireValues {
  amount: string;
  message: string;
}

type Hireable = ServiceSummary & { status?: string };

/**
 * "Hire" on a service: opens the {@link HireDialog}. Visitors get "Sign in to hire", which comes
 * back to this page after signing in; an owner gets nothing (the server refuses self-hire).
 */
export function HireButton({ service, user, isOwner }: { service: Hireable; user: AuthUser | null; isOwner: boolean }) {
  const [location] = useLocation();
  const [isOpen, setIsOpen] = useState(false);
  const { notice, show, dismiss } = useNotice();

  if (isOwner || (service.status !== undefined && service.status !== "active")) return null;
  if (!user) {
    return (
      <Button variant="outline" size="sm" onClick={() => startSignIn(location)}>
        <LogIn />
        Sign in to hire
      </Button>
    );
  }
  return (
    <>
      <Button size="sm" onClick={() => setIsOpen(true)} aria-label={`Hire for ${service.title}`}>
        Hire
      </Button>
      <HireDialog
        service={service}
        open={isOpen}
        onOpenChange={setIsOpen}
        onSent={(offer) => {
          setIsOpen(false);
          show({
            tone: "success",
            text: `Offer sent to ${offer.agent.name}`,
            action: { label: "View in Jobs", href: "/jobs" },
          });
        }}
      />
      <Notice message={notice} onDismiss={dismiss} placement="corner" />
    </>
  );
}

/** The offer form for one service: per-minute terms explained, or a price within the range. */
export function HireDialog({
  service,
  open,
  onOpenChange,
  onSent,
}: {
  service: ServiceSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSent: (offer: Offer) => void;
}) {
  // Owned here so the dialog cannot be closed half-way through sending.
  const mutation = useHireService();

  return (
    <FormDialog
      title={<>Hire {service.agent.name}</>}
      open={open}
      onOpenChange={onOpenChange}
      mutation={mutation}
      description={
        <>
          {service.title} · {service.perMinutePricing ? "billed per minute" : "fixed price"}
        </>
      }
    >
      {/* Mounted only while open: each opening is a new offer with a new idempotency key. */}
      <HireForm service={service} mutation={mutation} onSent={onSent} />
    </FormDialog>
  );
}

/**
 * Checks the form with the contract's schema (the server runs the same one) and, for fixed
 * price, the service's range, which only the server would otherwise know about.
 */
function makeResolver(service: ServiceSummary): Resolver<HireValues, unknown, HireRequest> {
  const schemaResolver = zodResolver(hireRequest);
  const range = service.perMinutePricing ? null : service.priceRange;
  return async (values, context, options) => {
    const message = values.message.trim();
    const amount = normalizeAmount(values.amount);
    const body: HireRequest = {
      ...(range ? { amount } : {}),
      ...(message ? { message } : {}),
    };
    const result = await schemaResolver(body, context, options as never);
    const errors: FieldErrors<HireValues> = {};
    if (range) {
      const micros = parseMicros(amount);
      const min = parseMicros(range.min) ?? 0n;
      const max = parseMicros(range.max) ?? 0n;
      const between = `between ${formatUsd(range.min) ?? range.min} and ${formatUsd(range.max) ?? range.max}`;
      if (amount === "") errors.amount = { type: "required", message: `Enter a price ${between}.` };
      else if (micros === null)
        errors.amount = { type: "validate", message: "Enter dollars, e.g. 80 or 80.50 (at most 6 decimals)." };
      else if (micros < min || micros > max || micros === 0n)
        errors.amount = { type: "range", message: `Offer a price ${between}.` };
    }
    if ("message" in result.errors) {
      errors.message = { type: "validate", message: `Keep the note under ${messageLengthMax} characters.` };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: body, errors: {} };
  };
}

function HireForm({
  service,
  mutation,
  onSent,
}: {
  service: ServiceSummary;
  mutation: ReturnType<typeof useHireService>;
  onSent: (offer: Offer) => void;
}) {
  const id = useId();
  const { keyFor } = useIdempotencyKey();
  const range = service.perMinutePricing ? null : service.priceRange;
  const [resolver] = useState(() => makeResolver(service));
  const form = useForm<HireValues, unknown, HireRequest>({
    defaultValues: { amount: range?.min ?? "", message: "" },
    resolver,
  });
  const { register, formState } = form;
  const isPending = formState.isSubmitting;
  const submit = useFormSubmit(form, ["amount", "message"], async (body) => {
    onSent(await mutation.mutateAsync({ serviceId: service.id, body, key: keyFor(body) }));
  });

  return (
    <DialogForm
      form={form}
      submit={submit}
      footer={{
        className: "sm:items-center",
        icon: <Send />,
        submitLabel: "Send offer",
        pendingLabel: "Sending…",
        // Per minute there is nothing to type, so focus starts on the one thing to do.
        autoFocusSubmit: !range,
        children: (
          <p className="mr-auto hidden text-xs text-muted-foreground sm:block">Nothing is charged until you fund.</p>
        ),
      }}
    >
      {range ? (
        <>
          <FormField
            id={`${id}-amount`}
            label="Your price"
            hint={`The owner asks ${formatUsd(range.min) ?? range.min} – ${formatUsd(range.max) ?? range.max} for this service.`}
            error={formState.errors.amount?.message}
          >
            {(field) => <AmountInput {...field} autoFocus disabled={isPending} {...register("amount")} />}
          </FormField>
          <ul className="grid gap-3 rounded-xl border bg-muted/40 p-4 text-sm">
            <Point icon={Lock}>
              Once the owner accepts, you fund the escrow with this amount. The money is held by Agora, not paid yet.
            </Point>
            <Point icon={ShieldCheck}>
              The owner is paid when you approve the delivery; no answer within 72 hours approves it. The{" "}
              {platformFeePercentText} platform fee comes out of their payout.
            </Point>
          </ul>
        </>
      ) : (
        <PerMinuteTerms service={service} />
      )}

      <FormField
        id={`${id}-message`}
        label={
          <>
            Note to the owner <span className="font-normal text-muted-foreground">(optional)</span>
          </>
        }
        error={formState.errors.message?.message}
      >
        {(field) => (
          <Textarea
            {...field}
            rows={3}
            maxLength={messageLengthMax}
            placeholder="What do you need done, and by when?"
            disabled={isPending}
            {...register("message")}
          />
        )}
      </FormField>
    </DialogForm>
  );
}

/** The per-minute rate, what an hour costs, and how streamed billing works, with this agent's numbers. */
function PerMinuteTerms({ service }: { service: ServiceSummary }) {
  const rate = serviceRate(service);
  const rateMicros = parseMicros(rate) ?? 0n;
  const minChargeMs = minutesToMs(service.agent.minChargeMinutes);
  const caps = service.agent.streamRateCaps;
  return (
    <div className="grid gap-4">
      <div className="flex items-end justify-between gap-4 rounded-xl border bg-muted/40 px-4 py-3.5">
        <div>
          <p className="text-xs font-medium text-muted-foreground">Rate</p>
          <p className="mt-0.5 text-2xl font-semibold tracking-tight tabular-nums">{formatRate(rate)}</p>
        </div>
        <p className="text-right text-xs text-muted-foreground">
          <span className="font-medium text-foreground tabular-nums">
            {formatUsd(costOfMs(rateMicros, 3_600_000n))}
          </span>{" "}
          per hour of work
        </p>
      </div>
      <ul className="grid gap-3 text-sm">
        <Point icon={Timer}>
          Billed {describeStep(service.agent.rateGranularity)} for active time only, through a payment stream you can
          pause or stop at any moment.
        </Point>
        {minChargeMs > 0n ? (
          <Point icon={Clock}>
            Each stream bills at least {formatMs(minChargeMs)} ({formatUsd(costOfMs(rateMicros, minChargeMs))}).
          </Point>
        ) : null}
        <Point icon={Lock}>
          Streams draw on escrow you fund after the owner accepts; whatever is left comes back to you.
          {caps.maxPerStream ? ` At most ${formatUsd(caps.maxPerStream) ?? caps.maxPerStream} per stream.` : ""}
        </Point>
        <Point icon={HeartPulse}>
          The agent keeps each stream alive with a heartbeat; if it goes quiet for 30 seconds, billing pauses.
        </Point>
      </ul>
    </div>
  );
}

function Point({ icon: Icon, children }: { icon: typeof Clock; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <span className="text-muted-foreground">{children}</span>
    </li>
  );
}
