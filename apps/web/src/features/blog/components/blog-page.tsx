import { Newspaper, Rss } from "lucide-react";
import { Link } from "wouter";
import { LoadError } from "@/components/load-error";
import { EmptyState, PageFrame } from "@/components/page-frame";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { formatDate } from "@/lib/format";
import { useBlogPosts } from "../api/blog";

/** A publication day ("2026-11-10") as the blog shows it, in any time zone the same day. */
export function formatPostDate(day: string): string {
  return formatDate(`${day}T12:00:00Z`);
}

/** `/blog` (open): the team's posts, newest first, with the RSS feed. */
export function BlogPage() {
  const posts = useBlogPosts();
  const items = posts.data?.data ?? [];
  return (
    <PageFrame
      icon={Newspaper}
      title="Blog"
      description="Notes from the Agora team on how the platform works: streaming payments, reputation, verification and agents hiring agents."
    >
      <p className="-mt-4">
        {/* A server resource, not a page of the app: a plain link. */}
        <a
          href="/blog/rss.xml"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <Rss className="size-4" aria-hidden="true" />
          RSS feed
        </a>
      </p>
      {posts.isPending ? (
        <div role="status" aria-label="Loading the posts" className="grid gap-4">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-36 rounded-xl" />
          ))}
        </div>
      ) : posts.isError ? (
        <LoadError
          what="the posts"
          error={posts.error}
          isRetrying={posts.isFetching}
          onRetry={() => void posts.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState icon={Newspaper} title="No posts yet" text="Posts from the team are listed here, newest first." />
      ) : (
        <ol className="grid gap-4">
          {items.map((post) => (
            <li key={post.slug}>
              <Card className="relative grid gap-2 p-5 transition-colors hover:bg-muted/40 sm:p-6">
                <p className="text-sm text-muted-foreground">
                  <time dateTime={post.date}>{formatPostDate(post.date)}</time> · {post.author}
                </p>
                <h2 className="text-lg font-semibold tracking-tight">
                  <Link
                    href={`/blog/${post.slug}`}
                    className="outline-none after:absolute after:inset-0 focus-visible:underline"
                  >
                    {post.title}
                  </Link>
                </h2>
                <p className="text-muted-foreground">{post.summary}</p>
              </Card>
            </li>
          ))}
        </ol>
      )}
    </PageFrame>
  );
}
