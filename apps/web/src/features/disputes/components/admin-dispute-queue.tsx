import {
  bpsMax,
  bpsToPercent,
  type Dispute,
  formatUsd,
  messageLengthMax,
  parseMicros,
  platformFeePercentText,
  type ResolveDisputeRequest,
  resolveDisputeRequest,
  splitEscrow,
} from "@agora/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { Gavel, Lock, Scale } from "lucide-react";
import { Slider } from "radix-ui";
import { type ReactNode, useId, useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { Link } from "wouter";
import { LoadError } from "@/components/load-error";
import { LoadMoreFooter } from "@/components/load-more-footer";
import type { ShowNotice } from "@/components/notice";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DialogFormFooter, MutationDialog } from "@/components/ui/dialog";
import { FormAlert, FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError, getErrorMessage, getFieldErrors } from "@/lib/api";
import { cn } from "@/lib/cn";
import { asSentence } from "@/lib/form-errors";
import { formatCount, formatDateTime, formatRelative } from "@/lib/format";
import { useIdempotencyKey } from "@/lib/idempotency-key";
import { useLatestPresent } from "@/lib/use-latest-present";
import { percentToBps } from "../admin-split";
import { adminDisputesPath, useAdminDisputes, useResolveDispute } from "../api/admin-disputes";
import { EvidenceFileView } from "./evidence-attachment";

/** The slider's step, bps (0.5 %); the number field takes any whole basis point. */
const sliderStepBps = 50;
/** Quick picks for the agent's share, bps. */
const sharePicks = [
  { bps: 0, label: "All to client" },
  { bps: 5_000, label: "Even split" },
  { bps: bpsMax, label: "All to agent" },
] as const;
const shareError = "Enter a share from 0 to 100 %, with at most two decimals.";
/** Longest resolution note the server takes, characters. */

/**
 * The admin's queue of open disputes (docs/product/DESIGN.md "Hiring flow" 6), oldest first, a page at a
 * time ("Load more"): each with its contract, who opened it, the frozen escrow and its age, and a
 * dialog that splits the escrow.
 */
export function AdminDisputeQueue({ notify }: { notify: ShowNotice }) {
  const headingId = useId();
  const queue = useAdminDisputes("open", { enabled: true });
  const [resolving, setResolving] = useState<Dispute | null>(null);
  // Keeps the dialog's content while its closing animation runs.
  const shown = useLatestPresent(resolving);
  const disputes = queue.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          Disputes awaiting resolution
          {disputes.length > 0 ? (
            <span className="rounded-full bg-destructive-soft px-2 py-px text-xs font-medium text-destructive tabular-nums">
              {disputes.length}
              {queue.hasNextPage ? "+" : ""}
            </span>
          ) : null}
        </h2>
      </div>

      {queue.isPending ? (
        <Card className="divide-y overflow-hidden" role="status" aria-label="Loading disputes">
          {[0, 1].map((row) => (
            <div key={row} className="flex items-center gap-4 px-5 py-4">
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-4 w-64 max-w-full" />
                <Skeleton className="h-3.5 w-44 max-w-full" />
              </div>
              <Skeleton className="h-8 w-24" />
            </div>
          ))}
        </Card>
      ) : queue.isError && disputes.length === 0 ? (
        <LoadError
          what="the dispute queue"
          error={queue.error}
          isRetrying={queue.isFetching}
          onRetry={() => void queue.refetch()}
        />
      ) : disputes.length === 0 ? (
        <Card className="flex items-start gap-3.5 px-5 py-5">
          <div className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <Scale className="size-4" aria-hidden="true" />
          </div>
          <div className="grid gap-0.5">
            <p className="font-medium">No open disputes</p>
            <p className="text-sm text-muted-foreground">
              When a party disputes funded work, its escrow is frozen and the case waits here for your decision.
            </p>
          </div>
        </Card>
      ) : (
        <Card className="overflow-hidden">
          <ul className="divide-y">
            {disputes.map((dispute) => (
              <li key={dispute.id}>
                <DisputeRow dispute={dispute} onResolve={() => setResolving(dispute)} />
              </li>
            ))}
          </ul>
          <LoadMoreFooter query={queue} what="disputes" />
        </Card>
      )}

      {shown ? (
        <ResolveDisputeDialog
          // A new form (and idempotency key) per dispute.
          key={shown.id}
          dispute={shown}
          open={resolving !== null}
          onOpenChange={(open) => {
            if (!open) setResolving(null);
          }}
          onResolved={(resolved) => {
            setResolving(null);
            const resolution = resolved.resolution;
            notify({
              tone: "success",
              text: resolution
                ? `Dispute resolved: ${formatUsd(resolution.toAgent) ?? resolution.toAgent} to the agent's owner, ${formatUsd(resolution.toClient) ?? resolution.toClient} back to the client`
                : "Dispute resolved",
            });
          }}
        />
      ) : null}
    </section>
  );
}

