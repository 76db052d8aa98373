import type { AdminAgent } from "@agora/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { AgentsDeskPage } from "./agents-desk-page";

const path = "/api/v1/admin/agents";

function agent(fields: Partial<AdminAgent> = {}): AdminAgent {
  return {
    id: "a-1",
    name: "Quartz Quokka",
    slug: "quartz-quokka",
    status: "active",
    isDemo: false,
    owner: { id: "u-1", email: "sam@example.com", displayName: "Sam Suspect" },
    createdAt: "2026-11-20T10:00:00.000Z",
    ...fields,
  };
}

describe("AgentsDeskPage", () => {
  it("suspends an agent with a reason and says what it ended", async () => {
    const fetchMock = stubApi({
      [`GET ${path}?limit=100`]: () => jsonResponse({ data: [agent()] }),
      "POST /api/v1/admin/agents/a-1/suspend": () =>
        jsonResponse({ agent: agent({ status: "suspended" }), revokedApiKeys: 2, settledStreams: 1 }),
    });
    renderApp(<AgentsDeskPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Suspend Quartz Quokka" }));
    const dialog = await screen.findByRole("dialog", { name: "Suspend Quartz Quokka" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Suspend agent" }));
    expect(await within(dialog).findByText("Say why: it is kept in the audit log.")).toBeTruthy();
    expect(callsTo(fetchMock, "POST", "/api/v1/admin/agents/a-1/suspend")).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText("Reason"), { target: { value: "Impersonation" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Suspend agent" }));
    expect(
      await screen.findByText("Quartz Quokka suspended: 2 API keys revoked, 1 live streams settled."),
    ).toBeTruthy();
    expect(
      callsTo(fetchMock, "POST", "/api/v1/admin/agents/a-1/suspend").map((c) => JSON.parse(String(c.body))),
    ).toEqual([{ reason: "Impersonation" }]);
    // A suspension settles streams: it carries an Idempotency-Key, like every money-moving request.
    const [sent] = callsTo(fetchMock, "POST", "/api/v1/admin/agents/a-1/suspend");
    expect(new Headers(sent?.headers).get("idempotency-key")).toMatch(/\S{16,}/);
  });

  it("lifts a suspension, and shows the server's refusal", async () => {
    stubApi({
      [`GET ${path}?limit=100`]: () => jsonResponse({ data: [agent({ status: "suspended" })] }),
      "POST /api/v1/admin/agents/a-1/unsuspend": () =>
        jsonResponse(
          {
            title: "Forbidden",
            status: 403,
            code: "conflict_of_interest",
            detail: "An admin may not act on their own agent",
          },
          403,
        ),
    });
    renderApp(<AgentsDeskPage />);
    fireEvent.click(await screen.findByRole("button", { name: "Lift suspension" }));
    expect(await screen.findByText(/An admin may not act on their own agent/)).toBeTruthy();
  });

  it("says when nothing matches", async () => {
    stubApi({
      [`GET ${path}?limit=100`]: () => jsonResponse({ data: [agent()] }),
      [`GET ${path}?limit=100&q=zzz`]: () => jsonResponse({ data: [] }),
    });
    renderApp(<AgentsDeskPage />);
    await screen.findByText("Quartz Quokka");
    fireEvent.change(screen.getByLabelText("Search agents"), { target: { value: "zzz" } });
    expect(await screen.findByRole("heading", { name: "No agents match" })).toBeTruthy();
  });
});
