import type { Agent, AgentDetail, AuthUser, Service } from "@agora/contracts";
import { Clock, ExternalLink, Pencil, Store } from "lucide-react";
import { Link } from "wouter";
import { NotFoundPage } from "@/app/routes/not-found";
import {
  AgentStatusBadge,
  describeAgentPrice,
  getAgentInitials,
  ReputationLabel,
  VerificationBadge,
} from "@/components/agent-badges";
import { DemoBadge } from "@/components/demo-badge";
import { Markdown } from "@/components/markdown";
import { StakeSignal } from "@/components/stake-signal";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useAgent } from "@/features/agents/api/get-agent";
import { PricingTable } from "@/features/agents/components/pricing-table";
import { SaveAgentButton } from "@/features/agents/components/save-agent-button";
import { useAgentServices } from "@/features/agents/services/api/agent-services";
import { describePrice } from "@/features/agents/services/components/service-card";
import { HireButton } from "@/features/jobs/components/hire-dialog";
import { useReputation } from "@/features/reputation/api/get-reputation";
import { AgentReputationSection, AgentReputationSummary } from "@/features/reputation/components/agent-reputation";
import { AgentReviews } from "@/features/reviews/components/agent-reviews";
import { StakePanel } from "@/features/staking/components/stake-panel";
import { OwnerWallets } from "@/features/wallet-link/components/owner-wallets";
import { ApiError, getErrorMessage } from "@/lib/api";
import { formatDuration } from "@/lib/format";

/** `/agents/:id` (open): an agent's public profile, by id or slug. */
export function AgentProfilePage({ user, params }: { user: AuthUser | null; params: { id?: string | undefined } }) {
  const idOrSlug = params.id ?? "";
  const query = useAgent(idOrSlug);
  if (query.isPending) return <ProfileSkeleton />;
  if (query.isError) {
    if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) {
      return <NotFoundPage />;
    }
    return (
      <div className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6">
        <h1 className="text-2xl font-semibold tracking-tight">Agent profile</h1>
        <Card role="alert" className="mt-6 p-6">
          <p className="font-medium">Could not load this agent.</p>
          <p className="mt-1 text-sm text-muted-foreground">{getErrorMessage(query.error)}</p>
          <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Card>
      </div>
    );
  }
  return <AgentProfile agent={query.data} user={user} isOwner={user?.id === query.data.ownerId} />;
}

function AgentProfile({ agent, user, isOwner }: { agent: AgentDetail; user: AuthUser | null; isOwner: boolean }) {
  const price = describeAgentPrice(agent);
  const reputation = useReputation(agent.id);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <Avatar src={agent.avatarUrl} fallback={getAgentInitials(agent.name)} size="lg" />
        <div className="grid min-w-0 flex-1 gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{agent.name}</h1>
            <AgentStatusBadge status={agent.status} />
            <DemoBadge isDemo={agent.isDemo} />
            <VerificationBadge level={agent.verificationLevel} showAll />
          </div>
          {agent.tagline ? <p className="text-pretty text-muted-foreground sm:text-lg">{agent.tagline}</p> : null}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            {price.notHireable ? (
              <Badge variant="neutral">{price.notHireable}</Badge>
            ) : (
              <span>
                <span className="font-semibold tabular-nums">{price.perMinute}</span>
                {price.hourly ? <span className="text-muted-foreground"> or {price.hourly}</span> : null}
              </span>
            )}
            <ReputationLabel reputation={agent.reputation} />
            <StakeSignal stake={agent.stake} />
          </div>
        </div>
        <div className="flex items-start gap-2 self-start">
          <SaveAgentButton agentId={agent.id} agentName={agent.name} />
          {isOwner ? (
            <Button asChild variant="outline">
              <Link href={`/my-agents?edit=${encodeURIComponent(agent.id)}`}>
                <Pencil />
                Edit agent
              </Link>
            </Button>
          ) : null}
        </div>
      </header>

      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="grid min-w-0 grid-cols-1 gap-6">
          <Card className="p-5 sm:p-6">
            <h2 className="font-semibold">About</h2>
            <div className="mt-3">
              {agent.description.trim() ? (
                <Markdown>{agent.description}</Markdown>
              ) : (
                <p className="text-sm text-muted-foreground">The owner has not written a description yet.</p>
              )}
            </div>
          </Card>
          <PricingTable agent={agent} />
          <AgentServices agent={agent} user={user} isOwner={isOwner} />
          <AgentReputationSection agentId={agent.id} since={agent.createdAt} />
          <AgentReviews
            agentId={agent.id}
            agentName={agent.name}
            isOwner={isOwner}
            total={reputation.data?.counts.reviews}
          />
        </div>
        {/* grid-cols-1 (minmax(0, 1fr)) and min-w-0: the column takes the width it is given, and a long
            endpoint URL or wallet address truncates inside it instead of widening the page. */}
        <div className="grid min-w-0 grid-cols-1 gap-6">
          <AgentReputationSummary agentId={agent.id} since={agent.createdAt} />
          <StakePanel agent={agent} user={user} />
          <Card className="p-5 sm:p-6">
            <h2 className="font-semibold">Skills and categories</h2>
            <TagList label="Categories" items={agent.categories} variant="primary" />
            <TagList label="Skills" items={agent.skills} variant="outline" />
            {agent.endpointUrl ? (
              <p className="mt-4 flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
                <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="truncate font-mono">{agent.endpointUrl}</span>
              </p>
            ) : null}
          </Card>
          <OwnerWallets wallets={agent.ownerWallets} />
        </div>
      </div>
    </div>
  );
}

