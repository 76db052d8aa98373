import type { Contract, Review } from "@agora/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { ContractReview, canReviewContract } from "./contract-review";

const contract = {
  id: "c1",
  role: "client",
  status: "completed",
  title: "Reconcile Q1",
  clientId: "u-client",
  providerId: "u-owner",
  paidOut: "60.00",
  closedAt: "2026-01-02T10:00:00.000Z",
  agent: { id: "a1", slug: "ledger-lens", name: "Ledger Lens" },
} as Contract;

const reviewsPath = "/api/v1/contracts/c1/reviews";

function makeReview(overrides: Partial<Review> = {}): Review {
  return {
    id: "r1",
    contractId: "c1",
    agentId: "a1",
    author: "client",
    authorName: "Carl C.",
    stars: 4,
    text: "Quick and clear.",
    tags: ["Fast"],
    paidBand: "$10–$100",
    createdAt: "2026-01-02T11:00:00.000Z",
    updatedAt: "2026-01-02T11:00:00.000Z",
    // Far ahead, so the test does not depend on today's date.
    editableUntil: "2999-01-01T00:00:00.000Z",
    reply: null,
    ...overrides,
  };
}

/** The review card with no review written yet (the contract has no reviews). */
function renderEmpty(routes: Parameters<typeof stubApi>[0] = {}, which: Contract = contract) {
  const fetchMock = stubApi({
    [`GET ${reviewsPath}`]: () => jsonResponse({ data: [] }),
    ...routes,
  });
  const notify = vi.fn();
  renderApp(<ContractReview contract={which} notify={notify} />);
  return { fetchMock, notify };
}

function card() {
  return screen.getByTestId("contract-review");
}

