import {
  type ApiKeyScope,
  apiKeyNameLengthMax,
  type CreateApiKeyRequest,
  type CreatedApiKey,
  createApiKeyRequest,
} from "@agora/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useMemo } from "react";
import { type Resolver, type FieldErrors as RhfFieldErrors, useForm } from "react-hook-form";
import { DialogForm, FormDialog } from "@/components/form-dialog";
import { Checkbox } from "@/components/ui/checkbox";
import { Input, NativeSelect } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { getErrorMessage, getFieldErrors } from "@/lib/api";
import { cn } from "@/lib/cn";
import type { FormSubmit } from "@/lib/form-errors";
import { firstErrorMessage } from "@/lib/form-values";
import { useCreateApiKey } from "../api/create-api-key";
import { offeredScopes, scopeActions, scopeResourcesOf } from "../scopes";

/** Expiry presets offered in the form, in days; 0 means no expiry. */
const expiryOptions = [
  { days: 0, label: "No expiry" },
  { days: 7, label: "7 days" },
  { days: 30, label: "30 days" },
  { days: 90, label: "90 days" },
  { days: 365, label: "1 year" },
] as const;

const dayMs = 86_400_000;

type FieldName = "name" | "scopes" | "expiresAt";
type FieldErrors = Partial<Record<FieldName, string>>;

/** The form as typed: the expiry is a preset in days (0: none) until it is sent. */
interface CreateApiKeyValues {
  name: string;
  scopes: ApiKeyScope[];
  expiryDays: number;
}

/** The contract's checks, with friendlier wording for the common mistakes. */
const schemaResolver = zodResolver(createApiKeyRequest, {
  error: (issue) => {
    const field = issue.path?.[0];
    if (field === "name" && issue.code === "too_small") return "Enter a name for the key.";
    if (field === "name" && issue.code === "too_big") return `Use at most ${apiKeyNameLengthMax} characters.`;
    if (field === "scopes" && issue.code === "too_small") return "Choose at least one scope.";
    return undefined;
  },
});

/** Turns the expiry preset into the instant the contract takes, then checks the request with it. */
const createApiKeyResolver: Resolver<CreateApiKeyValues, unknown, CreateApiKeyRequest> = async (
  values,
  context,
  options,
) => {
  const expiresAt = values.expiryDays > 0 ? new Date(Date.now() + values.expiryDays * dayMs).toISOString() : undefined;
  const body = { name: values.name, scopes: values.scopes, ...(expiresAt ? { expiresAt } : {}) };
  const result = await schemaResolver(body, context, options as never);
  const found = result.errors as Record<string, unknown>;
  if (Object.keys(found).length === 0) return { values: result.values as CreateApiKeyRequest, errors: {} };
  const errors: RhfFieldErrors<CreateApiKeyValues> = {};
  const nameError = firstErrorMessage(found.name);
  const scopesError = firstErrorMessage(found.scopes);
  const expiryError = firstErrorMessage(found.expiresAt);
  if (nameError) errors.name = { type: "validate", message: nameError };
  if (scopesError) errors.scopes = { type: "validate", message: scopesError };
  if (expiryError) errors.expiryDays = { type: "validate", message: expiryError };
  return { values: {}, errors };
};

/**
 * The form creating a key. `isAdmin` adds the admin scopes, which only admins may grant.
 */
export function CreateApiKeyDialog({
  open,
  onOpenChange,
  onCreated,
  isAdmin,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (key: CreatedApiKey) => void;
  isAdmin: boolean;
}) {
  // Owned here, not by the form, so the dialog cannot close while the key is being created:
  // the secret arrives once, and a closed dialog would drop it.
  const mutation = useCreateApiKey();

  return (
    <FormDialog
      title="Create API key"
      open={open}
      onOpenChange={onOpenChange}
      mutation={mutation}
      size="xl"
      description="Choose what the key may do. Grant only the scopes your integration needs."
    >
      {/* Mounted only while open, so each opening starts with an empty form. */}
      <CreateApiKeyForm mutation={mutation} onCreated={onCreated} isAdmin={isAdmin} />
    </FormDialog>
  );
}

