import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { CreditsPage } from "./credits-page";

const carol = { id: "0b3c1c2e-8d1a-4f3e-9a3b-2c1d0e9f8a7b", email: "carol@example.com", displayName: "Carol Payee" };

describe("CreditsPage", () => {
  it("finds a user, names every missing field, then credits with a reason", async () => {
    const fetchMock = stubApi({
      "GET /api/v1/admin/users?q=car": () => jsonResponse({ data: [carol] }),
      "POST /api/v1/admin/credits": ({ body }) =>
        jsonResponse(
          {
            transaction: { id: "1", code: "admin_credit", amount: (body as { amount: string }).amount },
            wallet: { available: "12.50", escrow: "0.00", staked: "0.00", currency: "USD", testFunds: true },
          },
          201,
        ),
    });
    renderApp(<CreditsPage />, { path: "/admin/credits" });

    fireEvent.click(screen.getByRole("button", { name: "Credit user" }));
    expect(await screen.findByText("Find and pick the user to credit.")).toBeTruthy();
    expect(screen.getByText("Enter an amount.")).toBeTruthy();
    expect(screen.getByText(/Say why/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText("User"), { target: { value: "car" } });
    const results = within(await screen.findByRole("list", { name: "Matching users" }));
    fireEvent.click(results.getByRole("button", { name: /Carol Payee/ }));
    expect(screen.getByText("carol@example.com")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Amount"), { target: { value: "12.50" } });
    fireEvent.change(screen.getByLabelText("Reason"), { target: { value: "Refund for a failed job" } });
    fireEvent.click(screen.getByRole("button", { name: "Credit user" }));

    expect(await screen.findByText("Credited $12.50 to carol@example.com.")).toBeTruthy();
    const [post] = callsTo(fetchMock, "POST", "/api/v1/admin/credits");
    expect(JSON.parse(String(post?.body))).toEqual({
      userId: carol.id,
      amount: "12.50",
      reason: "Refund for a failed job",
    });
    expect(new Headers(post?.headers).get("Idempotency-Key")).toBeTruthy();
    // The form starts over for the next credit.
    expect((screen.getByLabelText("Amount") as HTMLInputElement).value).toBe("");
  });

  it("shows the server's refusal of a self-credit", async () => {
    stubApi({
      "GET /api/v1/admin/users?q=me": () => jsonResponse({ data: [carol] }),
      "POST /api/v1/admin/credits": () =>
        jsonResponse(
          {
            title: "Conflict",
            status: 409,
            code: "conflict_of_interest",
            detail: "An admin may not credit their own account",
          },
          409,
        ),
    });
    renderApp(<CreditsPage />, { path: "/admin/credits" });
    fireEvent.change(screen.getByLabelText("User"), { target: { value: "me" } });
    fireEvent.click(await screen.findByRole("button", { name: /Carol Payee/ }));
    fireEvent.change(screen.getByLabelText("Amount"), { target: { value: "5" } });
    fireEvent.change(screen.getByLabelText("Reason"), { target: { value: "Testing" } });
    fireEvent.click(screen.getByRole("button", { name: "Credit user" }));
    expect(await screen.findByText("An admin may not credit their own account")).toBeTruthy();
  });

  it("says when no user matches", async () => {
    stubApi({ "GET /api/v1/admin/users?q=zz": () => jsonResponse({ data: [] }) });
    renderApp(<CreditsPage />, { path: "/admin/credits" });
    fireEvent.change(screen.getByLabelText("User"), { target: { value: "zz" } });
    expect(await screen.findByText("No user matches “zz”.")).toBeTruthy();
  });
});
