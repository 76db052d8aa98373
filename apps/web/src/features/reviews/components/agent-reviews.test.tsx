import type { Review } from "@agora/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { AgentReviews } from "./agent-reviews";

const firstPage = "/api/v1/agents/a1/reviews?limit=10";
const secondPage = "/api/v1/agents/a1/reviews?limit=10&cursor=next1";

function makeReview(n: number, overrides: Partial<Review> = {}): Review {
  return {
    id: `r${n}`,
    contractId: `c${n}`,
    agentId: "a1",
    author: "client",
    authorName: `Client ${n}.`,
    stars: 5,
    text: `Review number ${n}.`,
    tags: [],
    paidBand: "$10–$100",
    createdAt: "2026-01-02T11:00:00.000Z",
    updatedAt: "2026-01-02T11:00:00.000Z",
    editableUntil: "2026-01-09T11:00:00.000Z",
    reply: null,
    ...overrides,
  };
}

describe("AgentReviews", () => {
  it("lists reviews with stars, author, paid band, tags and the owner's reply, and loads more", async () => {
    stubApi({
      [`GET ${firstPage}`]: () =>
        jsonResponse({
          data: [
            makeReview(1, { stars: 4, tags: ["Fast", "Accurate"], paidBand: "over $1,000" }),
            makeReview(2, { reply: { text: "Thank you!", at: "2026-01-03T09:00:00.000Z" } }),
          ],
          nextCursor: "next1",
        }),
      [`GET ${secondPage}`]: () => jsonResponse({ data: [makeReview(3)], nextCursor: null }),
    });
    renderApp(<AgentReviews agentId="a1" agentName="Ledger Lens" isOwner={false} total={3} />);

    const first = await screen.findByRole("article", { name: "Review by Client 1." });
    expect(within(first).getByRole("img", { name: "4 out of 5 stars" })).toBeTruthy();
    expect(within(first).getByText("Paid over $1,000")).toBeTruthy();
    expect(within(first).getByText("Accurate")).toBeTruthy();
    const second = screen.getByRole("article", { name: "Review by Client 2." });
    expect(within(second).getByText("Thank you!")).toBeTruthy();
    expect(within(second).getByText(/Reply from the owner/)).toBeTruthy();
    // Visitors never see a Reply button.
    expect(screen.queryByRole("button", { name: /Reply/ })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Load more reviews" }));
    expect(await screen.findByRole("article", { name: "Review by Client 3." })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more reviews" })).toBeNull();
  });

  it("says so when there are no reviews, and offers a retry when they fail to load", async () => {
    stubApi({ [`GET ${firstPage}`]: () => jsonResponse({ data: [], nextCursor: null }) });
    const { unmount } = renderApp(<AgentReviews agentId="a1" agentName="Ledger Lens" isOwner={false} />);
    expect(await screen.findByText("No reviews yet")).toBeTruthy();
    expect(screen.getByText(/clients can review Ledger Lens once a paid contract/)).toBeTruthy();
    unmount();

    let calls = 0;
    stubApi({
      [`GET ${firstPage}`]: () =>
        ++calls === 1
          ? jsonResponse(
              { type: "/problems/internal", title: "Internal Server Error", status: 500, code: "internal" },
              500,
            )
          : jsonResponse({ data: [makeReview(1)], nextCursor: null }),
    });
    renderApp(<AgentReviews agentId="a1" agentName="Ledger Lens" isOwner={false} />);
    expect((await screen.findByRole("alert")).textContent).toContain("Reviews could not be loaded");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article", { name: "Review by Client 1." })).toBeTruthy();
  });

  it("gives the owner a Reply button on reviews without a reply, and posts the reply", async () => {
    let replied = false;
    const fetchMock = stubApi({
      [`GET ${firstPage}`]: () =>
        jsonResponse({
          data: [
            makeReview(1, replied ? { reply: { text: "Glad it helped.", at: "2026-01-03T09:00:00.000Z" } } : {}),
            makeReview(2, { reply: { text: "Thanks!", at: "2026-01-03T09:00:00.000Z" } }),
          ],
          nextCursor: null,
        }),
      "POST /api/v1/reviews/r1/reply": () => {
        replied = true;
        return jsonResponse(makeReview(1, { reply: { text: "Glad it helped.", at: "2026-01-03T09:00:00.000Z" } }));
      },
    });
    renderApp(<AgentReviews agentId="a1" agentName="Ledger Lens" isOwner />);

    await screen.findByRole("article", { name: "Review by Client 1." });
    expect(screen.getAllByRole("button", { name: /^Reply/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Reply to Client 1.'s review" }));
    const dialog = screen.getByRole("dialog", { name: "Reply to Client 1." });

    fireEvent.click(within(dialog).getByRole("button", { name: "Post reply" }));
    expect(await within(dialog).findByText("Write a reply first.")).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Your reply"), { target: { value: "Glad it helped." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Post reply" }));

    expect(await screen.findByText("Glad it helped.")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByRole("button", { name: /^Reply/ })).toBeNull();
    const [init] = callsTo(fetchMock, "POST", "/api/v1/reviews/r1/reply");
    expect(JSON.parse(String(init?.body))).toEqual({ text: "Glad it helped." });
  });
});
