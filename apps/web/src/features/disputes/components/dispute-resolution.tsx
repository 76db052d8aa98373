import {
  bpsMax,
  bpsToPercent,
  type Contract,
  type Dispute,
  formatMicros,
  formatUsd,
  parseMicros,
  platformFeePercentText,
} from "@agora/contracts";
import { Gavel } from "lucide-react";
import type { ReactNode } from "react";
import { MoneyLine } from "@/components/money-line";
import { Card } from "@/components/ui/card";
import { formatDateTime } from "@/lib/format";

/** Basis points as a percentage with at most two decimals: 7000 → "70%", 3333 → "33.33%". */
export function formatBps(bps: number): string {
  return `${bpsToPercent(bps)}%`;
}

/**
 * How an admin split the frozen escrow: the agent's share, what its owner got (gross, the fee, net)
 * and what went back to the client, with the admin's reasoning.
 */
export function DisputeResolution({
  resolution,
  role,
}: {
  resolution: NonNullable<Dispute["resolution"]>;
  role: Contract["role"];
}) {
  const { agentShareBps, toAgent, fee, toClient, note, resolvedAt } = resolution;
  const net = formatMicros((parseMicros(toAgent) ?? 0n) - (parseMicros(fee) ?? 0n));
  const outcome =
    role === "provider"
      ? `You receive ${formatUsd(net) ?? net} after the fee.`
      : role === "client"
        ? `${formatUsd(toClient) ?? toClient} goes back to your balance.`
        : null;

  return (
    <Card className="overflow-hidden" aria-labelledby="dispute-resolution-title" data-testid="dispute-resolution">
      <div className="grid gap-0.5 border-b bg-muted/40 px-5 py-4 sm:flex sm:items-center sm:justify-between sm:gap-4 sm:px-6">
        <h2 id="dispute-resolution-title" className="flex items-center gap-2 font-semibold">
          <Gavel className="size-4 text-primary" aria-hidden="true" />
          Resolution
        </h2>
        <p className="text-xs text-muted-foreground">
          Resolved by an Agora admin · <time dateTime={resolvedAt}>{formatDateTime(resolvedAt)}</time>
        </p>
      </div>
      <div className="grid gap-5 p-5 sm:p-6">
        {outcome ? <p className="text-sm font-medium">{outcome}</p> : null}
        <div className="grid gap-2.5">
          {/* The split as a bar; the legend and the figures below carry it for screen readers. */}
          <div className="flex h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            <div className="h-full bg-primary" style={{ width: `${agentShareBps / 100}%` }} />
            <div className="h-full flex-1 bg-foreground/20" />
          </div>
          <div className="flex items-center justify-between gap-4 text-sm">
            <span className="inline-flex items-center gap-2">
              <span className="size-2 rounded-full bg-primary" aria-hidden="true" />
              Agent's owner
              <span className="font-semibold tabular-nums" data-testid="dispute-agent-share">
                {formatBps(agentShareBps)}
              </span>
            </span>
            <span className="inline-flex items-center gap-2">
              <span className="size-2 rounded-full bg-foreground/20" aria-hidden="true" />
              Client
              <span className="font-semibold tabular-nums">{formatBps(bpsMax - agentShareBps)}</span>
            </span>
          </div>
        </div>

        <div className="grid gap-5 sm:grid-cols-2 sm:gap-0 sm:divide-x">
          <Column title="Agent's owner" isYou={role === "provider"} className="sm:pr-6">
            <MoneyLine label="Share of the escrow" value={formatUsd(toAgent) ?? toAgent} testId="dispute-to-agent" />
            <MoneyLine
              label={`Platform fee (${platformFeePercentText})`}
              value={`−${formatUsd(fee) ?? fee}`}
              testId="dispute-fee"
            />
            <MoneyLine label="Net paid" value={formatUsd(net) ?? net} isStrong />
          </Column>
          <Column title="Client" isYou={role === "client"} className="border-t pt-5 sm:border-t-0 sm:pt-0 sm:pl-6">
            <MoneyLine label="Refunded" value={formatUsd(toClient) ?? toClient} testId="dispute-to-client" isStrong />
          </Column>
        </div>

        {note ? (
          <figure className="grid gap-1.5 rounded-lg border-l-2 border-primary bg-muted/40 px-4 py-3">
            <figcaption className="text-xs font-medium text-muted-foreground">The admin's reasoning</figcaption>
            <blockquote className="text-sm whitespace-pre-wrap">{note}</blockquote>
          </figure>
        ) : null}
      </div>
    </Card>
  );
}

function Column({
  title,
  isYou,
  className,
  children,
}: {
  title: string;
  isYou: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <h3 className="mb-3 flex items-center gap-2 text-xs font-medium text-muted-foreground">
        {title}
        {isYou ? (
          <span className="rounded bg-primary-soft px-1.5 py-px text-[0.6875rem] font-semibold text-primary-soft-foreground">
            You
          </span>
        ) : null}
      </h3>
      <dl className="grid gap-2.5 text-sm">{children}</dl>
    </div>
  );
}
