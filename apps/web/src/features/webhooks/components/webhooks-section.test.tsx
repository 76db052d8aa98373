import type { CreatedWebhook, WebhookDelivery, WebhookEndpoint } from "@agora/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { WebhooksSection } from "./webhooks-section";

const listPath = "/api/v1/webhooks";

const endpoint: WebhookEndpoint = {
  id: "3f1c2b8e-1d2a-4c3b-8e9f-0a1b2c3d4e5f",
  url: "https://example.com/agora/hooks",
  events: ["contract.funded"],
  description: "Order sync",
  status: "active",
  disabledReason: null,
  consecutiveFailures: 0,
  createdAt: "2026-11-20T10:00:00.000Z",
};

const disabled: WebhookEndpoint = {
  ...endpoint,
  id: "7a1c2b8e-1d2a-4c3b-8e9f-0a1b2c3d4e5f",
  url: "https://down.example.com/hooks",
  status: "disabled",
  disabledReason: "Disabled after 20 failed deliveries in a row since 2026-11-19T10:00:00.000Z",
  consecutiveFailures: 20,
};

const delivery: WebhookDelivery = {
  id: "9b1c2b8e-1d2a-4c3b-8e9f-0a1b2c3d4e5f",
  endpointId: disabled.id,
  eventId: "1c1c2b8e-1d2a-4c3b-8e9f-0a1b2c3d4e5f",
  eventType: "contract.funded",
  status: "failed",
  attempt: 20,
  nextAttemptAt: null,
  lastStatusCode: 503,
  lastError: "the endpoint answered HTTP 503",
  latencyMs: 42,
  deliveredAt: null,
  createdAt: "2026-11-19T10:00:00.000Z",
};

describe("WebhooksSection", () => {
  beforeEach(() => {
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText: vi.fn(async () => {}) } });
  });

  it("adds an endpoint with the chosen events and shows its secret once", async () => {
    let endpoints: WebhookEndpoint[] = [];
    const created: CreatedWebhook = { endpoint, secret: "whsec_only-shown-once" };
    const fetchMock = stubApi({
      [`GET ${listPath}`]: () => jsonResponse({ data: endpoints }),
      [`POST ${listPath}`]: () => {
        endpoints = [endpoint];
        return jsonResponse(created, 201);
      },
    });
    renderApp(<WebhooksSection />, { path: "/settings" });
    expect(await screen.findByText("No webhook endpoints yet")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Add endpoint" }));
    const dialog = within(screen.getByRole("dialog", { name: "Add webhook endpoint" }));
    fireEvent.click(dialog.getByRole("button", { name: "Add endpoint" }));
    expect(await dialog.findByText("Choose at least one event.")).toBeTruthy();
    expect(callsTo(fetchMock, "POST", listPath)).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText("Endpoint URL"), { target: { value: endpoint.url } });
    fireEvent.click(dialog.getByLabelText("contract.funded"));
    fireEvent.click(dialog.getByRole("button", { name: "Add endpoint" }));

    const secret = within(await screen.findByRole("dialog", { name: "Save your signing secret" }));
    expect(secret.getByTestId("webhook-secret").textContent).toBe(created.secret);
    const [post] = callsTo(fetchMock, "POST", listPath);
    expect(JSON.parse(String(post?.body))).toEqual({ url: endpoint.url, events: ["contract.funded"] });
    fireEvent.click(secret.getByRole("button", { name: "Copy secret" }));
    await waitFor(() => expect(navigator.clipboard.writeText).toHaveBeenCalledWith(created.secret));

    fireEvent.click(secret.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByText(endpoint.url)).toBeTruthy();
    expect(screen.queryByText(created.secret)).toBeNull();
  });

  it("shows why an endpoint was disabled, its deliveries, and resends one", async () => {
    const deliveriesPath = `${listPath}/${disabled.id}/deliveries`;
    const resendPath = `/api/v1/webhook-deliveries/${delivery.id}/resend`;
    const fetchMock = stubApi({
      [`GET ${listPath}`]: () => jsonResponse({ data: [disabled] }),
      [`GET ${deliveriesPath}`]: () => jsonResponse({ data: [delivery], nextCursor: null }),
      [`POST ${resendPath}`]: () => jsonResponse({ ...delivery, id: "new", status: "pending", attempt: 0 }, 201),
    });
    renderApp(<WebhooksSection />, { path: "/settings" });

    expect(await screen.findByText(/Disabled after 20 failed deliveries in a row/)).toBeTruthy();
    expect(screen.getByText("disabled")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Deliveries" }));
    const table = within(await screen.findByRole("table"));
    expect(table.getByText("HTTP 503")).toBeTruthy();
    expect(table.getByText("42 ms")).toBeTruthy();
    fireEvent.click(table.getByRole("button", { name: "Resend contract.funded" }));
    await waitFor(() => expect(callsTo(fetchMock, "POST", resendPath)).toHaveLength(1));
  });

  it("deletes an endpoint after confirmation", async () => {
    let endpoints = [endpoint];
    const fetchMock = stubApi({
      [`GET ${listPath}`]: () => jsonResponse({ data: endpoints }),
      [`DELETE ${listPath}/${endpoint.id}`]: () => {
        endpoints = [];
        return new Response(null, { status: 204 });
      },
    });
    renderApp(<WebhooksSection />, { path: "/settings" });
    fireEvent.click(await screen.findByRole("button", { name: `Delete ${endpoint.url}` }));
    const confirm = within(await screen.findByRole("alertdialog"));
    expect(callsTo(fetchMock, "DELETE", `${listPath}/${endpoint.id}`)).toHaveLength(0);
    fireEvent.click(confirm.getByRole("button", { name: "Delete endpoint" }));
    expect(await screen.findByText("No webhook endpoints yet")).toBeTruthy();
  });

  it("shows an error with a retry when the list cannot load", async () => {
    stubApi({
      [`GET ${listPath}`]: () =>
        jsonResponse({ title: "Internal Server Error", status: 500, code: "internal_error" }, 500),
    });
    renderApp(<WebhooksSection />, { path: "/settings" });
    expect(await screen.findByText("Couldn't load your webhook endpoints")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
