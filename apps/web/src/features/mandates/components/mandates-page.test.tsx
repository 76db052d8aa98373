import type { ApiKey, Mandate, MandateSpendPage } from "@agora/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { MandatesPage } from "./mandates-page";

const mandatesPath = "/api/v1/mandates";
const keysPath = "/api/v1/api-keys";

const robotKey: ApiKey = {
  id: "0b7f1c9e-4a5b-4c6d-8e9f-0a1b2c3d4e5f",
  name: "Procurement bot",
  prefix: "agora_sk_Proc1234",
  scopes: ["agents:read", "jobs:write", "contracts:write"],
  createdAt: "2026-11-20T10:00:00.000Z",
  lastUsedAt: null,
  expiresAt: null,
  parentKeyId: null,
};
const adminKey: ApiKey = {
  ...robotKey,
  id: "1c7f1c9e-4a5b-4c6d-8e9f-0a1b2c3d4e5f",
  name: "Ops",
  scopes: ["mandates:write"],
};

const mandate: Mandate = {
  id: "9d1c2b8e-1d2a-4c3b-8e9f-0a1b2c3d4e5f",
  apiKeyId: robotKey.id,
  apiKeyName: robotKey.name,
  apiKeyPrefix: robotKey.prefix,
  status: "active",
  perJobMax: "50.00",
  perDayMax: "100.00",
  totalMax: "500.00",
  categories: ["Translation"],
  pricingModels: ["fixed"],
  minReputation: 600,
  minVerificationLevel: 2,
  expiresAt: null,
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  revokedAt: null,
  spent: { lastDay: "85.00", total: "120.00" },
  remaining: { lastDay: "15.00", total: "380.00" },
};

const spends: MandateSpendPage = {
  data: [
    {
      transferId: "t1",
      amount: "35.00",
      code: "escrow_fund",
      contractId: "c-42",
      agentName: "Nihongo Technical Translation",
      agentId: "a1",
      createdAt: "2026-11-23T09:00:00.000Z",
    },
  ],
  nextCursor: null,
  daily: [
    { day: "2026-11-22", amount: "35.00" },
    { day: "2026-11-23", amount: "85.00" },
  ],
};

