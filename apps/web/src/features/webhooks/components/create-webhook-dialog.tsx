import {
  type CreatedWebhook,
  type CreateWebhookRequest,
  createWebhookRequest,
  type WebhookEventType,
  webhookDescriptionLengthMax,
  webhookEventTypes,
} from "@agora/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { DialogForm, FormDialog } from "@/components/form-dialog";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { getErrorMessage, getFieldErrors } from "@/lib/api";
import { cn } from "@/lib/cn";
import type { FormSubmit } from "@/lib/form-errors";
import { useCreateWebhook } from "../api/create-webhook";

type FieldName = "url" | "events" | "description";

/** The contract's checks, with friendlier wording for the common mistakes. */
const resolver = zodResolver(createWebhookRequest, {
  error: (issue) => {
    const field = issue.path?.[0];
    if (field === "url") return "Enter an http(s) URL, e.g. https://example.com/agora/webhooks.";
    if (field === "events" && issue.code === "too_small") return "Choose at least one event.";
    if (field === "description" && issue.code === "too_big")
      return `Use at most ${webhookDescriptionLengthMax} characters.`;
    return undefined;
  },
});

/** The form registering an endpoint; `onCreated` gets the endpoint and its one-time secret. */
export function CreateWebhookDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (created: CreatedWebhook) => void;
}) {
  // Owned here, so the dialog cannot close while the secret is on its way.
  const mutation = useCreateWebhook();
  return (
    <FormDialog
      title="Add webhook endpoint"
      open={open}
      onOpenChange={onOpenChange}
      mutation={mutation}
      size="xl"
      description="Agora POSTs the events you choose to this URL, signed with a secret shown once."
    >
      <CreateWebhookForm mutation={mutation} onCreated={onCreated} />
    </FormDialog>
  );
}

function CreateWebhookForm({
  mutation,
  onCreated,
}: {
  mutation: ReturnType<typeof useCreateWebhook>;
  onCreated: (created: CreatedWebhook) => void;
}) {
  const id = useId();
  const form = useForm<CreateWebhookRequest>({
    defaultValues: { url: "", events: [], description: "" },
    resolver,
    reValidateMode: "onSubmit",
  });
  const { register, handleSubmit, watch, setValue, clearErrors, formState } = form;
  const events = watch("events");

  const serverErrors: Partial<Record<FieldName, string>> = mutation.error ? getFieldErrors(mutation.error) : {};
  const errors: Partial<Record<FieldName, string>> = {
    ...serverErrors,
    ...(formState.errors.url?.message ? { url: formState.errors.url.message } : {}),
    ...(formState.errors.events?.message ? { events: formState.errors.events.message } : {}),
    ...(formState.errors.description?.message ? { description: formState.errors.description.message } : {}),
  };
  const formError = mutation.error && Object.keys(serverErrors).length === 0 ? getErrorMessage(mutation.error) : null;

  function clearError(field: FieldName) {
    clearErrors(field);
    if (mutation.isError) mutation.reset();
  }

  function toggle(type: WebhookEventType, checked: boolean) {
    // Contract order, so the request and the list read the same way.
    setValue(
      "events",
      webhookEventTypes.filter((t) => (t === type ? checked : events.includes(t))),
    );
    clearError("events");
  }

  const submit: FormSubmit = {
    formError,
    clearFormError: () => mutation.reset(),
    onSubmit: handleSubmit(({ description, ...body }) =>
      mutation.mutate(description ? { ...body, description } : body, { onSuccess: onCreated }),
    ),
  };
  const isPending = mutation.isPending;

  return (
    <DialogForm
      form={form}
      submit={submit}
      isPending={isPending}
      footer={{ submitLabel: "Add endpoint", pendingLabel: "Adding…" }}
    >
      <FormField id={`${id}-url`} label="Endpoint URL" error={errors.url} className="grid gap-2">
        {(field) => (
          <Input
            {...field}
            type="url"
            placeholder="https://example.com/agora/webhooks"
            autoComplete="off"
            disabled={isPending}
            {...register("url", { onChange: () => clearError("url") })}
          />
        )}
      </FormField>

      <fieldset
        className="grid min-w-0 gap-2"
        aria-labelledby={`${id}-events-label`}
        aria-describedby={errors.events ? `${id}-events-error` : undefined}
      >
        <span id={`${id}-events-label`} className="text-sm font-medium">
          Events
        </span>
        <ul
          className={cn(
            "grid max-h-72 gap-2 overflow-y-auto rounded-lg border p-3 sm:grid-cols-2",
            errors.events && "border-destructive",
          )}
        >
          {webhookEventTypes.map((type) => (
            <li key={type} className="flex items-center gap-2">
              <Checkbox
                id={`${id}-${type}`}
                checked={events.includes(type)}
                onCheckedChange={(checked) => toggle(type, checked === true)}
                disabled={isPending}
              />
              <Label htmlFor={`${id}-${type}`} className="font-mono text-xs">
                {type}
              </Label>
            </li>
          ))}
        </ul>
        <FieldMessage id={`${id}-events-error`} message={errors.events} />
      </fieldset>

      <FormField
        id={`${id}-description`}
        label="Description (optional)"
        error={errors.description}
        className="grid gap-2"
      >
        {(field) => (
          <Input
            {...field}
            placeholder="e.g. Production order sync"
            maxLength={webhookDescriptionLengthMax}
            autoComplete="off"
            disabled={isPending}
            {...register("description", { onChange: () => clearError("description") })}
          />
        )}
      </FormField>
    </DialogForm>
  );
}

function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  );
}
