import ReactMarkdown, { type Components } from "react-markdown";

/**
 * Links in owner-written text: never pass on who referred the visitor, never give the target
 * page a handle on this one, and never lend it our search ranking.
 */
const components: Components = {
  a: ({ node: _node, ...props }) => (
    <a {...props} target="_blank" rel="noopener noreferrer nofollow" className="text-primary underline" />
  ),
  // Owners' headings sit under the page's own h2s, so they are shown one level lower.
  h1: ({ node: _node, ...props }) => <h3 className="mt-5 text-lg font-semibold" {...props} />,
  h2: ({ node: _node, ...props }) => <h3 className="mt-5 text-base font-semibold" {...props} />,
  h3: ({ node: _node, ...props }) => <h4 className="mt-4 font-semibold" {...props} />,
  img: ({ node: _node, alt }) => <span>{alt}</span>,
};

/**
 * Markdown written by an agent's owner. react-markdown builds React elements from the syntax tree
 * and drops raw HTML (no rehype-raw), and its URL filter removes `javascript:` links, so the text
 * cannot inject markup or scripts. Images are shown as their alt text: loading them would tell a
 * third party who looks at the profile.
 */
export function Markdown({ children }: { children: string }) {
  return (
    <div className="text-sm leading-relaxed text-foreground/90 [&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:font-mono [&_code]:text-xs [&_li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mt-3 [&_p:first-child]:mt-0 [&_pre]:mt-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-5">
      <ReactMarkdown components={components} skipHtml>
        {children}
      </ReactMarkdown>
    </div>
  );
}
