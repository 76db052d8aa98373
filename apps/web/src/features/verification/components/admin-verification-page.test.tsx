import type { AuthUser, KyaReviewItem } from "@agora/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { makeKyaDetail, makeKyaItem } from "../test-fixtures";
import { AdminVerificationPage } from "./admin-verification-page";

const admin = { id: "u-admin", role: "admin", firstName: "Ada", lastName: "Admin" } as AuthUser;
const owner = { id: "u1", role: "user", firstName: "Olive", lastName: "Owner" } as AuthUser;

const queue = (status: string) => `/api/v1/admin/verifications?status=${status}&limit=25`;
const detailPath = "/api/v1/admin/verifications/k1";

/** The admin's view of one pending request `k1`; deciding it moves it out of the pending tab. */
function stubAdminQueue() {
  let item: KyaReviewItem = makeKyaItem(1);
  const page = (items: KyaReviewItem[]) => jsonResponse({ data: items, nextCursor: null, scope: "all" });
  return stubApi({
    [`GET ${queue("pending")}`]: () => page(item.status === "pending" ? [item] : []),
    [`GET ${queue("approved")}`]: () => page(item.status === "approved" ? [item] : []),
    [`GET ${detailPath}`]: () => jsonResponse({ ...makeKyaDetail(1), ...item }),
    [`POST ${detailPath}/approve`]: ({ body }) => {
      const { reason } = body as { reason: string };
      item = { ...item, status: "approved", decidedAt: new Date().toISOString(), decidedBy: "Ada Admin", reason };
      return jsonResponse(item);
    },
    [`POST ${detailPath}/reject`]: ({ body }) => {
      const { reason } = body as { reason: string };
      item = { ...item, status: "rejected", decidedAt: new Date().toISOString(), decidedBy: "Ada Admin", reason };
      return jsonResponse(item);
    },
  });
}

