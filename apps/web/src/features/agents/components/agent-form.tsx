import {
  type Agent,
  type CreateAgentRequest,
  createAgentRequest,
  nameLengthMax,
  parseMicros,
  perMinuteRateMinMicros,
  taglineLengthMax,
  type UpdateAgentRequest,
} from "@agora/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Info } from "lucide-react";
import { useId, useState } from "react";
import { type FieldErrors, type Resolver, useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormAlert, FormField } from "@/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, getErrorMessage, getFieldErrors } from "@/lib/api";
import { firstErrorMessage, splitList } from "@/lib/form-values";
import { withTypedAmounts } from "@/lib/money";
import { useCreateAgent, useUpdateAgent } from "../api/save-agent";
import { describePricing } from "../pricing";

/** The form's own values: lists are comma-separated text, numbers are select values. */
export interface AgentFormValues {
  name: string;
  slug: string;
  tagline: string;
  description: string;
  skills: string;
  categories: string;
  endpointUrl: string;
  status: "draft" | "active" | "paused";
  basePerMinuteRate: string;
  rateGranularity: "1" | "6" | "60";
  minChargeMinutes: string;
  hourlyRate: string;
}

type FieldName = keyof AgentFormValues;
const fieldNames: FieldName[] = [
  "name",
  "slug",
  "tagline",
  "description",
  "skills",
  "categories",
  "endpointUrl",
  "status",
  "basePerMinuteRate",
  "rateGranularity",
  "minChargeMinutes",
  "hourlyRate",
];

const emptyValues: AgentFormValues = {
  name: "",
  slug: "",
  tagline: "",
  description: "",
  skills: "",
  categories: "",
  endpointUrl: "",
  status: "active",
  basePerMinuteRate: "",
  rateGranularity: "1",
  minChargeMinutes: "0.1",
  hourlyRate: "",
};

/** An agent's fields as form values, for editing. */
export function toFormValues(agent: Agent): AgentFormValues {
  return {
    name: agent.name,
    slug: agent.slug,
    tagline: agent.tagline,
    description: agent.description,
    skills: agent.skills.join(", "),
    categories: agent.categories.join(", "),
    endpointUrl: agent.endpointUrl ?? "",
    status: agent.status === "suspended" ? "paused" : agent.status,
    basePerMinuteRate: agent.basePerMinuteRate,
    rateGranularity: String(agent.rateGranularity) as AgentFormValues["rateGranularity"],
    minChargeMinutes: agent.minChargeMinutes,
    hourlyRate: agent.hourlyRate ?? "",
  };
}

/** The form's values shaped as the API's request, before validation. */
function toRequestInput(values: AgentFormValues) {
  const text = (value: string) => value.trim();
  return {
    name: text(values.name),
    ...(text(values.slug) ? { slug: text(values.slug) } : {}),
    tagline: text(values.tagline),
    description: values.description,
    skills: splitList(values.skills).map((skill) => skill.toLowerCase()),
    categories: splitList(values.categories),
    endpointUrl: text(values.endpointUrl) || null,
    status: values.status,
    basePerMinuteRate: text(values.basePerMinuteRate).replace(/^\$/, ""),
    rateGranularity: Number(values.rateGranularity),
    minChargeMinutes: text(values.minChargeMinutes),
    hourlyRate: text(values.hourlyRate).replace(/^\$/, "") || null,
  };
}

/** Friendlier words for the mistakes people make most; the schema's own message otherwise. */
const schemaResolver = zodResolver(createAgentRequest, {
  error: (issue) => {
    const field = issue.path?.[0];
    if (field === "name" && issue.code === "too_small") return "Enter a name of at least 3 characters.";
    if (field === "categories" && issue.code === "too_small") return "Enter at least one category.";
    if (field === "categories" && issue.code === "too_big") return "Use at most 3 categories.";
    if (field === "skills" && issue.code === "too_big") return "Use at most 20 skills.";
    return undefined;
  },
});

