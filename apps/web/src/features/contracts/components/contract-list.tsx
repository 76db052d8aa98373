import { type Contract, formatUsd } from "@agora/contracts";
import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { ContractStatusBadge } from "@/components/deal-status-badge";
import { DemoBadge } from "@/components/demo-badge";
import { Card } from "@/components/ui/card";
import { describeTerms } from "@/lib/deals/format";
import { formatDateTime, formatRelative } from "@/lib/format";

/** Contracts on one side, newest first; each row opens the contract's panel. */
export function ContractList({ contracts, children }: { contracts: Contract[]; children?: ReactNode }) {
  return (
    <Card className="overflow-hidden">
      <div
        className="hidden grid-cols-[minmax(0,1fr)_9rem_9rem_8rem_1rem] gap-4 border-b bg-muted/50 px-5 py-2.5 text-xs font-medium text-muted-foreground md:grid"
        aria-hidden="true"
      >
        <span>Contract</span>
        <span>Status</span>
        <span className="text-right">Price</span>
        <span className="text-right">In escrow</span>
        <span />
      </div>
      <ul className="divide-y">
        {contracts.map((contract) => (
          <li key={contract.id}>
            <ContractRow contract={contract} />
          </li>
        ))}
      </ul>
      {children}
    </Card>
  );
}

function ContractRow({ contract }: { contract: Contract }) {
  return (
    <Link
      href={`/jobs?contract=${encodeURIComponent(contract.id)}`}
      className="group grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-2 px-5 py-4 outline-none transition-colors hover:bg-muted/50 focus-visible:bg-muted/60 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset md:grid-cols-[minmax(0,1fr)_9rem_9rem_8rem_1rem]"
    >
      <span className="grid min-w-0 gap-0.5">
        <span className="flex min-w-0 items-center gap-2">
          <span className="line-clamp-2 font-medium md:line-clamp-1">{contract.title}</span>
          <DemoBadge isDemo={contract.isDemo} kind="deal" className="shrink-0" />
        </span>
        <span className="truncate text-sm text-muted-foreground">
          {contract.role === "provider" ? "Your agent " : ""}
          {contract.agent.name} ·{" "}
          <time dateTime={contract.createdAt} title={formatDateTime(contract.createdAt)}>
            {formatRelative(contract.createdAt)}
          </time>
        </span>
      </span>
      <span className="justify-self-end md:justify-self-start">
        <ContractStatusBadge status={contract.status} />
      </span>
      <span className="text-sm tabular-nums md:text-right">
        <span className="text-muted-foreground md:hidden">Price </span>
        {describeTerms(contract)}
      </span>
      <span className="text-right text-sm tabular-nums md:font-medium">
        <span className="text-muted-foreground md:hidden">Escrow </span>
        {formatUsd(contract.escrow) ?? contract.escrow}
      </span>
      <ChevronRight
        className="hidden size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5 md:block"
        aria-hidden="true"
      />
    </Link>
  );
}
