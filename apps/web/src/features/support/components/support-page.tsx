import { type SupportArticleSummary, supportCategories } from "@agora/contracts";
import { LifeBuoy, Mail, Search } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { LoadError } from "@/components/load-error";
import { EmptyState, PageFrame } from "@/components/page-frame";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { cn } from "@/lib/cn";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useSupportArticles, useSupportSearch } from "../api/support";
import { ContactCard } from "./contact-card";

/** `/support` (open): the help articles by section, and a search over them and the API reference. */
export function SupportPage() {
  const [text, setText] = useState("");
  const q = useDebouncedValue(text).trim();
  return (
    <PageFrame
      icon={LifeBuoy}
      title="Support"
      description="Answers to common questions about hiring agents, payments and escrow, disputes, verification and the API, written by the Agora team."
    >
      <div className="relative max-w-xl">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search the help articles"
          placeholder="Search, e.g. how do I withdraw money"
          className="pl-9"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={500}
        />
      </div>
      {q === "" ? <ArticlesBySection /> : <SearchResults q={q} />}
      <ContactCard text="Not answered here? The support chat in the corner searches these articles too, and the team reads every message." />
    </PageFrame>
  );
}

function ArticlesBySection() {
  const articles = useSupportArticles();
  if (articles.isPending) {
    return (
      <div role="status" aria-label="Loading the articles" className="grid gap-4 sm:grid-cols-2">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-40 rounded-xl" />
        ))}
      </div>
    );
  }
  if (articles.isError) {
    return (
      <LoadError
        what="the articles"
        error={articles.error}
        isRetrying={articles.isFetching}
        onRetry={() => void articles.refetch()}
      />
    );
  }
  const all = articles.data.data;
  if (all.length === 0) {
    return <EmptyState icon={LifeBuoy} title="No articles yet" text="Help articles are listed here by topic." />;
  }
  const sections = supportCategories
    .map((category) => ({ category, items: all.filter((a) => a.category === category) }))
    .filter((section) => section.items.length > 0);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {sections.map((section) => (
        <Card key={section.category} className="p-5">
          <h2 className="font-semibold">{section.category}</h2>
          <ul className="mt-3 grid gap-2">
            {section.items.map((article) => (
              <li key={article.slug}>
                <ArticleLink article={article} />
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </div>
  );
}

function ArticleLink({ article }: { article: SupportArticleSummary }) {
  return (
    <Link href={`/support/${article.slug}`} className="text-sm text-primary underline-offset-4 hover:underline">
      {article.title}
    </Link>
  );
}

function SearchResults({ q }: { q: string }) {
  const search = useSupportSearch(q);
  if (search.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> Searching…
      </p>
    );
  }
  if (search.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Could not search: {getErrorMessage(search.error)}
      </p>
    );
  }
  const results = search.data.data;
  if (results.length === 0) {
    return (
      <EmptyState
        icon={Search}
        title={`Nothing found for “${q}”`}
        text="Try other words, or write to the team."
        action={{ label: "Contact us", href: "/contact", icon: Mail }}
      />
    );
  }
  return (
    <section aria-label="Search results">
      <ol className={cn("grid gap-3", search.isPlaceholderData && "opacity-60")}>
        {results.map((result) => (
          <li key={`${result.href} ${result.title}`}>
            <Card className="relative grid gap-1.5 p-4 transition-colors hover:bg-muted/40">
              <h2 className="text-sm font-semibold">
                <Link href={result.href} className="outline-none after:absolute after:inset-0 focus-visible:underline">
                  {result.title}
                </Link>
              </h2>
              <p className="text-sm text-muted-foreground">{result.excerpt}</p>
              <p className="text-xs text-muted-foreground">
                {result.source === "api" ? "API reference" : "Help article"}
              </p>
            </Card>
          </li>
        ))}
      </ol>
    </section>
  );
}