/** Fields whose every error gets one plain message (the schema's own wording is for developers). */
const plainMessages: Partial<Record<FieldName, string>> = {
  endpointUrl: "Enter a full http(s) URL, e.g. https://agent.example.com.",
  basePerMinuteRate: "Enter dollars per minute, e.g. 0.25 (at most 6 decimals).",
  hourlyRate: "Enter dollars per hour, e.g. 40 (at most 6 decimals).",
  minChargeMinutes: "Enter minutes with at most 3 decimals, e.g. 0.1 (6 seconds).",
};

/**
 * Validates with the shared contract schema (the server runs the same one), after turning the
 * form's text into the request's shape; errors are reported on the form's top-level fields.
 */
const agentFormResolver: Resolver<AgentFormValues, unknown, CreateAgentRequest> = async (values, context, options) => {
  const input = toRequestInput(values);
  const result = await schemaResolver(input as never, context, options as never);
  const errors: FieldErrors<AgentFormValues> = {};
  for (const name of fieldNames) {
    const message = firstErrorMessage(result.errors[name as keyof typeof result.errors]);
    if (message) errors[name] = { type: "validate", message: plainMessages[name] ?? message };
  }
  // The schema refuses a rate under the minimum too, but in developer words: say it plainly.
  const rate = parseMicros(input.basePerMinuteRate);
  if (rate !== null && rate < perMinuteRateMinMicros) {
    errors.basePerMinuteRate = { type: "min", message: "The lowest rate is $0.0001 per minute." };
  }
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return { values: withTypedAmounts<CreateAgentRequest>(result.values, input), errors: {} };
};

/**
 * Registers an agent, or edits one when `agent` is given: the form of /register-agent, of the
 * landing page's registration dialog and of /my-agents.
 */
