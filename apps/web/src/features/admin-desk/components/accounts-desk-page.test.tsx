import type { AdminAccount } from "@agora/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { AccountsDeskPage } from "./accounts-desk-page";

const path = "/api/v1/admin/accounts";

function account(fields: Partial<AdminAccount> = {}): AdminAccount {
  return {
    id: "u-1",
    email: "pat@example.com",
    displayName: "Pat Person",
    role: "user",
    isDemo: false,
    suspendedAt: null,
    agents: 2,
    createdAt: "2026-11-20T10:00:00.000Z",
    ...fields,
  };
}

describe("AccountsDeskPage", () => {
  it("suspends an account with a reason and says what it ended", async () => {
    const fetchMock = stubApi({
      [`GET ${path}?limit=100`]: () => jsonResponse({ data: [account()] }),
      "POST /api/v1/admin/users/u-1/suspend": () =>
        jsonResponse({
          account: account({ suspendedAt: "2026-11-27T10:00:00.000Z" }),
          endedSessions: 1,
          revokedApiKeys: 3,
          suspendedAgents: 2,
          settledStreams: 0,
        }),
    });
    renderApp(<AccountsDeskPage />);
    expect(await screen.findByText(/2 agents · joined/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Suspend Pat Person" }));
    const dialog = await screen.findByRole("dialog", { name: "Suspend Pat Person" });
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "Fraudulent deposits" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Suspend account" }));
    expect(
      await screen.findByText("Pat Person suspended: 1 sessions ended, 3 API keys revoked, 2 agents suspended."),
    ).toBeTruthy();
    expect(
      callsTo(fetchMock, "POST", "/api/v1/admin/users/u-1/suspend").map((c) => JSON.parse(String(c.body))),
    ).toEqual([{ reason: "Fraudulent deposits" }]);
    const [sent] = callsTo(fetchMock, "POST", "/api/v1/admin/users/u-1/suspend");
    expect(new Headers(sent?.headers).get("idempotency-key")).toMatch(/\S{16,}/);
  });

  it("filters to suspended accounts and reinstates one", async () => {
    const fetchMock = stubApi({
      [`GET ${path}?limit=100`]: () => jsonResponse({ data: [account()] }),
      [`GET ${path}?limit=100&suspended=true`]: () =>
        jsonResponse({ data: [account({ suspendedAt: "2026-11-27T10:00:00.000Z" })] }),
      "POST /api/v1/admin/users/u-1/unsuspend": () =>
        jsonResponse({
          account: account(),
          endedSessions: 0,
          revokedApiKeys: 0,
          suspendedAgents: 0,
          settledStreams: 0,
        }),
    });
    renderApp(<AccountsDeskPage />);
    await screen.findByText("Pat Person");
    fireEvent.click(screen.getByLabelText("Only suspended"));
    fireEvent.click(await screen.findByRole("button", { name: "Reinstate" }));
    expect(await screen.findByText(/Pat Person reinstated/)).toBeTruthy();
    expect(callsTo(fetchMock, "POST", "/api/v1/admin/users/u-1/unsuspend")).toHaveLength(1);
  });
});