function DisputeRow({ dispute, onResolve }: { dispute: Dispute; onResolve: () => void }) {
  // The first message is the opening one (the reason and the evidence).
  const replies = Math.max(0, dispute.messages.length - 1);
  return (
    <div className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:gap-6">
      <div className="grid min-w-0 flex-1 gap-1">
        <Link
          href={`/jobs?contract=${encodeURIComponent(dispute.contractId)}`}
          className="w-fit max-w-full truncate rounded font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {dispute.contractTitle}
        </Link>
        <p className="text-sm text-muted-foreground">
          Opened by the {dispute.openedBy === "client" ? "client" : "agent's owner"} ·{" "}
          <time dateTime={dispute.createdAt} title={formatDateTime(dispute.createdAt)}>
            {formatRelative(dispute.createdAt)}
          </time>
          {replies > 0 ? ` · ${replies} ${replies === 1 ? "reply" : "replies"}` : null}
        </p>
        <p className="line-clamp-2 border-l-2 pl-3 text-sm text-muted-foreground italic">{dispute.reason}</p>
      </div>
      <div className="flex shrink-0 items-center justify-between gap-4 sm:justify-end">
        <p className="grid sm:justify-items-end sm:text-right">
          <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
            <Lock className="size-3" aria-hidden="true" />
            Frozen escrow
          </span>
          <span className="font-semibold tabular-nums">{formatUsd(dispute.frozenEscrow) ?? dispute.frozenEscrow}</span>
        </p>
        <Button size="sm" onClick={onResolve} aria-label={`Resolve the dispute on ${dispute.contractTitle}`}>
          <Gavel />
          Resolve
        </Button>
      </div>
    </div>
  );
}

/**
 * Splits a dispute's frozen escrow: the agent's share in basis points on a slider or typed as a
 * percentage, the exact payout preview, and a note both parties will read.
 */
function ResolveDisputeDialog({
  dispute,
  open,
  onOpenChange,
  onResolved,
}: {
  dispute: Dispute;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onResolved: (dispute: Dispute) => void;
}) {
  const mutation = useResolveDispute();

  return (
    <MutationDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={mutation.isPending}
      size="xl"
      title="Resolve the dispute"
      description={
        <>
          “{dispute.contractTitle}”: split the {formatUsd(dispute.frozenEscrow) ?? dispute.frozenEscrow} held in escrow
          between the agent's owner and the client. This moves money at once and cannot be undone.
        </>
      }
    >
      <ResolveForm dispute={dispute} mutation={mutation} onResolved={onResolved} />
    </MutationDialog>
  );
}

/** The form as typed: the share is a percentage with at most two decimals, as the admin sees it. */
interface ResolveValues {
  share: string;
  note: string;
}

const schemaResolver = zodResolver(resolveDisputeRequest);

/** Reads the typed percentage in basis points, then checks the request with the contract's schema. */
const resolveResolver: Resolver<ResolveValues, unknown, ResolveDisputeRequest> = async (values, context, options) => {
  const agentShareBps = percentToBps(values.share);
  // An unreadable percentage goes in as NaN, which the schema refuses like any other bad share.
  const body = { agentShareBps: agentShareBps ?? Number.NaN, note: values.note };
  const result = await schemaResolver(body, context, options as never);
  const errors: FieldErrors<ResolveValues> = {};
  if ("agentShareBps" in result.errors) errors.share = { type: "validate", message: shareError };
  if ("note" in result.errors)
    errors.note = {
      type: "validate",
      message:
        values.note.trim().length > messageLengthMax
          ? `Keep the note under ${formatCount(messageLengthMax)} characters.`
          : "Explain the decision: both parties will read it.",
    };
  if (errors.share || errors.note) return { values: {}, errors };
  return { values: result.values as ResolveDisputeRequest, errors: {} };
};

