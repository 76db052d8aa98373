import {
  type Contract,
  type Dispute,
  type DisputeMessageRequest,
  disputeMessageRequest,
  formatUsd,
  longTextLengthMax,
} from "@agora/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Bot, CircleAlert, ExternalLink, Gavel, RotateCw, Scale, Send, User } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import type { ShowNotice } from "@/components/notice";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormAlert, FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { cn } from "@/lib/cn";
import { showFieldErrors } from "@/lib/form-errors";
import { formatDateTime } from "@/lib/format";
import { useContractDispute, useReplyToDispute } from "../api/contract-dispute";
import { DisputeResolution } from "./dispute-resolution";
import { AttachEvidence, EvidenceFileView } from "./evidence-attachment";

type Author = Dispute["messages"][number]["author"];

/** Who wrote a message, from the reader's side: "You", "Client", "Agent's owner", "Agora admin". */
export function authorName(author: Author, reader: Contract["role"]): string {
  if (author === reader) return "You";
  if (author === "admin") return "Agora admin";
  return author === "client" ? "Client" : "Agent's owner";
}

/** The side a message was written from, shown next to "You" too. */
const sideLabels: Record<Author, string> = { client: "Client", provider: "Agent's owner", admin: "Admin" };

const sideLooks: Record<Author, { icon: typeof User; avatar: string }> = {
  client: { icon: User, avatar: "bg-primary-soft text-primary-soft-foreground" },
  provider: { icon: Bot, avatar: "bg-muted text-foreground" },
  admin: { icon: Gavel, avatar: "bg-warning-soft text-warning-soft-foreground" },
};

/** The server files opening evidence under this line of the first message. */
const evidenceMarker = "\n\nEvidence:\n";

/**
 * A contract's dispute: the resolution once there is one, then the thread of messages by side
 * with their evidence, and a reply box while the dispute is open.
 */
export function DisputeSection({ contract, notify }: { contract: Contract; notify: ShowNotice }) {
  const query = useContractDispute(contract.id, { enabled: true });

  if (query.isPending) {
    return (
      <Card className="grid gap-4 p-5 sm:p-6" role="status" aria-label="Loading the dispute">
        <Skeleton className="h-5 w-40" />
        <div className="flex gap-3">
          <Skeleton className="size-8 shrink-0 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-14 w-full" />
          </div>
        </div>
      </Card>
    );
  }
  if (query.isError) {
    return (
      <Card className="flex flex-col items-center px-6 py-10 text-center" role="alert">
        <div className="mb-3 flex size-10 items-center justify-center rounded-full bg-destructive-soft text-destructive">
          <CircleAlert className="size-5" aria-hidden="true" />
        </div>
        <h2 className="font-medium">Couldn't load the dispute</h2>
        <p className="mt-1 max-w-sm text-sm text-muted-foreground">{getErrorMessage(query.error)}</p>
        <Button variant="outline" className="mt-5" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? <Spinner /> : <RotateCw />}
          Try again
        </Button>
      </Card>
    );
  }
  const dispute = query.data;
  if (!dispute) return null;
  return (
    <>
      {dispute.resolution ? <DisputeResolution resolution={dispute.resolution} role={contract.role} /> : null}
      <DisputeThread dispute={dispute} role={contract.role} notify={notify} />
    </>
  );
}

function DisputeThread({ dispute, role, notify }: { dispute: Dispute; role: Contract["role"]; notify: ShowNotice }) {
  const isOpen = dispute.status === "open";
  return (
    <Card className="overflow-hidden" aria-labelledby="dispute-title" data-testid="dispute-thread">
      <div className="grid gap-1 border-b px-5 py-4 sm:px-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h2 id="dispute-title" className="flex items-center gap-2 font-semibold">
            <Scale className="size-4 text-destructive" aria-hidden="true" />
            Dispute
          </h2>
          <span
            className={cn(
              "inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium",
              // The red is too light for small text on its soft background: the words stay foreground.
              isOpen ? "bg-destructive-soft text-foreground" : "border bg-muted text-muted-foreground",
            )}
          >
            <span
              className={cn("size-1.5 rounded-full", isOpen ? "bg-destructive" : "bg-current")}
              aria-hidden="true"
            />
            {isOpen ? "Open" : "Resolved"}
          </span>
        </div>
        <p className="text-sm text-muted-foreground">
          Opened by{" "}
          {dispute.openedBy === role ? "you" : dispute.openedBy === "client" ? "the client" : "the agent's owner"} on{" "}
          <time dateTime={dispute.createdAt}>{formatDateTime(dispute.createdAt)}</time> ·{" "}
          <span className="tabular-nums">{formatUsd(dispute.frozenEscrow) ?? dispute.frozenEscrow}</span> frozen
        </p>
      </div>

      <ol className="px-5 py-2 sm:px-6" aria-label="Messages">
        {dispute.messages.map((message, index) => (
          <MessageItem key={message.id} message={message} role={role} isLast={index === dispute.messages.length - 1} />
        ))}
      </ol>

      {isOpen ? (
        <>
          <ReplyForm dispute={dispute} notify={notify} />
          <AttachEvidence dispute={dispute} />
        </>
      ) : (
        <p className="border-t bg-muted/40 px-5 py-3 text-sm text-muted-foreground sm:px-6">
          The dispute is resolved, so the thread is closed.
        </p>
      )}
    </Card>
  );
}

