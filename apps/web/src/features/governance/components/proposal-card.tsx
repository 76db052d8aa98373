import { type AuthUser, formatUsd, type Proposal } from "@agora/contracts";
import { Check, CircleAlert, LogIn, Vote } from "lucide-react";
import { useId } from "react";
import { useLocation } from "wouter";
import { Markdown } from "@/components/markdown";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { cn } from "@/lib/cn";
import { formatCount, formatDate, formatDateTime, formatRelative } from "@/lib/format";
import { rememberIntendedDestination } from "@/lib/intended-destination";
import { loginPath } from "@/lib/sign-in";
import { useVoteOnProposal } from "../api/vote-on-proposal";
import { formatShare, formatWeight, shareTenths, weightMicros } from "../weights";
import { ProposalChart } from "./proposal-chart";

/** The option with the most weight, or null when nobody voted or the top is a tie. */
function leadingOption(proposal: Proposal): number | null {
  let best: { index: number; weight: bigint } | null = null;
  let isTie = false;
  for (const option of proposal.options) {
    const weight = weightMicros(option.weight);
    if (weight === 0n) continue;
    if (!best || weight > best.weight) {
      best = { index: option.index, weight };
      isTie = false;
    } else if (weight === best.weight) isTie = true;
  }
  return best && !isTie ? best.index : null;
}

/**
 * A proposal with its public results: each option's weight (the sum of its voters' √stake), share
 * and votes, a chart, the turnout, my vote, and while it is open a vote button per option (a vote
 * can move until the close). Visitors get a sign-in link instead.
 */
export function ProposalCard({ proposal, user }: { proposal: Proposal; user: AuthUser | null }) {
  const headingId = useId();
  const vote = useVoteOnProposal(proposal.id);
  const isOpen = proposal.status === "open";
  const myOption = proposal.myVote?.option ?? null;
  const leading = leadingOption(proposal);
  const pendingOption = vote.isPending ? vote.variables : null;

  return (
    <Card role="region" aria-labelledby={headingId} className="grid gap-5 p-5 sm:p-6" data-testid="proposal">
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          {isOpen ? <Badge variant="primary">Open</Badge> : <Badge>Closed</Badge>}
          <span>
            {isOpen ? (
              <>
                Closes <time dateTime={proposal.endsAt}>{formatRelative(proposal.endsAt)}</time> (
                {formatDateTime(proposal.endsAt)})
              </>
            ) : (
              <>
                Closed on <time dateTime={proposal.endsAt}>{formatDate(proposal.endsAt)}</time>
              </>
            )}
          </span>
        </div>
        <h3 id={headingId} className="text-lg font-semibold tracking-tight text-pretty">
          {proposal.title}
        </h3>
        <p className="text-xs text-muted-foreground">
          Proposed by {proposal.authorName} on {formatDate(proposal.startsAt)}
        </p>
      </header>

      <Markdown>{proposal.body}</Markdown>

      <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,18rem)] md:items-start">
        <ul className="grid gap-2" aria-label="Options and results">
          {proposal.options.map((option) => {
            const isMine = option.index === myOption;
            const share = formatShare(shareTenths(option.weight, proposal.turnout.weight));
            return (
              <li
                key={option.index}
                className={cn(
                  "flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border px-3 py-2.5",
                  isMine ? "border-primary/50 bg-primary-soft/60" : "bg-card",
                )}
              >
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <div className="flex flex-wrap items-center gap-1.5">
                    <span className="font-medium break-words">{option.label}</span>
                    {option.index === leading ? (
                      <Badge variant={isOpen ? "outline" : "primary"}>{isOpen ? "Leading" : "Chosen"}</Badge>
                    ) : null}
                    {isMine ? (
                      <Badge variant="primary">
                        <Check className="size-3" aria-hidden="true" />
                        Your vote
                      </Badge>
                    ) : null}
                  </div>
                  <p className="text-xs text-muted-foreground tabular-nums" data-testid="option-tally">
                    <span title={`${option.weight} weight`}>Weight {formatWeight(option.weight)}</span> · {share} ·{" "}
                    {formatCount(option.votes)} {option.votes === 1 ? "vote" : "votes"}
                  </p>
                </div>
                {isOpen && user ? (
                  <Button
                    size="sm"
                    variant={isMine ? "secondary" : "outline"}
                    disabled={isMine || vote.isPending}
                    aria-pressed={isMine}
                    aria-label={isMine ? `Your vote: ${option.label}` : `Vote for ${option.label}`}
                    onClick={() => vote.mutate(option.index)}
                  >
                    {pendingOption === option.index ? <Spinner /> : isMine ? <Check /> : <Vote />}
                    {isMine ? "Voted" : myOption === null ? "Vote" : "Move vote"}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
        <ProposalChart options={proposal.options} myOption={myOption} />
      </div>

      {vote.isError ? (
        <div
          role="alert"
          className="flex gap-2 rounded-lg border border-destructive/30 bg-destructive-soft px-3 py-2.5 text-sm text-destructive"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>{getErrorMessage(vote.error)}</p>
        </div>
      ) : null}

      <footer className="grid justify-items-start gap-2 border-t pt-4 text-sm">
        <p className="text-muted-foreground" data-testid="turnout">
          <span className="font-medium text-foreground tabular-nums">{formatCount(proposal.turnout.voters)}</span>{" "}
          {proposal.turnout.voters === 1 ? "voter" : "voters"} · total weight{" "}
          <span className="font-medium text-foreground tabular-nums">{formatWeight(proposal.turnout.weight)}</span>
        </p>
        <MyVoteLine proposal={proposal} user={user} />
      </footer>
    </Card>
  );
}

/** What my vote weighs and why, or what I can do: sign in, or vote with the stake I held at the start. */
function MyVoteLine({ proposal, user }: { proposal: Proposal; user: AuthUser | null }) {
  const [location] = useLocation();
  const mine = proposal.myVote;
  const isOpen = proposal.status === "open";
  if (mine) {
    const label = proposal.options[mine.option]?.label ?? "";
    return (
      <p className="text-muted-foreground" data-testid="my-vote">
        You voted <span className="font-medium text-foreground">“{label}”</span> with weight{" "}
        <span className="font-medium text-foreground tabular-nums" title={mine.weight}>
          {formatWeight(mine.weight)}
        </span>
        : √ of your verified identity's {formatUsd(mine.stake) ?? mine.stake} stake when voting opened.
        {isOpen ? " You can change it until the close." : null}
      </p>
    );
  }
  if (!isOpen) return null;
  if (!user) {
    return (
      <Button asChild variant="outline" size="sm">
        <a href={loginPath} onClick={() => rememberIntendedDestination(location)}>
          <LogIn />
          Sign in to vote
        </a>
      </Button>
    );
  }
  return (
    <p className="text-muted-foreground">
      Your vote weighs √ of your active stake on {formatDateTime(proposal.startsAt)}, when voting opened, summed over
      every account of your verified identity (an agent of yours with an approved KYA review).
    </p>
  );
}
