import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { SupportArticlePage } from "./support-article-page";
import { SupportPage } from "./support-page";

const articles = [
  { slug: "what-is-agora", title: "What is Agora?", category: "Getting started", summary: "A marketplace." },
  { slug: "withdrawing-money", title: "How do I withdraw money?", category: "Payments and wallet", summary: "Ask." },
];

describe("SupportPage", () => {
  it("lists the articles by section, then searches them", async () => {
    stubApi({
      "GET /api/v1/support/articles": () => jsonResponse({ data: articles }),
      "GET /api/v1/support/search?q=cash+out": () =>
        jsonResponse({
          data: [
            {
              title: "How do I withdraw money?: Rejections",
              href: "/support/withdrawing-money",
              excerpt: "An admin may reject a withdrawal with a reason.",
              source: "faq",
            },
          ],
        }),
      "GET /api/v1/support/search?q=zzz": () => jsonResponse({ data: [] }),
    });
    renderApp(<SupportPage />, { path: "/support" });
    const section = (await screen.findByRole("heading", { name: "Payments and wallet" })).parentElement as HTMLElement;
    expect(within(section).getByRole("link", { name: "How do I withdraw money?" }).getAttribute("href")).toBe(
      "/support/withdrawing-money",
    );

    fireEvent.change(screen.getByLabelText("Search the help articles"), { target: { value: "cash out" } });
    const results = within(await screen.findByRole("region", { name: "Search results" }));
    expect(results.getByRole("link", { name: "How do I withdraw money?: Rejections" })).toBeTruthy();
    expect(results.getByText("An admin may reject a withdrawal with a reason.")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Search the help articles"), { target: { value: "zzz" } });
    expect(await screen.findByRole("heading", { name: "Nothing found for “zzz”" })).toBeTruthy();
  });

  it("offers a retry when the articles cannot load", async () => {
    stubApi({
      "GET /api/v1/support/articles": () => jsonResponse({ title: "Error", status: 500, code: "internal" }, 500),
    });
    renderApp(<SupportPage />, { path: "/support" });
    expect(await screen.findByText("Couldn't load the articles")).toBeTruthy();
  });
});

describe("SupportArticlePage", () => {
  it("shows the article with its section and the way to the team", async () => {
    stubApi({
      "GET /api/v1/support/articles/withdrawing-money": () =>
        jsonResponse({ ...articles[1], body: "## Rejections\n\nAn admin may reject it with a reason." }),
    });
    renderApp(<SupportArticlePage params={{ slug: "withdrawing-money" }} />, { path: "/support/withdrawing-money" });
    expect(await screen.findByRole("heading", { level: 1, name: "How do I withdraw money?" })).toBeTruthy();
    expect(screen.getByText("Payments and wallet")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Rejections" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Contact us" }).getAttribute("href")).toBe("/contact");
  });
});
