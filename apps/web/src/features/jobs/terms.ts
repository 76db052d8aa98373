import {
  formatUsd,
  type Job,
  messageLengthMax,
  type Offer,
  parseMicros,
  perMinuteRateMinMicros,
} from "@agora/contracts";
import { formatRate } from "@/lib/deals/format";
import { normalizeAmount } from "@/lib/money";

// The terms of an offer on a job (a proposal, an invitation or a counter-offer) as a form fills
// them in, checked the way the server checks them (jobs.service.ts `termsFor`), in plain words.

/** What the terms fields hold: dollars as typed, and a note. */
export interface TermsValues {
  amount: string;
  basePerMinuteRate: string;
  message: string;
}

/** The terms part of a request body: the one price field of the pricing model, and the note if any. */
export interface TermsBody {
  amount?: string;
  basePerMinuteRate?: string;
  message?: string;
}

/** The field the pricing model prices with. */
export function priceField(model: Job["pricingModel"]): "amount" | "basePerMinuteRate" {
  return model === "fixed" ? "amount" : "basePerMinuteRate";
}

/**
 * Checks the terms for `model`.
 * @returns a message per invalid field; empty when the terms can be sent.
 */
export function checkTerms(
  model: Job["pricingModel"],
  values: TermsValues,
): Partial<Record<keyof TermsValues, string>> {
  const errors: Partial<Record<keyof TermsValues, string>> = {};
  const field = priceField(model);
  const text = normalizeAmount(values[field]);
  const micros = parseMicros(text);
  if (text === "") errors[field] = model === "fixed" ? "Enter a price." : "Enter a rate per minute.";
  else if (micros === null) errors[field] = "Enter dollars, e.g. 80 or 0.05 (at most 6 decimals).";
  else if (model === "fixed" && micros === 0n) errors[field] = "The price must be more than $0.";
  else if (model === "per_minute" && micros < perMinuteRateMinMicros)
    errors[field] = "The rate must be at least $0.0001/min.";
  if (values.message.trim().length > messageLengthMax) {
    errors.message = `Keep the note under ${messageLengthMax.toLocaleString("en-US")} characters.`;
  }
  return errors;
}

/** The request body's terms for `model`: only the price field it uses, and the note when there is one. */
export function toTermsBody(model: Job["pricingModel"], values: TermsValues): TermsBody {
  const field = priceField(model);
  const message = values.message.trim();
  return { [field]: normalizeAmount(values[field]), ...(message ? { message } : {}) };
}

/** Terms to start a counter-offer from: the offer's own, so one edits the number instead of retyping it. */
export function termsFromOffer(offer: Pick<Offer, "amount" | "basePerMinuteRate">): TermsValues {
  return { amount: offer.amount ?? "", basePerMinuteRate: offer.basePerMinuteRate ?? "", message: "" };
}

/** The job's budget in words for its pricing model, or null without one. */
export function describeBudget(job: Pick<Job, "pricingModel" | "budget">): string | null {
  if (job.budget === null) return null;
  return job.pricingModel === "fixed" ? (formatUsd(job.budget) ?? job.budget) : formatRate(job.budget);
}
