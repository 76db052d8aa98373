import type { AuthUser, Proposal } from "@agora/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { ProposalsSection } from "./proposals-section";

const firstPage = "/api/v1/proposals?limit=10";
const in5Days = new Date(Date.now() + 5 * 24 * 3600_000).toISOString();

const user: AuthUser = {
  id: "u2",
  firstName: "Uma",
  lastName: "User",
  email: "uma@example.com",
  profileImageUrl: null,
  role: "user",
  hasAgentProfile: false,
};

const open: Proposal = {
  id: "p1",
  title: "Add per-minute billing for image agents",
  body: "Image agents bill **by the job** today.",
  authorName: "Ada A.",
  status: "open",
  startsAt: "2026-11-20T10:00:00.000Z",
  endsAt: in5Days,
  createdAt: "2026-11-20T10:00:00.000Z",
  options: [
    { index: 0, label: "Yes", votes: 2, weight: "30.000000" },
    { index: 1, label: "No", votes: 1, weight: "10.000000" },
  ],
  turnout: { voters: 3, weight: "40.000000" },
  myVote: null,
};

const closed: Proposal = {
  ...open,
  id: "p0",
  title: "Lower the dispute window",
  status: "closed",
  endsAt: "2026-11-10T10:00:00.000Z",
  options: [
    { index: 0, label: "Keep 14 days", votes: 1, weight: "1.414213" },
    { index: 1, label: "7 days", votes: 0, weight: "0.000000" },
  ],
  turnout: { voters: 1, weight: "1.414213" },
};

const forbidden = (detail: string) => ({ title: "Forbidden", status: 403, code: "forbidden", detail });

