import type { Contract, Offer, ServiceSummary, Stream } from "@agora/contracts";
import { formatUsd, parseMinutesMs } from "@agora/contracts";
import { toMicros } from "./meter";

const msPerMinute = 60_000n;

/** A per-minute rate: "0.05" → "$0.05/min". */
export function formatRate(value: string): string {
  return `${formatUsd(value, "price") ?? value}/min`;
}

/** `minutes` ("0.1") as whole milliseconds (6000n); 0n when it is not a decimal with ≤ 3 decimals. */
export function minutesToMs(minutes: string): bigint {
  return parseMinutesMs(minutes) ?? 0n;
}

/** The billing step in words: "by the second", "in 6-second steps", "by the minute". */
export function describeStep(seconds: number): string {
  if (seconds === 1) return "by the second";
  if (seconds === 60) return "by the minute";
  return `in ${seconds}-second steps`;
}

/** What `ms` of billable time costs at `rateMicrosPerMinute`, µUSD (floor, like the server). */
export function costOfMs(rateMicrosPerMinute: bigint, ms: bigint): bigint {
  return (rateMicrosPerMinute * ms) / msPerMinute;
}

/** The per-minute rate of a service: the agent's override for it, else the agent's base rate. */
export function serviceRate(service: ServiceSummary): string {
  const override = service.agent.rateOverrides.find((entry) => entry.match.serviceId === service.id);
  return override?.basePerMinuteRate ?? service.agent.basePerMinuteRate;
}

/** A contract's or offer's price in one line: "$120.00 fixed" or "$0.05/min". */
export function describeTerms(
  deal: Pick<Contract | Offer, "pricingModel" | "amount" | "basePerMinuteRate"> & {
    pricePerCall?: string | null | undefined;
  },
): string {
  if (deal.pricingModel === "per_call")
    return `${formatUsd(deal.pricePerCall ?? "0", "price") ?? deal.pricePerCall ?? "0"} per call`;
  if (deal.pricingModel === "fixed") return `${formatUsd(deal.amount ?? "0") ?? deal.amount ?? "0"} fixed`;
  return formatRate(deal.basePerMinuteRate ?? "0");
}

/** The contract states in words. */
export const contractStatusLabels: Record<Contract["status"], string> = {
  awaiting_funding: "Awaiting funding",
  active: "Active",
  delivered: "Delivered",
  completed: "Completed",
  disputed: "Disputed",
  resolved: "Resolved",
  cancelled: "Cancelled",
};

/** The stream states in words. */
export const streamStatusLabels: Record<Stream["status"], string> = {
  active: "Streaming",
  paused: "Paused",
  stopped: "Settling",
  settled: "Settled",
};

/** Why a stream stopped, in words. */
export const stopReasonLabels: Record<NonNullable<Stream["stopReason"]>, string> = {
  client: "Stopped by the client",
  agent: "Stopped by the agent's owner",
  cap_reached: "Reached the per-stream cap",
  escrow_exhausted: "Used up the escrow",
  heartbeat_lost: "The agent stopped responding",
  contract_closed: "The contract closed",
  agent_suspended: "Agora suspended the agent",
};

/** Net paid to the agent's owner so far: gross paid out less fees, µUSD. */
export function netPaidMicros(contract: Pick<Contract, "paidOut" | "fees">): bigint {
  return toMicros(contract.paidOut) - toMicros(contract.fees);
}