function ResolveForm({
  dispute,
  mutation,
  onResolved,
}: {
  dispute: Dispute;
  mutation: ReturnType<typeof useResolveDispute>;
  onResolved: (dispute: Dispute) => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const { keyFor } = useIdempotencyKey();
  const [shareBps, setShareBps] = useState(5_000);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setValue, getValues, setError, clearErrors, formState } = useForm<
    ResolveValues,
    unknown,
    ResolveDisputeRequest
  >({
    defaultValues: { share: bpsToPercent(5_000), note: "" },
    resolver: resolveResolver,
    // A message goes when its field changes (below), and comes back only on the next submit.
    reValidateMode: "onSubmit",
  });
  const errors = { share: formState.errors.share?.message, note: formState.errors.note?.message };
  const isPending = mutation.isPending;

  const escrowMicros = parseMicros(dispute.frozenEscrow) ?? 0n;
  const split = splitEscrow(escrowMicros, shareBps);

  function pickShare(bps: number) {
    setShareBps(bps);
    setValue("share", bpsToPercent(bps));
    clearErrors("share");
  }

  async function onSubmit(body: ResolveDisputeRequest) {
    try {
      onResolved(await mutation.mutateAsync({ id: dispute.id, body, key: keyFor(body) }));
    } catch (error) {
      const fields = getFieldErrors(error);
      if (fields.agentShareBps) setError("share", { type: "server", message: asSentence(fields.agentShareBps) });
      if (fields.note) setError("note", { type: "server", message: asSentence(fields.note) });
      if (!fields.agentShareBps && !fields.note) setFormError(getErrorMessage(error));
      // Another admin got there first: the queue is out of date.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: [adminDisputesPath] });
      }
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        setFormError(null);
        void handleSubmit(onSubmit)(event);
      }}
      className="grid gap-5"
      aria-busy={isPending}
    >
      {formError ? <FormAlert>{formError}</FormAlert> : null}

      <DisputeCase dispute={dispute} />

      <fieldset className="grid gap-3" disabled={isPending}>
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor={`${id}-share`}>Agent's share</Label>
          <div className="flex items-center gap-2">
            {/* Input is full width by design; the box sets the width (cn does not merge classes). */}
            <div className="w-24">
              <Input
                id={`${id}-share`}
                inputMode="decimal"
                autoComplete="off"
                aria-invalid={errors.share ? true : undefined}
                aria-describedby={errors.share ? `${id}-share-error` : undefined}
                className="h-10 text-right text-base font-medium tabular-nums"
                {...register("share", {
                  onChange: (event) => {
                    const bps = percentToBps(event.target.value);
                    if (bps !== null) setShareBps(bps);
                    clearErrors("share");
                  },
                  onBlur: () => {
                    const typedBps = percentToBps(getValues("share"));
                    if (typedBps !== null) setValue("share", bpsToPercent(typedBps));
                    else setError("share", { type: "validate", message: shareError });
                  },
                })}
              />
            </div>
            <span className="text-sm text-muted-foreground" aria-hidden="true">
              %
            </span>
          </div>
        </div>

        <Slider.Root
          value={[shareBps]}
          min={0}
          max={bpsMax}
          step={sliderStepBps}
          disabled={isPending}
          onValueChange={([bps]) => {
            if (bps !== undefined) pickShare(bps);
          }}
          className="relative flex h-6 w-full touch-none items-center select-none data-[disabled]:opacity-60"
        >
          <Slider.Track className="relative h-2 grow overflow-hidden rounded-full bg-muted-foreground/20">
            <Slider.Range className="absolute h-full rounded-full bg-primary" />
          </Slider.Track>
          <Slider.Thumb
            aria-label="Agent's share, slider"
            aria-valuetext={`${bpsToPercent(shareBps)} % to the agent's owner`}
            className="block size-5 rounded-full border-2 border-primary bg-card shadow-sm transition-shadow outline-none hover:ring-4 hover:ring-primary/15 focus-visible:ring-4 focus-visible:ring-ring/40"
          />
        </Slider.Root>
        <div className="-mt-1 flex justify-between gap-4 text-xs text-muted-foreground" aria-hidden="true">
          <span>0 % · all to the client</span>
          <span className="text-right">100 % · all to the agent</span>
        </div>
        <div className="flex flex-wrap gap-2">
          {sharePicks.map((pick) => (
            <button
              key={pick.bps}
              type="button"
              aria-pressed={shareBps === pick.bps}
              onClick={() => pickShare(pick.bps)}
              className={cn(
                "h-7 rounded-full border px-2.5 text-xs font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60",
                shareBps === pick.bps
                  ? "border-primary bg-primary-soft text-primary-soft-foreground"
                  : "border-input bg-card hover:bg-muted",
              )}
            >
              {pick.label}
            </button>
          ))}
        </div>
        {errors.share ? (
          <p id={`${id}-share-error`} className="text-sm text-destructive">
            {errors.share}
          </p>
        ) : null}
      </fieldset>

      <dl className="grid gap-2 rounded-lg border bg-muted/40 px-4 py-3.5 text-sm" aria-live="polite">
        <SplitLine label={`To the agent's owner (${bpsToPercent(shareBps)} %)`} value={formatUsd(split.toAgent)} />
        <SplitLine label={`Platform fee (${platformFeePercentText})`} value={`−${formatUsd(split.fee)}`} isMuted />
        <SplitLine label="The agent's owner receives" value={formatUsd(split.toAgentNet)} isMuted />
        <div className="my-0.5 border-t" />
        <SplitLine label="Back to the client" value={formatUsd(split.toClient)} />
      </dl>

      <FormField
        id={`${id}-note`}
        label="Note to both parties"
        hint="Why you decided this way. It is added to the dispute's thread."
        error={errors.note}
      >
        {(field) => (
          <Textarea
            {...field}
            rows={3}
            maxLength={messageLengthMax}
            disabled={isPending}
            placeholder="e.g. Half of the work was delivered as agreed; the rest never arrived."
            {...register("note", { onChange: () => clearErrors("note") })}
          />
        )}
      </FormField>

      <DialogFormFooter
        isPending={isPending}
        icon={<Gavel />}
        submitLabel="Resolve and pay out"
        pendingLabel="Resolving…"
      />
    </form>
  );
}

