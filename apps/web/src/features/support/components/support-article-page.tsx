import { LifeBuoy } from "lucide-react";
import { ArticleFrame } from "@/components/article-frame";
import { ArticleMarkdown } from "@/components/article-markdown";
import { useSupportArticle } from "../api/support";
import { ContactCard } from "./contact-card";

/** `/support/:slug` (open): one help article, with the way to the team when it did not help. */
export function SupportArticlePage({ params }: { params: { slug?: string | undefined } }) {
  const article = useSupportArticle(params.slug ?? "");
  return (
    <ArticleFrame
      back={{ href: "/support", label: "All help articles" }}
      query={article}
      what="article"
      icon={LifeBuoy}
    >
      {(data) => (
        <>
          <header className="mt-6 mb-8 grid gap-3">
            <p className="text-sm font-medium text-primary">{data.category}</p>
            <h1 className="text-3xl font-semibold tracking-tight text-balance">{data.title}</h1>
            <p className="text-lg text-muted-foreground">{data.summary}</p>
          </header>
          <ArticleMarkdown>{data.body}</ArticleMarkdown>
          <ContactCard className="mt-10" text="Did this not answer your question?" />
        </>
      )}
    </ArticleFrame>
  );
}
