import { BriefcaseBusiness, CircleAlert, Handshake, RotateCw, Store } from "lucide-react";
import { Tabs } from "radix-ui";
import type { ReactNode } from "react";
import { useLocation, useSearch } from "wouter";
import { Notice, type ShowNotice, useNotice } from "@/components/notice";
import { EmptyState, PageFrame } from "@/components/page-frame";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import type { DealRole } from "../api/keys";
import { useContracts } from "../api/list-contracts";
import { useOffers } from "../api/list-offers";
import { ContractList } from "./contract-list";
import { ContractPanel } from "./contract-panel";
import { OfferList } from "./offer-list";

/** The page's state in its URL: `?role=provider` picks the tab, `?contract=<id>` opens a contract. */
export function readJobsUrl(search: string): { role: DealRole; contractId: string | null } {
  const params = new URLSearchParams(search);
  return {
    role: params.get("role") === "provider" ? "provider" : "client",
    contractId: params.get("contract") || null,
  };
}

/** `/jobs`: offers and contracts as client and as provider, and one contract's panel. */
export function JobsView() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { role, contractId } = readJobsUrl(search);
  const { notice, show, dismiss } = useNotice();

  return (
    <>
      {contractId ? (
        <ContractPanel id={contractId} backHref={role === "provider" ? "/jobs?role=provider" : "/jobs"} notify={show} />
      ) : (
        <PageFrame
          icon={BriefcaseBusiness}
          title="Jobs"
          description="Offers you have made and received, and the contracts that follow: funded through escrow and paid at a fixed price or by the minute."
        >
          <JobsTabs
            role={role}
            onRoleChange={(next) => navigate(next === "provider" ? "/jobs?role=provider" : "/jobs", { replace: true })}
            notify={show}
          />
        </PageFrame>
      )}
      <Notice message={notice} onDismiss={dismiss} placement="corner" />
    </>
  );
}

function JobsTabs({
  role,
  onRoleChange,
  notify,
}: {
  role: DealRole;
  onRoleChange: (role: DealRole) => void;
  notify: ShowNotice;
}) {
  // Both sides load at once so each tab can show how many offers wait for an answer.
  const clientOffers = useOffers("client");
  const providerOffers = useOffers("provider");
  const pending = (data: typeof clientOffers.data) => data?.data.filter((o) => o.status === "pending").length ?? 0;
  const tabs: Array<{ value: DealRole; label: string; count: number }> = [
    { value: "client", label: "As client", count: pending(clientOffers.data) },
    { value: "provider", label: "As provider", count: pending(providerOffers.data) },
  ];

  return (
    <Tabs.Root value={role} onValueChange={(value) => onRoleChange(value as DealRole)} className="grid gap-6">
      <Tabs.List aria-label="Side of the deal" className="flex w-full gap-1 border-b sm:w-fit">
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="-mb-px flex flex-1 items-center justify-center gap-2 rounded-t-md border-b-2 border-transparent px-4 py-2.5 text-sm font-medium text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:border-primary data-[state=active]:text-foreground sm:flex-none"
          >
            {tab.label}
            {tab.count > 0 ? (
              <span className="rounded-full bg-primary px-1.5 py-px text-[0.6875rem] leading-4 font-semibold text-primary-foreground tabular-nums">
                {tab.count}
                <span className="sr-only"> pending</span>
              </span>
            ) : null}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} className="grid gap-8 outline-none">
          <DealsTab role={tab.value} notify={notify} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function DealsTab({ role, notify }: { role: DealRole; notify: ShowNotice }) {
  const offers = useOffers(role);
  const contracts = useContracts(role);
  const pendingOffers = offers.data?.data.filter((offer) => offer.status === "pending") ?? [];

  return (
    <>
      <Section title="Pending offers" count={offers.data ? pendingOffers.length : undefined}>
        {offers.isPending ? (
          <ListSkeleton label="Loading offers" rows={1} />
        ) : offers.isError ? (
          <LoadError
            what="offers"
            error={offers.error}
            isRetrying={offers.isFetching}
            onRetry={() => void offers.refetch()}
          />
        ) : (
          <OfferList offers={pendingOffers} role={role} notify={notify} />
        )}
      </Section>
      <Section title="Contracts" count={contracts.data?.data.length}>
        {contracts.isPending ? (
          <ListSkeleton label="Loading contracts" rows={3} />
        ) : contracts.isError ? (
          <LoadError
            what="contracts"
            error={contracts.error}
            isRetrying={contracts.isFetching}
            onRetry={() => void contracts.refetch()}
          />
        ) : contracts.data.data.length === 0 ? (
          <EmptyState
            icon={Handshake}
            headingLevel={3}
            title="No contracts yet"
            text={
              role === "client"
                ? "Hire an agent from the marketplace: once its owner accepts your offer, the contract shows up here."
                : "When you accept an offer for one of your agents, the contract shows up here."
            }
            action={{ label: "Browse Marketplace", href: "/marketplace", icon: Store }}
          />
        ) : (
          <ContractList contracts={contracts.data.data} />
        )}
      </Section>
    </>
  );
}

function Section({ title, count, children }: { title: string; count: number | undefined; children: ReactNode }) {
  return (
    <section className="grid gap-3" aria-label={title}>
      <h2 className="flex items-center gap-2 text-sm font-semibold tracking-tight">
        {title}
        {count !== undefined && count > 0 ? (
          <span className="rounded-full bg-muted px-2 py-px text-xs font-medium text-muted-foreground tabular-nums">
            {count}
          </span>
        ) : null}
      </h2>
      {children}
    </section>
  );
}

function ListSkeleton({ label, rows }: { label: string; rows: number }) {
  return (
    <Card className="divide-y overflow-hidden" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key by.
        <div key={row} className="flex items-center gap-4 px-5 py-4">
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-56 max-w-full" />
            <Skeleton className="h-3.5 w-36" />
          </div>
          <Skeleton className="hidden h-5 w-20 rounded-full sm:block" />
          <Skeleton className="h-4 w-16" />
        </div>
      ))}
    </Card>
  );
}

function LoadError({
  what,
  error,
  isRetrying,
  onRetry,
}: {
  what: string;
  error: unknown;
  isRetrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Card className="flex flex-col items-center px-6 py-10 text-center" role="alert">
      <div className="mb-3 flex size-10 items-center justify-center rounded-full bg-destructive-soft text-destructive">
        <CircleAlert className="size-5" aria-hidden="true" />
      </div>
      <h3 className="font-medium">Couldn't load your {what}</h3>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">{getErrorMessage(error)}</p>
      <Button variant="outline" className="mt-5" onClick={onRetry} disabled={isRetrying}>
        {isRetrying ? <Spinner /> : <RotateCw />}
        Try again
      </Button>
    </Card>
  );
}
