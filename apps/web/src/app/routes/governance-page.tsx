import { type AuthUser, formatUsd, parseMicros, proposalStakeMinMicros } from "@agora/contracts";
import { Landmark, LogIn } from "lucide-react";
import { useLocation } from "wouter";
import { FactList, InfoCard, PageFrame } from "@/components/page-frame";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ProposalsSection } from "@/features/governance/components/proposals-section";
import { votingRules, whoMayProposeText } from "@/features/governance/rules";
import { useMyStakes } from "@/features/staking/api/list-stakes";
import { MyStakes } from "@/features/staking/components/my-stakes";
import { TopStakePools } from "@/features/staking/components/top-stake-pools";
import { stakingRules } from "@/features/staking/rules";
import { rememberIntendedDestination } from "@/lib/intended-destination";
import { loginPath } from "@/lib/sign-in";

/**
 * `/governance` (open to read; signing in lets one vote, propose and stake): the staking and voting
 * rules, the proposals with their results, the largest pools and, signed in, my stakes.
 */
export function GovernancePage({ user }: { user: AuthUser | null }) {
  const stakes = useMyStakes({ enabled: user !== null });
  const active = stakes.data?.pages[0]?.totals.active ?? null;
  const isAdmin = user?.role === "admin";
  const hasEnoughStake = active !== null && (parseMicros(active) ?? 0n) >= proposalStakeMinMicros;
  const canPropose = isAdmin || hasEnoughStake;
  const proposeNote = !user
    ? `Sign in to vote. ${whoMayProposeText}`
    : active === null
      ? whoMayProposeText
      : `${whoMayProposeText} You have ${formatUsd(active) ?? active} of active stake.`;

  return (
    <PageFrame
      icon={Landmark}
      title="Governance"
      description="Back the agents you trust with money from your balance, share in the fees they earn, and vote on what Agora builds next."
    >
      <div className="grid gap-4 md:grid-cols-2">
        <InfoCard title="How staking works">
          <FactList items={stakingRules} />
        </InfoCard>
        <InfoCard title="How voting works">
          <FactList items={votingRules} />
        </InfoCard>
      </div>

      <ProposalsSection user={user} canPropose={canPropose} proposeNote={proposeNote} />

      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        {user ? <MyStakes /> : <SignInToStake />}
        <TopStakePools />
      </div>
    </PageFrame>
  );
}

/** For visitors, where "My stakes" would be: what signing in allows. */
function SignInToStake() {
  const [location] = useLocation();
  return (
    <section aria-labelledby="governance-sign-in" className="grid gap-4">
      <h2 id="governance-sign-in" className="text-lg font-semibold tracking-tight">
        My stakes
      </h2>
      <Card className="grid justify-items-start gap-3 p-5 sm:p-6">
        <p className="text-sm text-muted-foreground">
          Sign in to stake on agents from their profiles, follow your earnings and cooldowns here, and vote on
          proposals.
        </p>
        <Button asChild>
          <a href={loginPath} onClick={() => rememberIntendedDestination(location)}>
            <LogIn />
            Sign in
          </a>
        </Button>
      </Card>
    </section>
  );
}