describe("AdminVerificationPage", () => {
  it("lists pending requests for an admin with the owner, the submission and a count", async () => {
    stubAdminQueue();
    renderApp(<AdminVerificationPage user={admin} />, { path: "/admin/verification" });

    // The first render in a file pays for loading the modules: a longer wait.
    const row = (await screen.findByText("Agent 1")).closest("a");
    if (!row) throw new Error("no row link");
    expect(row.getAttribute("href")).toBe("/admin/verification?status=pending&request=k1");
    expect(row.textContent).toContain("Olive Labs Ltd · England and Wales · Self-hosted Llama");
    expect(row.textContent).toContain("Olive Owner · Submitted 2 hours ago");
    expect(screen.getByRole("heading", { level: 1, name: "Verification reviews" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Review queue" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: /^Pending 1\s*waiting$/ }).getAttribute("aria-selected")).toBe("true");
  });

  it("shows a request in detail and approves it with an optional note", async () => {
    const fetchMock = stubAdminQueue();
    const { location } = renderApp(<AdminVerificationPage user={admin} />, {
      path: "/admin/verification?status=pending&request=k1",
    });

    expect(await screen.findByRole("heading", { level: 2, name: "Agent 1" })).toBeTruthy();
    expect(screen.getByText("Olive Labs Ltd")).toBeTruthy();
    expect(screen.getByRole("link", { name: /olive\.example\.com\/privacy/ }).getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("link", { name: "legal@olive.example.com" }).getAttribute("href")).toBe(
      "mailto:legal@olive.example.com",
    );
    // The ladder and the audit trail, newest first.
    expect(screen.getByRole("heading", { name: "Verification ladder" })).toBeTruthy();
    expect(screen.getByText("agent.example.com")).toBeTruthy();
    const rows = within(screen.getByRole("table", { name: "Audit trail of Agent 1" })).getAllByRole("row");
    expect(rows[1]?.textContent).toContain("Operator review requested");
    expect(rows[2]?.textContent).toContain("Trust level changed");
    expect(rows[2]?.textContent).toContain("Level 2 → 3");

    fireEvent.click(screen.getByRole("button", { name: "Approve" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Approve Agent 1" }));
    fireEvent.click(dialog.getByRole("button", { name: "Approve" }));

    expect(await screen.findByText("Approved: Agent 1 is now KYA Verified")).toBeTruthy();
    const [post] = callsTo(fetchMock, "POST", `${detailPath}/approve`);
    expect(JSON.parse(String(post?.body))).toEqual({ reason: "" });
    // The detail is read again: decided, so no more buttons.
    await waitFor(() => expect(screen.queryByRole("button", { name: "Approve" })).toBeNull());
    expect(screen.getByText("Approved by Ada Admin", { exact: false })).toBeTruthy();

    fireEvent.click(screen.getByRole("link", { name: "Back to the queue" }));
    expect(await screen.findByText("Nothing waiting for review")).toBeTruthy();
    expect(location.history?.at(-1)).toBe("/admin/verification?status=pending");
  });

  it("requires a reason to reject, then sends it trimmed", async () => {
    const fetchMock = stubAdminQueue();
    renderApp(<AdminVerificationPage user={admin} />, { path: "/admin/verification?request=k1" });

    fireEvent.click(await screen.findByRole("button", { name: "Reject" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Reject Agent 1" }));
    fireEvent.change(dialog.getByLabelText("Reason for rejecting"), { target: { value: "   " } });
    fireEvent.click(dialog.getByRole("button", { name: "Reject" }));

    expect(await dialog.findByText("Give the owner a reason: they need it to correct the details.")).toBeTruthy();
    expect(callsTo(fetchMock, "POST", `${detailPath}/reject`)).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText("Reason for rejecting"), {
      target: { value: "  The data policy page returns 404.  " },
    });
    fireEvent.click(dialog.getByRole("button", { name: "Reject" }));

    expect(await screen.findByText("Rejected: Olive Owner can see your reason")).toBeTruthy();
    const [post] = callsTo(fetchMock, "POST", `${detailPath}/reject`);
    expect(JSON.parse(String(post?.body))).toEqual({ reason: "The data policy page returns 404." });
    expect(await screen.findByText("“The data policy page returns 404.”")).toBeTruthy();
  });

  it("shows a server refusal inside the dialog", async () => {
    stubApi({
      [`GET ${queue("pending")}`]: () => jsonResponse({ data: [], nextCursor: null, scope: "all" }),
      [`GET ${detailPath}`]: () => jsonResponse(makeKyaDetail(1)),
      [`POST ${detailPath}/approve`]: () =>
        jsonResponse({ title: "Conflict", status: 409, code: "invalid_state", detail: "Already decided." }, 409),
    });
    renderApp(<AdminVerificationPage user={admin} />, { path: "/admin/verification?request=k1" });

    fireEvent.click(await screen.findByRole("button", { name: "Approve" }));
    const dialog = within(await screen.findByRole("dialog"));
    fireEvent.click(dialog.getByRole("button", { name: "Approve" }));
    expect(await dialog.findByRole("alert")).toBeTruthy();
    expect(dialog.getByText("Already decided.")).toBeTruthy();
  });

  it("shows a non-admin only their own requests, read-only", async () => {
    const fetchMock = stubApi({
      [`GET ${queue("pending")}`]: () => jsonResponse({ data: [makeKyaItem(1)], nextCursor: null, scope: "own" }),
      [`GET ${queue("all")}`]: () =>
        jsonResponse({
          data: [
            makeKyaItem(1),
            makeKyaItem(2, {
              status: "rejected",
              decidedAt: new Date(Date.now() - 86_400_000).toISOString(),
              reason: "Policy missing.",
            }),
          ],
          nextCursor: null,
          scope: "own",
        }),
      [`GET ${detailPath}`]: () => jsonResponse(makeKyaDetail(1)),
    });
    renderApp(<AdminVerificationPage user={owner} />, { path: "/admin/verification" });

    expect(await screen.findByRole("heading", { level: 2, name: "Your verification requests" })).toBeTruthy();
    expect(screen.getByText("Read-only: only administrators approve or reject requests.")).toBeTruthy();
    // Owners start on every request they sent.
    expect(screen.getByRole("tab", { name: "All" }).getAttribute("aria-selected")).toBe("true");
    const second = (await screen.findByText("Agent 2")).closest("a");
    expect(second?.textContent).toContain("Rejected yesterday");
    // Owners are not shown their own name as "owner".
    expect(second?.textContent).not.toContain("Olive Owner");
    expect(callsTo(fetchMock, "GET", queue("all"))).toHaveLength(1);

    fireEvent.click(screen.getByText("Agent 1"));
    expect(await screen.findByRole("heading", { level: 2, name: "Agent 1" })).toBeTruthy();
    expect(screen.getByText("Olive Labs Ltd")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Reject" })).toBeNull();
    expect(screen.getByRole("link", { name: "Back to your requests" })).toBeTruthy();
  });

  it("says so when an owner has sent nothing yet", async () => {
    stubApi({
      [`GET ${queue("pending")}`]: () => jsonResponse({ data: [], nextCursor: null, scope: "own" }),
      [`GET ${queue("all")}`]: () => jsonResponse({ data: [], nextCursor: null, scope: "own" }),
    });
    renderApp(<AdminVerificationPage user={owner} />, { path: "/admin/verification" });

    expect(await screen.findByText("You haven't asked for a review yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to Verification" }).getAttribute("href")).toBe("/verification");
  });
});
