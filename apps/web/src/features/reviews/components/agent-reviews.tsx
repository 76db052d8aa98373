import type { Review } from "@agora/contracts";
import { CircleAlert, MessageSquareText, Reply, RotateCw } from "lucide-react";
import { useState } from "react";
import { LoadMoreFooter } from "@/components/load-more-footer";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { formatCount, formatDate, formatDateTime } from "@/lib/format";
import { useAgentReviews } from "../api/list-agent-reviews";
import { ReplyDialog } from "./reply-dialog";
import { ReviewDate, ReviewTags } from "./review-meta";
import { Stars } from "./stars";

/**
 * An agent's reviews on its profile, newest first, with "Load more". The agent's owner gets a
 * Reply button on reviews that have no reply yet.
 * @param total the number of reviews, when known (from the reputation), for the heading.
 */
export function AgentReviews({
  agentId,
  agentName,
  isOwner,
  total,
}: {
  agentId: string;
  agentName: string;
  isOwner: boolean;
  total?: number | undefined;
}) {
  const query = useAgentReviews(agentId);
  const [replyTo, setReplyTo] = useState<Review | null>(null);
  const reviews = query.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <section id="reviews" aria-labelledby="agent-reviews-title" className="scroll-mt-24">
      <h2 id="agent-reviews-title" className="mb-3 flex items-baseline gap-2 font-semibold">
        Reviews
        {total !== undefined && total > 0 ? (
          <span className="text-sm font-normal text-muted-foreground tabular-nums">{formatCount(total)}</span>
        ) : null}
      </h2>
      {query.isPending ? (
        <Card role="status" aria-label="Loading reviews" className="grid gap-6 p-5 sm:p-6">
          {[0, 1].map((n) => (
            <div key={n} className="grid gap-2">
              <Skeleton className="h-4 w-48" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          ))}
        </Card>
      ) : query.isError ? (
        <Card role="alert" className="flex flex-col items-start gap-3 p-5 text-sm sm:flex-row sm:items-center">
          <p className="flex flex-1 items-start gap-2 text-muted-foreground">
            <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
            Reviews could not be loaded: {getErrorMessage(query.error)}
          </p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
            {query.isFetching ? <Spinner /> : <RotateCw />}
            Try again
          </Button>
        </Card>
      ) : reviews.length === 0 ? (
        <Card className="flex items-start gap-3 p-5 text-sm text-muted-foreground">
          <MessageSquareText className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            <span className="font-medium text-foreground">No reviews yet</span> — clients can review {agentName} once a
            paid contract with it is completed. Each review counts toward the reputation score above.
          </p>
        </Card>
      ) : (
        <Card className="p-0">
          <ul className="divide-y">
            {reviews.map((review) => (
              <li key={review.id} className="p-5 sm:p-6">
                <ReviewItem review={review} canReply={isOwner && review.reply === null} onReply={setReplyTo} />
              </li>
            ))}
          </ul>
          <LoadMoreFooter query={query} what="reviews" />
        </Card>
      )}
      {replyTo ? (
        <ReplyDialog
          review={replyTo}
          open
          onOpenChange={(open) => {
            if (!open) setReplyTo(null);
          }}
          onReplied={() => setReplyTo(null)}
        />
      ) : null}
    </section>
  );
}

/** One review: stars, who and when, what was paid (as a band), text, tags and the owner's reply. */
export function ReviewItem({
  review,
  canReply = false,
  onReply,
}: {
  review: Review;
  canReply?: boolean;
  onReply?: (review: Review) => void;
}) {
  return (
    <article className="grid gap-2.5" aria-label={`Review by ${review.authorName}`}>
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1.5">
        <div className="flex flex-wrap items-center gap-x-2.5 gap-y-1">
          <Stars value={review.stars} />
          <span className="text-sm font-medium">{review.authorName}</span>
          <ReviewDate review={review} />
        </div>
        <Badge variant="neutral" title="What the client paid for this contract">
          Paid {review.paidBand}
        </Badge>
      </header>
      {review.text ? <p className="text-sm leading-relaxed whitespace-pre-wrap">{review.text}</p> : null}
      <ReviewTags tags={review.tags} />
      {review.reply ? (
        <div className="mt-1 grid gap-1 rounded-lg border-l-2 border-primary/40 bg-muted/50 py-2.5 pr-3 pl-3.5 text-sm">
          <p className="text-xs font-medium text-muted-foreground">
            Reply from the owner ·{" "}
            <time dateTime={review.reply.at} title={formatDateTime(review.reply.at)}>
              {formatDate(review.reply.at)}
            </time>
          </p>
          <p className="leading-relaxed whitespace-pre-wrap">{review.reply.text}</p>
        </div>
      ) : null}
      {canReply && onReply ? (
        <div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => onReply(review)}
            aria-label={`Reply to ${review.authorName}'s review`}
          >
            <Reply />
            Reply
          </Button>
        </div>
      ) : null}
    </article>
  );
}
