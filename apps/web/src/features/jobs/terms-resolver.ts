import type { Job } from "@agora/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { withTypedAmounts } from "@/lib/money";
import { checkTerms, type TermsValues, toTermsBody } from "./terms";

/**
 * A react-hook-form resolver for a form that sends terms: the plain-words checks of
 * {@link checkTerms} (and `check` for the form's other fields) first, then the contract's schema,
 * which the server runs too, on the body the form would send.
 * @param extra.body the form's other fields as the body holds them (e.g. `{agentId}`).
 */
export function termsResolver<V extends TermsValues & FieldValues, B>(
  model: Job["pricingModel"],
  schema: z.ZodType<unknown, B>,
  extra: {
    body?: (values: V) => Record<string, unknown>;
    check?: (values: V) => Partial<Record<string, string>>;
  } = {},
): Resolver<V, unknown, B> {
  // Typed loosely: the body is built here, so the resolver's input type adds nothing.
  const schemaResolver = zodResolver(schema as never) as unknown as (
    values: unknown,
    context: unknown,
    options: unknown,
  ) => Promise<{ values: unknown; errors: Record<string, unknown> }>;
  return async (values, context, options) => {
    const messages = { ...checkTerms(model, values), ...extra.check?.(values) };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [name, message] of Object.entries(messages)) {
      if (message) errors[name] = { type: "validate", message };
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<V> };
    const body = { ...extra.body?.(values), ...toTermsBody(model, values) };
    const result = await schemaResolver(body, context, options);
    // The checks above cover what the schema checks; anything left is shown as the form's problem.
    if (Object.keys(result.errors).length > 0) {
      return {
        values: {},
        errors: { root: { type: "validate", message: "Check the terms and try again." } } as FieldErrors<V>,
      };
    }
    return { values: withTypedAmounts<B>(result.values, body), errors: {} };
  };
}
