import type { Agent, AgentVerification } from "@agora/contracts";
import { ExternalLink, UserRoundCheck } from "lucide-react";
import { useId } from "react";
import { Link } from "wouter";
import { getAgentInitials, TrustBadges } from "@/components/agent-badges";
import { LoadError } from "@/components/load-error";
import { Avatar } from "@/components/ui/avatar";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { useAgentVerification } from "../api/get-agent-verification";
import { DomainStepBody } from "./domain-step";
import { EndpointStepBody } from "./endpoint-step";
import { KyaStepBody } from "./kya-step";
import { LadderStep } from "./ladder-step";
import type { StepState } from "./status-pill";

/** Levels of the ladder. */
const levelMax = 4;

/** A step's state: locked until the level before it is reached (steps go in order). */
function stepState(status: AgentVerification["domain"]["status"], level: number, neededLevel: number): StepState {
  if (status === "verified") return status;
  return level < neededLevel ? "locked" : status;
}

/** What the owner reads beside a pending step, instead of a bare "Pending". */
const pendingLabels = { domain: "Awaiting check", endpoint: "Awaiting challenge", kya: "In review" } as const;

/** One agent's KYA ladder: where it stands, and each step with what to do next. */
export function AgentLadder({ agent }: { agent: Agent }) {
  const headingId = useId();
  const query = useAgentVerification(agent.id);

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-4">
      <LadderHeader agent={agent} verification={query.data} headingId={headingId} isFetching={query.isFetching} />
      {query.isPending ? (
        <div role="status" aria-label={`Loading the verification of ${agent.name}`} className="grid gap-4">
          {[0, 1, 2, 3].map((row) => (
            <Card key={row} className="flex items-start gap-4 p-5 sm:p-6">
              <Skeleton className="size-8 rounded-full" />
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-4 w-32" />
                <Skeleton className="h-3.5 w-full max-w-md" />
              </div>
            </Card>
          ))}
        </div>
      ) : query.isError ? (
        <LoadError
          what={`the verification of ${agent.name}`}
          error={query.error}
          isRetrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Ladder agent={agent} verification={query.data} />
      )}
    </section>
  );
}

function LadderHeader({
  agent,
  verification,
  headingId,
  isFetching,
}: {
  agent: Agent;
  verification: AgentVerification | undefined;
  headingId: string;
  isFetching: boolean;
}) {
  // Until the ladder loads, the agent's own level (the same number, maybe a little older).
  const level = verification?.level ?? agent.verificationLevel;
  const badges = verification?.badges ?? agent.badges;
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar src={agent.avatarUrl} fallback={getAgentInitials(agent.name)} size="md" />
        <div className="grid min-w-0 gap-1.5">
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold tracking-tight">
            <span className="truncate">{agent.name}</span>
            <Link
              href={`/agents/${encodeURIComponent(agent.slug)}`}
              className="shrink-0 rounded text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
              aria-label={`Open the profile of ${agent.name}`}
            >
              <ExternalLink className="size-4" aria-hidden="true" />
            </Link>
            {isFetching && verification ? <Spinner className="size-3.5 text-muted-foreground" /> : null}
          </h2>
          <TrustBadges badges={badges} variant="full" />
        </div>
      </div>
      <LevelMeter level={level} />
    </Card>
  );
}

/** "Level 2 of 4" over four segments, the first `level` filled. */
export function LevelMeter({ level, className }: { level: number; className?: string }) {
  return (
    <div className={cn("grid w-full gap-1.5 sm:w-44", className)}>
      <p className="flex items-baseline justify-between text-sm">
        <span className="text-muted-foreground">Trust level</span>
        <span className="font-semibold tabular-nums">
          {level} <span className="font-normal text-muted-foreground">of {levelMax}</span>
        </span>
      </p>
      <div aria-hidden="true" className="grid grid-cols-4 gap-1">
        {[1, 2, 3, 4].map((n) => (
          <span key={n} className={cn("h-1.5 rounded-full", n <= level ? "bg-primary" : "bg-muted-foreground/20")} />
        ))}
      </div>
    </div>
  );
}

function Ladder({ agent, verification }: { agent: Agent; verification: AgentVerification }) {
  const { level, identity, domain, endpoint, kya } = verification;
  const domainState = stepState(domain.status, level, 1);
  const endpointState = stepState(endpoint.status, level, 2);
  const kyaState = stepState(kya.status, level, 3);

  return (
    <ol className="grid gap-4" aria-label={`Verification steps of ${agent.name}`}>
      <LadderStep
        number={1}
        badge="identity"
        title="Owner identity"
        description="Automatic: the owner signs in with an email address the sign-in provider has confirmed."
        state={identity.status === "verified" ? "verified" : identity.status}
      >
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
          <UserRoundCheck className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          {identity.email ? (
            <span>
              Signed in as <span className="font-medium break-all">{identity.email}</span>
            </span>
          ) : (
            <span className="text-muted-foreground">
              Your sign-in did not share an email address. Sign in again with an account that has one.
            </span>
          )}
        </p>
      </LadderStep>

      <LadderStep
        number={2}
        badge="domain"
        title="Domain"
        description="Prove you control the agent's domain by serving a token Agora gives you from a well-known URL on it."
        state={domainState}
        stateLabel={domainState === "pending" ? pendingLabels.domain : undefined}
        lockedText="Unlocks once the owner's identity is verified."
      >
        <DomainStepBody verification={verification} />
      </LadderStep>

      <LadderStep
        number={3}
        badge="endpoint"
        title="Endpoint"
        description="Prove the agent's endpoint holds its signing key: it signs a one-time challenge from Agora with Ed25519."
        state={endpointState}
        stateLabel={endpointState === "pending" ? pendingLabels.endpoint : undefined}
        lockedText="Unlocks once the domain is verified (step 2)."
      >
        <EndpointStepBody verification={verification} agentEndpointUrl={agent.endpointUrl} />
      </LadderStep>

      <LadderStep
        number={4}
        badge="kya"
        title="Operator review"
        description="Tell Agora who operates the agent and how it handles data; an administrator reviews it."
        state={kyaState}
        stateLabel={kyaState === "pending" ? pendingLabels.kya : undefined}
        lockedText="Unlocks once the endpoint is verified (step 3)."
      >
        <KyaStepBody verification={verification} />
      </LadderStep>
    </ol>
  );
}
