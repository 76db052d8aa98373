import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { LedgerCheckPage } from "./ledger-check-page";

const path = "/api/v1/admin/ledger/check";

describe("LedgerCheckPage", () => {
  it("runs the check only when asked, and shows a balanced ledger", async () => {
    const fetchMock = stubApi({
      [`GET ${path}`]: () => jsonResponse({ ok: true, accounts: 42, sum: "0.00", negative: [], mismatched: [] }),
    });
    renderApp(<LedgerCheckPage />, { path: "/admin/ledger" });
    expect(screen.getByText("No check has run in this tab yet.")).toBeTruthy();
    expect(callsTo(fetchMock, "GET", path)).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "Run the check" }));
    expect(await screen.findByText("The books balance: 42 accounts, all consistent.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Run the check again" })).toBeTruthy();
  });

  it("alerts on an inconsistent ledger and lists the accounts", async () => {
    stubApi({
      [`GET ${path}`]: () =>
        jsonResponse({
          ok: false,
          accounts: 3,
          sum: "1.00",
          negative: [{ accountId: "a-1", kind: "user", balance: "-1.00" }],
          mismatched: [{ accountId: "a-2", posted: "5.00", replayed: "4.00" }],
        }),
    });
    renderApp(<LedgerCheckPage />, { path: "/admin/ledger" });
    fireEvent.click(screen.getByRole("button", { name: "Run the check" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/The ledger is inconsistent/);
    expect(screen.getByText("user a-1: −$1.00")).toBeTruthy();
    expect(screen.getByText("a-2: posted $5.00, replayed $4.00")).toBeTruthy();
  });
});
