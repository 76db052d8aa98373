import {
  type ApiKey,
  type CreateMandateRequest,
  type Mandate,
  pricingModels,
  type UpdateMandateRequest,
} from "@agora/contracts";
import { ShieldCheck } from "lucide-react";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { DialogForm, FormDialog } from "@/components/form-dialog";
import { TagChip, useTagDraft } from "@/components/tag-input";
import { AmountInput, amountFieldClass } from "@/components/ui/amount-input";
import { Checkbox } from "@/components/ui/checkbox";
import { type FieldControlProps, FormField } from "@/components/ui/form-field";
import { Input, NativeSelect } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import { useFormSubmit } from "@/lib/form-errors";
import { verificationChoices } from "@/lib/verification-choices";
import { useCreateMandate } from "../api/create-mandate";
import { useUpdateMandate } from "../api/update-mandate";
import {
  type MandateValues,
  mandateFields,
  mandateResolver,
  mandateValuesOf,
  type PricingModel,
  pricingModelLabels,
} from "../mandate-form";

/** What the form sends: a new mandate, or changed limits. */
type MandateBody = CreateMandateRequest | UpdateMandateRequest;

/** The contract's limits of a mandate's categories (`createMandateRequest.categories`). */
const categoryLimits = { countMax: 20, lengthMax: 60 };

/** The scope a mandated key may never hold: it could raise its own limits. */
const manageScope = "mandates:write";

/**
 * Creates a mandate for one of `keys` (`mandate` null), or edits `mandate`'s limits. The server's
 * field messages show next to their fields.
 */
