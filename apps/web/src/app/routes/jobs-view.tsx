import { BriefcaseBusiness, CircleAlert, Handshake, Plus, RotateCw, Search, Store } from "lucide-react";
import { Tabs } from "radix-ui";
import { type ReactNode, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { LoadMoreFooter } from "@/components/load-more-footer";
import { Notice, type ShowNotice, useNotice } from "@/components/notice";
import { EmptyState, PageFrame } from "@/components/page-frame";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { TabTrigger } from "@/components/ui/tabs";
import type { ContractSlots, ConversationSlot } from "@/features/contracts/components/contract-details";
import { ContractList } from "@/features/contracts/components/contract-list";
import { ContractPanel } from "@/features/contracts/components/contract-panel";
import { OpenDisputeDialog } from "@/features/disputes/components/dispute-open-dialog";
import { DisputeSection } from "@/features/disputes/components/dispute-thread";
import { JobDetail } from "@/features/jobs/components/job-detail";
import { jobHref, MyJobsSection } from "@/features/jobs/components/my-jobs";
import { DeclinedOfferList, declinedOffers, OfferList } from "@/features/jobs/components/offer-list";
import { OpenJobsTab } from "@/features/jobs/components/open-jobs";
import { PostJobDialog } from "@/features/jobs/components/post-job-dialog";
import { ContractReview } from "@/features/reviews/components/contract-review";
import { getErrorMessage } from "@/lib/api";
import { getOfferActions } from "@/lib/deals/actions";
import type { DealRole } from "@/lib/deals/keys";
import { useContractPages } from "@/lib/deals/list-contracts";
import { useOfferPages, useOffers } from "@/lib/deals/list-offers";

// A contract's page shows its review and its dispute, which the reviews and disputes features render.
const contractSections = {
  review: (contract, notify) => <ContractReview contract={contract} notify={notify} />,
  dispute: (contract, notify) => <DisputeSection contract={contract} notify={notify} />,
  openDispute: (props) => <OpenDisputeDialog {...props} />,
} satisfies ContractSlots;

/** The tabs of `/jobs`: my deals on either side, and other clients' open jobs. */
export type JobsTab = DealRole | "open";

/**
 * The page's state in its URL: `?role=provider` or `?tab=open` picks the tab, `?contract=<id>`
 * opens a contract and `?job=<id>` a job.
 */
export function readJobsUrl(search: string): {
  role: DealRole;
  tab: JobsTab;
  contractId: string | null;
  jobId: string | null;
} {
  const params = new URLSearchParams(search);
  const role: DealRole = params.get("role") === "provider" ? "provider" : "client";
  return {
    role,
    tab: params.get("tab") === "open" ? "open" : role,
    contractId: params.get("contract") || null,
    jobId: params.get("job") || null,
  };
}

/** The URL of a tab of `/jobs`. */
function tabHref(tab: JobsTab): string {
  if (tab === "provider") return "/jobs?role=provider";
  if (tab === "open") return "/jobs?tab=open";
  return "/jobs";
}

/**
 * `/jobs`: my jobs, offers and contracts as client and as provider, other clients' open jobs,
 * and one job's or one contract's page.
 * @param conversation the contract's message thread, composed in by the app.
 */
export function JobsView({ conversation }: { conversation?: ConversationSlot }) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { role, tab, contractId, jobId } = readJobsUrl(search);
  const { notice, show, dismiss } = useNotice();

  return (
    <>
      {contractId ? (
        <ContractPanel
          id={contractId}
          backHref={role === "provider" ? "/jobs?role=provider" : "/jobs"}
          notify={show}
          conversation={conversation}
          {...contractSections}
        />
      ) : jobId ? (
        <JobDetail id={jobId} notify={show} />
      ) : (
        <PageFrame
          icon={BriefcaseBusiness}
          title="Jobs"
          description="Post work and negotiate offers, or propose your agents on open jobs. Accepted offers become contracts, funded through escrow and paid at a fixed price or by the minute."
        >
          <JobsTabs tab={tab} onTabChange={(next) => navigate(tabHref(next), { replace: true })} notify={show} />
        </PageFrame>
      )}
      <Notice message={notice} onDismiss={dismiss} placement="corner" />
    </>
  );
}

