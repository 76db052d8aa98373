import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { redirectTo } from "@/lib/browser";
import { jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { DeleteAccountSection } from "./delete-account-section";

vi.mock("@/lib/browser", () => ({ redirectTo: vi.fn(), reloadPage: vi.fn() }));
afterEach(() => vi.mocked(redirectTo).mockClear());

const erasurePath = "POST /api/v1/users/me/erasure";

async function openDialog() {
  renderApp(<DeleteAccountSection email="ada@example.com" />, { path: "/settings" });
  const region = within(await screen.findByRole("region", { name: "Delete account" }));
  fireEvent.click(region.getByRole("button", { name: "Delete account…" }));
  const dialog = within(await screen.findByRole("alertdialog", { name: "Delete your account?" }));
  const confirm = dialog.getByRole("button", { name: "Delete my account" }) as HTMLButtonElement;
  return { dialog, confirm, input: dialog.getByLabelText("Your email") };
}

describe("DeleteAccountSection", () => {
  it("asks for the email before deleting, then signs out to the landing page", async () => {
    const sent: unknown[] = [];
    stubApi({
      [erasurePath]: ({ body }) => {
        sent.push(body);
        return jsonResponse({
          erasedAt: "2026-11-29T15:00:00.000Z",
          endedSessions: 1,
          revokedApiKeys: 0,
          pausedAgents: 0,
        });
      },
    });
    const { confirm, input } = await openDialog();
    expect(confirm.disabled).toBe(true);
    fireEvent.change(input, { target: { value: "ada@example.org" } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(input, { target: { value: "ADA@example.com" } });
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);
    await vi.waitFor(() => expect(redirectTo).toHaveBeenCalledWith("/"));
    expect(sent).toEqual([{ confirm: "ADA@example.com" }]);
  });

  it("shows every reason a refusal gives and stays open, deleting nothing", async () => {
    stubApi({
      [erasurePath]: () =>
        jsonResponse(
          {
            type: "/problems/erasure_blocked",
            title: "Conflict",
            status: 409,
            code: "erasure_blocked",
            detail: "The account cannot be deleted yet",
            blockers: [
              { kind: "open_contracts", detail: "1 contract is still open (1 active)" },
              { kind: "available_balance", detail: "$12.50 is still in your wallet: withdraw it first" },
            ],
          },
          409,
        ),
    });
    const { dialog, confirm, input } = await openDialog();
    fireEvent.change(input, { target: { value: "ada@example.com" } });
    fireEvent.click(confirm);
    const alert = await dialog.findByRole("alert");
    expect(alert.textContent).toContain("Your account cannot be deleted yet");
    expect(alert.textContent).toContain("1 contract is still open (1 active)");
    expect(alert.textContent).toContain("$12.50 is still in your wallet: withdraw it first");
    expect(screen.getByRole("alertdialog")).toBeTruthy();
    expect(redirectTo).not.toHaveBeenCalled();
  });
});
