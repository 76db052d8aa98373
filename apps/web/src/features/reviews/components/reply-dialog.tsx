import { messageLengthMax, type Review, type ReviewReplyRequest, reviewReplyRequest } from "@agora/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Reply } from "lucide-react";
import { useId, useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { DialogFormFooter, MutationDialog } from "@/components/ui/dialog";
import { FormAlert, FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { getErrorMessage } from "@/lib/api";
import { cn } from "@/lib/cn";
import { showFieldErrors } from "@/lib/form-errors";
import { formatCount } from "@/lib/format";
import { useReplyToReview } from "../api/reply-to-review";
import { Stars } from "./stars";

/** Longest reply the API takes, in characters. */

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

/** The form's one field, as typed. */
interface ReplyValues {
  text: string;
}

const schemaResolver = zodResolver(reviewReplyRequest);

/** The contract's check, in plain words (its own wording is for developers). */
const replyResolver: Resolver<ReplyValues, unknown, ReviewReplyRequest> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options as never);
  if ("text" in result.errors) {
    const message = values.text.trim()
      ? `Keep the reply under ${formatCount(messageLengthMax)} characters.`
      : "Write a reply first.";
    const errors: FieldErrors<ReplyValues> = { text: { type: "validate", message } };
    return { values: {}, errors };
  }
  return { values: result.values as ReviewReplyRequest, errors: {} };
};

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
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, watch, formState } = useForm<ReplyValues, unknown, ReviewReplyRequest>({
    defaultValues: { text: "" },
    resolver: replyResolver,
  });
  const isPending = formState.isSubmitting;
  const length = watch("text").length;
  const isTooLong = length > messageLengthMax;

  async function onSubmit(body: ReviewReplyRequest) {
    setFormError(null);
    try {
      await mutation.mutateAsync({ id: review.id, text: body.text });
      onReplied();
    } catch (error) {
      if (!showFieldErrors(error, ["text"], setError)) setFormError(getErrorMessage(error));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5" aria-busy={isPending}>
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
            {formatCount(length)} / {formatCount(messageLengthMax)} characters
          </span>
        }
        error={formState.errors.text?.message}
      >
        {(field) => (
          <Textarea
            {...field}
            rows={4}
            autoFocus
            placeholder="Thank the client, or explain what happened. Keep it factual and polite."
            disabled={isPending}
            {...register("text")}
          />
        )}
      </FormField>
      <DialogFormFooter isPending={isPending} icon={<Reply />} submitLabel="Post reply" pendingLabel="Posting…" />
    </form>
  );
}
