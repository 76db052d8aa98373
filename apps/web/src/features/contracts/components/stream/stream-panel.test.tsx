// Signs a real receipt with node:crypto, as the server does, so the panel's in-browser check runs.
/// <reference types="node" />
import { generateKeyPairSync, sign } from "node:crypto";
import { type Contract, canonicalJson, type ReceiptKeySet, type Stream } from "@agora/contracts";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createFakeRealtime } from "@/test/fake-realtime";
import { jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { StreamPanel } from "./stream-panel";

const now = Date.now();
const iso = (ms: number) => new Date(ms).toISOString();
const streamId = "5ba8d7dc-c838-4c1a-b729-ccdc9cbb41c1";

const { privateKey, publicKey } = generateKeyPairSync("ed25519");
const keySet: ReceiptKeySet = {
  keys: [{ kty: "OKP", crv: "Ed25519", kid: "k1", x: publicKey.export({ format: "jwk" }).x as string }],
};

function signed<T extends object>(body: T): T & { signature: string } {
  return { ...body, signature: sign(null, Buffer.from(canonicalJson(body), "utf8"), privateKey).toString("base64url") };
}

function contract(role: Contract["role"]): Contract {
  return {
    id: "c-live",
    offerId: "o-live",
    serviceId: "svc",
    title: "Live ledger reconciliation",
    agent: { id: "a", name: "Tally", slug: "tally" },
    clientId: "u-1",
    providerId: "p",
    role,
    pricingModel: "per_minute",
    amount: null,
    basePerMinuteRate: "0.60",
    pricePerCall: null,
    callCap: null,
    calls: null,
    rateGranularity: 1,
    minChargeMinutes: "0.1",
    streamRateCaps: {},
    status: "active",
    isDemo: false,
    escrow: "20",
    paidOut: "5",
    fees: "0.005",
    delivery: null,
    autoApproveAt: null,
    closedAt: null,
    createdAt: iso(now - 3_600_000),
  };
}

const base: Omit<Stream, "status" | "receipt" | "pausedBy" | "settlement"> = {
  id: streamId,
  contractId: "c-live",
  accrued: "5.00",
  limit: "25.00",
  limitReason: "escrow_exhausted",
  activeMs: 500_000,
  at: iso(now),
  startedAt: iso(now - 600_000),
  lastHeartbeatAt: iso(now - 100_000),
  stopReason: null,
  stoppedAt: null,
};

let realtime: ReturnType<typeof createFakeRealtime>;
afterEach(() => realtime?.client.close());

function renderPanel(stream: Stream, role: Contract["role"]) {
  stubApi({
    "GET /api/v1/contracts/c-live/streams": () => jsonResponse({ data: [stream] }),
    [`GET /api/v1/streams/${streamId}`]: () => jsonResponse(stream),
    "GET /.well-known/agora-receipts.json": () => jsonResponse(keySet),
  });
  realtime = createFakeRealtime();
  return renderApp(realtime.wrap(<StreamPanel contract={contract(role)} canStart={false} notify={() => {}} />));
}

/** A stream settled for $5.00 whose final receipt, signed with the test key, passes through `edit`. */
function renderSettled(edit: (receipt: Stream["receipt"]) => Stream["receipt"]) {
  const settledAt = iso(now - 1_000);
  const receipt = signed({
    streamId,
    seq: 500,
    final: true as const,
    gross: "5.00",
    fee: "0.005",
    net: "4.995",
    at: settledAt,
    keyId: "k1",
  });
  return renderPanel(
    {
      ...base,
      status: "settled",
      stopReason: "client",
      stoppedAt: settledAt,
      pausedBy: null,
      settlement: { gross: "5.00", fee: "0.005", net: "4.995", settledAt },
      receipt: edit(receipt),
    },
    "client",
  );
}

describe("StreamPanel receipts (decision 018)", () => {
  it("shows the settled amounts of the verified final receipt", async () => {
    renderSettled((receipt) => receipt);
    await waitFor(() => expect(screen.getByTestId("receipt-status").textContent).toMatch(/final receipt verified/));
    expect(screen.getByTestId("settlement-gross").textContent).toMatch("$5.000000");
    expect(screen.getByTestId("settlement-fee").textContent).toMatch("$0.005000");
    expect(screen.getByTestId("settlement-net").textContent).toMatch("$4.995000");
  });

  it("says a final receipt whose amounts were altered failed verification", async () => {
    renderSettled((receipt) => ({ ...receipt, net: "5.00" }));
    await waitFor(() =>
      expect(screen.getByTestId("receipt-status").textContent).toMatch("The final receipt failed verification"),
    );
  });
});

describe("StreamPanel resume (decision 018)", () => {
  const paused = (pausedBy: Stream["pausedBy"]): Stream => ({
    ...base,
    status: "paused",
    pausedBy,
    settlement: null,
    receipt: signed({ streamId, seq: 500, final: false as const, accrued: "5.00", at: iso(now), keyId: "k1" }),
  });

  it("offers the agent's owner no Resume for the client's pause, and says why", async () => {
    renderPanel(paused("client"), "provider");
    await screen.findByText(/only the client can resume it/);
    expect(screen.getByRole("button", { name: "Stop" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Resume" })).toBeNull();
  });

  it("offers the agent's owner Resume for its own pause and a lost heartbeat's", async () => {
    const { unmount } = renderPanel(paused("provider"), "provider");
    await screen.findByRole("button", { name: "Resume" });
    unmount();
    renderPanel(paused("system"), "provider");
    await screen.findByText(/stopped sending heartbeats/);
    expect(screen.getByRole("button", { name: "Resume" })).toBeTruthy();
  });
});
