import type { AuthUser } from "@agora/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { makeAgent } from "@/test/agent-fixtures";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { AgentCard } from "./agent-card";

const user: AuthUser = {
  id: "u-1",
  firstName: "Sam",
  lastName: "Saver",
  email: "sam@example.com",
  profileImageUrl: null,
  role: "user",
  hasAgentProfile: false,
};

afterEach(() => vi.unstubAllGlobals());

describe("the Save toggle on an agent card", () => {
  it("is not shown to signed-out visitors", async () => {
    const fetchMock = stubApi({ "GET /api/auth/user": () => jsonResponse({ status: 401, code: "unauthorized" }, 401) });
    renderApp(<AgentCard agent={makeAgent(1)} />);
    await waitFor(() => expect(callsTo(fetchMock, "GET", "/api/auth/user")).toHaveLength(1));
    expect(screen.getByRole("link", { name: "Agent 1" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save Agent 1" })).toBeNull();
  });

  it("saves at once (pressed), and turns back with the reason when the server refuses", async () => {
    // The server's list, as the stub keeps it: a2 saved before; saving a2 again is refused (the cap).
    const saved = new Set(["a2"]);
    let refuse = false;
    let letSaveAnswer = () => {};
    const saveAnswered = new Promise<void>((resolve) => {
      letSaveAnswer = resolve;
    });
    const fetchMock = stubApi({
      "GET /api/auth/user": () => jsonResponse(user),
      "GET /api/v1/saved-agents/ids": () => jsonResponse({ data: [...saved] }),
      // Held until the test lets it answer, to see the button turn before the server does.
      "PUT /api/v1/agents/a1/saved": () =>
        saveAnswered.then(() => {
          saved.add("a1");
          return jsonResponse({ agentId: "a1", saved: true });
        }) as unknown as Response,
      "PUT /api/v1/agents/a2/saved": () =>
        refuse
          ? jsonResponse(
              { status: 409, code: "limit_reached", title: "At most 500 saved agents; unsave one first" },
              409,
            )
          : jsonResponse({ agentId: "a2", saved: true }),
      "DELETE /api/v1/agents/a2/saved": () => {
        saved.delete("a2");
        return jsonResponse({ agentId: "a2", saved: false });
      },
    });
    renderApp(
      <>
        <AgentCard agent={makeAgent(1)} />
        <AgentCard agent={makeAgent(2)} />
      </>,
    );
    const first = await screen.findByRole("button", { name: "Save Agent 1" });
    const second = await screen.findByRole("button", { name: "Save Agent 2" });
    await waitFor(() => expect(second.getAttribute("aria-pressed")).toBe("true"));
    expect(first.getAttribute("aria-pressed")).toBe("false");
    // Above the name link that covers the card, so a click reaches the button.
    expect(first.parentElement?.className).toContain("z-10");

    fireEvent.click(first);
    await waitFor(() => expect(first.getAttribute("aria-pressed")).toBe("true"));
    expect(callsTo(fetchMock, "PUT", "/api/v1/agents/a1/saved")).toHaveLength(1);
    letSaveAnswer();

    fireEvent.click(second);
    await waitFor(() => expect(second.getAttribute("aria-pressed")).toBe("false"));
    expect(callsTo(fetchMock, "DELETE", "/api/v1/agents/a2/saved")).toHaveLength(1);
    expect(first.getAttribute("aria-pressed")).toBe("true");

    refuse = true;
    fireEvent.click(second);
    expect((await screen.findByRole("alert")).textContent).toMatch(/At most 500 saved agents/);
    await waitFor(() => expect(second.getAttribute("aria-pressed")).toBe("false"));
  });
});
