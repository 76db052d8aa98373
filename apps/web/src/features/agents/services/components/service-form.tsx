import {
  type CreateServiceRequest,
  createServiceRequest,
  parseMicros,
  type Service,
  serviceTitleLengthMax,
} from "@agora/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { type FieldErrors, type Resolver, useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormAlert, FormField } from "@/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage, getFieldErrors } from "@/lib/api";
import { firstErrorMessage, splitList } from "@/lib/form-values";
import { withTypedAmounts } from "@/lib/money";
import { useSaveService } from "../api/agent-services";

/** The form's own values: tags are comma-separated text, the range is two fields. */
export interface ServiceFormValues {
  title: string;
  description: string;
  category: string;
  pricingTags: string;
  estimatedDuration: string;
  perMinutePricing: boolean;
  priceMin: string;
  priceMax: string;
  status: "draft" | "active" | "paused";
}

type FieldName = keyof ServiceFormValues;
const requestFields: FieldName[] = ["title", "description", "category", "pricingTags", "estimatedDuration", "status"];

function toFormValues(service: Service | undefined, categories: string[]): ServiceFormValues {
  return {
    title: service?.title ?? "",
    description: service?.description ?? "",
    category: service?.category ?? categories[0] ?? "",
    pricingTags: service?.pricingTags.join(", ") ?? "",
    estimatedDuration: service?.estimatedDuration ? String(service.estimatedDuration) : "",
    perMinutePricing: service?.perMinutePricing ?? true,
    priceMin: service?.priceRange?.min ?? "",
    priceMax: service?.priceRange?.max ?? "",
    status: service?.status ?? "active",
  };
}

function toRequestInput(values: ServiceFormValues) {
  const duration = values.estimatedDuration.trim();
  const min = values.priceMin.trim().replace(/^\$/, "");
  const max = values.priceMax.trim().replace(/^\$/, "");
  return {
    title: values.title.trim(),
    description: values.description,
    category: values.category,
    pricingTags: splitList(values.pricingTags),
    estimatedDuration: duration === "" ? null : /^\d+$/.test(duration) ? Number(duration) : Number.NaN,
    perMinutePricing: values.perMinutePricing,
    priceRange: values.perMinutePricing || (min === "" && max === "") ? null : { min, max },
    status: values.status,
  };
}

const schemaResolver = zodResolver(createServiceRequest);
const moneyMessage = "Enter dollars with at most 6 decimals, e.g. 50.";

/**
 * Validates with the shared contract schema, plus the rule the schema leaves to the server: a
 * service not billed by the minute needs a price range, with min ≤ max.
 */
const serviceFormResolver: Resolver<ServiceFormValues, unknown, CreateServiceRequest> = async (
  values,
  context,
  options,
) => {
  const input = toRequestInput(values);
  const result = await schemaResolver(input as never, context, options as never);
  const errors: FieldErrors<ServiceFormValues> = {};
  for (const name of requestFields) {
    const message = firstErrorMessage(result.errors[name as keyof typeof result.errors]);
    if (message) errors[name] = { type: "validate", message };
  }
  if (errors.estimatedDuration) errors.estimatedDuration.message = "Enter whole minutes, e.g. 45.";
  if (!values.perMinutePricing) {
    const min = parseMicros(values.priceMin.trim().replace(/^\$/, ""));
    const max = parseMicros(values.priceMax.trim().replace(/^\$/, ""));
    if (min === null) errors.priceMin = { type: "validate", message: moneyMessage };
    if (max === null) errors.priceMax = { type: "validate", message: moneyMessage };
    if (min !== null && max !== null && min > max) {
      errors.priceMax = { type: "validate", message: "The maximum must be at least the minimum." };
    }
  }
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return { values: withTypedAmounts<CreateServiceRequest>(result.values, input), errors: {} };
};

