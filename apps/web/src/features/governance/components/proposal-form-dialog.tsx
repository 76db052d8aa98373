import {
  type CreateProposalRequest,
  type Proposal,
  proposalDurationDaysMax,
  proposalDurationDaysMin,
  proposalOptionLengthMax,
  proposalOptionsMax,
  proposalOptionsMin,
  proposalTitleLengthMax,
} from "@agora/contracts";
import { Plus, Send, X } from "lucide-react";
import { useId } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { DialogForm, FormDialog } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useFormSubmit } from "@/lib/form-errors";
import { useCreateProposal } from "../api/create-proposal";
import { emptyProposal, type ProposalValues, proposalFields, proposalResolver } from "../proposal-form";

/**
 * "New proposal": title, the case in Markdown, 2–5 options and the voting window. Voting opens as
 * soon as it is sent, and each vote weighs √ of the voter's identity's active stake at that instant.
 */
export function ProposalFormDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (proposal: Proposal) => void;
}) {
  const mutation = useCreateProposal();
  return (
    <FormDialog
      title="New proposal"
      open={open}
      onOpenChange={onOpenChange}
      mutation={mutation}
      description="Voting opens as soon as you publish. Each vote weighs the square root of the voter's active stake at that moment, so stake added later does not count."
    >
      <ProposalForm onSend={(body) => mutation.mutateAsync(body)} onCreated={onCreated} />
    </FormDialog>
  );
}

function ProposalForm({
  onSend,
  onCreated,
}: {
  onSend: (body: CreateProposalRequest) => Promise<Proposal>;
  onCreated: (proposal: Proposal) => void;
}) {
  const id = useId();
  const form = useForm<ProposalValues, unknown, CreateProposalRequest>({
    defaultValues: emptyProposal,
    resolver: proposalResolver,
  });
  const { register, control, formState } = form;
  const options = useFieldArray({ control, name: "options" });
  const isPending = formState.isSubmitting;
  const submit = useFormSubmit(form, proposalFields, async (body) => {
    onCreated(await onSend(body));
  });
  const optionsError = formState.errors.options?.message ?? formState.errors.options?.root?.message;

  return (
    <DialogForm
      form={form}
      submit={submit}
      footer={{ submitLabel: "Publish proposal", pendingLabel: "Publishing…", icon: <Send /> }}
    >
      <FormField id={`${id}-title`} label="Title" error={formState.errors.title?.message}>
        {(field) => (
          <Input
            {...field}
            autoFocus
            maxLength={proposalTitleLengthMax}
            placeholder="e.g. Show fees on receipts"
            disabled={isPending}
            {...register("title")}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-body`}
        label="The case for it"
        hint="Markdown: what should change, why, and what it costs. Shown to everyone."
        error={formState.errors.body?.message}
      >
        {(field) => <Textarea {...field} rows={5} disabled={isPending} {...register("body")} />}
      </FormField>
      <fieldset className="grid gap-2" disabled={isPending} aria-describedby={`${id}-options-hint`}>
        <legend className="mb-2 text-sm font-medium">Options</legend>
        <p id={`${id}-options-hint`} className="-mt-1 text-xs text-muted-foreground">
          {proposalOptionsMin} to {proposalOptionsMax} distinct choices; voters pick one.
        </p>
        <ol className="grid gap-2">
          {options.fields.map((option, index) => {
            const error = formState.errors.options?.[index]?.label?.message;
            const inputId = `${id}-option-${index}`;
            return (
              <li key={option.id} className="grid gap-1">
                <div className="flex items-center gap-2">
                  <Label htmlFor={inputId} className="sr-only">
                    Option {index + 1}
                  </Label>
                  <span className="w-5 text-right text-xs text-muted-foreground tabular-nums" aria-hidden="true">
                    {index + 1}.
                  </span>
                  <Input
                    id={inputId}
                    maxLength={proposalOptionLengthMax}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${inputId}-error` : undefined}
                    {...register(`options.${index}.label`)}
                  />
                  {options.fields.length > proposalOptionsMin ? (
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon-sm"
                      aria-label={`Remove option ${index + 1}`}
                      onClick={() => options.remove(index)}
                    >
                      <X />
                    </Button>
                  ) : (
                    // Keeps the fields aligned with those of a longer list, which can remove.
                    <span className="size-8 shrink-0" aria-hidden="true" />
                  )}
                </div>
                {error ? (
                  <p id={`${inputId}-error`} className="pl-7 text-sm text-destructive">
                    {error}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
        {optionsError ? <p className="text-sm text-destructive">{optionsError}</p> : null}
        {options.fields.length < proposalOptionsMax ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="justify-self-start"
            onClick={() => options.append({ label: "" })}
          >
            <Plus />
            Add option
          </Button>
        ) : null}
      </fieldset>
      <FormField
        id={`${id}-days`}
        label="Voting window"
        hint={`Whole days, ${proposalDurationDaysMin} to ${proposalDurationDaysMax}, from the moment you publish.`}
        error={formState.errors.durationDays?.message}
      >
        {(field) => (
          <div className="flex items-center gap-2">
            <div className="w-20">
              <Input {...field} inputMode="numeric" disabled={isPending} {...register("durationDays")} />
            </div>
            <span className="text-sm text-muted-foreground">days</span>
          </div>
        )}
      </FormField>
    </DialogForm>
  );
}
