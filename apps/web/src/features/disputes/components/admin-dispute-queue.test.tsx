import type { Dispute } from "@agora/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { AdminDisputeQueue } from "./admin-dispute-queue";

const queuePath = "/api/v1/admin/disputes?status=open";
const resolvePath = "/api/v1/admin/disputes/d-1/resolve";

const open: Dispute = {
  id: "d-1",
  contractId: "c-1",
  contractTitle: "Quarter-end close report",
  openedBy: "client",
  reason: "The report skipped two of the five bank accounts.",
  status: "open",
  frozenEscrow: "120.00",
  resolution: null,
  messages: [
    {
      id: "m-1",
      author: "client",
      body: "The report skipped two of the five bank accounts.",
      evidenceUrl: null,
      evidenceFile: null,
      createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
    },
  ],
  createdAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
};

function stubQueue() {
  let disputes = [open];
  return stubApi({
    [`GET ${queuePath}`]: () => jsonResponse({ data: disputes }),
    [`POST ${resolvePath}`]: ({ body }) => {
      disputes = [];
      const { agentShareBps, note } = body as { agentShareBps: number; note: string };
      return jsonResponse({
        ...open,
        status: "resolved",
        resolution: {
          agentShareBps,
          note,
          toAgent: "45.00",
          fee: "0.045",
          toClient: "75.00",
          resolvedAt: new Date().toISOString(),
        },
      });
    },
    "GET /api/v1/wallet": () => jsonResponse({}),
  });
}

describe("AdminDisputeQueue", () => {
  it("lists open disputes with who opened them, the frozen escrow and their age", async () => {
    stubQueue();
    renderApp(<AdminDisputeQueue notify={vi.fn()} />);

    const row = (await screen.findByRole("link", { name: "Quarter-end close report" })).closest("li");
    if (!row) throw new Error("no row");
    expect(within(row).getByRole("link").getAttribute("href")).toBe("/jobs?contract=c-1");
    expect(row.textContent).toContain("Opened by the client · 3 hours ago");
    expect(within(row).getByText("$120.00")).toBeTruthy();
  });

  it("says so when nothing is open, and offers a retry when the queue fails", async () => {
    let fails = true;
    stubApi({
      [`GET ${queuePath}`]: () =>
        fails
          ? jsonResponse({ title: "Forbidden", status: 403, code: "forbidden", detail: "Admins only" }, 403)
          : jsonResponse({ data: [] }),
    });
    renderApp(<AdminDisputeQueue notify={vi.fn()} />);

    expect(await screen.findByText("Admins only")).toBeTruthy();
    fails = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No open disputes")).toBeTruthy();
  });

  it("loads the rest of a long queue a page at a time, oldest first", async () => {
    const newer: Dispute = { ...open, id: "d-2", contractId: "c-2", contractTitle: "Vendor audit" };
    stubApi({
      [`GET ${queuePath}`]: () => jsonResponse({ data: [open], nextCursor: "page-2" }),
      [`GET ${queuePath}&cursor=page-2`]: () => jsonResponse({ data: [newer], nextCursor: null }),
    });
    renderApp(<AdminDisputeQueue notify={vi.fn()} />);

    expect(await screen.findByRole("link", { name: "Quarter-end close report" })).toBeTruthy();
    const heading = screen.getByRole("heading", { name: /^Disputes awaiting resolution/ });
    // One loaded, and more to load.
    expect(heading.textContent).toBe("Disputes awaiting resolution1+");
    fireEvent.click(screen.getByRole("button", { name: "Load more disputes" }));

    expect(await screen.findByRole("link", { name: "Vendor audit" })).toBeTruthy();
    const titles = screen.getAllByRole("listitem").map((row) => within(row).getByRole("link").textContent);
    expect(titles).toEqual(["Quarter-end close report", "Vendor audit"]);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Load more disputes" })).toBeNull());
    expect(heading.textContent).toBe("Disputes awaiting resolution2");
  });

  it("previews the split exactly, requires a note, resolves with an idempotency key and refreshes the queue", async () => {
    const fetchMock = stubQueue();
    const notify = vi.fn();
    renderApp(<AdminDisputeQueue notify={notify} />);

    fireEvent.click(await screen.findByRole("button", { name: "Resolve the dispute on Quarter-end close report" }));
    const dialog = await screen.findByRole("dialog");
    // An even split to start with.
    expect(within(dialog).getByText("To the agent's owner (50 %)")).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText("Agent's share"), { target: { value: "37.5" } });
    expect(within(dialog).getByText("To the agent's owner (37.5 %)")).toBeTruthy();
    expect(within(dialog).getByText("$45.00")).toBeTruthy();
    expect(within(dialog).getByText("−$0.045")).toBeTruthy();
    expect(within(dialog).getByText("$44.955")).toBeTruthy();
    expect(within(dialog).getByText("$75.00")).toBeTruthy();

    fireEvent.click(within(dialog).getByRole("button", { name: "Resolve and pay out" }));
    expect(await within(dialog).findByText("Explain the decision: both parties will read it.")).toBeTruthy();
    expect(callsTo(fetchMock, "POST", resolvePath)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText("Note to both parties"), {
      target: { value: "  Three of five accounts were reconciled.  " },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Resolve and pay out" }));

    await waitFor(() => expect(notify).toHaveBeenCalledOnce());
    expect(notify.mock.calls[0]?.[0]).toMatchObject({
      tone: "success",
      text: "Dispute resolved: $45.00 to the agent's owner, $75.00 back to the client",
    });
    const [post] = callsTo(fetchMock, "POST", resolvePath);
    if (!post) throw new Error("no resolve request");
    expect(JSON.parse(String(post.body))).toEqual({
      agentShareBps: 3750,
      note: "Three of five accounts were reconciled.",
    });
    expect((post.headers as Record<string, string>)["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText("No open disputes")).toBeTruthy();
    expect(callsTo(fetchMock, "GET", queuePath).length).toBeGreaterThanOrEqual(2);
  });

  it("refuses a share outside 0–100 % before sending anything", async () => {
    const fetchMock = stubQueue();
    renderApp(<AdminDisputeQueue notify={vi.fn()} />);
    fireEvent.click(await screen.findByRole("button", { name: "Resolve the dispute on Quarter-end close report" }));
    const dialog = await screen.findByRole("dialog");

    fireEvent.change(within(dialog).getByLabelText("Agent's share"), { target: { value: "120" } });
    fireEvent.change(within(dialog).getByLabelText("Note to both parties"), { target: { value: "Too much." } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Resolve and pay out" }));

    expect(await within(dialog).findByText("Enter a share from 0 to 100 %, with at most two decimals.")).toBeTruthy();
    expect(callsTo(fetchMock, "POST", resolvePath)).toHaveLength(0);
  });
});
