import {
  type CreateMandateRequest,
  createMandateRequest,
  type Mandate,
  pricingModels,
  type UpdateMandateRequest,
  updateMandateRequest,
} from "@agora/contracts";
import type { FieldErrors, Resolver } from "react-hook-form";
import { asSentence } from "@/lib/form-errors";
import { normalizeAmount, withTypedAmounts } from "@/lib/money";

/** A pricing model a mandate may allow. */
export type PricingModel = (typeof pricingModels)[number];

/** What the mandate form holds, as typed. Blank optional fields mean "no such limit". */
export interface MandateValues {
  apiKeyId: string;
  perJobMax: string;
  perDayMax: string;
  totalMax: string;
  categories: string[];
  /** The models allowed; none ticked means both. */
  pricingModels: PricingModel[];
  minReputation: string;
  /** "0" (any) to "4". */
  minVerificationLevel: string;
  /** A `datetime-local` value in the user's time zone, or blank for no expiry. */
  expiresAt: string;
}

/** The fields of the form, in the order a refusal is read out. */
export const mandateFields = [
  "apiKeyId",
  "perJobMax",
  "perDayMax",
  "totalMax",
  "categories",
  "pricingModels",
  "minReputation",
  "minVerificationLevel",
  "expiresAt",
] as const satisfies readonly (keyof MandateValues)[];

/** Labels of the pricing models, as the page names them. */
export const pricingModelLabels: Record<PricingModel, string> = {
  fixed: "Fixed price",
  per_minute: "Per minute",
  per_call: "Per call",
};

/** A `datetime-local` value (local time) as an ISO instant; the text as it is when it is no date. */
function instantOf(local: string): string {
  const ms = new Date(local).getTime();
  return Number.isNaN(ms) ? local : new Date(ms).toISOString();
}

/** An ISO instant as a `datetime-local` value in the user's time zone, to the minute. */
export function localInputOf(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** The form's starting values: blank for a new mandate, `mandate`'s limits to edit it. */
export function mandateValuesOf(mandate: Mandate | null, apiKeyId = ""): MandateValues {
  return {
    apiKeyId: mandate?.apiKeyId ?? apiKeyId,
    perJobMax: mandate?.perJobMax ?? "",
    perDayMax: mandate?.perDayMax ?? "",
    totalMax: mandate?.totalMax ?? "",
    categories: mandate?.categories ?? [],
    pricingModels: mandate?.pricingModels ?? [],
    minReputation: mandate?.minReputation === null || mandate === null ? "" : String(mandate.minReputation),
    minVerificationLevel: String(mandate?.minVerificationLevel ?? 0),
    expiresAt: localInputOf(mandate?.expiresAt ?? null),
  };
}

/**
 * The optional limits of `values` as the API takes them: each blank one is `absent` (left out
 * when creating, null to clear it when editing).
 */
function optionalLimits(values: MandateValues, absent: null | undefined) {
  const reputation = values.minReputation.trim();
  const level = Number(values.minVerificationLevel);
  const limits = {
    totalMax: normalizeAmount(values.totalMax) || absent,
    categories: values.categories.length > 0 ? values.categories : absent,
    // Both ticked is the same as none: any model.
    pricingModels:
      values.pricingModels.length > 0 && values.pricingModels.length < pricingModels.length
        ? values.pricingModels
        : absent,
    minReputation: reputation === "" ? absent : Number(reputation),
    minVerificationLevel: level > 0 ? level : absent,
    expiresAt: values.expiresAt ? instantOf(values.expiresAt) : absent,
  };
  // Left out, not sent as undefined, so the request reads the way the user set it.
  return Object.fromEntries(Object.entries(limits).filter(([, value]) => value !== undefined));
}

/** The body of `POST /api/v1/mandates` for `values` (not yet checked). */
export function toCreateBody(values: MandateValues): CreateMandateRequest {
  return {
    apiKeyId: values.apiKeyId,
    perJobMax: normalizeAmount(values.perJobMax),
    perDayMax: normalizeAmount(values.perDayMax),
    ...optionalLimits(values, undefined),
  } as CreateMandateRequest;
}

/** The body of `PATCH /api/v1/mandates/:id` for `values`: every limit, cleared ones as null. */
export function toUpdateBody(values: MandateValues): UpdateMandateRequest {
  return {
    perJobMax: normalizeAmount(values.perJobMax),
    perDayMax: normalizeAmount(values.perDayMax),
    ...optionalLimits(values, null),
  } as UpdateMandateRequest;
}

/** Messages for the mistakes people make, in the page's words; the contract's own message otherwise. */
const friendlyMessages: Partial<Record<keyof MandateValues, (value: unknown) => string | null>> = {
  apiKeyId: () => "Choose the API key this mandate governs.",
  perJobMax: (value) => (value === "" ? "Enter the most one job may receive, in dollars." : null),
  perDayMax: (value) => (value === "" ? "Enter the most the key may spend in 24 hours, in dollars." : null),
  categories: () => "Each category needs 2 to 60 characters, and at most 20 categories.",
  minReputation: () => "Enter a reputation from 0 to 999.99, or leave it empty.",
};

/**
 * Checks the form with the contract's schema, the one the server runs, and names each bad field.
 * @param mode `create` checks the key too; `edit` only the limits.
 */
export function mandateResolver(
  mode: "create" | "edit",
): Resolver<MandateValues, unknown, CreateMandateRequest | UpdateMandateRequest> {
  return async (values) => {
    const body = mode === "create" ? toCreateBody(values) : toUpdateBody(values);
    const result = (mode === "create" ? createMandateRequest : updateMandateRequest).safeParse(body);
    if (result.success) return { values: withTypedAmounts<typeof body>(result.data, body), errors: {} };
    const errors: FieldErrors<MandateValues> = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof MandateValues;
      if (!mandateFields.includes(field) || errors[field]) continue;
      const message = friendlyMessages[field]?.(body[field as keyof typeof body]) ?? asSentence(issue.message);
      errors[field] = { type: "validate", message };
    }
    return { values: {}, errors };
  };
}