export function AgentForm({
  agent,
  onSaved,
  onCancel,
}: {
  agent?: Agent | undefined;
  onSaved: (agent: Agent) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const create = useCreateAgent();
  const update = useUpdateAgent();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<AgentFormValues, unknown, CreateAgentRequest>({
    defaultValues: agent ? toFormValues(agent) : emptyValues,
    resolver: agentFormResolver,
  });
  const { register, handleSubmit, setError, formState } = form;
  const errors = formState.errors;
  const isPending = formState.isSubmitting;

  async function onSubmit(body: CreateAgentRequest) {
    setFormError(null);
    try {
      const saved = agent
        ? await update.mutateAsync({ id: agent.id, body: toUpdate(body) })
        : await create.mutateAsync(body);
      onSaved(saved);
    } catch (error) {
      const fields = getFieldErrors(error);
      const unmatched: string[] = [];
      const isConflict = error instanceof ApiError && error.status === 409;
      for (const [field, message] of Object.entries(fields)) {
        if (!(fieldNames as string[]).includes(field)) unmatched.push(`${field}: ${message}`);
        else if (field === "slug" && isConflict) {
          setError("slug", { type: "server", message: "This slug is already taken. Choose another one." });
        } else setError(field as FieldName, { type: "server", message: sentence(message) });
      }
      if (Object.keys(fields).length === 0) setFormError(getErrorMessage(error));
      else if (unmatched.length > 0) setFormError(unmatched.join(" "));
    }
  }

  const field = (name: FieldName) => ({ id: `${id}-${name}`, error: errors[name]?.message });

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-6" aria-busy={isPending}>
      {formError ? <FormAlert>{formError}</FormAlert> : null}

      <fieldset className="grid gap-4 sm:grid-cols-2" disabled={isPending}>
        <legend className="mb-3 font-semibold">About the agent</legend>
        <FormField {...field("name")} label="Name">
          {(props) => <Input {...props} {...register("name")} autoComplete="off" maxLength={nameLengthMax} />}
        </FormField>
        <FormField {...field("slug")} label="Slug" hint="Optional. The address of its profile: /agents/your-slug.">
          {(props) => <Input {...props} {...register("slug")} autoComplete="off" placeholder="research-scout" />}
        </FormField>
        <FormField {...field("tagline")} label="Tagline" className="grid gap-2 sm:col-span-2">
          {(props) => (
            <Input
              {...props}
              {...register("tagline")}
              maxLength={taglineLengthMax}
              placeholder="One line about what it does"
            />
          )}
        </FormField>
        <FormField
          {...field("description")}
          label="Description"
          hint="Markdown: **bold**, lists, [links](https://…). No HTML."
          className="grid gap-2 sm:col-span-2"
        >
          {(props) => <Textarea {...props} {...register("description")} rows={5} />}
        </FormField>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2" disabled={isPending}>
        <legend className="mb-3 font-semibold">Skills and listing</legend>
        <FormField {...field("skills")} label="Skills" hint="Comma-separated, e.g. research, python, sql.">
          {(props) => <Input {...props} {...register("skills")} autoComplete="off" />}
        </FormField>
        <FormField {...field("categories")} label="Categories" hint="1–3, comma-separated, e.g. Research, Data.">
          {(props) => <Input {...props} {...register("categories")} autoComplete="off" />}
        </FormField>
        <FormField {...field("endpointUrl")} label="Endpoint" hint="The http(s) URL where the agent receives work.">
          {(props) => (
            <Input {...props} {...register("endpointUrl")} type="url" placeholder="https://agent.example.com" />
          )}
        </FormField>
        <FormField {...field("status")} label="Status" hint="Only active agents are listed in the marketplace.">
          {(props) => (
            <NativeSelect {...props} {...register("status")}>
              <option value="active">Active (listed)</option>
              <option value="draft">Draft (hidden)</option>
              <option value="paused">Paused (hidden)</option>
            </NativeSelect>
          )}
        </FormField>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2" disabled={isPending}>
        <legend className="mb-3 font-semibold">Pricing</legend>
        <FormField {...field("basePerMinuteRate")} label="Rate per minute ($)" hint="From $0.0001 per minute.">
          {(props) => <Input {...props} {...register("basePerMinuteRate")} inputMode="decimal" placeholder="0.25" />}
        </FormField>
        <FormField {...field("rateGranularity")} label="Billing step">
          {(props) => (
            <NativeSelect {...props} {...register("rateGranularity")}>
              <option value="1">Every second</option>
              <option value="6">Every 6 seconds</option>
              <option value="60">Every minute</option>
            </NativeSelect>
          )}
        </FormField>
        <FormField
          {...field("minChargeMinutes")}
          label="Minimum charge (minutes)"
          hint="0.1 minutes = 6 seconds, the platform default."
        >
          {(props) => <Input {...props} {...register("minChargeMinutes")} inputMode="decimal" />}
        </FormField>
        <FormField {...field("hourlyRate")} label="Hourly rate ($)" hint="Optional, for hourly work.">
          {(props) => <Input {...props} {...register("hourlyRate")} inputMode="decimal" placeholder="40" />}
        </FormField>
        <PricePreview control={form.control} />
      </fieldset>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={isPending}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={isPending}>
          {isPending ? <Spinner /> : null}
          {agent ? (isPending ? "Saving…" : "Save changes") : isPending ? "Registering…" : "Register agent"}
        </Button>
      </div>
    </form>
  );
}

/** A server field message ("must be …") as a sentence ("Must be …."). */
function sentence(message: string): string {
  const text = message.charAt(0).toUpperCase() + message.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** An edit sends the form's fields only; overrides and caps set elsewhere are kept. */
function toUpdate(body: CreateAgentRequest): UpdateAgentRequest {
  const { rateOverrides: _overrides, streamRateCaps: _caps, ...fields } = body;
  return fields;
}

/** The per-minute price as clients will see it, recomputed as the owner types. */
function PricePreview({
  control,
}: {
  control: ReturnType<typeof useForm<AgentFormValues, unknown, CreateAgentRequest>>["control"];
}) {
  const [rate, granularity, minCharge] = useWatch({
    control,
    name: ["basePerMinuteRate", "rateGranularity", "minChargeMinutes"],
  });
  const text = describePricing({
    basePerMinuteRate: rate.trim().replace(/^\$/, ""),
    rateGranularity: Number(granularity),
    minChargeMinutes: minCharge.trim(),
  });
  return (
    <output
      aria-live="polite"
      aria-label="Price preview"
      className="flex gap-2 rounded-lg bg-muted px-3 py-2.5 text-sm sm:col-span-2"
    >
      <Info className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <span>{text ?? "Enter a rate per minute and a minimum charge to preview the price."}</span>
    </output>
  );
}
