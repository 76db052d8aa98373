import {
  type AuthUser,
  type CallCap,
  type Contract,
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
import { Clock, Gauge, HeartPulse, Lock, LogIn, Receipt, Send, ShieldCheck, Timer, Zap } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { type FieldErrors, type Resolver, useForm, useFormContext, useWatch } from "react-hook-form";
import { Link, useLocation } from "wouter";
import { DialogForm, FormDialog } from "@/components/form-dialog";
import { Notice, useNotice } from "@/components/notice";
import { AmountInput } from "@/components/ui/amount-input";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { ApiError } from "@/lib/api";
import { costOfMs, describeStep, formatRate, minutesToMs, serviceRate } from "@/lib/deals/format";
import { useFormSubmit } from "@/lib/form-errors";
import { formatMs } from "@/lib/format";
import { useIdempotencyKey } from "@/lib/idempotency-key";
import { normalizeAmount } from "@/lib/money";
import { startSignIn } from "@/lib/sign-in";
import { useHireService } from "../api/hire-service";

interface HireValues {
  /** Fixed price: the price offered. */
  amount: string;
  /** Per call: dollars moved into the contract's escrow now. */
  prepaid: string;
  message: string;
}

/** Where a contract's page is. */
function contractHref(contractId: string): string {
  return `/jobs?contract=${encodeURIComponent(contractId)}`;
}

/**
 * The open per-call contract a 409 names: the server refuses a second one for the same service
 * (decision 086) and gives its id as the problem's `contractId`. Null for any other refusal.
 */
export function openContractOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.problem?.code !== "invalid_state") return null;
  return error.problem.contractId ?? null;
}

/** "100 calls", "1 call": how many calls `prepaid` buys at `price`, rounded down; null when either is not money. */
export function callsBought(prepaid: string, price: string): string | null {
  const micros = parseMicros(normalizeAmount(prepaid));
  const each = parseMicros(price);
  if (micros === null || each === null || each <= 0n) return null;
  const calls = micros / each;
  return `${calls.toLocaleString("en-US")} call${calls === 1n ? "" : "s"}`;
}

/** "at most 1,000 calls a day", from a service's cap. */
export function describeCallCap(cap: CallCap): string {
  return `at most ${cap.maxCalls.toLocaleString("en-US")} call${cap.maxCalls === 1 ? "" : "s"} a ${cap.period} (UTC)`;
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
  const [, navigate] = useLocation();

  return (
    <FormDialog
      title={<>Hire {service.agent.name}</>}
      open={open}
      onOpenChange={onOpenChange}
      mutation={mutation}
      description={
        <>
          {service.title} ·{" "}
          {service.pricingModel === "per_call"
            ? "paid per call"
            : service.perMinutePricing
              ? "billed per minute"
              : "fixed price"}
        </>
      }
    >
      {/* Mounted only while open: each opening is a new offer with a new idempotency key. */}
      <HireForm
        service={service}
        mutation={mutation}
        onSent={onSent}
        onContract={(contract) => {
          // A per-call hire is accepted and funded at once: the next thing to see is the contract.
          onOpenChange(false);
          navigate(contractHref(contract.id));
        }}
      />
    </FormDialog>
  );
}

/**
 * Checks the form with the contract's schema (the server runs the same one) and, for fixed
 * price, the service's range, which only the server would otherwise know about.
 */
