import { formatUsd, type Mandate } from "@agora/contracts";
import { ChevronDown, KeyRound, Pencil, ShieldOff } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format";
import { verificationChoices } from "@/lib/verification-choices";
import { pricingModelLabels } from "../mandate-form";
import { MandateSpends } from "./mandate-spends";
import { SpendMeter } from "./spend-meter";

const statusLabels: Record<Mandate["status"], string> = { active: "Active", revoked: "Revoked", expired: "Expired" };

/** The limits that are not spend, as facts: categories, models, reputation, verification, expiry. */
function describeRules(mandate: Mandate): Array<{ term: string; value: string }> {
  const level = mandate.minVerificationLevel ?? 0;
  return [
    { term: "Per job", value: formatUsd(mandate.perJobMax) ?? mandate.perJobMax },
    { term: "Categories", value: mandate.categories?.length ? mandate.categories.join(", ") : "Any" },
    {
      term: "Pricing",
      value: mandate.pricingModels?.length ? mandate.pricingModels.map((m) => pricingModelLabels[m]).join(", ") : "Any",
    },
    { term: "Lowest reputation", value: mandate.minReputation === null ? "Any" : String(mandate.minReputation) },
    {
      term: "Lowest verification",
      value: verificationChoices({ any: "Any" }).find((choice) => choice.level === level)?.label ?? String(level),
    },
    { term: "Expires", value: mandate.expiresAt ? formatDateTime(mandate.expiresAt) : "Never" },
  ];
}

/**
 * One mandate: its key, status, spend against the day's and the total limit, the other limits,
 * and (opened) the daily chart and each spend. An active one can be edited or revoked.
 */
export function MandateCard({
  mandate,
  onEdit,
  onRevoke,
}: {
  mandate: Mandate;
  onEdit: () => void;
  onRevoke: () => void;
}) {
  // Open for a live mandate: its spend is what the owner comes to check.
  const [isOpen, setIsOpen] = useState(mandate.status === "active");
  const isActive = mandate.status === "active";
  const panelId = `mandate-${mandate.id}-spend`;
  const headingId = `mandate-${mandate.id}-heading`;
  return (
    <Card role="region" aria-labelledby={headingId} className="grid min-w-0 gap-5 p-5 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1">
          <h3 id={headingId} className="flex flex-wrap items-center gap-2 font-semibold">
            <KeyRound className="size-4 text-muted-foreground" aria-hidden="true" />
            <span className="break-words">{mandate.apiKeyName}</span>
            <Badge variant={isActive ? "primary" : "warning"}>{statusLabels[mandate.status]}</Badge>
          </h3>
          <p className="font-mono text-xs text-muted-foreground">{mandate.apiKeyPrefix}…</p>
        </div>
        {isActive ? (
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={onEdit}
              aria-label={`Edit the mandate of ${mandate.apiKeyName}`}
            >
              <Pencil />
              Edit
            </Button>
            <Button
              variant="destructive-outline"
              size="sm"
              onClick={onRevoke}
              aria-label={`Revoke the mandate of ${mandate.apiKeyName}`}
            >
              <ShieldOff />
              Revoke
            </Button>
          </div>
        ) : null}
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <SpendMeter
          label="Last 24 hours"
          spent={mandate.spent.lastDay}
          limit={mandate.perDayMax}
          remaining={mandate.remaining.lastDay}
        />
        {mandate.totalMax !== null && mandate.remaining.total !== null ? (
          <SpendMeter
            label="Total"
            spent={mandate.spent.total}
            limit={mandate.totalMax}
            remaining={mandate.remaining.total}
          />
        ) : (
          <div className="grid gap-1.5 text-sm">
            <span className="font-medium">Total</span>
            <p className="tabular-nums">
              {formatUsd(mandate.spent.total) ?? mandate.spent.total}{" "}
              <span className="text-muted-foreground">spent, no total limit</span>
            </p>
          </div>
        )}
      </div>

      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {describeRules(mandate).map((rule) => (
          <div key={rule.term} className="flex justify-between gap-3 sm:block">
            <dt className="text-muted-foreground">{rule.term}</dt>
            <dd className="text-right font-medium break-words sm:text-left">{rule.value}</dd>
          </div>
        ))}
      </dl>

      <div className="grid gap-4">
        <Button
          variant="ghost"
          size="sm"
          className="-ml-3 justify-self-start"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((open) => !open)}
        >
          <ChevronDown className={isOpen ? "rotate-180" : undefined} />
          {isOpen ? "Hide spend" : "Show spend over time"}
        </Button>
        {isOpen ? (
          <div id={panelId}>
            <MandateSpends mandateId={mandate.id} />
          </div>
        ) : null}
      </div>
    </Card>
  );
}
