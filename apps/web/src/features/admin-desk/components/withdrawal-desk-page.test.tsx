import type { AdminWithdrawal } from "@agora/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { WithdrawalDeskPage } from "./withdrawal-desk-page";

const desk = "/api/v1/admin/withdrawals";
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function withdrawal(n: number, fields: Partial<AdminWithdrawal> = {}): AdminWithdrawal {
  return {
    id: `w-${n}`,
    amount: `${n}0.00`,
    destination: `Bank ****000${n}`,
    status: "requested",
    createdAt: "2026-11-20T10:00:00.000Z",
    decidedAt: null,
    rejectReason: null,
    user: { id: `u-${n}`, email: `payee${n}@example.com`, displayName: `Payee ${n}` },
    ...fields,
  };
}

describe("WithdrawalDeskPage", () => {
  it("marks the oldest request paid after confirming, and it leaves the queue", async () => {
    let queue = [withdrawal(1), withdrawal(2)];
    const fetchMock = stubApi({
      [`GET ${desk}?status=requested`]: () => jsonResponse({ data: queue, nextCursor: null }),
      [`POST ${desk}/w-1/paid`]: () => {
        queue = queue.slice(1);
        return jsonResponse({ ...withdrawal(1), status: "paid", decidedAt: "2026-11-21T10:00:00.000Z" });
      },
    });
    renderApp(<WithdrawalDeskPage />, { path: "/admin/withdrawals" });

    const first = (await screen.findByText("to Bank ****0001")).closest("li") as HTMLElement;
    expect(within(first).getByText("$10.00")).toBeTruthy();
    expect(within(first).getByText("for Payee 1 (payee1@example.com)")).toBeTruthy();
    fireEvent.click(within(first).getByRole("button", { name: "Mark paid" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Mark $10.00 paid" }));
    expect(dialog.getByText(/has been sent to Bank \*\*\*\*0001 for Payee 1/)).toBeTruthy();
    fireEvent.click(dialog.getByRole("button", { name: "Mark paid" }));

    expect(await screen.findByText("$10.00 to Payee 1 marked paid.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByText("to Bank ****0001")).toBeNull());
    const [post] = callsTo(fetchMock, "POST", `${desk}/w-1/paid`);
    expect(new Headers(post?.headers).get("Idempotency-Key")).toMatch(uuid);
  });

  it("rejects only with a reason, and sends it", async () => {
    const fetchMock = stubApi({
      [`GET ${desk}?status=requested`]: () => jsonResponse({ data: [withdrawal(3)], nextCursor: null }),
      [`POST ${desk}/w-3/rejected`]: ({ body }) =>
        jsonResponse({ ...withdrawal(3), status: "rejected", rejectReason: (body as { reason: string }).reason }),
    });
    renderApp(<WithdrawalDeskPage />, { path: "/admin/withdrawals" });

    fireEvent.click(await screen.findByRole("button", { name: "Reject" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Reject $30.00" }));
    fireEvent.click(dialog.getByRole("button", { name: "Reject withdrawal" }));
    expect(await dialog.findByText(/Tell the user why/)).toBeTruthy();
    expect(callsTo(fetchMock, "POST", `${desk}/w-3/rejected`)).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText("Reason for rejecting"), { target: { value: "Not your account" } });
    fireEvent.click(dialog.getByRole("button", { name: "Reject withdrawal" }));
    expect(await screen.findByText("$30.00 rejected and returned to Payee 3.")).toBeTruthy();
    const [post] = callsTo(fetchMock, "POST", `${desk}/w-3/rejected`);
    expect(JSON.parse(String(post?.body))).toEqual({ reason: "Not your account" });
  });

  it("keeps the dialog open with the server's word when another admin decided first", async () => {
    stubApi({
      [`GET ${desk}?status=requested`]: () => jsonResponse({ data: [withdrawal(4)], nextCursor: null }),
      [`POST ${desk}/w-4/paid`]: () =>
        jsonResponse(
          { title: "Conflict", status: 409, code: "invalid_state", detail: "The withdrawal is already paid" },
          409,
        ),
    });
    renderApp(<WithdrawalDeskPage />, { path: "/admin/withdrawals" });

    fireEvent.click(await screen.findByRole("button", { name: "Mark paid" }));
    const dialog = within(await screen.findByRole("dialog"));
    fireEvent.click(dialog.getByRole("button", { name: "Mark paid" }));
    expect(await dialog.findByText("The withdrawal is already paid")).toBeTruthy();
  });

  it("shows decided withdrawals with their reason, an empty queue, and a retry on failure", async () => {
    let isDown = true;
    stubApi({
      [`GET ${desk}?status=requested`]: () =>
        isDown
          ? jsonResponse({ title: "Server error", status: 500, code: "internal" }, 500)
          : jsonResponse({ data: [], nextCursor: null }),
      [`GET ${desk}?status=rejected`]: () =>
        jsonResponse({
          data: [
            withdrawal(5, { status: "rejected", decidedAt: "2026-11-21T10:00:00.000Z", rejectReason: "Wrong IBAN" }),
          ],
          nextCursor: null,
        }),
    });
    renderApp(<WithdrawalDeskPage />, { path: "/admin/withdrawals" });

    expect(await screen.findByText("Couldn't load the withdrawals")).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(/No withdrawal is waiting/)).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole("tab", { name: "Rejected" }));
    expect(await screen.findByText("Reason: Wrong IBAN")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Mark paid" })).toBeNull();
  });
});
