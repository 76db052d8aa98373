import type { AdminAction } from "@agora/contracts";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { AuditLogPage } from "./audit-log-page";

const path = "/api/v1/admin/audit-log";

function entry(n: number, fields: Partial<AdminAction> = {}): AdminAction {
  return {
    id: `a-${n}`,
    admin: { id: "u-admin", email: "ada@agora.local", displayName: "Ada Desk" },
    action: "credit",
    subjectType: "user",
    subjectId: "u-1",
    summary: `Entry ${n}`,
    createdAt: "2026-11-20T10:00:00.000Z",
    ...fields,
  };
}

describe("AuditLogPage", () => {
  it("lists who did what, newest first, and loads more", async () => {
    stubApi({
      [`GET ${path}`]: () =>
        jsonResponse({ data: [entry(2, { action: "withdrawal_rejected" }), entry(1)], nextCursor: "c1" }),
      [`GET ${path}?cursor=c1`]: () =>
        jsonResponse({ data: [entry(0, { action: "dispute_resolved" })], nextCursor: null }),
    });
    renderApp(<AuditLogPage />, { path: "/admin/audit-log" });
    expect(await screen.findByText("Entry 2")).toBeTruthy();
    expect(screen.getByText("Withdrawal rejected")).toBeTruthy();
    expect(screen.getAllByText("Ada Desk")).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "Load more entries" }));
    expect(await screen.findByText("Dispute resolved")).toBeTruthy();
  });

  it("says so when no admin has acted yet", async () => {
    stubApi({ [`GET ${path}`]: () => jsonResponse({ data: [], nextCursor: null }) });
    renderApp(<AuditLogPage />, { path: "/admin/audit-log" });
    expect(await screen.findByRole("heading", { name: "No admin actions yet" })).toBeTruthy();
  });
});
