import { formatUsd, type Offer, parseMicros } from "@agora/contracts";
import { cn } from "@/lib/cn";
import { costOfMs, describeStep, minutesToMs } from "@/lib/deals/format";
import { formatMs } from "@/lib/format";

/** The parts of an offer its stream terms are read from. */
export type OfferStreamTerms = Pick<
  Offer,
  "pricingModel" | "basePerMinuteRate" | "rateGranularity" | "minChargeMinutes" | "streamRateCaps"
>;

/**
 * The stream terms an offer carries, one phrase each: ["Billed by the second", "Minimum 6 seconds
 * per stream ($0.06)", "At most $4.00 per stream"]. Read from the offer itself, never from the
 * agent: accepting makes the contract with exactly these terms, whatever the listing says now.
 * Empty for fixed price, where the amount is the whole deal.
 */
export function describeOfferStreamTerms(offer: OfferStreamTerms): string[] {
  if (offer.pricingModel !== "per_minute") return [];
  const minChargeMs = minutesToMs(offer.minChargeMinutes);
  const rateMicros = parseMicros(offer.basePerMinuteRate ?? "0") ?? 0n;
  const step = describeStep(offer.rateGranularity);
  const terms = [`Billed ${step}`];
  if (minChargeMs > 0n)
    terms.push(`Minimum ${formatMs(minChargeMs)} per stream (${formatUsd(costOfMs(rateMicros, minChargeMs))})`);
  const caps = offer.streamRateCaps;
  if (caps.maxPerStream) terms.push(`At most ${formatUsd(caps.maxPerStream) ?? caps.maxPerStream} per stream`);
  if (caps.maxPerHour) terms.push(`At most ${formatUsd(caps.maxPerHour) ?? caps.maxPerHour} per hour`);
  return terms;
}

/** An offer's stream terms as a dotted line of small print; nothing for fixed price. */
export function OfferTerms({ offer, className }: { offer: OfferStreamTerms; className?: string }) {
  const terms = describeOfferStreamTerms(offer);
  if (terms.length === 0) return null;
  return (
    <ul
      className={cn("flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground", className)}
      aria-label="Stream terms of this offer"
      data-testid="offer-terms"
    >
      {terms.map((term) => (
        <li key={term} className="tabular-nums">
          {term}
        </li>
      ))}
    </ul>
  );
}
