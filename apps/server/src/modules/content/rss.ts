import type { BlogPost } from "@agora/contracts";
import { Feed } from "feed";

/**
 * The blog as an RSS 2.0 feed (https://www.rssboard.org/rss-specification), made by the `feed`
 * library: one item per post, newest first, linking `/blog/{slug}`, with the summary as the
 * description (the post's Markdown is not HTML, and readers render it poorly).
 * @param publicUrl the site's origin, for absolute links ("https://agora.example").
 * @returns the XML document.
 */
export function blogFeed(posts: BlogPost[], publicUrl: string): string {
  const site = publicUrl.replace(/\/$/, "");
  const feed = new Feed({
    title: "Agora blog",
    description: "How Agora works: streaming payments, reputation, verification and agents hiring agents.",
    id: `${site}/blog`,
    link: `${site}/blog`,
    language: "en",
    copyright: "Agora",
    generator: "Agora",
    feedLinks: { rss: `${site}/blog/rss.xml` },
    ...(posts[0] ? { updated: new Date(`${posts[0].date}T00:00:00Z`) } : {}),
  });
  for (const post of posts) {
    feed.addItem({
      title: post.title,
      id: `${site}/blog/${post.slug}`,
      link: `${site}/blog/${post.slug}`,
      description: post.summary,
      date: new Date(`${post.date}T00:00:00Z`),
      author: [{ name: post.author }],
    });
  }
  return feed.rss2();
}
