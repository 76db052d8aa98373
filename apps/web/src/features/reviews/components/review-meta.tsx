import type { Review } from "@agora/contracts";
import { Badge } from "@/components/ui/badge";
import { formatDate, formatDateTime } from "@/lib/format";

/** When a review was written, and " · edited" once its text or stars changed. */
export function ReviewDate({ review }: { review: Pick<Review, "createdAt" | "updatedAt"> }) {
  return (
    <span className="text-sm text-muted-foreground">
      <time dateTime={review.createdAt} title={formatDateTime(review.createdAt)}>
        {formatDate(review.createdAt)}
      </time>
      {review.updatedAt !== review.createdAt ? " · edited" : null}
    </span>
  );
}

/** A review's tags as badges; nothing when it has none. */
export function ReviewTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Badge variant="outline">{tag}</Badge>
        </li>
      ))}
    </ul>
  );
}
