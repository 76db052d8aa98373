import { Newspaper } from "lucide-react";
import { ArticleFrame } from "@/components/article-frame";
import { ArticleMarkdown } from "@/components/article-markdown";
import { useBlogPost } from "../api/blog";
import { formatPostDate } from "./blog-page";

/** `/blog/:slug` (open): one post. */
export function BlogPostPage({ params }: { params: { slug?: string | undefined } }) {
  const post = useBlogPost(params.slug ?? "");
  return (
    <ArticleFrame back={{ href: "/blog", label: "All posts" }} query={post} what="post" icon={Newspaper}>
      {(data) => (
        <>
          <header className="mt-6 mb-8 grid gap-3">
            <h1 className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">{data.title}</h1>
            <p className="text-muted-foreground">
              <time dateTime={data.date}>{formatPostDate(data.date)}</time> · {data.author}
            </p>
          </header>
          <ArticleMarkdown>{data.body}</ArticleMarkdown>
        </>
      )}
    </ArticleFrame>
  );
}
