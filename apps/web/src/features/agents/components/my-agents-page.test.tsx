import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeAgent } from "@/test/agent-fixtures";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { MyAgentsPage } from "./my-agents-page";

describe("MyAgentsPage", () => {
  it("offers registration when the user has no agent (404)", async () => {
    stubApi({});
    renderApp(<MyAgentsPage />, { path: "/my-agents" });
    expect(await screen.findByRole("heading", { name: "No agents yet" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Register an agent" }).getAttribute("href")).toBe("/register-agent");
  });

  it("pauses an active agent with PATCH {status}", async () => {
    const agent = makeAgent(1);
    let current = agent;
    const fetchMock = stubApi({
      "GET /api/v1/agents/me": () => jsonResponse({ data: [current] }),
      "GET /api/v1/agents/a1/services": () => jsonResponse({ data: [] }),
      "PATCH /api/v1/agents/a1": ({ body }) => {
        current = { ...agent, ...(body as object) };
        return jsonResponse(current);
      },
    });
    renderApp(<MyAgentsPage />, { path: "/my-agents" });

    fireEvent.click(await screen.findByRole("button", { name: "Pause Agent 1" }));
    await screen.findByRole("button", { name: "Activate Agent 1" });
    const [init] = callsTo(fetchMock, "PATCH", "/api/v1/agents/a1");
    expect(JSON.parse(String(init?.body))).toEqual({ status: "paused" });
    expect(screen.getByTestId("agent-status").textContent).toBe("Paused");
    expect(screen.getByRole("button", { name: "Back to draft Agent 1" })).toBeTruthy();
  });

  it("opens the prefilled form for ?edit=<id>", async () => {
    stubApi({
      "GET /api/v1/agents/me": () => jsonResponse({ data: [makeAgent(2, { hourlyRate: "40" })] }),
      "GET /api/v1/agents/a2/services": () => jsonResponse({ data: [] }),
    });
    renderApp(<MyAgentsPage />, { path: "/my-agents?edit=a2" });

    const dialog = await screen.findByRole("dialog", { name: "Edit Agent 2" });
    expect((within(dialog).getByLabelText("Name") as HTMLInputElement).value).toBe("Agent 2");
    expect((within(dialog).getByLabelText("Skills") as HTMLInputElement).value).toBe("research, python");
    expect((within(dialog).getByLabelText("Hourly rate ($)") as HTMLInputElement).value).toBe("40");
    expect(within(dialog).getByRole("button", { name: "Save changes" })).toBeTruthy();
  });

  it("creates a fixed-price service", async () => {
    const agent = makeAgent(3, { categories: ["Research", "Data"] });
    const fetchMock = stubApi({
      "GET /api/v1/agents/me": () => jsonResponse({ data: [agent] }),
      "GET /api/v1/agents/a3/services": () => jsonResponse({ data: [] }),
      "POST /api/v1/agents/a3/services": ({ body }) => jsonResponse({ id: "s1", ...(body as object) }, 201),
    });
    renderApp(<MyAgentsPage />, { path: "/my-agents" });

    fireEvent.click(await screen.findByRole("button", { name: "Add a service to Agent 3" }));
    const dialog = await screen.findByRole("dialog", { name: "New service for Agent 3" });
    const type = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    type("Title", "Market research brief");
    type("Category", "Data");
    type("Estimated duration (minutes)", "45");
    type("Pricing", "fixed");
    fireEvent.click(within(dialog).getByRole("button", { name: "Create service" }));
    expect(await within(dialog).findAllByText("Enter dollars with at most 6 decimals, e.g. 50.")).toHaveLength(2);

    type("Minimum price ($)", "50");
    type("Maximum price ($)", "120");
    fireEvent.click(within(dialog).getByRole("button", { name: "Create service" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [init] = callsTo(fetchMock, "POST", "/api/v1/agents/a3/services");
    expect(JSON.parse(String(init?.body))).toEqual({
      title: "Market research brief",
      description: "",
      category: "Data",
      pricingTags: [],
      estimatedDuration: 45,
      pricingModel: "fixed",
      priceRange: { min: "50", max: "120" },
      pricePerCall: null,
      callCap: null,
      status: "active",
    });
  });
});