describe("MandatesPage", () => {
  it("shows spend against each limit, the daily chart and each spend with its contract", async () => {
    stubApi({
      [`GET ${mandatesPath}`]: () => jsonResponse({ data: [mandate] }),
      [`GET ${keysPath}`]: () => jsonResponse({ data: [robotKey] }),
      [`GET ${mandatesPath}/${mandate.id}/spends`]: () => jsonResponse(spends),
    });
    renderApp(<MandatesPage />, { path: "/autonomous-hiring" });

    const card = within(await screen.findByRole("region", { name: /Procurement bot/ }));
    expect(card.getByRole("meter", { name: "Last 24 hours: $85.00 of $100.00 spent" })).toBeTruthy();
    expect(card.getByText("$15.00 left")).toBeTruthy();
    expect(card.getByRole("meter", { name: "Total: $120.00 of $500.00 spent" })).toBeTruthy();
    expect(card.getByText("Translation")).toBeTruthy();
    expect(card.getByText("Fixed price")).toBeTruthy();
    expect(await card.findByText(/Spend on 2 of the last 2 days/)).toBeTruthy();
    expect(card.getByText("Nihongo Technical Translation", { exact: false })).toBeTruthy();
    expect(card.getByRole("link", { name: "View contract" }).getAttribute("href")).toBe("/jobs?contract=c-42");
  });

  it("names every field to fix, then sends the limits and shows the server's field message", async () => {
    let mandates: Mandate[] = [];
    let attempts = 0;
    const fetchMock = stubApi({
      [`GET ${mandatesPath}`]: () => jsonResponse({ data: mandates }),
      [`GET ${keysPath}`]: () => jsonResponse({ data: [adminKey, robotKey] }),
      [`POST ${mandatesPath}`]: () => {
        attempts += 1;
        if (attempts === 1) {
          return jsonResponse(
            {
              title: "Validation failed",
              status: 400,
              code: "validation_failed",
              errors: [{ in: "body", field: "expiresAt", message: "must be in the future" }],
            },
            400,
          );
        }
        mandates = [{ ...mandate, spent: { lastDay: "0", total: "0" } }];
        return jsonResponse(mandates[0], 201);
      },
    });
    renderApp(<MandatesPage />, { path: "/autonomous-hiring" });
    expect(await screen.findByRole("heading", { name: "No mandates yet" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "New mandate" }));
    const dialog = within(await screen.findByRole("dialog", { name: "New mandate" }));
    // A key that can manage mandates may not have one, so the first key it can govern is chosen.
    expect((dialog.getByLabelText("API key") as HTMLSelectElement).value).toBe(robotKey.id);
    fireEvent.change(dialog.getByLabelText("Lowest reputation"), { target: { value: "1200" } });
    fireEvent.click(dialog.getByRole("button", { name: "Create mandate" }));
    expect(await dialog.findByText("Enter the most one job may receive, in dollars.")).toBeTruthy();
    expect(dialog.getByText("Enter the most the key may spend in 24 hours, in dollars.")).toBeTruthy();
    expect(dialog.getByText("Enter a reputation from 0 to 999.99, or leave it empty.")).toBeTruthy();
    expect(dialog.getByLabelText("Per job").getAttribute("aria-invalid")).toBe("true");
    expect(callsTo(fetchMock, "POST", mandatesPath)).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText("Per job"), { target: { value: "$50" } });
    fireEvent.change(dialog.getByLabelText("Per day"), { target: { value: "100" } });
    fireEvent.change(dialog.getByLabelText(/Total/), { target: { value: "500" } });
    fireEvent.change(dialog.getByLabelText("Lowest reputation"), { target: { value: "600" } });
    fireEvent.change(dialog.getByLabelText(/Categories/), { target: { value: "Translation," } });
    fireEvent.click(dialog.getByLabelText("Fixed price"));
    fireEvent.change(dialog.getByLabelText("Lowest verification"), { target: { value: "2" } });
    fireEvent.change(dialog.getByLabelText(/Expires/), { target: { value: "2020-01-01T10:00" } });
    fireEvent.click(dialog.getByRole("button", { name: "Create mandate" }));

    expect(await dialog.findByText("Must be in the future.")).toBeTruthy();
    const [first] = callsTo(fetchMock, "POST", mandatesPath);
    expect(JSON.parse(String(first?.body))).toEqual({
      apiKeyId: robotKey.id,
      perJobMax: "50",
      perDayMax: "100",
      totalMax: "500",
      categories: ["Translation"],
      pricingModels: ["fixed"],
      minReputation: 600,
      minVerificationLevel: 2,
      expiresAt: new Date("2020-01-01T10:00").toISOString(),
    });

    fireEvent.change(dialog.getByLabelText(/Expires/), { target: { value: "" } });
    fireEvent.click(dialog.getByRole("button", { name: "Create mandate" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [, second] = callsTo(fetchMock, "POST", mandatesPath);
    expect(JSON.parse(String(second?.body))).not.toHaveProperty("expiresAt");
    expect(await screen.findByRole("region", { name: /Procurement bot/ })).toBeTruthy();
  });

  it("asks before revoking, then calls DELETE", async () => {
    let mandates = [mandate];
    const deletePath = `${mandatesPath}/${mandate.id}`;
    const fetchMock = stubApi({
      [`GET ${mandatesPath}`]: () => jsonResponse({ data: mandates }),
      [`GET ${keysPath}`]: () => jsonResponse({ data: [robotKey] }),
      [`GET ${deletePath}/spends`]: () => jsonResponse(spends),
      [`DELETE ${deletePath}`]: () => {
        mandates = [{ ...mandate, status: "revoked", revokedAt: "2026-11-23T10:00:00.000Z" }];
        return new Response(null, { status: 204 });
      },
    });
    renderApp(<MandatesPage />, { path: "/autonomous-hiring" });
    fireEvent.click(await screen.findByRole("button", { name: "Revoke the mandate of Procurement bot" }));
    const confirm = within(await screen.findByRole("alertdialog"));
    expect(confirm.getByText(/every money call made with/)).toBeTruthy();
    expect(callsTo(fetchMock, "DELETE", deletePath)).toHaveLength(0);
    fireEvent.click(confirm.getByRole("button", { name: "Revoke mandate" }));
    await waitFor(() => expect(callsTo(fetchMock, "DELETE", deletePath)).toHaveLength(1));
    expect(await screen.findByText("Revoked")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Revoke the mandate of Procurement bot" })).toBeNull();
  });

  it("sends a user without keys to create one", async () => {
    stubApi({
      [`GET ${mandatesPath}`]: () => jsonResponse({ data: [] }),
      [`GET ${keysPath}`]: () => jsonResponse({ data: [] }),
    });
    renderApp(<MandatesPage />, { path: "/autonomous-hiring" });
    expect(await screen.findByRole("heading", { name: "No mandates yet" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Create an API key" }).getAttribute("href")).toBe("/api-keys");
    expect((screen.getByRole("button", { name: "New mandate" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("offers keys from every page of the key list, not only the first", async () => {
    stubApi({
      [`GET ${mandatesPath}`]: () => jsonResponse({ data: [] }),
      [`GET ${keysPath}`]: () => jsonResponse({ data: [adminKey], nextCursor: "page-2" }),
      [`GET ${keysPath}?cursor=page-2`]: () => jsonResponse({ data: [robotKey], nextCursor: null }),
    });
    renderApp(<MandatesPage />, { path: "/autonomous-hiring" });
    expect(await screen.findByRole("heading", { name: "No mandates yet" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "New mandate" }));
    const dialog = within(await screen.findByRole("dialog", { name: "New mandate" }));
    expect((dialog.getByLabelText("API key") as HTMLSelectElement).value).toBe(robotKey.id);
  });

  it("shows the error with a retry when the mandates cannot load", async () => {
    stubApi({
      [`GET ${mandatesPath}`]: () =>
        jsonResponse({ title: "Internal Server Error", status: 500, code: "internal_error" }, 500),
      [`GET ${keysPath}`]: () => jsonResponse({ data: [robotKey] }),
    });
    renderApp(<MandatesPage />, { path: "/autonomous-hiring" });
    expect(await screen.findByText("Couldn't load your mandates")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
