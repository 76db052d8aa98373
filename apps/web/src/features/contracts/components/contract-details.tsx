import type { Contract } from "@agora/contracts";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { ContractStatusBadge } from "@/components/deal-status-badge";
import { DemoBadge } from "@/components/demo-badge";
import type { ShowNotice } from "@/components/notice";
import { getContractActions } from "@/lib/deals/actions";
import { describeTerms } from "@/lib/deals/format";
import { isLive, useContractStreams } from "@/lib/deals/list-streams";
import { formatDate } from "@/lib/format";
import { CallPanel } from "./calls/call-panel";
import { ContractActions, type OpenDisputeSlot } from "./contract-actions";
import { Delivery } from "./delivery";
import { FixedPriceProgress } from "./fixed-price-progress";
import { MoneySummary } from "./money-summary";
import { NextStep } from "./next-step";
import { StreamPanel } from "./stream/stream-panel";
import { StreamTerms } from "./stream-terms";

/**
 * The contract's conversation, rendered by the messages feature and handed in by the app (features
 * do not import each other). Only the parties have one.
 */
export type ConversationSlot = (contractId: string) => ReactNode;

/** A section of the contract's page that another feature renders (its review, its dispute). */
export type ContractSectionSlot = (contract: Contract, notify: ShowNotice) => ReactNode;

/**
 * What the contract's page shows from other features, handed in by the app (features do not
 * import each other). A slot left out leaves its part off the page.
 */
export interface ContractSlots {
  conversation?: ConversationSlot | undefined;
  /** The client's review of the contract (the reviews feature). */
  review?: ContractSectionSlot | undefined;
  /** The dispute's thread and outcome, shown while disputed or once resolved (the disputes feature). */
  dispute?: ContractSectionSlot | undefined;
  /** Without it the page offers no "Open a dispute". */
  openDispute?: OpenDisputeSlot | undefined;
}

/** A loaded contract: header with its actions, next step, review, dispute, streams or delivery, and money. */
export function ContractDetails({
  contract,
  back,
  notify,
  conversation,
  review,
  dispute,
  openDispute,
}: {
  contract: Contract;
  back: ReactNode;
  notify: ShowNotice;
} & ContractSlots) {
  const isPerMinute = contract.pricingModel === "per_minute";
  const isPerCall = contract.pricingModel === "per_call";
  const streams = useContractStreams(contract.id, {
    watch: isPerMinute && contract.status === "active",
    enabled: isPerMinute,
  });
  const list = streams.data?.data ?? [];
  const latest = list[list.length - 1];
  const hasLiveStream = latest ? isLive(latest) : false;
  const actions = getContractActions(contract, { hasLiveStream });
  const counterpart = contract.role === "provider" ? "Your agent" : "Agent";
  // A resolved contract was disputed: that is the only way into `resolved`.
  const hasDispute = contract.status === "disputed" || contract.status === "resolved";

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      {back}
      <header className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="grid min-w-0 gap-2.5">
          <h1 className="text-2xl font-semibold tracking-tight text-balance sm:text-3xl">{contract.title}</h1>
          {/* Inline text, so a long line wraps between items with each dot ending its line. */}
          <p className="text-sm leading-6 text-muted-foreground">
            <span className="mr-2 inline-block align-[-1px]">
              <ContractStatusBadge status={contract.status} />
            </span>
            {contract.isDemo ? (
              <span className="mr-2 inline-block align-[-1px]">
                <DemoBadge isDemo kind="deal" />
              </span>
            ) : null}
            {counterpart}{" "}
            <Link
              href={`/agents/${encodeURIComponent(contract.agent.slug)}`}
              className="font-medium text-foreground underline-offset-4 hover:underline"
            >
              {contract.agent.name}
            </Link>
            {separator}
            <span className="whitespace-nowrap tabular-nums">{describeTerms(contract)}</span>
            {separator}
            <span className="whitespace-nowrap">you are the {contract.role}</span>
            <span className="hidden sm:inline">
              {separator}
              <span className="whitespace-nowrap">since {formatDate(contract.createdAt)}</span>
            </span>
          </p>
        </div>
        <ContractActions contract={contract} actions={actions} notify={notify} openDispute={openDispute} />
      </header>

      <NextStep contract={contract} hasLiveStream={hasLiveStream} />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 gap-6">
          {review ? review(contract, notify) : null}
          {hasDispute && dispute ? dispute(contract, notify) : null}
          {isPerMinute ? (
            <StreamPanel contract={contract} canStart={actions.includes("startStream")} notify={notify} />
          ) : null}
          {isPerCall ? <CallPanel contract={contract} /> : null}
          {contract.delivery ? <Delivery contract={contract} /> : null}
          {!isPerMinute && !isPerCall && !contract.delivery && !hasDispute ? (
            <FixedPriceProgress contract={contract} />
          ) : null}
          {conversation && contract.role !== "admin" ? conversation(contract.id) : null}
        </div>
        <div className="grid gap-6">
          <MoneySummary contract={contract} />
          {isPerMinute ? <StreamTerms contract={contract} /> : null}
        </div>
      </div>
    </div>
  );
}

/** Between two items of the line under the title: the dot stays at the end of a wrapped line. */
const separator = "\u00a0· ";
