import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** What the footer reads of a TanStack infinite query. */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * The footer of a card listing a cursor-paged list: "Load more {what}" while there is a next
 * page, with its progress, and a sentence when the next page failed (the button stays to retry).
 * @param what the items in the plural, e.g. "reviews".
 */
export function LoadMoreFooter({ query, what }: { query: PagedQuery; what: string }) {
  return (
    <>
      {query.hasNextPage ? (
        <div className="border-t p-3 text-center">
          <Button variant="ghost" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? <Spinner /> : null}
            {query.isFetchingNextPage ? "Loading…" : `Load more ${what}`}
          </Button>
        </div>
      ) : null}
      {query.isFetchNextPageError ? (
        <p role="alert" className="border-t px-5 py-3 text-center text-sm text-destructive">
          More {what} could not be loaded. Try again.
        </p>
      ) : null}
    </>
  );
}
