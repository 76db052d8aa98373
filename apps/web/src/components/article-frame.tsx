import type { UseQueryResult } from "@tanstack/react-query";
import { ArrowLeft, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { LoadError } from "@/components/load-error";
import { EmptyState } from "@/components/page-frame";
import { Skeleton } from "@/components/ui/skeleton";
import { ApiError } from "@/lib/api";

/**
 * The frame of a page showing one article of the site's own content (a blog post, a help
 * article): a link back to the list, then the article, or its loading, not-found and error states.
 * @param what the article in words ("post"), for the states' texts.
 */
export function ArticleFrame<T>({
  back,
  query,
  what,
  icon,
  children,
}: {
  back: { href: string; label: string };
  query: UseQueryResult<T>;
  what: string;
  icon: LucideIcon;
  children: (article: T) => ReactNode;
}) {
  const isMissing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Link
        href={back.href}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {back.label}
      </Link>
      {query.isPending ? (
        <div role="status" aria-label={`Loading the ${what}`} className="mt-8 grid gap-4">
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-64" />
        </div>
      ) : query.isError ? (
        <div className="mt-8">
          <h1 className="sr-only">{isMissing ? `${capitalised(what)} not found` : capitalised(what)}</h1>
          {isMissing ? (
            <EmptyState
              icon={icon}
              title={`There is no such ${what}`}
              text="It may have been renamed or removed."
              action={{ label: back.label, href: back.href, icon: ArrowLeft }}
            />
          ) : (
            <LoadError
              what={`the ${what}`}
              error={query.error}
              isRetrying={query.isFetching}
              onRetry={() => void query.refetch()}
            />
          )}
        </div>
      ) : (
        children(query.data)
      )}
    </article>
  );
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