describe("ProposalsSection", () => {
  it("shows each option's weight, share and votes, the turnout, and a sign-in link to visitors", async () => {
    stubApi({
      [`GET ${firstPage}`]: () => jsonResponse({ data: [open], nextCursor: "c1" }),
      "GET /api/v1/proposals?cursor=c1&limit=10": () => jsonResponse({ data: [closed], nextCursor: null }),
    });
    renderApp(<ProposalsSection user={null} canPropose={false} proposeNote="Sign in to vote. Admins, and members…" />);

    const card = within(await screen.findByRole("region", { name: open.title }));
    expect(card.getByText("Open")).toBeTruthy();
    const tallies = card.getAllByTestId("option-tally").map((tally) => tally.textContent);
    expect(tallies).toEqual(["Weight 30.00 · 75 % · 2 votes", "Weight 10.00 · 25 % · 1 vote"]);
    expect(card.getByText("Leading")).toBeTruthy();
    expect(card.getByTestId("turnout").textContent).toBe("3 voters · total weight 40.00");
    expect(card.getByText("by the job").tagName).toBe("STRONG");
    expect(card.queryByRole("button", { name: /Vote for/ })).toBeNull();
    expect(card.getByRole("link", { name: "Sign in to vote" }).getAttribute("href")).toBe("/api/login");
    expect(screen.queryByRole("button", { name: "New proposal" })).toBeNull();
    expect(screen.getByText("Sign in to vote. Admins, and members…")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Load more proposals" }));
    const older = within(await screen.findByRole("region", { name: closed.title }));
    expect(older.getByText("Closed")).toBeTruthy();
    expect(older.getByText("Chosen")).toBeTruthy();
    expect(older.getAllByTestId("option-tally")[0]?.textContent).toBe("Weight 1.41 · 100 % · 1 vote");
  });

  it("votes with PUT, shows my vote and its √stake weight, and lets me move it until the close", async () => {
    let current = open;
    const fetchMock = stubApi({
      [`GET ${firstPage}`]: () => jsonResponse({ data: [current], nextCursor: null }),
      "PUT /api/v1/proposals/p1/vote": ({ body }) => {
        const { option } = body as { option: number };
        current = {
          ...open,
          options: open.options.map((o) =>
            o.index === option ? { ...o, votes: o.votes + 1, weight: `${Number(o.weight) + 20}.000000` } : o,
          ),
          turnout: { voters: 4, weight: "60.000000" },
          myVote: {
            option,
            stake: "400.00",
            weight: "20.000000",
            votedAt: "2026-11-21T10:00:00.000Z",
            updatedAt: "2026-11-21T10:00:00.000Z",
          },
        };
        return jsonResponse(current);
      },
    });
    renderApp(<ProposalsSection user={user} canPropose={false} proposeNote={null} />);

    const card = within(await screen.findByRole("region", { name: open.title }));
    expect(card.getByText(/Your vote weighs √ of your active stake/)).toBeTruthy();
    fireEvent.click(card.getByRole("button", { name: "Vote for No" }));

    expect(await card.findByText("Your vote")).toBeTruthy();
    expect(JSON.parse(String(callsTo(fetchMock, "PUT", "/api/v1/proposals/p1/vote")[0]?.body))).toEqual({ option: 1 });
    expect(card.getByTestId("my-vote").textContent).toBe(
      "You voted “No” with weight 20.00: √ of your verified identity's $400.00 stake when voting opened. You can change it until the close.",
    );
    expect(card.getAllByTestId("option-tally")[1]?.textContent).toBe("Weight 30.00 · 50 % · 2 votes");
    expect((card.getByRole("button", { name: "Your vote: No" }) as HTMLButtonElement).disabled).toBe(true);
    expect(card.getByRole("button", { name: "Vote for Yes" }).textContent).toBe("Move vote");
  });

  it("shows the server's reason when a vote is refused", async () => {
    stubApi({
      [`GET ${firstPage}`]: () => jsonResponse({ data: [open], nextCursor: null }),
      "PUT /api/v1/proposals/p1/vote": () =>
        jsonResponse(forbidden("You had no active stake when this proposal opened"), 403),
    });
    renderApp(<ProposalsSection user={user} canPropose={false} proposeNote={null} />);

    const card = within(await screen.findByRole("region", { name: open.title }));
    fireEvent.click(card.getByRole("button", { name: "Vote for Yes" }));
    expect((await card.findByRole("alert")).textContent).toBe("You had no active stake when this proposal opened");
  });

  it("shows empty and error states", async () => {
    stubApi({ [`GET ${firstPage}`]: () => jsonResponse({ data: [], nextCursor: null }) });
    const empty = renderApp(<ProposalsSection user={user} canPropose proposeNote={null} />);
    expect(await screen.findByRole("heading", { name: "No proposals yet" })).toBeTruthy();
    empty.unmount();

    stubApi({
      [`GET ${firstPage}`]: () =>
        jsonResponse({ title: "Internal Server Error", status: 500, code: "internal", detail: "Down" }, 500),
    });
    renderApp(<ProposalsSection user={user} canPropose proposeNote={null} />);
    expect(await screen.findByText("Couldn't load the proposals")).toBeTruthy();
  });

  it("lets those who may propose publish a proposal, checking every field first", async () => {
    let proposals: Proposal[] = [];
    const fetchMock = stubApi({
      [`GET ${firstPage}`]: () => jsonResponse({ data: proposals, nextCursor: null }),
      "POST /api/v1/proposals": ({ body }) => {
        const request = body as { title: string; options: string[] };
        proposals = [
          {
            ...open,
            title: request.title,
            options: request.options.map((label, index) => ({ index, label, votes: 0, weight: "0.000000" })),
            turnout: { voters: 0, weight: "0.000000" },
          },
        ];
        return jsonResponse(proposals[0], 201);
      },
    });
    renderApp(<ProposalsSection user={user} canPropose proposeNote={null} />);

    fireEvent.click(await screen.findByRole("button", { name: "New proposal" }));
    const dialog = within(await screen.findByRole("dialog", { name: "New proposal" }));
    fireEvent.change(dialog.getByLabelText("Option 2"), { target: { value: "yes" } });
    fireEvent.change(dialog.getByLabelText("Voting window"), { target: { value: "45" } });
    fireEvent.click(dialog.getByRole("button", { name: "Publish proposal" }));
    expect(await dialog.findByText("Enter a title.")).toBeTruthy();
    expect(dialog.getByText("Explain what you propose and why.")).toBeTruthy();
    expect(dialog.getByText("Each option must differ from the others.")).toBeTruthy();
    expect(dialog.getByText("Enter whole days from 1 to 30.")).toBeTruthy();
    expect(callsTo(fetchMock, "POST", "/api/v1/proposals")).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText("Title"), { target: { value: "  Dark mode for receipts " } });
    fireEvent.change(dialog.getByLabelText("The case for it"), { target: { value: "Receipts glare at night." } });
    fireEvent.change(dialog.getByLabelText("Option 2"), { target: { value: "No" } });
    fireEvent.click(dialog.getByRole("button", { name: "Add option" }));
    fireEvent.change(dialog.getByLabelText("Option 3"), { target: { value: "Later" } });
    fireEvent.change(dialog.getByLabelText("Voting window"), { target: { value: "14" } });
    fireEvent.click(dialog.getByRole("button", { name: "Publish proposal" }));

    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(JSON.parse(String(callsTo(fetchMock, "POST", "/api/v1/proposals")[0]?.body))).toEqual({
      title: "Dark mode for receipts",
      body: "Receipts glare at night.",
      options: ["Yes", "No", "Later"],
      durationDays: 14,
    });
    expect(await screen.findByRole("region", { name: "Dark mode for receipts" })).toBeTruthy();
    expect(screen.getByText(/Proposal published: voting closes/)).toBeTruthy();
  });
});