function MessageItem({
  message,
  role,
  isLast,
}: {
  message: Dispute["messages"][number];
  role: Contract["role"];
  isLast: boolean;
}) {
  const look = sideLooks[message.author];
  const Icon = look.icon;
  const name = authorName(message.author, role);
  const split = message.body.indexOf(evidenceMarker);
  const text = split === -1 ? message.body : message.body.slice(0, split);
  const evidence = split === -1 ? null : message.body.slice(split + evidenceMarker.length);

  return (
    <li className="relative flex gap-3 py-4" data-author={message.author}>
      {/* The line joining one avatar to the next. */}
      {isLast ? null : <span className="absolute top-14 bottom-0 left-4 w-px bg-border" aria-hidden="true" />}
      <span
        className={cn("relative flex size-8 shrink-0 items-center justify-center rounded-full", look.avatar)}
        aria-hidden="true"
      >
        <Icon className="size-4" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-sm">
          <span className="font-semibold">{name}</span>
          {name === "You" || message.author === "admin" ? (
            <span className="text-xs text-muted-foreground">{sideLabels[message.author]}</span>
          ) : null}
          <time dateTime={message.createdAt} className="text-xs text-muted-foreground">
            {formatDateTime(message.createdAt)}
          </time>
        </p>
        <div
          className={cn(
            "rounded-lg px-3.5 py-2.5 text-sm",
            message.author === "admin" ? "border border-warning-soft-foreground/15 bg-warning-soft/60" : "bg-muted/60",
          )}
        >
          <p className="whitespace-pre-wrap [overflow-wrap:anywhere]">
            <Linkified text={text} />
          </p>
          {evidence ? (
            <div className="mt-2.5 border-t border-border/70 pt-2.5">
              <p className="text-xs font-medium text-muted-foreground">Evidence</p>
              <p className="mt-1 whitespace-pre-wrap [overflow-wrap:anywhere]">
                <Linkified text={evidence} />
              </p>
            </div>
          ) : null}
        </div>
        {message.evidenceUrl ? <EvidenceLink url={message.evidenceUrl} /> : null}
        {message.evidenceFile ? <EvidenceFileView file={message.evidenceFile} /> : null}
      </div>
    </li>
  );
}

const urlPattern = /(https?:\/\/[^\s<>"')\]]+)/g;

/** Text with its http(s) links made clickable (they open elsewhere, with no referrer). */
function Linkified({ text }: { text: string }) {
  const parts = text.split(urlPattern);
  const nodes: ReactNode[] = parts.map((part, index) =>
    index % 2 === 1 ? (
      <a
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string never move.
        key={index}
        href={part}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {part}
      </a>
    ) : (
      part
    ),
  );
  return <>{nodes}</>;
}

function EvidenceLink({ url }: { url: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="inline-flex w-fit max-w-full items-center gap-1.5 rounded-md border bg-card px-2.5 py-1 text-xs font-medium text-primary shadow-xs outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="truncate">{url}</span>
    </a>
  );
}

interface ReplyValues {
  body: string;
  evidenceUrl: string;
}

const replySchemaResolver = zodResolver(disputeMessageRequest);

const replyResolver: Resolver<ReplyValues, unknown, DisputeMessageRequest> = async (values, context, options) => {
  const url = values.evidenceUrl.trim();
  const body = { body: values.body.trim(), ...(url ? { evidenceUrl: url } : {}) };
  const result = await replySchemaResolver(body, context, options as never);
  const errors: FieldErrors<ReplyValues> = {};
  if ("body" in result.errors) {
    errors.body = {
      type: "validate",
      message: body.body ? "Keep the message under 5,000 characters." : "Write a message first.",
    };
  }
  if ("evidenceUrl" in result.errors) {
    errors.evidenceUrl = { type: "validate", message: "Enter a full http(s) link, e.g. https://…" };
  }
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return { values: result.values as DisputeMessageRequest, errors: {} };
};

/** A reply, with an optional link to evidence; both sides and the admin can write while it is open. */
function ReplyForm({ dispute, notify }: { dispute: Dispute; notify: ShowNotice }) {
  const id = useId();
  const reply = useReplyToDispute();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<ReplyValues, unknown, DisputeMessageRequest>({
    defaultValues: { body: "", evidenceUrl: "" },
    resolver: replyResolver,
  });
  const isPending = formState.isSubmitting;

  async function onSubmit(body: DisputeMessageRequest) {
    setFormError(null);
    try {
      await reply.mutateAsync({ id: dispute.id, body });
      reset();
      notify({ tone: "success", text: "Reply added to the dispute" });
    } catch (error) {
      if (!showFieldErrors(error, ["body", "evidenceUrl"], setError)) setFormError(getErrorMessage(error));
    }
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="grid gap-4 border-t bg-muted/30 px-5 py-4 sm:px-6"
      aria-busy={isPending}
      aria-label="Reply to the dispute"
    >
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <FormField id={`${id}-body`} label="Reply or add evidence" error={formState.errors.body?.message}>
        {(field) => (
          <Textarea
            {...field}
            rows={3}
            maxLength={longTextLengthMax}
            placeholder="Answer the other side, or explain what the evidence shows."
            disabled={isPending}
            {...register("body")}
          />
        )}
      </FormField>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
        <FormField
          id={`${id}-url`}
          label={
            <>
              Link to evidence <span className="font-normal text-muted-foreground">(optional)</span>
            </>
          }
          error={formState.errors.evidenceUrl?.message}
        >
          {(field) => (
            <Input
              {...field}
              type="url"
              inputMode="url"
              placeholder="https://"
              autoComplete="off"
              disabled={isPending}
              {...register("evidenceUrl")}
            />
          )}
        </FormField>
        <Button type="submit" disabled={isPending} className={formState.errors.evidenceUrl ? "sm:mb-7" : undefined}>
          {isPending ? <Spinner /> : <Send />}
          {isPending ? "Sending…" : "Send reply"}
        </Button>
      </div>
    </form>
  );
}
