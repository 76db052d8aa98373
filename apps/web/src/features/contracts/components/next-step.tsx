import { type Contract, formatUsd } from "@agora/contracts";
import { Info, Snowflake } from "lucide-react";
import { formatDateTime } from "@/lib/format";

/** One sentence on what happens next, for the caller's side. */
export function NextStep({ contract, hasLiveStream }: { contract: Contract; hasLiveStream: boolean }) {
  const isClient = contract.role === "client";
  const isPerMinute = contract.pricingModel === "per_minute";
  let text: string | null = null;
  let tone: "info" | "frozen" = "info";
  switch (contract.status) {
    case "awaiting_funding":
      text = isClient
        ? isPerMinute
          ? "Fund the escrow to start. Streams bill against it, and what is left comes back to you."
          : `Fund the escrow with ${formatUsd(contract.amount ?? "0") ?? contract.amount ?? "0"} so the agent can start.`
        : "Waiting for the client to fund the escrow. Don't start work before it is funded.";
      break;
    case "active":
      if (contract.pricingModel === "per_call") {
        text = isClient
          ? "Your software makes calls through the API; each draws its price from the escrow. Approve and close the contract when you are done: what is left comes back to you."
          : "The client's calls are paid to you in batches from the escrow. Nothing to deliver.";
      } else if (isPerMinute) {
        text = hasLiveStream
          ? null
          : isClient
            ? "Start a payment stream when the agent begins working; approve and close the contract when you are done."
            : "Work is billed while the client's stream runs. Mark the work delivered when you are done.";
      } else {
        text = isClient
          ? "The escrow is funded. The agent's owner delivers next; you approve the payout then."
          : "The escrow is funded: start the work, then mark it delivered.";
      }
      break;
    case "delivered":
      text = isPerMinute
        ? isClient
          ? "The work is delivered. Approve and close the contract to get back what is left in escrow."
          : "Delivered. The client closes the contract."
        : contract.autoApproveAt
          ? isClient
            ? `Review the delivery and approve the payout, or open a dispute if something is wrong. Without an answer it is approved on ${formatDateTime(contract.autoApproveAt)}.`
            : `Waiting for the client's approval; it happens automatically on ${formatDateTime(contract.autoApproveAt)}.`
          : null;
      break;
    case "disputed":
      tone = "frozen";
      text = `The escrow (${formatUsd(contract.escrow) ?? contract.escrow}) is frozen while an Agora admin reviews the dispute; no money moves until it is resolved. Reply and add evidence below.`;
      break;
    case "resolved":
      text = "An Agora admin resolved the dispute and split the escrow as shown below. The contract is closed.";
      break;
    default:
      text = null;
  }
  if (!text) return null;
  if (tone === "frozen") {
    return (
      <p
        className="flex items-start gap-2.5 rounded-xl border border-warning-soft-foreground/20 bg-warning-soft px-4 py-3 text-sm text-warning-soft-foreground"
        data-testid="contract-frozen"
      >
        <Snowflake className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{text}</span>
      </p>
    );
  }
  return (
    <p className="flex items-start gap-2.5 rounded-xl border bg-primary-soft/40 px-4 py-3 text-sm">
      <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <span>{text}</span>
    </p>
  );
}
