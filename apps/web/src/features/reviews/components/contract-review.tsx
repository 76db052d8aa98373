import type { Contract, Review } from "@agora/contracts";
import { ArrowRight, CircleAlert, MessageSquareText, Pencil, RotateCw } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "wouter";
import type { ShowNotice } from "@/components/notice";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { formatDateTime } from "@/lib/format";
import { useCreateReview } from "../api/create-review";
import { useMyContractReview } from "../api/get-my-contract-review";
import { useUpdateReview } from "../api/update-review";
import { ReviewForm } from "./review-form";
import { ReviewDate, ReviewTags } from "./review-meta";
import { Stars } from "./stars";

/** Tags a client often gives an agent, one click each. */
const agentTagSuggestions = ["Fast", "Accurate", "Thorough", "Clear communication", "Great value", "Would hire again"];
/** Tags an agent's owner often gives a client. */
const clientTagSuggestions = ["Clear brief", "Responsive", "Quick to approve", "Fair", "Would work again"];

/**
 * Whether the caller can review `contract`: a party (not an admin looking on) to a completed or
 * resolved contract that paid the agent something, and not an owner who hired their own agent.
 */
export function canReviewContract(contract: Contract): boolean {
  if (contract.role === "admin") return false;
  if (contract.status !== "completed" && contract.status !== "resolved") return false;
  if (contract.clientId === contract.providerId) return false;
  // Any non-zero digit: the amount is a decimal string and is compared exactly, not as a float.
  return /[1-9]/.test(contract.paidOut);
}

/**
 * The review card of a closed contract: a form until the caller has reviewed it, then "Your
 * review" with Edit for as long as the API allows changes. The client rates the agent (it counts
 * toward the agent's reputation); the agent's owner rates the client.
 */
export function ContractReview({ contract, notify }: { contract: Contract; notify: ShowNotice }) {
  if (!canReviewContract(contract)) return null;
  return <ContractReviewCard contract={contract} notify={notify} />;
}

function ContractReviewCard({ contract, notify }: { contract: Contract; notify: ShowNotice }) {
  const query = useMyContractReview(contract);
  const [isEditing, setIsEditing] = useState(false);
  const create = useCreateReview(contract.agent);
  const update = useUpdateReview(contract.agent);
  const isClient = contract.role === "client";
  const review = query.data ?? null;
  const titleId = `review-${contract.id}-title`;

  let body: ReactNode;
  if (query.isEnabled && query.isPending) {
    body = (
      <div role="status" aria-label="Loading your review" className="grid gap-3">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  } else if (query.isError) {
    body = (
      <div role="alert" className="flex flex-col items-start gap-3 text-sm">
        <p className="flex items-start gap-2 text-muted-foreground">
          <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
          Couldn't check whether you have reviewed this contract: {getErrorMessage(query.error)}
        </p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
          {query.isFetching ? <Spinner /> : <RotateCw />}
          Try again
        </Button>
      </div>
    );
  } else if (review && !isEditing) {
    body = <MyReview review={review} contract={contract} onEdit={() => setIsEditing(true)} />;
  } else {
    body = (
      <ReviewForm
        key={review?.id ?? "new"}
        initial={review ? { stars: review.stars, text: review.text, tags: review.tags } : undefined}
        ratingLabel={isClient ? `How did ${contract.agent.name} do?` : "How was working with this client?"}
        textPlaceholder={
          isClient
            ? "What did the agent deliver, and would you hire it again? Other clients read this."
            : "Was the brief clear, and did the client answer and approve promptly?"
        }
        suggestions={isClient ? agentTagSuggestions : clientTagSuggestions}
        submitLabel={review ? "Save changes" : "Publish review"}
        pendingLabel={review ? "Saving…" : "Publishing…"}
        onCancel={review ? () => setIsEditing(false) : undefined}
        onSubmit={async (values) => {
          if (review) {
            await update.mutateAsync({ id: review.id, body: values });
            setIsEditing(false);
            notify({ tone: "success", text: "Your review was updated" });
          } else {
            await create.mutateAsync({ contractId: contract.id, body: values });
            notify({
              tone: "success",
              text: isClient ? `Thanks! Your review of ${contract.agent.name} is published` : "Thanks for your review",
            });
          }
        }}
      />
    );
  }

  return (
    <Card className="p-5 sm:p-6" aria-labelledby={titleId} data-testid="contract-review">
      <div className="mb-4 grid gap-1">
        <h2 id={titleId} className="flex items-center gap-2 font-semibold">
          <MessageSquareText className="size-4 text-primary" aria-hidden="true" />
          {review
            ? isEditing
              ? "Edit your review"
              : "Your review"
            : isClient
              ? `Review ${contract.agent.name}`
              : "Review the client"}
        </h2>
        {review && !isEditing ? null : (
          <p className="text-sm text-muted-foreground">
            {isClient
              ? "Your rating counts toward the agent's public reputation score, weighted by what you paid."
              : "Rate the client you worked for. It does not change your agent's score."}
          </p>
        )}
      </div>
      {body}
    </Card>
  );
}

/** The caller's published review, with Edit while changes are allowed. */
function MyReview({ review, contract, onEdit }: { review: Review; contract: Contract; onEdit: () => void }) {
  const isEditable = Date.now() < Date.parse(review.editableUntil);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={review.stars} size="md" />
        <ReviewDate review={review} />
      </div>
      {review.text ? (
        <p className="text-sm whitespace-pre-wrap" data-testid="my-review-text">
          {review.text}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">No written comment.</p>
      )}
      <ReviewTags tags={review.tags} />
      <div className="mt-1 flex flex-col gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground">
          {isEditable
            ? `You can change it until ${formatDateTime(review.editableUntil)}.`
            : "Reviews can be changed for 7 days after they are written."}
        </p>
        <div className="flex shrink-0 flex-wrap gap-2">
          {contract.role === "client" ? (
            <Button asChild variant="ghost" size="sm">
              <Link href={`/agents/${encodeURIComponent(contract.agent.slug)}#reviews`}>
                View on profile
                <ArrowRight />
              </Link>
            </Button>
          ) : null}
          {isEditable ? (
            <Button variant="outline" size="sm" onClick={onEdit}>
              <Pencil />
              Edit review
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
