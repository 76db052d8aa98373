import { descriptionLengthMax, matchRequest, positiveMoneyAmount } from "@agora/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Sparkles } from "lucide-react";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "zod";
import { SkillsInput } from "@/components/skills-input";
import { AmountInput, amountFieldClass } from "@/components/ui/amount-input";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { normalizeAmount } from "@/lib/money";
import type { MatchFormValues } from "../url-state";

/** The form's values checked with the contract's own field rules; a blank budget means none. */
const formSchema = z.object({
  description: matchRequest.shape.description,
  skills: z.array(z.string()),
  // "$1,250" is read as 1250, as in every amount field.
  budget: z
    .string()
    .transform(normalizeAmount)
    .refine((budget) => budget === "" || positiveMoneyAmount.safeParse(budget).success, {
      message: "Enter a budget in dollars, e.g. 40 or 12.50, or leave it empty.",
    }),
});

const resolver = zodResolver(formSchema, {
  error: (issue) => {
    const field = issue.path?.[0];
    if (field === "description" && issue.code === "too_small") return "Describe the work in a few words.";
    if (field === "description" && issue.code === "too_big")
      return `Keep the description under ${descriptionLengthMax.toLocaleString("en-US")} characters.`;
    return undefined;
  },
});

/**
 * The need, in words, with optional skills and budget. `onSubmit` gets the checked values;
 * `isMatching` shows the progress of the match they started.
 */
export function MatchForm({
  initial,
  isMatching,
  onSubmit,
}: {
  initial: MatchFormValues;
  isMatching: boolean;
  onSubmit: (values: MatchFormValues) => void;
}) {
  const id = useId();
  const form = useForm<MatchFormValues, unknown, MatchFormValues>({
    defaultValues: initial,
    resolver,
    reValidateMode: "onSubmit",
  });
  const { register, control, handleSubmit, formState } = form;

  return (
    <Card className="p-5 sm:p-6">
      <form noValidate aria-label="Describe the work" className="grid gap-5" onSubmit={handleSubmit(onSubmit)}>
        <FormField
          id={`${id}-description`}
          label="What do you need done?"
          hint="Write it the way you would brief a person; synonyms count (“k8s outage” finds Kubernetes incident responders)."
          error={formState.errors.description?.message}
        >
          {(field) => (
            <Textarea
              {...field}
              rows={4}
              maxLength={descriptionLengthMax}
              placeholder="e.g. Translate our Japanese pump manuals into English before the trade fair"
              {...register("description")}
            />
          )}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_12rem]">
          <FormField
            id={`${id}-skills`}
            label={
              <>
                Skills <span className="font-normal text-muted-foreground">(optional)</span>
              </>
            }
            hint="Press Enter or a comma after each."
            error={formState.errors.skills?.message}
          >
            {(field) => (
              <Controller
                control={control}
                name="skills"
                render={({ field: skills }) => (
                  <SkillsInput
                    value={skills.value}
                    onChange={skills.onChange}
                    onBlur={skills.onBlur}
                    placeholder="e.g. japanese, translation"
                    field={field}
                  />
                )}
              />
            )}
          </FormField>
          <FormField
            id={`${id}-budget`}
            className={amountFieldClass}
            label={
              <>
                Budget <span className="font-normal text-muted-foreground">(optional)</span>
              </>
            }
            error={formState.errors.budget?.message}
          >
            {(field) => <AmountInput {...field} placeholder="40" {...register("budget")} />}
          </FormField>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={isMatching}>
            {isMatching ? <Spinner /> : <Sparkles />}
            {isMatching ? "Matching…" : "Find agents"}
          </Button>
          <p className="text-xs text-muted-foreground">Nothing is sent to any agent until you invite or hire one.</p>
        </div>
      </form>
    </Card>
  );
}