export function MandateFormDialog({
  mandate,
  keys,
  open,
  onOpenChange,
  onSaved,
}: {
  mandate: Mandate | null;
  keys: readonly ApiKey[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (mandate: Mandate) => void;
}) {
  const create = useCreateMandate();
  const update = useUpdateMandate();
  const mutation = mandate ? update : create;
  return (
    <FormDialog
      title={mandate ? `Edit the mandate of ${mandate.apiKeyName}` : "New mandate"}
      description={
        mandate
          ? "New limits apply to the key's next call. Spend so far still counts against them."
          : "Every hire, funding, stream and top-up made with the key is checked against these limits first."
      }
      open={open}
      onOpenChange={onOpenChange}
      mutation={mutation}
      size="xl"
    >
      <MandateForm
        mandate={mandate}
        keys={keys}
        onSubmit={async (body) => {
          const saved = mandate
            ? await update.mutateAsync({ id: mandate.id, body })
            : await create.mutateAsync(body as CreateMandateRequest);
          onSaved(saved);
        }}
      />
    </FormDialog>
  );
}

function MandateForm({
  mandate,
  keys,
  onSubmit,
}: {
  mandate: Mandate | null;
  keys: readonly ApiKey[];
  onSubmit: (body: MandateBody) => Promise<void>;
}) {
  const id = useId();
  const firstKey = keys.find((key) => !key.scopes.includes(manageScope));
  const [resolver] = useState(() => mandateResolver(mandate ? "edit" : "create"));
  const form = useForm<MandateValues, unknown, MandateBody>({
    defaultValues: mandateValuesOf(mandate, firstKey?.id),
    resolver,
    reValidateMode: "onSubmit",
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const isPending = formState.isSubmitting;
  const submit = useFormSubmit(form, mandateFields, onSubmit);

  return (
    <DialogForm
      form={form}
      submit={submit}
      footer={{
        icon: <ShieldCheck />,
        submitLabel: mandate ? "Save limits" : "Create mandate",
        pendingLabel: "Saving…",
      }}
    >
      {mandate ? null : (
        <FormField
          id={`${id}-key`}
          label="API key"
          hint="The key your agent runs with. A key that can manage mandates cannot have one."
          error={errors.apiKeyId?.message}
        >
          {(field) => (
            <NativeSelect {...field} className="h-10" disabled={isPending} {...register("apiKeyId")}>
              <option value="">Choose a key</option>
              {keys.map((key) => (
                <option key={key.id} value={key.id} disabled={key.scopes.includes(manageScope)}>
                  {key.name} ({key.prefix}…){key.scopes.includes(manageScope) ? " — can manage mandates" : ""}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      )}

      <div className="grid gap-5 sm:grid-cols-3">
        <FormField
          id={`${id}-per-job`}
          className={amountFieldClass}
          label="Per job"
          hint="Most one contract may receive."
          error={errors.perJobMax?.message}
        >
          {(field) => <AmountInput {...field} disabled={isPending} {...register("perJobMax")} />}
        </FormField>
        <FormField
          id={`${id}-per-day`}
          className={amountFieldClass}
          label="Per day"
          hint="Most in any rolling 24 hours."
          error={errors.perDayMax?.message}
        >
          {(field) => <AmountInput {...field} disabled={isPending} {...register("perDayMax")} />}
        </FormField>
        <FormField
          id={`${id}-total`}
          className={amountFieldClass}
          label={
            <>
              Total <span className="font-normal text-muted-foreground">(optional)</span>
            </>
          }
          hint="Most ever; empty for none."
          error={errors.totalMax?.message}
        >
          {(field) => <AmountInput {...field} placeholder="No total" disabled={isPending} {...register("totalMax")} />}
        </FormField>
      </div>

      <FormField
        id={`${id}-categories`}
        label={
          <>
            Categories <span className="font-normal text-muted-foreground">(optional)</span>
          </>
        }
        hint="Only agents listed in one of these may be hired; empty for any. Press Enter after each."
        error={errors.categories?.message}
      >
        {(field) => (
          <Controller
            control={control}
            name="categories"
            render={({ field: categories }) => (
              <CategoriesInput
                value={categories.value}
                onChange={categories.onChange}
                disabled={isPending}
                field={field}
              />
            )}
          />
        )}
      </FormField>

      <fieldset className="grid gap-2" aria-describedby={errors.pricingModels ? `${id}-models-error` : undefined}>
        <legend className="mb-2 text-sm font-medium">
          Pricing models <span className="font-normal text-muted-foreground">(none ticked: both)</span>
        </legend>
        <Controller
          control={control}
          name="pricingModels"
          render={({ field: models }) => (
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {pricingModels.map((model: PricingModel) => (
                <div key={model} className="flex items-center gap-2">
                  <Checkbox
                    id={`${id}-${model}`}
                    checked={models.value.includes(model)}
                    disabled={isPending}
                    onCheckedChange={(checked) =>
                      models.onChange(
                        pricingModels.filter((m) => (m === model ? checked === true : models.value.includes(m))),
                      )
                    }
                  />
                  <Label htmlFor={`${id}-${model}`}>{pricingModelLabels[model]}</Label>
                </div>
              ))}
            </div>
          )}
        />
        {errors.pricingModels?.message ? (
          <p id={`${id}-models-error`} className="text-sm text-destructive">
            {errors.pricingModels.message}
          </p>
        ) : null}
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-[repeat(2,minmax(0,1fr))]">
        <FormField
          id={`${id}-reputation`}
          label="Lowest reputation"
          hint="0–999.99; empty for any."
          error={errors.minReputation?.message}
        >
          {(field) => (
            <Input
              {...field}
              inputMode="decimal"
              placeholder="Any"
              autoComplete="off"
              className="h-10"
              disabled={isPending}
              {...register("minReputation")}
            />
          )}
        </FormField>
        <FormField id={`${id}-verification`} label="Lowest verification" error={errors.minVerificationLevel?.message}>
          {(field) => (
            <NativeSelect {...field} className="h-10" disabled={isPending} {...register("minVerificationLevel")}>
              {verificationChoices({ any: "Any level" }).map((choice) => (
                <option key={choice.level} value={String(choice.level)}>
                  {choice.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <div className="grid gap-5 sm:grid-cols-[repeat(2,minmax(0,1fr))]">
        <FormField
          id={`${id}-expires`}
          label={
            <>
              Expires <span className="font-normal text-muted-foreground">(optional)</span>
            </>
          }
          hint="Your local time; empty: never."
          error={errors.expiresAt?.message}
        >
          {(field) => (
            <Input {...field} type="datetime-local" className="h-10" disabled={isPending} {...register("expiresAt")} />
          )}
        </FormField>
      </div>
    </DialogForm>
  );
}

/** The categories as removable tags, with the contract's limits. */
function CategoriesInput({
  value,
  onChange,
  disabled,
  field,
}: {
  value: string[];
  onChange: (categories: string[]) => void;
  disabled: boolean;
  field: FieldControlProps;
}) {
  const { isFull, commit, inputProps } = useTagDraft(value, onChange, categoryLimits);
  return (
    <div
      className={cn(
        "flex min-h-10 w-full flex-wrap items-center gap-1.5 rounded-lg border border-input bg-card px-2 py-1.5 shadow-xs focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/30",
        field["aria-invalid"] && "border-destructive",
      )}
    >
      {value.map((category) => (
        <TagChip
          key={category}
          tag={category}
          disabled={disabled}
          onRemove={() => onChange(value.filter((c) => c !== category))}
        />
      ))}
      <input
        {...field}
        type="text"
        {...inputProps}
        onBlur={commit}
        disabled={disabled || isFull}
        placeholder={value.length === 0 ? "Any category, e.g. Translation" : ""}
        autoComplete="off"
        className="h-7 min-w-32 flex-1 bg-transparent px-1 text-sm outline-none placeholder:text-muted-foreground"
      />
    </div>
  );
}
