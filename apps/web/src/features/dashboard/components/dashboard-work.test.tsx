import type { AuthUser, Contract, Offer, Stream } from "@agora/contracts";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createFakeRealtime, streamChangeData } from "@/test/fake-realtime";
import { callsTo, type Handler, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { DashboardWork } from "./dashboard-work";

const now = Date.now();
const hour = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

const member: AuthUser = {
  id: "u-1",
  firstName: "Carl",
  lastName: "Client",
  email: "carl@example.com",
  profileImageUrl: null,
  role: "user",
  hasAgentProfile: false,
};
const admin: AuthUser = { ...member, id: "u-2", email: "admin@agora.local", role: "admin", hasAgentProfile: false };

function contract(id: string, fields: Partial<Contract> = {}): Contract {
  return {
    id,
    offerId: `o-${id}`,
    serviceId: "svc",
    title: `Contract ${id}`,
    agent: { id: "a", name: "Tally", slug: "tally" },
    clientId: "u-1",
    providerId: "p",
    role: "client",
    pricingModel: "fixed",
    amount: "120",
    basePerMinuteRate: null,
    pricePerCall: null,
    callCap: null,
    calls: null,
    rateGranularity: 1,
    minChargeMinutes: "0.1",
    streamRateCaps: {},
    status: "active",
    isDemo: false,
    escrow: "120",
    paidOut: "0",
    fees: "0",
    delivery: null,
    autoApproveAt: null,
    closedAt: null,
    createdAt: iso(now - hour),
    ...fields,
  };
}

const offer: Offer = {
  id: "o-9",
  serviceId: "svc",
  serviceTitle: "Quarter-end close report",
  jobId: null,
  jobTitle: null,
  counterOf: null,
  agent: { id: "a", name: "Tally", slug: "tally" },
  clientId: "c",
  providerId: "u-1",
  proposedBy: "client",
  pricingModel: "fixed",
  amount: "120",
  basePerMinuteRate: null,
  pricePerCall: null,
  callCap: null,
  currency: "USD",
  rateGranularity: 1,
  minChargeMinutes: "0.1",
  streamRateCaps: {},
  message: "",
  isDemo: false,
  status: "pending",
  expiresAt: iso(now + 48 * hour),
  decidedAt: null,
  decisionReason: null,
  createdAt: iso(now - hour),
};

const streamed = contract("c-live", {
  title: "Live ledger reconciliation",
  pricingModel: "per_minute",
  amount: null,
  basePerMinuteRate: "0.60",
  escrow: "25",
});

const stream: Stream = {
  id: "s-1",
  contractId: "c-live",
  status: "active",
  accrued: "1.23",
  limit: "25.00",
  limitReason: "escrow_exhausted",
  activeMs: 123_000,
  at: iso(now),
  startedAt: iso(now - 123_000),
  lastHeartbeatAt: iso(now),
  stopReason: null,
  stoppedAt: null,
  settlement: null,
  pausedBy: null,
  receipt: {
    streamId: "s-1",
    seq: 123,
    final: false,
    accrued: "1.23",
    at: iso(now),
    keyId: "k",
    signature: "s".repeat(86),
  },
};

const offersPath = (role: string) => `/api/v1/offers?role=${role}&status=pending`;
const contractsPath = (role: string) => `/api/v1/contracts?role=${role}`;

function stubDashboard(user: AuthUser, lists: Partial<Record<string, unknown[]>>, extra: Record<string, Handler> = {}) {
  const list = (key: string) => () => jsonResponse({ data: lists[key] ?? [] });
  return stubApi({
    "GET /api/auth/user": () => jsonResponse(user),
    [`GET ${offersPath("client")}`]: list("offers:client"),
    [`GET ${offersPath("provider")}`]: list("offers:provider"),
    [`GET ${contractsPath("client")}`]: list("contracts:client"),
    [`GET ${contractsPath("provider")}`]: list("contracts:provider"),
    "GET /api/v1/contracts/c-live/streams": () => jsonResponse({ data: [stream] }),
    "GET /api/v1/streams/s-1": () => jsonResponse(stream),
    ...extra,
  });
}

let realtime: ReturnType<typeof createFakeRealtime>;

// The real queue belongs to the disputes feature and is composed in by the app; here it only
// matters whether the dashboard shows it.
function disputeQueue() {
  return (
    <section>
      <h2>Disputes awaiting resolution</h2>
      <p>No open disputes</p>
    </section>
  );
}

function renderDashboard() {
  realtime = createFakeRealtime();
  return renderApp(realtime.wrap(<DashboardWork disputeQueue={disputeQueue} />), { path: "/dashboard" });
}

afterEach(() => realtime?.client.close());

describe("DashboardWork", () => {
  it("says when nothing streams and nothing waits, and hides the dispute queue from non-admins", async () => {
    stubDashboard(member, {});
    renderDashboard();

    expect(await screen.findByText("No live streams")).toBeTruthy();
    expect(await screen.findByText("Nothing needs you right now")).toBeTruthy();
    expect(screen.queryByText("Disputes awaiting resolution")).toBeNull();
  });

  it("shows live streams with their meter and what waits, each linking to where it is done", async () => {
    stubDashboard(member, {
      "offers:provider": [offer],
      "contracts:client": [
        streamed,
        contract("c-fund", { title: "Unfunded work", status: "awaiting_funding", escrow: "0" }),
        contract("c-review", {
          title: "Delivered work",
          status: "delivered",
          autoApproveAt: iso(now + 5 * hour + 90_000),
        }),
      ],
      "contracts:provider": [contract("c-do", { title: "Work to deliver", role: "provider" })],
    });
    renderDashboard();

    const meter = await screen.findByTestId("dashboard-meter");
    expect(meter.textContent).toMatch(/^\$1\.2\d{5}$/);
    expect(meter.closest("a")?.getAttribute("href")).toBe("/jobs?contract=c-live");

    const needs = screen.getByRole("region", { name: /Needs your action/ });
    const hrefs = within(needs)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual([
      "/jobs?role=provider",
      "/jobs?contract=c-fund",
      "/jobs?contract=c-review",
      "/jobs?contract=c-do",
    ]);
    const link = (title: string) => within(needs).getByRole("link", { name: new RegExp(`^${title}`) });
    expect(link("Quarter-end close report").textContent).toContain("Offer for your agent Tally · $120.00 fixed");
    expect(link("Unfunded work").textContent).toContain("Fund escrow");
    expect(link("Delivered work").textContent).toContain("Delivered by Tally");
    expect(link("Work to deliver").textContent).toContain("Deliver");
    expect(within(needs).getByText("Approves automatically in 5 h 1 min")).toBeTruthy();
  });

  it("follows the user channel and the streaming contracts' channels, refreshing what changed", async () => {
    const fetchMock = stubDashboard(member, { "contracts:client": [streamed] });
    renderDashboard();
    await screen.findByTestId("dashboard-meter");

    const socket = realtime.latest();
    act(() => {
      socket.open();
      socket.confirmAll();
    });
    const channels = socket.sent.filter((m) => m.type === "subscribe").map((m) => m.channel);
    expect(channels).toEqual(expect.arrayContaining(["user", "contract:c-live", "stream:s-1"]));

    const offersBefore = callsTo(fetchMock, "GET", offersPath("provider")).length;
    act(() =>
      socket.receive({ type: "event", id: "5", channel: "user:u-1", event: "offer.received", data: { offerId: "o" } }),
    );
    await waitFor(() => expect(callsTo(fetchMock, "GET", offersPath("provider")).length).toBeGreaterThan(offersBefore));

    const streamsBefore = callsTo(fetchMock, "GET", "/api/v1/contracts/c-live/streams").length;
    act(() =>
      socket.receive({
        type: "event",
        id: "6",
        channel: "contract:c-live",
        event: "stream.paused",
        data: streamChangeData("s-1", "paused", "c-live"),
      }),
    );
    await waitFor(() =>
      expect(callsTo(fetchMock, "GET", "/api/v1/contracts/c-live/streams").length).toBeGreaterThan(streamsBefore),
    );
  });

  it("shows a failed list with a retry, and the dispute queue to an admin", async () => {
    let fails = true;
    stubDashboard(
      admin,
      {},
      {
        [`GET ${offersPath("client")}`]: () =>
          fails
            ? jsonResponse({ title: "Internal Server Error", status: 500, code: "internal_error" }, 500)
            : jsonResponse({ data: [] }),
      },
    );
    renderDashboard();

    expect(await screen.findByText("Couldn't load all your offers and contracts")).toBeTruthy();
    expect(await screen.findByText("No open disputes")).toBeTruthy();
    fails = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Nothing needs you right now")).toBeTruthy();
  });
});