describe("ContractReview", () => {
  it("is offered only to a party of a closed contract that paid the agent", () => {
    expect(canReviewContract(contract)).toBe(true);
    expect(canReviewContract({ ...contract, status: "resolved" })).toBe(true);
    expect(canReviewContract({ ...contract, status: "delivered" })).toBe(false);
    expect(canReviewContract({ ...contract, paidOut: "0.00" })).toBe(false);
    expect(canReviewContract({ ...contract, role: "admin" })).toBe(false);
    // An owner who hired their own agent: the server refuses, so nothing is offered.
    expect(canReviewContract({ ...contract, providerId: "u-client" })).toBe(false);
  });

  it("asks for a rating before sending, and counts the characters of the text", async () => {
    const { fetchMock } = renderEmpty();
    const submit = await screen.findByRole("button", { name: "Publish review" });
    expect(screen.getByRole("group", { name: "How did Ledger Lens do?" })).toBeTruthy();
    expect(screen.getByText("0 / 2,000 characters")).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Your review/), { target: { value: "x".repeat(2001) } });
    expect(screen.getByText("2,001 / 2,000 characters")).toBeTruthy();
    fireEvent.click(submit);

    expect(await screen.findByText("Choose a rating from 1 to 5 stars.")).toBeTruthy();
    expect(screen.getByText("Keep the review under 2,000 characters.")).toBeTruthy();
    expect(callsTo(fetchMock, "POST", reviewsPath)).toHaveLength(0);
  });

  it("publishes stars, text and tags, then shows the review with Edit", async () => {
    const created = makeReview({ stars: 5, text: "Found two duplicate payments.", tags: ["Fast", "Month-end"] });
    const { fetchMock, notify } = renderEmpty({ [`POST ${reviewsPath}`]: () => jsonResponse(created, 201) });
    await screen.findByRole("button", { name: "Publish review" });

    // Stars are a radio group: the fifth is "5 stars: Excellent".
    fireEvent.click(screen.getByRole("radio", { name: "5 stars: Excellent" }));
    expect((screen.getByRole("radio", { name: "5 stars: Excellent" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByLabelText(/Your review/), { target: { value: "  Found two duplicate payments.  " } });
    fireEvent.click(screen.getByRole("button", { name: "Add tag Fast" }));
    const tagField = screen.getByLabelText(/Tags/);
    fireEvent.change(tagField, { target: { value: "Month-end" } });
    fireEvent.keyDown(tagField, { key: "Enter" });
    expect(within(screen.getByRole("list", { name: "Chosen tags" })).getAllByRole("listitem")).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "Publish review" }));

    expect(await within(card()).findByRole("heading", { name: "Your review" })).toBeTruthy();
    const [init] = callsTo(fetchMock, "POST", reviewsPath);
    expect(JSON.parse(String(init?.body))).toEqual({
      stars: 5,
      text: "Found two duplicate payments.",
      tags: ["Fast", "Month-end"],
    });
    expect(within(card()).getByRole("img", { name: "5 out of 5 stars" })).toBeTruthy();
    expect(within(card()).getByRole("button", { name: "Edit review" })).toBeTruthy();
    expect(
      within(card())
        .getByRole("link", { name: /View on profile/ })
        .getAttribute("href"),
    ).toBe("/agents/ledger-lens#reviews");
    expect(notify).toHaveBeenCalledWith({ tone: "success", text: "Thanks! Your review of Ledger Lens is published" });
  });

  it("shows the API's field problems under their fields and other problems above the form", async () => {
    let answer = 0;
    renderEmpty({
      [`POST ${reviewsPath}`]: () =>
        ++answer === 1
          ? jsonResponse(
              {
                type: "/problems/validation_failed",
                title: "Invalid request",
                status: 400,
                code: "validation_failed",
                errors: [{ in: "body", field: "tags.0", message: "must be at most 30 characters" }],
              },
              400,
            )
          : jsonResponse(
              {
                type: "/problems/conflict",
                title: "Conflict",
                status: 409,
                code: "conflict",
                detail: "You have already reviewed this contract; edit that review instead",
              },
              409,
            ),
    });
    await screen.findByRole("button", { name: "Publish review" });
    fireEvent.click(screen.getByRole("radio", { name: "3 stars: Okay" }));
    fireEvent.click(screen.getByRole("button", { name: "Publish review" }));

    const tagField = screen.getByLabelText(/Tags/);
    await waitFor(() => expect(tagField.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Must be at most 30 characters.")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Publish review" }));
    expect((await screen.findByRole("alert")).textContent).toContain("You have already reviewed this contract");
    // Still a form: nothing was published.
    expect(screen.queryByRole("heading", { name: "Your review" })).toBeNull();
  });

  it("finds the client's earlier review among the agent's and edits it", async () => {
    const mine = makeReview();
    const edited = makeReview({ stars: 2, updatedAt: "2026-01-03T09:00:00.000Z" });
    const fetchMock = stubApi({
      [`GET ${reviewsPath}`]: () =>
        jsonResponse({ data: [mine, makeReview({ id: "r0", author: "provider", stars: 1 })] }),
      "PATCH /api/v1/reviews/r1": () => jsonResponse(edited),
    });
    renderApp(<ContractReview contract={contract} notify={vi.fn()} />);

    expect(await screen.findByText("Quick and clear.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Edit review" }));
    expect(screen.getByRole("heading", { name: "Edit your review" })).toBeTruthy();
    expect((screen.getByRole("radio", { name: "4 stars: Good" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: "2 stars: Poor" }));
    fireEvent.click(screen.getByRole("button", { name: "Save changes" }));

    expect(await screen.findByRole("heading", { name: "Your review" })).toBeTruthy();
    expect(screen.getByRole("img", { name: "2 out of 5 stars" })).toBeTruthy();
    expect(screen.getByText(/edited/)).toBeTruthy();
    const [init] = callsTo(fetchMock, "PATCH", "/api/v1/reviews/r1");
    expect(JSON.parse(String(init?.body))).toEqual({ stars: 2, text: "Quick and clear.", tags: ["Fast"] });
  });

  it("lets the agent's owner rate the client", async () => {
    const provider = { ...contract, role: "provider" } as Contract;
    const { fetchMock } = renderEmpty(
      { [`POST ${reviewsPath}`]: () => jsonResponse(makeReview({ author: "provider" }), 201) },
      provider,
    );
    expect(await screen.findByRole("heading", { name: "Review the client" })).toBeTruthy();
    expect(await screen.findByRole("group", { name: "How was working with this client?" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add tag Clear brief" })).toBeTruthy();
    fireEvent.click(screen.getByRole("radio", { name: "5 stars: Excellent" }));
    fireEvent.click(screen.getByRole("button", { name: "Publish review" }));
    expect(await screen.findByRole("heading", { name: "Your review" })).toBeTruthy();
    expect(callsTo(fetchMock, "POST", reviewsPath)).toHaveLength(1);
  });
});