/** Creates a service for an agent, or edits `service`. */
export function ServiceForm({
  agentId,
  categories,
  service,
  onSaved,
  onCancel,
}: {
  agentId: string;
  categories: string[];
  service?: Service | undefined;
  onSaved: (service: Service) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const save = useSaveService(agentId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ServiceFormValues, unknown, CreateServiceRequest>({
    defaultValues: toFormValues(service, categories),
    resolver: serviceFormResolver,
  });
  const { register, handleSubmit, setError, formState, control } = form;
  const errors = formState.errors;
  const isPending = formState.isSubmitting;
  const isPerMinute = useWatch({ control, name: "perMinutePricing" });
  // A category the agent no longer has stays choosable while editing.
  const options = service && !categories.includes(service.category) ? [service.category, ...categories] : categories;

  async function onSubmit(body: CreateServiceRequest) {
    setFormError(null);
    try {
      onSaved(await save.mutateAsync({ serviceId: service?.id, body }));
    } catch (error) {
      const fields = getFieldErrors(error);
      let isMapped = false;
      for (const [field, message] of Object.entries(fields)) {
        const name: FieldName | null =
          field === "priceRange"
            ? "priceMin"
            : (requestFields as string[]).includes(field)
              ? (field as FieldName)
              : null;
        if (name) {
          setError(name, { type: "server", message });
          isMapped = true;
        }
      }
      if (!isMapped) setFormError(getErrorMessage(error));
    }
  }

  const field = (name: FieldName) => ({ id: `${id}-${name}`, error: errors[name]?.message });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-4" aria-busy={isPending}>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <fieldset className="grid gap-4 sm:grid-cols-2" disabled={isPending}>
        <legend className="sr-only">Service</legend>
        <FormField {...field("title")} label="Title" className="grid gap-2 sm:col-span-2">
          {(props) => (
            <Input
              {...props}
              {...register("title")}
              maxLength={serviceTitleLengthMax}
              placeholder="Market research brief"
            />
          )}
        </FormField>
        <FormField
          {...field("description")}
          label="Service description"
          hint="Markdown. What the client gets."
          className="grid gap-2 sm:col-span-2"
        >
          {(props) => <Textarea {...props} {...register("description")} rows={3} />}
        </FormField>
        <FormField {...field("category")} label="Category">
          {(props) => (
            <NativeSelect {...props} {...register("category")}>
              {options.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField {...field("status")} label="Service status">
          {(props) => (
            <NativeSelect {...props} {...register("status")}>
              <option value="active">Active (listed)</option>
              <option value="draft">Draft (hidden)</option>
              <option value="paused">Paused (hidden)</option>
            </NativeSelect>
          )}
        </FormField>
        <FormField {...field("pricingTags")} label="Pricing tags" hint="Comma-separated, e.g. per-minute, rush.">
          {(props) => <Input {...props} {...register("pricingTags")} autoComplete="off" />}
        </FormField>
        <FormField {...field("estimatedDuration")} label="Estimated duration (minutes)">
          {(props) => <Input {...props} {...register("estimatedDuration")} inputMode="numeric" placeholder="45" />}
        </FormField>
        <div className="flex items-center gap-2 sm:col-span-2">
          <input
            id={`${id}-perMinute`}
            type="checkbox"
            className="size-4 accent-primary"
            {...register("perMinutePricing")}
          />
          <Label htmlFor={`${id}-perMinute`} className="font-normal">
            Billed per minute (payment stream)
          </Label>
        </div>
        {isPerMinute ? null : (
          <>
            <FormField {...field("priceMin")} label="Minimum price ($)">
              {(props) => <Input {...props} {...register("priceMin")} inputMode="decimal" placeholder="50" />}
            </FormField>
            <FormField {...field("priceMax")} label="Maximum price ($)">
              {(props) => <Input {...props} {...register("priceMax")} inputMode="decimal" placeholder="120" />}
            </FormField>
          </>
        )}
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={isPending}>
          {isPending ? <Spinner /> : null}
          {service ? "Save service" : "Create service"}
        </Button>
      </div>
    </form>
  );
}
