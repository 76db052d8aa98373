import {
  type CreateReviewRequest,
  createReviewRequest,
  messageLengthMax,
  reviewTagsCountMax,
  tagLengthMax,
} from "@agora/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useId, useState } from "react";
import { Controller, type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormAlert, FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { cn } from "@/lib/cn";
import { showFieldErrors } from "@/lib/form-errors";
import { formatCount } from "@/lib/format";
import { ReviewTagsInput } from "./review-tags-input";
import { StarRatingInput } from "./star-rating-input";

/** Longest review text the API takes, in characters. */
export const reviewTextMax = messageLengthMax;

/** The form's values: `stars` is 0 until a rating is chosen. */
export interface ReviewValues {
  stars: number;
  text: string;
  tags: string[];
}

const schemaResolver = zodResolver(createReviewRequest);

/** Plain words for the schema's checks (its own wording is for developers). */
const reviewResolver: Resolver<ReviewValues, unknown, CreateReviewRequest> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options as never);
  const errors: FieldErrors<ReviewValues> = {};
  if ("stars" in result.errors) errors.stars = { type: "validate", message: "Choose a rating from 1 to 5 stars." };
  if ("text" in result.errors)
    errors.text = { type: "validate", message: `Keep the review under ${formatCount(reviewTextMax)} characters.` };
  if ("tags" in result.errors)
    errors.tags = {
      type: "validate",
      message: `Use at most ${reviewTagsCountMax} tags of up to ${tagLengthMax} characters each.`,
    };
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return { values: result.values as CreateReviewRequest, errors: {} };
};

/**
 * Stars, text with a character counter, and tags, for writing a review or changing it. Field
 * problems from the API show under their fields, anything else above the form.
 * @param onSubmit sends the review; it throws the API's error, which the form shows.
 * @param onCancel shown as a "Cancel" button when given (editing).
 */
export function ReviewForm({
  initial,
  ratingLabel,
  textPlaceholder,
  suggestions,
  submitLabel,
  pendingLabel,
  onSubmit,
  onCancel,
}: {
  initial?: ReviewValues | undefined;
  ratingLabel: string;
  textPlaceholder: string;
  suggestions: readonly string[];
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (body: CreateReviewRequest) => Promise<void>;
  onCancel?: (() => void) | undefined;
}) {
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, watch, formState } = useForm<
    ReviewValues,
    unknown,
    CreateReviewRequest
  >({
    defaultValues: initial ?? { stars: 0, text: "", tags: [] },
    resolver: reviewResolver,
  });
  const isPending = formState.isSubmitting;
  const length = watch("text").length;
  const isTooLong = length > reviewTextMax;

  async function submit(body: CreateReviewRequest) {
    setFormError(null);
    try {
      await onSubmit(body);
    } catch (error) {
      if (!showFieldErrors(error, ["stars", "text", "tags"], setError)) setFormError(getErrorMessage(error));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-5" aria-busy={isPending}>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <Controller
        control={control}
        name="stars"
        render={({ field, fieldState }) => (
          <StarRatingInput
            name={`${id}-stars`}
            legend={ratingLabel}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            disabled={isPending}
          />
        )}
      />
      <FormField
        id={`${id}-text`}
        label={
          <>
            Your review <span className="font-normal text-muted-foreground">(optional)</span>
          </>
        }
        hint={
          <span className={cn("tabular-nums", isTooLong && "font-medium text-destructive")}>
            {formatCount(length)} / {formatCount(reviewTextMax)} characters
          </span>
        }
        error={formState.errors.text?.message}
      >
        {(field) => (
          <Textarea {...field} rows={4} placeholder={textPlaceholder} disabled={isPending} {...register("text")} />
        )}
      </FormField>
      <FormField
        id={`${id}-tags`}
        label={
          <>
            Tags <span className="font-normal text-muted-foreground">(optional, up to {reviewTagsCountMax})</span>
          </>
        }
        error={formState.errors.tags?.message}
      >
        {(field) => (
          <Controller
            control={control}
            name="tags"
            render={({ field: tags }) => (
              <ReviewTagsInput
                value={tags.value}
                onChange={tags.onChange}
                suggestions={suggestions}
                disabled={isPending}
                field={field}
              />
            )}
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={isPending}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={isPending}>
          {isPending ? <Spinner /> : <Send />}
          {isPending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