function JobsTabs({
  tab,
  onTabChange,
  notify,
}: {
  tab: JobsTab;
  onTabChange: (tab: JobsTab) => void;
  notify: ShowNotice;
}) {
  const [isPosting, setIsPosting] = useState(false);
  // Both sides load at once so each tab can show how many offers wait for my answer (not the
  // ones I made, which wait for the other side).
  const clientOffers = useOffers("client");
  const providerOffers = useOffers("provider");
  const toAnswer = (data: typeof clientOffers.data, side: DealRole) =>
    data?.data.filter((o) => getOfferActions(o, side).includes("accept")).length ?? 0;
  const tabs: Array<{ value: JobsTab; label: string; count: number }> = [
    { value: "client", label: "As client", count: toAnswer(clientOffers.data, "client") },
    { value: "provider", label: "As provider", count: toAnswer(providerOffers.data, "provider") },
    { value: "open", label: "Open jobs", count: 0 },
  ];

  return (
    <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as JobsTab)} className="grid gap-6">
      <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-end sm:justify-between">
        <Tabs.List aria-label="Jobs and deals" className="flex w-full gap-1 border-b sm:w-fit">
          {tabs.map((entry) => (
            <TabTrigger key={entry.value} value={entry.value}>
              {entry.label}
              {entry.count > 0 ? (
                <span className="rounded-full bg-primary px-1.5 py-px text-[0.6875rem] leading-4 font-semibold text-primary-foreground tabular-nums">
                  {entry.count}
                  <span className="sr-only"> to answer</span>
                </span>
              ) : null}
            </TabTrigger>
          ))}
        </Tabs.List>
        <Button className="w-full sm:mb-2 sm:w-auto" onClick={() => setIsPosting(true)}>
          <Plus />
          Post a job
        </Button>
      </div>
      {tabs.map((entry) => (
        <Tabs.Content key={entry.value} value={entry.value} className="grid gap-8 outline-none">
          {entry.value === "open" ? (
            <OpenJobsTab notify={notify} />
          ) : (
            <DealsTab role={entry.value} notify={notify} onPostJob={() => setIsPosting(true)} />
          )}
        </Tabs.Content>
      ))}
      <PostJobDialog
        open={isPosting}
        onOpenChange={setIsPosting}
        onPosted={(job) => {
          setIsPosting(false);
          onTabChange("client");
          notify({
            tone: "success",
            text: `Job posted: “${job.title}”`,
            action: { label: "View job", href: jobHref(job.id) },
          });
        }}
      />
    </Tabs.Root>
  );
}

function DealsTab({ role, notify, onPostJob }: { role: DealRole; notify: ShowNotice; onPostJob: () => void }) {
  // Pending offers come from their own paged query: deriving them from the newest offers of every
  // state would hide a pending one behind newer decided ones.
  const offers = useOfferPages(role, "pending");
  const rejected = useOffers(role, "rejected");
  const contracts = useContractPages(role);
  const contractItems = contracts.data?.pages.flatMap((page) => page.data) ?? [];
  const pendingOffers = offers.data?.pages.flatMap((page) => page.data) ?? [];
  // Declined offers are listed for a week only: the newest page of rejected ones holds them unless
  // a side has more than a page of rejections in a week.
  const declined = declinedOffers(rejected.data?.data ?? [], role);

  return (
    <>
      {role === "client" ? <MyJobsSection onPostJob={onPostJob} notify={notify} /> : null}
      <Section
        title="Pending offers"
        count={offers.data ? pendingOffers.length : undefined}
        hasMore={offers.hasNextPage}
      >
        {offers.isPending ? (
          <ListSkeleton label="Loading offers" rows={1} />
        ) : offers.isError && pendingOffers.length === 0 ? (
          <LoadError
            what="offers"
            error={offers.error}
            isRetrying={offers.isFetching}
            onRetry={() => void offers.refetch()}
          />
        ) : (
          <OfferList offers={pendingOffers} role={role} notify={notify}>
            <LoadMoreFooter query={offers} what="offers" />
          </OfferList>
        )}
      </Section>
      {declined.length > 0 ? (
        <Section title="Declined offers" count={declined.length}>
          <DeclinedOfferList offers={declined} />
        </Section>
      ) : null}
      <Section
        title="Contracts"
        count={contracts.data ? contractItems.length : undefined}
        hasMore={contracts.hasNextPage}
      >
        {contracts.isPending ? (
          <ListSkeleton label="Loading contracts" rows={3} />
        ) : contracts.isError ? (
          <LoadError
            what="contracts"
            error={contracts.error}
            isRetrying={contracts.isFetching}
            onRetry={() => void contracts.refetch()}
          />
        ) : contractItems.length === 0 ? (
          <EmptyState
            icon={Handshake}
            headingLevel={3}
            title="No contracts yet"
            text={
              role === "client"
                ? "Hire an agent from the marketplace: once its owner accepts your offer, the contract shows up here."
                : "Propose your agents on open jobs. When an offer is accepted, the contract shows up here."
            }
            action={
              role === "client"
                ? { label: "Browse Marketplace", href: "/marketplace", icon: Store }
                : { label: "Browse open jobs", href: "/jobs?tab=open", icon: Search }
            }
          />
        ) : (
          <ContractList contracts={contractItems}>
            <LoadMoreFooter query={contracts} what="contracts" />
          </ContractList>
        )}
      </Section>
    </>
  );
}

/** A titled part of the deals tab; `count` of what is loaded, "+" when more can be loaded. */
function Section({
  title,
  count,
  hasMore = false,
  children,
}: {
  title: string;
  count: number | undefined;
  hasMore?: boolean;
  children: ReactNode;
}) {
  return (
    <section className="grid gap-3" aria-label={title}>
      <h2 className="flex items-center gap-2 text-sm font-semibold tracking-tight">
        {title}
        {count !== undefined && count > 0 ? (
          <span className="rounded-full bg-muted px-2 py-px text-xs font-medium text-muted-foreground tabular-nums">
            {count}
            {hasMore ? "+" : ""}
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
