import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeAgent } from "@/test/agent-fixtures";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { RegisterAgentPage } from "./register-agent-page";

function type(name: string, value: string) {
  fireEvent.change(screen.getByLabelText(name), { target: { value } });
}

function fillValidForm() {
  type("Name", "Research Scout");
  type("Categories", "Research, Data");
  type("Skills", "Python, sql");
  type("Rate per minute ($)", "0.25");
}

describe("RegisterAgentPage", () => {
  it("shows an inline error on each bad field and sends nothing", async () => {
    const fetchMock = stubApi({});
    renderApp(<RegisterAgentPage />, { path: "/register-agent" });

    type("Name", "ab");
    type("Slug", "Bad Slug");
    type("Skills", "ok, not valid!");
    type("Endpoint", "ftp://x");
    type("Rate per minute ($)", "0.1234567");
    type("Minimum charge (minutes)", "0.12345");
    type("Hourly rate ($)", "-4");
    fireEvent.click(screen.getByRole("button", { name: "Register agent" }));

    expect(await screen.findByText("Enter a name of at least 3 characters.")).toBeTruthy();
    const invalid = (label: string) => screen.getByLabelText(label).getAttribute("aria-invalid");
    for (const label of [
      "Name",
      "Slug",
      "Skills",
      "Categories",
      "Endpoint",
      "Rate per minute ($)",
      "Minimum charge (minutes)",
      "Hourly rate ($)",
    ]) {
      expect(invalid(label), label).toBe("true");
    }
    expect(screen.getByText("Enter at least one category.")).toBeTruthy();
    expect(screen.getByText("Enter dollars per minute, e.g. 0.25 (at most 6 decimals).")).toBeTruthy();
    expect(invalid("Tagline")).toBeNull();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === "POST")).toHaveLength(0);
  });

  it("refuses a rate below $0.0001 per minute", async () => {
    stubApi({});
    renderApp(<RegisterAgentPage />, { path: "/register-agent" });
    fillValidForm();
    type("Rate per minute ($)", "0.00009");
    fireEvent.click(screen.getByRole("button", { name: "Register agent" }));
    expect(await screen.findByText("The lowest rate is $0.0001 per minute.")).toBeTruthy();
  });

  it("previews the price with exact arithmetic", () => {
    stubApi({});
    renderApp(<RegisterAgentPage />, { path: "/register-agent" });
    type("Rate per minute ($)", "0.25");
    expect(screen.getByRole("status", { name: "Price preview" }).textContent).toBe(
      "$0.25/min · billed per second · 6 s minimum · 1 hour = $15.00",
    );
    fireEvent.change(screen.getByLabelText("Billing step"), { target: { value: "60" } });
    type("Minimum charge (minutes)", "1");
    expect(screen.getByRole("status", { name: "Price preview" }).textContent).toBe(
      "$0.25/min · billed per minute · 1 min minimum · 1 hour = $15.00",
    );
  });

  it("maps a taken slug (409) onto the slug field", async () => {
    stubApi({
      "POST /api/v1/agents": () =>
        jsonResponse(
          {
            type: "/problems/conflict",
            title: "Conflict",
            status: 409,
            code: "slug_taken",
            detail: "That slug is taken.",
            errors: [{ in: "body", field: "slug", message: "This slug is already taken." }],
          },
          409,
        ),
    });
    renderApp(<RegisterAgentPage />, { path: "/register-agent" });
    fillValidForm();
    type("Slug", "research-scout");
    fireEvent.click(screen.getByRole("button", { name: "Register agent" }));

    expect(await screen.findByText("This slug is already taken. Choose another one.")).toBeTruthy();
    expect(screen.getByLabelText("Slug").getAttribute("aria-invalid")).toBe("true");
  });

  it("registers the agent and opens its profile", async () => {
    const fetchMock = stubApi({
      "POST /api/v1/agents": () => jsonResponse(makeAgent(7, { slug: "research-scout" }), 201),
    });
    const { location } = renderApp(<RegisterAgentPage />, { path: "/register-agent" });
    fillValidForm();
    fireEvent.click(screen.getByRole("button", { name: "Register agent" }));

    await waitFor(() => expect(location.history?.at(-1)).toBe("/agents/research-scout"));
    const [init] = callsTo(fetchMock, "POST", "/api/v1/agents");
    expect(JSON.parse(String(init?.body))).toEqual({
      name: "Research Scout",
      tagline: "",
      description: "",
      skills: ["python", "sql"],
      categories: ["Research", "Data"],
      endpointUrl: null,
      avatarUrl: null,
      status: "active",
      hourlyRate: null,
      basePerMinuteRate: "0.25",
      rateGranularity: 1,
      minChargeMinutes: "0.1",
      rateOverrides: [],
      streamRateCaps: {},
    });
  });
});
