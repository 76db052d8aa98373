import {
  type CallCap,
  type CreateServiceRequest,
  callCapCallsMax,
  callCapPeriods,
  createServiceRequest,
  type PricingModel,
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
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage, getFieldErrors } from "@/lib/api";
import { firstErrorMessage, splitList } from "@/lib/form-values";
import { withTypedAmounts } from "@/lib/money";
import { useSaveService } from "../api/agent-services";

/**
 * The form's own values: tags are comma-separated text, the range is two fields, the cap per call
 * is a number of calls (empty: no cap) and its period.
 */
export interface ServiceFormValues {
  title: string;
  description: string;
  category: string;
  pricingTags: string;
  estimatedDuration: string;
  pricingModel: PricingModel;
  priceMin: string;
  priceMax: string;
  pricePerCall: string;
  capCalls: string;
  capPeriod: CallCap["period"];
  status: "draft" | "active" | "paused";
}

/** The pricing models in words, in the order the form offers them. */
const pricingModelLabels: Record<PricingModel, string> = {
  per_minute: "Per minute (payment stream)",
  fixed: "Fixed price",
  per_call: "Per call (prepaid, with receipts)",
};

type FieldName = keyof ServiceFormValues;
const requestFields: FieldName[] = ["title", "description", "category", "pricingTags", "estimatedDuration", "status"];

function toFormValues(service: Service | undefined, categories: string[]): ServiceFormValues {
  return {
    title: service?.title ?? "",
    description: service?.description ?? "",
    category: service?.category ?? categories[0] ?? "",
    pricingTags: service?.pricingTags.join(", ") ?? "",
    estimatedDuration: service?.estimatedDuration ? String(service.estimatedDuration) : "",
    pricingModel: service?.pricingModel ?? "per_minute",
    priceMin: service?.priceRange?.min ?? "",
    priceMax: service?.priceRange?.max ?? "",
    pricePerCall: service?.pricePerCall ?? "",
    capCalls: service?.callCap ? String(service.callCap.maxCalls) : "",
    capPeriod: service?.callCap?.period ?? "day",
    status: service?.status ?? "active",
  };
}

function toRequestInput(values: ServiceFormValues) {
  const duration = values.estimatedDuration.trim();
  const min = values.priceMin.trim().replace(/^\$/, "");
  const max = values.priceMax.trim().replace(/^\$/, "");
  const model = values.pricingModel;
  const cap = values.capCalls.trim().replace(/,/g, "");
  return {
    title: values.title.trim(),
    description: values.description,
    category: values.category,
    pricingTags: splitList(values.pricingTags),
    estimatedDuration: duration === "" ? null : /^\d+$/.test(duration) ? Number(duration) : Number.NaN,
    pricingModel: model,
    // The fields of the other models are sent as null: the server refuses them otherwise (decision 086).
    priceRange: model !== "fixed" || (min === "" && max === "") ? null : { min, max },
    pricePerCall: model === "per_call" ? values.pricePerCall.trim().replace(/^\$/, "") : null,
    callCap:
      model === "per_call" && cap !== ""
        ? { maxCalls: /^\d+$/.test(cap) ? Number(cap) : Number.NaN, period: values.capPeriod }
        : null,
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
  if (values.pricingModel === "fixed") {
    const min = parseMicros(values.priceMin.trim().replace(/^\$/, ""));
    const max = parseMicros(values.priceMax.trim().replace(/^\$/, ""));
    if (min === null) errors.priceMin = { type: "validate", message: moneyMessage };
    if (max === null) errors.priceMax = { type: "validate", message: moneyMessage };
    if (min !== null && max !== null && min > max) {
      errors.priceMax = { type: "validate", message: "The maximum must be at least the minimum." };
    }
  }
  if (values.pricingModel === "per_call") {
    const price = values.pricePerCall.trim().replace(/^\$/, "");
    const micros = parseMicros(price);
    if (price === "") errors.pricePerCall = { type: "required", message: "Enter the price of one call, e.g. 0.01." };
    else if (micros === null || micros === 0n)
      errors.pricePerCall = { type: "validate", message: "Enter dollars above $0, at most 6 decimals, e.g. 0.001." };
    else if (result.errors.pricePerCall)
      errors.pricePerCall = {
        type: "validate",
        message: firstErrorMessage(result.errors.pricePerCall) ?? moneyMessage,
      };
    if (result.errors.callCap || Number.isNaN(input.callCap?.maxCalls)) {
      errors.capCalls = {
        type: "validate",
        message: `Enter whole calls from 1 to ${callCapCallsMax.toLocaleString("en-US")}, or leave empty for no cap.`,
      };
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
  const model = useWatch({ control, name: "pricingModel" });
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
        const name: FieldName | null = field.startsWith("priceRange")
          ? "priceMin"
          : field.startsWith("callCap")
            ? "capCalls"
            : field === "pricePerCall" || field === "pricingModel" || field === "perMinutePricing"
              ? field === "perMinutePricing"
                ? "pricingModel"
                : field
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
        <FormField {...field("pricingModel")} label="Pricing" className="grid gap-2 sm:col-span-2">
          {(props) => (
            <NativeSelect {...props} {...register("pricingModel")}>
              {(Object.keys(pricingModelLabels) as PricingModel[]).map((value) => (
                <option key={value} value={value}>
                  {pricingModelLabels[value]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {model === "per_call" ? (
          <>
            <FormField
              {...field("pricePerCall")}
              label="Price per call ($)"
              hint="From $0.000001. Clients prepay; each call draws this from their escrow."
            >
              {(props) => <Input {...props} {...register("pricePerCall")} inputMode="decimal" placeholder="0.01" />}
            </FormField>
            <FormField
              {...field("capCalls")}
              label={
                <>
                  Cap per client <span className="font-normal text-muted-foreground">(optional)</span>
                </>
              }
              hint="Most calls one client may make in a UTC day or month."
            >
              {(props) => (
                <div className="flex gap-2">
                  <Input
                    {...props}
                    {...register("capCalls")}
                    inputMode="numeric"
                    placeholder="No cap"
                    className="min-w-0 flex-1"
                  />
                  {/* The select is full width by design; its box sets the width here. */}
                  <div className="w-32 shrink-0">
                    <NativeSelect aria-label="Cap period" {...register("capPeriod")}>
                      {callCapPeriods.map((period) => (
                        <option key={period} value={period}>
                          a {period}
                        </option>
                      ))}
                    </NativeSelect>
                  </div>
                </div>
              )}
            </FormField>
          </>
        ) : null}
        {model !== "fixed" ? null : (
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