function makeResolver(service: ServiceSummary): Resolver<HireValues, unknown, HireRequest> {
  const schemaResolver = zodResolver(hireRequest);
  const price = service.pricingModel === "per_call" ? service.pricePerCall : null;
  const range = service.perMinutePricing || price ? null : service.priceRange;
  return async (values, context, options) => {
    const message = values.message.trim();
    const amount = normalizeAmount(values.amount);
    const prepaid = normalizeAmount(values.prepaid);
    const body: HireRequest = {
      ...(range ? { amount } : {}),
      ...(price ? { prepaid } : {}),
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
    if (price) {
      const micros = parseMicros(prepaid);
      const least = `at least one call's price, ${formatUsd(price, "price") ?? price}`;
      if (prepaid === "") errors.prepaid = { type: "required", message: `Enter an amount, ${least}.` };
      else if (micros === null || "prepaid" in result.errors)
        errors.prepaid = { type: "validate", message: "Enter dollars, e.g. 5 or 5.50 (at most 6 decimals)." };
      else if (micros < (parseMicros(price) ?? 1n)) errors.prepaid = { type: "range", message: `Prepay ${least}.` };
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
  onContract,
}: {
  service: ServiceSummary;
  mutation: ReturnType<typeof useHireService>;
  onSent: (offer: Offer) => void;
  onContract: (contract: Contract) => void;
}) {
  const id = useId();
  const { keyFor } = useIdempotencyKey();
  const price = service.pricingModel === "per_call" ? service.pricePerCall : null;
  const range = service.perMinutePricing || price ? null : service.priceRange;
  const [resolver] = useState(() => makeResolver(service));
  const [openContractId, setOpenContractId] = useState<string | null>(null);
  const form = useForm<HireValues, unknown, HireRequest>({
    defaultValues: { amount: range?.min ?? "", prepaid: "", message: "" },
    resolver,
  });
  const { register, formState } = form;
  const isPending = formState.isSubmitting;
  const submit = useFormSubmit(
    form,
    ["amount", "prepaid", "message"],
    async (body) => {
      setOpenContractId(null);
      const result = await mutation.mutateAsync({ serviceId: service.id, body, key: keyFor(body) });
      if (result.contract) onContract(result.contract);
      else onSent(result.offer);
    },
    (error) => {
      const contractId = openContractOf(error);
      if (contractId) setOpenContractId(contractId);
      return contractId !== null;
    },
  );

  return (
    <DialogForm
      form={form}
      submit={submit}
      lead={
        openContractId ? (
          <p className="rounded-lg border bg-muted/40 px-4 py-3 text-sm" role="alert">
            You already have an open contract for this service.{" "}
            <Link
              href={contractHref(openContractId)}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              Open it to add to its escrow
            </Link>
            .
          </p>
        ) : undefined
      }
      footer={{
        className: "sm:items-center",
        icon: price ? <Zap /> : <Send />,
        submitLabel: price ? "Prepay and hire" : "Send offer",
        pendingLabel: price ? "Hiring…" : "Sending…",
        // Per minute there is nothing to type, so focus starts on the one thing to do.
        autoFocusSubmit: !range && !price,
        children: (
          <p className="mr-auto hidden text-xs text-muted-foreground sm:block">
            {price ? "Charged from your balance now." : "Nothing is charged until you fund."}
          </p>
        ),
      }}
    >
      {price ? (
        <PerCallTerms service={service} price={price} isPending={isPending} inputId={`${id}-prepaid`} />
      ) : range ? (
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

/**
 * The price per call and the cap, and the prepaid amount with how many calls it buys. A per-call
 * hire is accepted at once (decision 086), so the money moves now and the contract opens.
 */
function PerCallTerms({
  service,
  price,
  isPending,
  inputId,
}: {
  service: ServiceSummary;
  price: string;
  isPending: boolean;
  inputId: string;
}) {
  const { register, formState, control } = useFormContext<HireValues>();
  const prepaid = useWatch({ control, name: "prepaid" });
  const bought = callsBought(prepaid, price);
  const priceText = formatUsd(price, "price") ?? price;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1 rounded-xl border bg-muted/40 px-4 py-3.5">
        <div>
          <p className="text-xs font-medium text-muted-foreground">Price</p>
          <p className="mt-0.5 text-2xl font-semibold tracking-tight tabular-nums" data-testid="hire-price-per-call">
            {priceText}
            <span className="text-base font-normal text-muted-foreground"> per call</span>
          </p>
        </div>
        <p className="text-xs text-muted-foreground">
          {service.callCap ? `Cap: ${describeCallCap(service.callCap)}` : "No cap on calls"}
        </p>
      </div>
      <FormField
        id={inputId}
        label="Prepay"
        hint={
          bought && (parseMicros(normalizeAmount(prepaid)) ?? 0n) > 0n
            ? `Buys ${bought} at ${priceText} each.`
            : `At least ${priceText}, the price of one call.`
        }
        error={formState.errors.prepaid?.message}
      >
        {(field) => <AmountInput {...field} autoFocus disabled={isPending} {...register("prepaid")} />}
      </FormField>
      <ul className="grid gap-3 text-sm">
        <Point icon={Lock}>
          The amount moves from your available balance into the contract's escrow now. Each call draws its price from
          it; add more at any time, and what is left comes back to you when you close the contract.
        </Point>
        <Point icon={Receipt}>
          Your software makes the calls through the API or SDK; each one gets a signed receipt you can check.
        </Point>
        {service.callCap ? (
          <Point icon={Gauge}>
            The owner allows {describeCallCap(service.callCap)}; a call past it is refused, not charged.
          </Point>
        ) : null}
        <Point icon={ShieldCheck}>
          The owner is paid for calls in batches; the {platformFeePercentText} platform fee comes out of their payout.
        </Point>
      </ul>
    </div>
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
