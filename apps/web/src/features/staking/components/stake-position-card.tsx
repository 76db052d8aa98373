import { formatUsd, parseMicros, type StakePosition, type Unstake } from "@agora/contracts";
import { CircleCheck, Hourglass, LogOut } from "lucide-react";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { formatDate, formatDateTime } from "@/lib/format";

const usd = (amount: string) => formatUsd(amount) ?? amount;
const isZero = (amount: string) => (parseMicros(amount) ?? 0n) === 0n;
/** The success colour as text: darkened in the light theme, where the plain green is too faint to read. */
const successText = "text-[color-mix(in_oklab,var(--color-success)_70%,black)] dark:text-success";

/**
 * One of my positions: the agent, active and cooling stake, fee shares earned, slashes, and each
 * cooldown with its release date (or what came back), with "Unstake" while stake is active.
 */
export function StakePositionCard({ position, onUnstake }: { position: StakePosition; onUnstake: () => void }) {
  const headingId = `stake-${position.id}`;
  const hasActive = !isZero(position.active);
  const figures = [
    { label: "Active", value: position.active, hint: "Earns fee shares" },
    { label: "Cooling down", value: position.cooling, hint: "Earns nothing" },
    { label: "Earned", value: position.earned, hint: "Fee shares paid", tone: "success" as const },
    { label: "Slashed", value: position.slashed, hint: "Lost to disputes", tone: "destructive" as const },
  ];
  return (
    <Card aria-labelledby={headingId} role="region" className="grid gap-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="font-semibold">
              <Link
                href={`/agents/${encodeURIComponent(position.agent.slug)}`}
                className="rounded underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                {position.agent.name}
              </Link>
            </h3>
            {position.ownerStake ? <Badge variant="primary">Your agent</Badge> : null}
          </div>
          <p className="text-xs text-muted-foreground">Staking since {formatDate(position.createdAt)}</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={onUnstake}
          disabled={!hasActive}
          title={hasActive ? undefined : "Nothing active to unstake"}
          aria-label={`Unstake from ${position.agent.name}`}
        >
          <LogOut />
          Unstake
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="min-w-0 rounded-lg bg-muted/50 px-3 py-2.5">
            <dt className="text-xs text-muted-foreground">{figure.label}</dt>
            <dd
              className={cn(
                "mt-0.5 truncate font-semibold tabular-nums",
                isZero(figure.value) && "text-muted-foreground",
                !isZero(figure.value) && figure.tone === "success" && successText,
                !isZero(figure.value) && figure.tone === "destructive" && "text-destructive",
              )}
              title={usd(figure.value)}
            >
              {usd(figure.value)}
            </dd>
            <dd className="text-[0.7rem] text-muted-foreground">{figure.hint}</dd>
          </div>
        ))}
      </dl>
      {position.unstakes.length > 0 ? (
        <div className="grid gap-2">
          <h4 className="text-sm font-medium">Cooldowns</h4>
          <ul className="grid gap-1.5" aria-label={`Cooldowns on ${position.agent.name}`}>
            {position.unstakes.map((unstake) => (
              <li key={unstake.id}>
                <UnstakeLine unstake={unstake} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}

/** One unstake: waiting with its release date, or released with what came back. */
function UnstakeLine({ unstake }: { unstake: Unstake }) {
  const slashedInCooldown = unstake.remaining !== unstake.amount && !isZero(unstake.amount);
  if (unstake.releasedAt) {
    return (
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
        <span>
          <span className="font-medium text-foreground tabular-nums">{usd(unstake.released ?? unstake.amount)}</span>{" "}
          returned to your balance on {formatDateTime(unstake.releasedAt)}
          {unstake.released !== null && unstake.released !== unstake.amount ? (
            <> (of {usd(unstake.amount)} unstaked; the rest was slashed)</>
          ) : null}
        </span>
      </p>
    );
  }
  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground">
      <Hourglass className="mt-0.5 size-4 shrink-0 text-warning-soft-foreground" aria-hidden="true" />
      <span>
        <span className="font-medium text-foreground tabular-nums">{usd(unstake.remaining)}</span> returns on{" "}
        <time dateTime={unstake.releaseAt} className="font-medium text-foreground">
          {formatDateTime(unstake.releaseAt)}
        </time>
        {slashedInCooldown ? <> ({usd(unstake.amount)} unstaked, less a slash)</> : null}
        <span className="block text-xs">Unstaked {formatDateTime(unstake.requestedAt)}</span>
      </span>
    </p>
  );
}