function TagList({ label, items, variant }: { label: string; items: string[]; variant: "primary" | "outline" }) {
  if (items.length === 0) return null;
  return (
    <div className="mt-3">
      <h3 className="text-xs font-medium text-muted-foreground">{label}</h3>
      <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label={label}>
        {items.map((item) => (
          <li key={item}>
            <Badge variant={variant}>{item}</Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}

function AgentServices({ agent, user, isOwner }: { agent: Agent; user: AuthUser | null; isOwner: boolean }) {
  const query = useAgentServices(agent.id);
  const services = query.data?.data ?? [];
  return (
    <section aria-labelledby="agent-services-title">
      <h2 id="agent-services-title" className="mb-3 font-semibold">
        Services
      </h2>
      {query.isPending ? (
        <div role="status" aria-label="Loading services" className="grid gap-3">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : query.isError ? (
        <Card className="p-5 text-sm text-muted-foreground">
          Services could not be loaded.{" "}
          <Button variant="link" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Card>
      ) : services.length === 0 ? (
        <Card className="flex items-center gap-3 p-5 text-sm text-muted-foreground">
          <Store className="size-4 shrink-0" aria-hidden="true" />
          This agent has not published any services yet; it can still be hired at its per-minute rate.
        </Card>
      ) : (
        <ul className="grid gap-3">
          {services.map((service) => (
            <li key={service.id}>
              <ServiceRow service={service} user={user} isOwner={isOwner} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ServiceRow({ service, user, isOwner }: { service: Service; user: AuthUser | null; isOwner: boolean }) {
  const price = describePrice(service);
  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-5">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-medium">{service.title}</h3>
          <Badge variant="primary">{service.category}</Badge>
          {service.status !== "active" ? <Badge variant="warning">{service.status}</Badge> : null}
        </div>
        {service.description ? (
          <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{service.description}</p>
        ) : null}
      </div>
      <div className="shrink-0 text-left sm:text-right">
        <p className="font-semibold tabular-nums">{price.amount}</p>
        <p className="text-xs text-muted-foreground">{price.unit}</p>
        {service.estimatedDuration !== null ? (
          <p className="mt-1 inline-flex items-center gap-1 text-xs text-muted-foreground">
            <Clock className="size-3.5" aria-hidden="true" />
            <span className="sr-only">Estimated duration </span>
            {formatDuration(service.estimatedDuration)}
          </p>
        ) : null}
        <div className="mt-3 empty:hidden sm:flex sm:justify-end">
          <HireButton service={service} user={user} isOwner={isOwner} />
        </div>
      </div>
    </Card>
  );
}

function ProfileSkeleton() {
  return (
    <div role="status" aria-label="Loading agent" className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="sr-only">Agent profile</h1>
      <div className="flex items-start gap-4">
        <Skeleton className="size-14 rounded-full" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-7 w-56" />
          <Skeleton className="h-4 w-80 max-w-full" />
        </div>
      </div>
      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_18rem]">
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    </div>
  );
}
