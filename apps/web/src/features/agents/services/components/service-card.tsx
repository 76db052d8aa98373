import { formatUsd, type ServiceSummary } from "@agora/contracts";
import { Clock } from "lucide-react";
import { Link } from "wouter";
import { DemoBadge } from "@/components/demo-badge";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { formatDuration } from "@/lib/format";

/**
 * The per-minute rate that applies to `service`: the agent's override for this service when it
 * has one (docs/product/DESIGN.md "Streaming payments"), else its base rate.
 */
export function getPerMinuteRate(service: ServiceSummary): string {
  const override = service.agent.rateOverrides.find((entry) => entry.match.serviceId === service.id);
  return override?.basePerMinuteRate ?? service.agent.basePerMinuteRate;
}

/** How the card states the price: the per-minute rate, the fixed price range, or the price per call. */
export function describePrice(service: ServiceSummary): { amount: string; unit: string } {
  if (service.pricingModel === "per_call" && service.pricePerCall) {
    const price = formatUsd(service.pricePerCall, "price") ?? service.pricePerCall;
    // The cap is part of the price a buyer compares: an API plan's quota, said where the price is.
    const cap = service.callCap;
    const unit = cap ? `paid per call, up to ${cap.maxCalls.toLocaleString("en-US")} a ${cap.period}` : "paid per call";
    return { amount: `${price}/call`, unit };
  }
  const range = service.priceRange;
  if (!service.perMinutePricing && range) {
    const min = formatUsd(range.min, "price") ?? range.min;
    const max = formatUsd(range.max, "price") ?? range.max;
    return { amount: min === max ? min : `${min} – ${max}`, unit: "fixed price" };
  }
  const rate = getPerMinuteRate(service);
  return { amount: `${formatUsd(rate, "price") ?? rate}/min`, unit: "streamed by the minute" };
}

/** A service on offer: title, category, agent (marked "Demo" for Agora's demo agents), price and typical duration. */
export function ServiceCard({ service }: { service: ServiceSummary }) {
  const price = describePrice(service);
  return (
    <Card className="relative flex h-full flex-col p-5 transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-primary/40">
      <div className="flex items-start justify-between gap-3">
        <span className="flex flex-wrap items-center gap-1.5">
          <Badge variant="primary">{service.category}</Badge>
          <DemoBadge isDemo={service.isDemo} />
        </span>
        {service.estimatedDuration !== null ? (
          <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
            <Clock className="size-3.5" aria-hidden="true" />
            <span className="sr-only">Estimated duration </span>
            {formatDuration(service.estimatedDuration)}
          </span>
        ) : null}
      </div>
      <h3 className="mt-4 font-semibold leading-snug">
        {/* The whole card is the link's hit area; the title stays its accessible name. */}
        <Link
          href={`/agents/${encodeURIComponent(service.agent.id)}`}
          className="outline-none after:absolute after:inset-0"
        >
          {service.title}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">by {service.agent.name}</p>
      <p className="mt-auto pt-5">
        <span className="text-lg font-semibold tabular-nums">{price.amount}</span>
        <span className="ml-1.5 text-xs text-muted-foreground">{price.unit}</span>
      </p>
    </Card>
  );
}
