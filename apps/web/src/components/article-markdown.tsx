import ReactMarkdown, { type Components } from "react-markdown";
import { Link } from "wouter";

/**
 * First-party articles (blog posts, support articles) link within the site: a path opens in the
 * app without a reload; anything else opens in a new tab.
 */
const components: Components = {
  a: ({ node: _node, href = "", children, ...props }) =>
    href.startsWith("/") ? (
      <Link href={href} className="text-primary underline underline-offset-4">
        {children}
      </Link>
    ) : (
      <a {...props} href={href} target="_blank" rel="noopener noreferrer" className="text-primary underline">
        {children}
      </a>
    ),
  // The page's title is its one h1, so the article's own headings start at h2.
  h1: ({ node: _node, ...props }) => <h2 className="mt-8 text-xl font-semibold tracking-tight" {...props} />,
  h2: ({ node: _node, ...props }) => <h2 className="mt-8 text-xl font-semibold tracking-tight" {...props} />,
  h3: ({ node: _node, ...props }) => <h3 className="mt-6 text-lg font-semibold" {...props} />,
  img: ({ node: _node, alt }) => <span>{alt}</span>,
  // A wide code block scrolls sideways on phones; focusable, so a keyboard can scroll it too.
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1).
  pre: ({ node: _node, ...props }) => <pre tabIndex={0} {...props} />,
};

/**
 * Markdown written by the Agora team (content/ in the server), at reading size. Raw HTML is
 * dropped (`skipHtml`) even here: the files are reviewed text, not markup.
 */
export function ArticleMarkdown({ children }: { children: string }) {
  return (
    <div className="leading-7 text-foreground/90 [&_blockquote]:mt-4 [&_blockquote]:border-l-2 [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.85em] [&_li]:mt-1.5 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_p:first-child]:mt-0 [&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-4 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6">
      <ReactMarkdown components={components} skipHtml>
        {children}
      </ReactMarkdown>
    </div>
  );
}
