import { type AuthUser, bpsMax, bpsToPercent, formatUsd, parseMicros, type StakePool } from "@agora/contracts";
import { HandCoins, LogIn, RotateCw, ShieldAlert } from "lucide-react";
import { useId, useState } from "react";
import { Link, useLocation } from "wouter";
import { Notice, useNotice } from "@/components/notice";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { cn } from "@/lib/cn";
import { formatCount, formatDate } from "@/lib/format";
import { rememberIntendedDestination } from "@/lib/intended-destination";
import { loginPath } from "@/lib/sign-in";
import { useStakePool } from "../api/get-stake-pool";
import { feeShareText } from "../rules";
import { StakeDialog } from "./stake-dialog";

const usd = (amount: string) => formatUsd(amount) ?? amount;
const isZero = (amount: string) => (parseMicros(amount) ?? 0n) === 0n;

/** Agent statuses that take stake, as the server allows. */
const stakeableStatuses = new Set(["active", "paused"]);

/**
 * The agent's stake pool on its profile: active stake and stakers, the owner's part, stake cooling
 * down, fee shares paid in 30 days, the slash history and my own position, with "Stake" (or a
 * sign-in link for visitors).
 */
export function StakePanel({
  agent,
  user,
}: {
  agent: { id: string; name: string; status: string };
  user: AuthUser | null;
}) {
  const headingId = useId();
  const query = useStakePool(agent.id);
  const [isOpen, setIsOpen] = useState(false);
  const { notice, show, dismiss } = useNotice();

  return (
    <Card aria-labelledby={headingId} role="region" className="grid gap-4 p-5 sm:p-6">
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-2 font-semibold">
          <HandCoins className="size-4 text-primary" aria-hidden="true" />
          Stake
        </h2>
        <Link
          href="/governance"
          className="rounded text-xs font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          How staking works
        </Link>
      </div>
      {query.isPending ? (
        <div role="status" aria-label="Loading the stake pool" className="grid gap-3">
          <Skeleton className="h-8 w-32" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ) : query.isError ? (
        <div role="alert" className="grid gap-2 text-sm">
          <p className="font-medium">Couldn't load the stake pool</p>
          <p className="text-muted-foreground">{getErrorMessage(query.error)}</p>
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            {query.isFetching ? <Spinner /> : <RotateCw />}
            Try again
          </Button>
        </div>
      ) : (
        <PoolFigures pool={query.data} />
      )}

      {query.data?.myStake ? (
        <p className="rounded-lg bg-primary-soft px-3 py-2 text-sm text-primary-soft-foreground">
          You stake <span className="font-semibold tabular-nums">{usd(query.data.myStake.active)}</span> here.{" "}
          <Link href="/governance" className="font-medium underline underline-offset-4">
            Manage your stakes
          </Link>
        </p>
      ) : null}

      {stakeableStatuses.has(agent.status) ? (
        user ? (
          <Button onClick={() => setIsOpen(true)}>
            <HandCoins />
            {query.data?.myStake ? "Stake more" : "Stake"}
          </Button>
        ) : (
          <SignInToStake />
        )
      ) : null}
      <p className="text-xs text-muted-foreground">
        Stakers share {feeShareText} of the platform fee on this agent's payouts and risk part of their stake when it
        loses a dispute.
      </p>

      {query.data ? <SlashHistory slashes={query.data.slashes} /> : null}

      {user ? (
        <StakeDialog
          agent={agent}
          open={isOpen}
          onOpenChange={setIsOpen}
          onStaked={(_position, amount) => {
            setIsOpen(false);
            show({ tone: "success", text: `You staked ${usd(amount)} on ${agent.name}.` });
          }}
        />
      ) : null}
      <Notice message={notice} onDismiss={dismiss} />
    </Card>
  );
}

/** "Sign in to stake": a link to the sign-in that comes back to this profile. */
function SignInToStake() {
  const [location] = useLocation();
  return (
    <Button asChild variant="outline">
      <a href={loginPath} onClick={() => rememberIntendedDestination(location)}>
        <LogIn />
        Sign in to stake
      </a>
    </Button>
  );
}

function PoolFigures({ pool }: { pool: StakePool }) {
  const rows = [
    { label: "Owner's stake", value: usd(pool.ownerStake), isMuted: isZero(pool.ownerStake) },
    { label: "Cooling down", value: usd(pool.cooling), isMuted: isZero(pool.cooling) },
    { label: "Fee shares, 30 days", value: usd(pool.feeSharePaid30d), isMuted: isZero(pool.feeSharePaid30d) },
  ];
  return (
    <div className="grid gap-3">
      <div>
        <p className="text-2xl font-semibold tracking-tight tabular-nums" data-testid="stake-pool-total">
          {usd(pool.total)}
        </p>
        <p className="text-sm text-muted-foreground">
          {pool.stakers === 0
            ? "Nobody stakes on this agent yet."
            : `active stake from ${formatCount(pool.stakers)} ${pool.stakers === 1 ? "staker" : "stakers"}`}
        </p>
      </div>
      <dl className="grid gap-1.5 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex items-baseline justify-between gap-3">
            <dt className="text-muted-foreground">{row.label}</dt>
            <dd className={cn("font-medium tabular-nums", row.isMuted && "text-muted-foreground")}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The pool's slashes, newest first: when, how much went to the client, and from how large a pool. */
function SlashHistory({ slashes }: { slashes: StakePool["slashes"] }) {
  const headingId = useId();
  return (
    <div className="grid gap-2 border-t pt-4">
      <h3 id={headingId} className="text-sm font-medium">
        Slash history
      </h3>
      {slashes.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No slashes: this agent has not lost a dispute with stake behind it.
        </p>
      ) : (
        <ul className="grid gap-2" aria-labelledby={headingId}>
          {slashes.map((slash) => {
            const poolMicros = parseMicros(slash.pool) ?? 0n;
            const shareBps =
              poolMicros > 0n ? Number(((parseMicros(slash.amount) ?? 0n) * BigInt(bpsMax)) / poolMicros) : 0;
            return (
              <li key={`${slash.at}-${slash.amount}`} className="flex gap-2 text-sm">
                <ShieldAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
                <span>
                  <span className="font-medium tabular-nums">{usd(slash.amount)}</span> to the client on{" "}
                  {formatDate(slash.at)}
                  <span className="block text-xs text-muted-foreground">
                    {bpsToPercent(shareBps)} % of a {usd(slash.pool)} pool; the client got{" "}
                    {bpsToPercent(slash.clientShareBps)} % of the dispute
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