function SplitLine({ label, value, isMuted = false }: { label: ReactNode; value: string; isMuted?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className={cn(isMuted ? "pl-3 text-muted-foreground" : "font-medium")}>{label}</dt>
      <dd className={cn("tabular-nums", isMuted ? "text-muted-foreground" : "font-semibold")}>{value}</dd>
    </div>
  );
}

/** The reason and the thread, so the decision is made with the evidence in view. */
function DisputeCase({ dispute }: { dispute: Dispute }) {
  return (
    <details className="rounded-lg border px-4 py-3 text-sm" open={dispute.messages.length <= 3}>
      <summary className="cursor-pointer font-medium outline-none focus-visible:underline">
        The case · opened by the {dispute.openedBy === "client" ? "client" : "agent's owner"}{" "}
        {formatRelative(dispute.createdAt)}
      </summary>
      <div className="mt-3 grid max-h-48 gap-3 overflow-y-auto pr-1">
        {dispute.messages.length === 0 ? (
          <p className="border-l-2 pl-3 text-muted-foreground italic">{dispute.reason}</p>
        ) : null}
        {dispute.messages.map((message) => (
          <div key={message.id} className="grid gap-0.5">
            <p className="text-xs text-muted-foreground">
              <span className="font-medium text-foreground capitalize">
                {message.author === "provider" ? "Agent's owner" : message.author}
              </span>{" "}
              · <time dateTime={message.createdAt}>{formatRelative(message.createdAt)}</time>
            </p>
            <p className="whitespace-pre-wrap">{message.body}</p>
            {message.evidenceUrl ? (
              <a
                href={message.evidenceUrl}
                target="_blank"
                rel="noreferrer noopener"
                className="w-fit max-w-full truncate text-primary underline-offset-4 hover:underline"
              >
                {message.evidenceUrl}
              </a>
            ) : null}
            {message.evidenceFile ? <EvidenceFileView file={message.evidenceFile} /> : null}
          </div>
        ))}
      </div>
    </details>
  );
}
