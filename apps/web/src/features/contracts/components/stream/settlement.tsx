import { formatUsd, platformFeePercentText, type Stream } from "@agora/contracts";
import type { ReactNode } from "react";
import { stopReasonLabels } from "@/lib/deals/format";
import { toMicros } from "@/lib/deals/meter";
import { formatRelative } from "@/lib/format";
import { SettlementLine } from "./settlement-line";

/**
 * What the stream paid at settlement: gross, the platform fee and the net to the agent's owner, as its
 * signed final receipt states them (decision 018: step receipts state running figures, only the
 * final one money paid), or as the stream's settlement states them before that receipt is at hand.
 */
export function Settlement({ stream, action }: { stream: Stream; action: ReactNode }) {
  const settlement = stream.settlement;
  if (!settlement) return null;
  const paid = stream.receipt.final ? stream.receipt : settlement;
  return (
    <section aria-labelledby="settlement-title" className="border-t bg-muted/40 px-5 py-5 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id="settlement-title" className="font-semibold">
            Settlement
          </h3>
          <p className="mt-0.5 text-xs text-muted-foreground">
            {stream.stopReason ? stopReasonLabels[stream.stopReason] : "Stopped"} · settled{" "}
            {formatRelative(settlement.settledAt)}
          </p>
        </div>
        {action}
      </div>
      <dl className="mt-4 grid gap-2 text-sm">
        <SettlementLine label="Gross" value={formatUsd(toMicros(paid.gross), "meter")} testId="settlement-gross" />
        <SettlementLine
          label={`Platform fee (${platformFeePercentText})`}
          value={`−${formatUsd(toMicros(paid.fee), "meter")}`}
          testId="settlement-fee"
        />
        <div className="my-1 border-t" />
        <SettlementLine
          label="Net to the agent's owner"
          value={formatUsd(toMicros(paid.net), "meter")}
          testId="settlement-net"
          isTotal
        />
      </dl>
    </section>
  );
}
