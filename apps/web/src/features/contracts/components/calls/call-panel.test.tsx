// Signs real call receipts with node:crypto, as the server does, so the panel's in-browser check runs.
/// <reference types="node" />
import { generateKeyPairSync, sign } from "node:crypto";
import {
  type CallReceipt,
  type Contract,
  type ContractCall,
  canonicalJson,
  type ReceiptKeySet,
} from "@agora/contracts";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createFakeRealtime } from "@/test/fake-realtime";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { contractQueryOptions } from "../../api/get-contract";
import { CallPanel } from "./call-panel";

const { privateKey, publicKey } = generateKeyPairSync("ed25519");
const keySet: ReceiptKeySet = {
  keys: [{ kty: "OKP", crv: "Ed25519", kid: "k1", x: publicKey.export({ format: "jwk" }).x as string }],
};
const contractId = "ctr_calls";
const callsPath = `/api/v1/contracts/${contractId}/calls`;

function receiptOf(seq: number, spent: string): CallReceipt {
  const body = { contractId, seq, price: "0.002", spent, at: `2026-11-30T10:00:0${seq}.000Z`, keyId: "k1" };
  return { ...body, signature: sign(null, Buffer.from(canonicalJson(body), "utf8"), privateKey).toString("base64url") };
}

function callOf(seq: number, spent: string, receipt = receiptOf(seq, spent)): ContractCall {
  return { id: `call_${seq}`, contractId, seq, price: "0.002", spent, paid: false, createdAt: receipt.at, receipt };
}

function perCall(role: Contract["role"]): Contract {
  return {
    id: contractId,
    offerId: "o-1",
    serviceId: "svc",
    title: "Ledger lookups",
    agent: { id: "a", name: "Tally", slug: "tally" },
    clientId: "u-client",
    providerId: "u-owner",
    role,
    pricingModel: "per_call",
    amount: null,
    basePerMinuteRate: null,
    pricePerCall: "0.002",
    callCap: { maxCalls: 1000, period: "day" },
    calls: { count: 1, spent: "0.002", unpaid: "0.002", available: "4.998" },
    rateGranularity: 1,
    minChargeMinutes: "0",
    streamRateCaps: {},
    status: "active",
    isDemo: false,
    escrow: "5.00",
    paidOut: "0.00",
    fees: "0.00",
    delivery: null,
    autoApproveAt: null,
    closedAt: null,
    createdAt: "2026-11-30T09:00:00.000Z",
  };
}

let realtime: ReturnType<typeof createFakeRealtime>;
afterEach(() => realtime?.client.close());

function renderPanel(contract: Contract, calls: ContractCall[]) {
  const fetchMock = stubApi({
    [`GET ${callsPath}?limit=25`]: () => jsonResponse({ data: calls, nextCursor: null }),
    "GET /.well-known/agora-receipts.json": () => jsonResponse(keySet),
    [`GET /api/v1/contracts/${contractId}`]: () => jsonResponse(contract),
  });
  realtime = createFakeRealtime();
  const rendered = renderApp(realtime.wrap(<CallPanel contract={contract} />), {
    prepare: (queryClient) => queryClient.setQueryData(contractQueryOptions(contractId).queryKey, contract),
  });
  return { ...rendered, fetchMock };
}

describe("CallPanel", () => {
  it("shows the figures and each call with its receipt verified in the browser, and the SDK line for the client", async () => {
    renderPanel(perCall("client"), [callOf(1, "0.002")]);
    expect(screen.getByTestId("calls-count").textContent).toContain("1");
    expect(screen.getByTestId("calls-available").textContent).toContain("$4.998");
    const row = await screen.findByTestId("contract-call");
    await within(row).findByText("Signature verified");
    expect(screen.getByText(/agora\.contracts\.call\("ctr_calls"\)/)).toBeTruthy();
  });

  it("flags a receipt whose figures were changed after signing", async () => {
    const forged = { ...receiptOf(1, "0.002"), price: "0.000001" };
    renderPanel(perCall("provider"), [callOf(1, "0.002", forged)]);
    const row = await screen.findByTestId("contract-call");
    await within(row).findByText("Signature invalid");
    // The owner makes no calls: no SDK line.
    expect(screen.queryByText(/agora\.contracts\.call/)).toBeNull();
  });

  it("says when there are no calls yet", async () => {
    renderPanel(perCall("client"), []);
    expect(await screen.findByText(/No calls yet/)).toBeTruthy();
  });

  it("adds a call announced by call.made at the top, verified, without reading the list again", async () => {
    const { queryClient, fetchMock } = renderPanel(perCall("client"), [callOf(1, "0.002")]);
    await screen.findByTestId("contract-call");
    const socket = realtime.latest();
    act(() => {
      socket.open();
      socket.confirmAll();
    });
    expect(socket.sent[0]).toEqual({ type: "subscribe", channel: `contract:${contractId}` });
    // Subscribed: one read to catch up with anything missed before, then pushes only.
    await waitFor(() => expect(callsTo(fetchMock, "GET", `${callsPath}?limit=25`)).toHaveLength(2));
    const receipt = receiptOf(2, "0.004");
    act(() =>
      socket.receive({
        type: "event",
        id: null,
        channel: `contract:${contractId}`,
        event: "call.made",
        data: { contractId, callId: "call_2", seq: 2, price: "0.002", spent: "0.004", available: "4.996", receipt },
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId("contract-call")).toHaveLength(2));
    const [newest] = screen.getAllByTestId("contract-call");
    expect(newest?.textContent).toContain("Call #2");
    await within(newest as HTMLElement).findByText("Signature verified");
    const contract = queryClient.getQueryData<Contract>(contractQueryOptions(contractId).queryKey);
    expect(contract?.calls).toEqual({ count: 2, spent: "0.004", unpaid: "0.004", available: "4.996" });
    expect(callsTo(fetchMock, "GET", `${callsPath}?limit=25`)).toHaveLength(2);
  });
});
