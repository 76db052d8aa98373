import { type Contract, formatUsd } from "@agora/contracts";
import { MoneyLine } from "@/components/money-line";
import { Card } from "@/components/ui/card";
import { describeTerms, netPaidMicros } from "@/lib/deals/format";

/** Escrow, gross paid out, fees and net, straight from the ledger. */
export function MoneySummary({ contract }: { contract: Contract }) {
  // Per minute and per call, the terms are a rate, not one price.
  const isPerMinute = contract.pricingModel !== "fixed";
  return (
    <Card className="p-5 sm:p-6" aria-labelledby="money-title">
      <h2 id="money-title" className="font-semibold">
        Money
      </h2>
      <dl className="mt-4 grid gap-3 text-sm">
        <MoneyLine
          label={isPerMinute ? "Rate" : "Price"}
          value={isPerMinute ? describeTerms(contract) : (formatUsd(contract.amount ?? "0") ?? contract.amount ?? "0")}
        />
        <MoneyLine
          label={contract.status === "disputed" ? "Frozen in escrow" : "In escrow"}
          value={formatUsd(contract.escrow) ?? contract.escrow}
          testId="contract-escrow"
          isStrong
        />
        <div className="border-t" />
        <MoneyLine
          label="Paid out (gross)"
          value={formatUsd(contract.paidOut) ?? contract.paidOut}
          testId="contract-paid-out"
        />
        <MoneyLine label="Platform fees" value={formatUsd(contract.fees) ?? contract.fees} testId="contract-fees" />
        <MoneyLine label="Net to the owner" value={formatUsd(netPaidMicros(contract))} />
      </dl>
    </Card>
  );
}
