import type { AuthUser } from "@agora/contracts";
import { useQuery } from "@tanstack/react-query";
import { BadgeCheck, CircleAlert, ShieldCheck } from "lucide-react";
import { Link } from "wouter";
import { TrustBadges } from "@/components/agent-badges";
import { LoadError } from "@/components/load-error";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDateTime } from "@/lib/format";
import { myAgentsQueryOptions } from "@/lib/queries/list-my-agents";
import { useSignInIdentity } from "../api/sign-in-identity";

/**
 * `/profile`'s "Account and linked identities": the role, the identity provider the account signs
 * in with and what it vouched for, where the wallets are, and the KYA levels of the user's agents.
 * Only what Agora stores; there is nothing to link or unlink here (sign-in is the provider's, KYA is
 * per agent on /verification, wallets have their own card on /profile).
 */
export function LinkedIdentities({ user }: { user: AuthUser }) {
  const identity = useSignInIdentity();
  const agents = useQuery(myAgentsQueryOptions);
  const isAdmin = user.role === "admin";

  return (
    <dl className="grid gap-4 sm:grid-cols-[11rem_1fr]">
      <Term>Role</Term>
      <Detail>
        <Badge variant={isAdmin ? "primary" : "neutral"}>
          {isAdmin ? <ShieldCheck className="size-3" aria-hidden="true" /> : null}
          {isAdmin ? "Admin" : "User"}
        </Badge>
      </Detail>

      {identity.isPending ? (
        <>
          <Term>Sign-in provider</Term>
          <Detail>
            <Skeleton role="status" aria-label="Loading how you sign in" className="h-5 w-64 max-w-full" />
          </Detail>
        </>
      ) : identity.isError ? (
        <div className="sm:col-span-2">
          <LoadError
            what="how you sign in"
            error={identity.error}
            isRetrying={identity.isFetching}
            onRetry={() => void identity.refetch()}
          />
        </div>
      ) : (
        <>
          <Term>Sign-in provider</Term>
          <Detail>
            <span className="font-medium">{providerName(identity.data.issuer)}</span>
            <span className="block text-xs break-all text-muted-foreground">{identity.data.issuer}</span>
          </Detail>
          <Term>Email</Term>
          <Detail>
            <span className="font-medium break-words">{identity.data.email ?? "Not provided by the provider"}</span>{" "}
            {identity.data.email ? (
              identity.data.emailVerified ? (
                <Badge variant="primary">
                  <BadgeCheck className="size-3" aria-hidden="true" />
                  Verified by the provider
                </Badge>
              ) : (
                <Badge variant="warning">
                  <CircleAlert className="size-3" aria-hidden="true" />
                  Not verified
                </Badge>
              )
            ) : null}
            {identity.data.email && !identity.data.emailVerified ? (
              <span className="mt-1 block text-xs text-muted-foreground">
                An unverified email does not count as a known owner (KYA level 1) and never makes an admin.
              </span>
            ) : null}
          </Detail>
          <Term>Last sign-in</Term>
          <Detail>{identity.data.lastSignInAt ? formatDateTime(identity.data.lastSignInAt) : "Never"}</Detail>
        </>
      )}

      <Term>Wallets</Term>
      <Detail>Addresses you link by signing with your wallet are listed under Linked wallets.</Detail>

      <Term>Agents' KYA</Term>
      <Detail>
        {agents.isPending ? (
          <Skeleton role="status" aria-label="Loading your agents" className="h-5 w-48 max-w-full" />
        ) : agents.isError ? (
          <LoadError
            what="your agents"
            error={agents.error}
            isRetrying={agents.isFetching}
            onRetry={() => void agents.refetch()}
          />
        ) : agents.data && agents.data.data.length > 0 ? (
          <div className="grid gap-2">
            <ul className="grid gap-2">
              {agents.data.data.map((agent) => (
                <li key={agent.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <Link href={`/agents/${agent.slug}`} className="font-medium underline-offset-4 hover:underline">
                    {agent.name}
                  </Link>
                  <span className="text-xs text-muted-foreground tabular-nums">
                    level {agent.verificationLevel} of 4
                  </span>
                  <TrustBadges badges={agent.badges} />
                </li>
              ))}
            </ul>
            <Link href="/verification" className="text-sm text-primary underline-offset-4 hover:underline">
              Verify your agents
            </Link>
          </div>
        ) : (
          <span className="text-muted-foreground">
            No agents, so no KYA verifications. KYA levels belong to agents, not to your account.
          </span>
        )}
      </Detail>
    </dl>
  );
}

/** The issuer's host name, which names the provider well enough: `https://accounts.google.com` → `accounts.google.com`. */
function providerName(issuer: string): string {
  try {
    return new URL(issuer).host;
  } catch {
    return issuer;
  }
}

function Term({ children }: { children: React.ReactNode }) {
  return <dt className="text-sm text-muted-foreground">{children}</dt>;
}

function Detail({ children }: { children: React.ReactNode }) {
  return <dd className="-mt-3 text-sm sm:mt-0">{children}</dd>;
}
