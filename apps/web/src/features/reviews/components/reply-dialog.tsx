import { type Review, reviewReplyRequest } from "@agora/contracts";
import { Reply } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { DialogFormFooter, MutationDialog } from "@/components/ui/dialog";
import { FormAlert, FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { getErrorMessage, getFieldErrors } from "@/lib/api";
import { cn } from "@/lib/cn";
import { asSentence } from "@/lib/form-errors";
import { formatCount } from "@/lib/format";
import { useReplyToReview } from "../api/reply-to-review";
import { Stars } from "./stars";

/** Longest reply the API takes, in characters. */
const replyTextMax = 2000;

/** The agent owner's one public reply to a client's review. */
export function ReplyDialog({
  review,
  open,
  onOpenChange,
  onReplied,
}: {
  review: Review;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReplied: () => void;
}) {
  const mutation = useReplyToReview();
  return (
    <MutationDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={mutation.isPending}
      onClosed={() => mutation.reset()}
      title={`Reply to ${review.authorName}`}
      description="Your reply shows under the review on the agent's profile. You can reply once, and it cannot be changed."
    >
      <ReplyForm review={review} mutation={mutation} onReplied={onReplied} />
    </MutationDialog>
  );
}

function ReplyForm({
  review,
  mutation,
  onReplied,
}: {
  review: Review;
  mutation: ReturnType<typeof useReplyToReview>;
  onReplied: () => void;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const isPending = mutation.isPending;
  const isTooLong = text.length > replyTextMax;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = reviewReplyRequest.safeParse({ text });
    if (!parsed.success) {
      setFieldError(
        text.trim() ? `Keep the reply under ${formatCount(replyTextMax)} characters.` : "Write a reply first.",
      );
      return;
    }
    setFieldError(undefined);
    try {
      await mutation.mutateAsync({ id: review.id, text: parsed.data.text });
      onReplied();
    } catch (error) {
      const message = getFieldErrors(error).text;
      if (message) setFieldError(asSentence(message));
      else setFormError(getErrorMessage(error));
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" aria-busy={isPending}>
      <blockquote className="grid gap-1.5 rounded-lg border bg-muted/50 p-3 text-sm">
        <Stars value={review.stars} />
        {review.text ? <p className="line-clamp-4 whitespace-pre-wrap">{review.text}</p> : null}
      </blockquote>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <FormField
        id={`${id}-reply`}
        label="Your reply"
        hint={
          <span className={cn("tabular-nums", isTooLong && "font-medium text-destructive")}>
            {formatCount(text.length)} / {formatCount(replyTextMax)} characters
          </span>
        }
        error={fieldError}
      >
        {(field) => (
          <Textarea
            {...field}
            rows={4}
            autoFocus
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Thank the client, or explain what happened. Keep it factual and polite."
            disabled={isPending}
          />
        )}
      </FormField>
      <DialogFormFooter isPending={isPending} icon={<Reply />} submitLabel="Post reply" pendingLabel="Posting…" />
    </form>
  );
}
