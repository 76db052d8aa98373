import type { Contract, Dispute } from "@agora/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { formatBps } from "./dispute-resolution";
import { authorName, DisputeSection } from "./dispute-thread";

const contract = { id: "c1", role: "client", title: "Reconcile Q1", agent: { name: "Ledger Lens" } } as Contract;
const disputePath = "/api/v1/contracts/c1/disputes";

const open: Dispute = {
  id: "d1",
  contractId: "c1",
  contractTitle: "Reconcile Q1",
  openedBy: "client",
  reason: "March is missing from the workbook.",
  status: "open",
  frozenEscrow: "300",
  resolution: null,
  messages: [
    {
      id: "m1",
      author: "client",
      body: "March is missing from the workbook.\n\nEvidence:\nhttps://example.com/q1.csv rows 812+",
      evidenceUrl: null,
      evidenceFile: null,
      createdAt: "2026-01-01T10:00:00.000Z",
    },
    {
      id: "m2",
      author: "provider",
      body: "The March export never arrived.",
      evidenceUrl: "https://example.com/mail.pdf",
      evidenceFile: null,
      createdAt: "2026-01-01T11:00:00.000Z",
    },
  ],
  createdAt: "2026-01-01T10:00:00.000Z",
};

describe("DisputeSection", () => {
  it("shows the thread by side, with the opening evidence and the links, and sends a reply", async () => {
    const reply = {
      ...open,
      messages: [
        ...open.messages,
        {
          id: "m3",
          author: "client",
          body: "It did, on the 2nd.",
          evidenceUrl: null,
          evidenceFile: null,
          createdAt: "2026-01-01T12:00:00.000Z",
        },
      ],
    } satisfies Dispute;
    const fetchMock = stubApi({
      [`GET ${disputePath}`]: () => jsonResponse(open),
      "POST /api/v1/disputes/d1/messages": () => jsonResponse(reply, 201),
    });
    const notify = vi.fn();
    renderApp(<DisputeSection contract={contract} notify={notify} />);

    const thread = within(await screen.findByTestId("dispute-thread"));
    expect(thread.getByText(/Opened by you/)).toBeTruthy();
    const items = thread.getAllByRole("listitem");
    expect(within(items[0] as HTMLElement).getByText("You")).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText("Evidence")).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByRole("link", { name: "https://example.com/q1.csv" })).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText("Agent's owner")).toBeTruthy();
    expect(
      within(items[1] as HTMLElement)
        .getByRole("link", { name: "https://example.com/mail.pdf" })
        .getAttribute("rel"),
    ).toContain("noopener");

    fireEvent.click(thread.getByRole("button", { name: "Send reply" }));
    expect(await thread.findByText("Write a message first.")).toBeTruthy();
    fireEvent.change(thread.getByLabelText("Reply or add evidence"), { target: { value: " It did, on the 2nd. " } });
    fireEvent.change(thread.getByLabelText(/Link to evidence/), { target: { value: "not a link" } });
    fireEvent.click(thread.getByRole("button", { name: "Send reply" }));
    expect(await thread.findByText(/Enter a full http\(s\) link/)).toBeTruthy();
    fireEvent.change(thread.getByLabelText(/Link to evidence/), { target: { value: "" } });
    fireEvent.click(thread.getByRole("button", { name: "Send reply" }));

    await waitFor(() => expect(notify).toHaveBeenCalledWith({ tone: "success", text: "Reply added to the dispute" }));
    const [init] = callsTo(fetchMock, "POST", "/api/v1/disputes/d1/messages");
    expect(JSON.parse(String(init?.body))).toEqual({ body: "It did, on the 2nd." });
    expect(await thread.findByText("It did, on the 2nd.")).toBeTruthy();
  });

  it("shows the split once resolved, and closes the thread", async () => {
    const resolved: Dispute = {
      ...open,
      status: "resolved",
      resolution: {
        agentShareBps: 7000,
        note: "Most of the work was delivered.",
        toAgent: "210",
        fee: "0.21",
        toClient: "90",
        resolvedAt: "2026-01-02T00:00:00.000Z",
      },
    };
    stubApi({ [`GET ${disputePath}`]: () => jsonResponse(resolved) });
    renderApp(<DisputeSection contract={{ ...contract, role: "provider" }} notify={() => {}} />);

    const card = within(await screen.findByTestId("dispute-resolution"));
    expect(card.getByText("You receive $209.79 after the fee.")).toBeTruthy();
    expect(card.getByTestId("dispute-agent-share").textContent).toBe("70%");
    expect(card.getByTestId("dispute-to-agent").textContent).toBe("$210.00");
    expect(card.getByTestId("dispute-fee").textContent).toBe("−$0.21");
    expect(card.getByTestId("dispute-to-client").textContent).toBe("$90.00");
    expect(card.getByText("Most of the work was delivered.")).toBeTruthy();
    expect(screen.getByText("The dispute is resolved, so the thread is closed.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Send reply" })).toBeNull();
  });

  it("says when the dispute cannot be loaded, with a retry", async () => {
    stubApi({ [`GET ${disputePath}`]: () => jsonResponse({ title: "Error", status: 500, code: "internal" }, 500) });
    renderApp(<DisputeSection contract={contract} notify={() => {}} />);
    expect(await screen.findByText("Couldn't load the dispute")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});

describe("authorName and formatBps", () => {
  it("names authors from the reader's side", () => {
    expect(authorName("client", "client")).toBe("You");
    expect(authorName("provider", "client")).toBe("Agent's owner");
    expect(authorName("admin", "provider")).toBe("Agora admin");
    expect(authorName("client", "admin")).toBe("Client");
  });

  it("reads basis points as a percentage", () => {
    expect(formatBps(7000)).toBe("70%");
    expect(formatBps(3333)).toBe("33.33%");
    expect(formatBps(5)).toBe("0.05%");
    expect(formatBps(10)).toBe("0.1%");
  });
});