function CreateApiKeyForm({
  mutation,
  onCreated,
  isAdmin,
}: {
  mutation: ReturnType<typeof useCreateApiKey>;
  onCreated: (key: CreatedApiKey) => void;
  isAdmin: boolean;
}) {
  const id = useId();
  const offered = useMemo(() => offeredScopes(isAdmin), [isAdmin]);
  const resources = useMemo(() => scopeResourcesOf(offered), [offered]);
  const form = useForm<CreateApiKeyValues, unknown, CreateApiKeyRequest>({
    defaultValues: { name: "", scopes: [], expiryDays: 0 },
    resolver: createApiKeyResolver,
    // A message goes when its field changes (below), and comes back only on the next submit.
    reValidateMode: "onSubmit",
  });
  const { register, handleSubmit, watch, setValue, clearErrors, formState } = form;
  const scopes = watch("scopes");

  const serverErrors: FieldErrors = mutation.error ? getFieldErrors(mutation.error) : {};
  const clientErrors: FieldErrors = {
    ...(formState.errors.name?.message ? { name: formState.errors.name.message } : {}),
    ...(formState.errors.scopes?.message ? { scopes: formState.errors.scopes.message } : {}),
    ...(formState.errors.expiryDays?.message ? { expiresAt: formState.errors.expiryDays.message } : {}),
  };
  const errors: FieldErrors = { ...serverErrors, ...clientErrors };
  const hasFieldErrors = Object.keys(serverErrors).length > 0;
  const formError = mutation.error && !hasFieldErrors ? getErrorMessage(mutation.error) : null;

  /** Hides the messages about `field` once the user changes it; a server answer is stale by then. */
  function clearError(field: FieldName) {
    clearErrors(field === "expiresAt" ? "expiryDays" : field);
    if (mutation.isError) mutation.reset();
  }

  function setScopes(next: ApiKeyScope[]) {
    setValue("scopes", next);
    clearError("scopes");
  }

  function toggleScope(scope: ApiKeyScope, isChecked: boolean) {
    // Keep the contract's order so the request and the list read the same way.
    setScopes(offered.filter((s) => (s === scope ? isChecked : scopes.includes(s))));
  }

  // The mutation holds the server's answer: its field messages show next to the fields above.
  const submit: FormSubmit = {
    formError,
    clearFormError: () => mutation.reset(),
    onSubmit: handleSubmit((body) => mutation.mutate(body, { onSuccess: onCreated })),
  };

  const isAllSelected = scopes.length === offered.length;
  const isPending = mutation.isPending;

  return (
    <DialogForm
      form={form}
      submit={submit}
      isPending={isPending}
      footer={{ submitLabel: "Create key", pendingLabel: "Creating…" }}
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input
          id={`${id}-name`}
          placeholder="e.g. Production worker"
          maxLength={apiKeyNameLengthMax}
          autoComplete="off"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
          disabled={isPending}
          {...register("name", { onChange: () => clearError("name") })}
        />
        <FieldMessage id={`${id}-name-error`} message={errors.name} />
      </div>

      <fieldset
        className="grid min-w-0 gap-2"
        aria-labelledby={`${id}-scopes-label`}
        aria-describedby={errors.scopes ? `${id}-scopes-error` : undefined}
      >
        <div className="flex items-center justify-between">
          <span id={`${id}-scopes-label`} className="text-sm font-medium">
            Scopes
          </span>
          <button
            type="button"
            className="rounded text-xs font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60"
            disabled={isPending}
            onClick={() => setScopes(isAllSelected ? [] : [...offered])}
          >
            {isAllSelected ? "Clear all" : "Select all"}
          </button>
        </div>
        <div className={cn("overflow-hidden rounded-lg border", errors.scopes && "border-destructive")}>
          <div className="grid grid-cols-[1fr_4.5rem_4.5rem] border-b bg-muted/60 px-3 py-2 text-xs font-medium text-muted-foreground">
            <span>Resource</span>
            <span className="text-center">Read</span>
            <span className="text-center">Write</span>
          </div>
          <ul className="max-h-80 divide-y overflow-y-auto">
            {resources.map((row) => (
              <li key={row.resource} className="grid grid-cols-[1fr_4.5rem_4.5rem] items-center px-3 py-2 text-sm">
                <span>{row.label}</span>
                {scopeActions.map((action) => {
                  const scope = row.scopes[action];
                  return (
                    <span key={action} className="flex justify-center">
                      {scope ? (
                        <Checkbox
                          aria-label={scope}
                          title={scope}
                          checked={scopes.includes(scope)}
                          onCheckedChange={(checked) => toggleScope(scope, checked === true)}
                          disabled={isPending}
                        />
                      ) : (
                        <span className="text-muted-foreground/50" aria-hidden="true">
                          –
                        </span>
                      )}
                    </span>
                  );
                })}
              </li>
            ))}
          </ul>
        </div>
        <FieldMessage id={`${id}-scopes-error`} message={errors.scopes} />
      </fieldset>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-expiry`}>Expiration</Label>
        <NativeSelect
          id={`${id}-expiry`}
          aria-invalid={errors.expiresAt ? true : undefined}
          aria-describedby={errors.expiresAt ? `${id}-expiry-error` : undefined}
          disabled={isPending}
          {...register("expiryDays", { valueAsNumber: true, onChange: () => clearError("expiresAt") })}
        >
          {expiryOptions.map((option) => (
            <option key={option.days} value={option.days}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <FieldMessage id={`${id}-expiry-error`} message={errors.expiresAt} />
      </div>
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
