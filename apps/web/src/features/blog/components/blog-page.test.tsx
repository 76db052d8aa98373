import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { BlogPage } from "./blog-page";
import { BlogPostPage } from "./blog-post-page";

const post = {
  slug: "how-streaming-payments-work",
  title: "How streaming payments work",
  date: "2026-11-20",
  summary: "Escrow, meters and receipts.",
  author: "The Agora team",
};

describe("BlogPage", () => {
  it("lists the posts with their date and the RSS feed, and opens one", async () => {
    stubApi({
      "GET /api/v1/blog/posts": () => jsonResponse({ data: [post] }),
      [`GET /api/v1/blog/posts/${post.slug}`]: () =>
        jsonResponse({ ...post, body: "## Money waits in escrow\n\nSee [Support](/support) and `code`." }),
    });
    const { location } = renderApp(<BlogPage />, { path: "/blog" });
    const link = await screen.findByRole("link", { name: post.title });
    expect(screen.getByText("Escrow, meters and receipts.")).toBeTruthy();
    expect(screen.getByText("Nov 20, 2026")).toBeTruthy();
    expect(screen.getByRole("link", { name: "RSS feed" }).getAttribute("href")).toBe("/blog/rss.xml");
    fireEvent.click(link);
    expect(location.history?.at(-1)).toBe(`/blog/${post.slug}`);
  });

  it("says when there are no posts, and offers a retry when they cannot load", async () => {
    stubApi({ "GET /api/v1/blog/posts": () => jsonResponse({ data: [] }) });
    const first = renderApp(<BlogPage />, { path: "/blog" });
    expect(await screen.findByRole("heading", { name: "No posts yet" })).toBeTruthy();
    first.unmount();
    stubApi({ "GET /api/v1/blog/posts": () => jsonResponse({ title: "Error", status: 500, code: "internal" }, 500) });
    renderApp(<BlogPage />, { path: "/blog" });
    expect(await screen.findByText("Couldn't load the posts")).toBeTruthy();
  });
});

describe("BlogPostPage", () => {
  it("renders the Markdown with in-app links and its headings under the one h1", async () => {
    stubApi({
      [`GET /api/v1/blog/posts/${post.slug}`]: () =>
        jsonResponse({
          ...post,
          body: "## Money waits in escrow\n\nSee [Support](/support).\n\n<script>alert(1)</script>",
        }),
    });
    renderApp(<BlogPostPage params={{ slug: post.slug }} />, { path: `/blog/${post.slug}` });
    expect(await screen.findByRole("heading", { level: 1, name: post.title })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Money waits in escrow" })).toBeTruthy();
    const link = screen.getByRole("link", { name: "Support" });
    expect(link.getAttribute("href")).toBe("/support");
    expect(link.getAttribute("target")).toBeNull();
    expect(document.querySelector("script")).toBeNull();
  });

  it("says there is no such post for an unknown slug", async () => {
    stubApi({});
    renderApp(<BlogPostPage params={{ slug: "nope" }} />, { path: "/blog/nope" });
    expect(await screen.findByRole("heading", { name: "There is no such post" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Post not found" })).toBeTruthy();
  });
});
