import type { Wallet, WalletTransaction, Withdrawal } from "@agora/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { callsTo, jsonResponse, stubApi } from "@/test/fetch";
import { renderApp } from "@/test/render";
import { FundsPanel } from "./funds-panel";

const walletPath = "/api/v1/wallet";
const firstPage = "/api/v1/wallet/transactions?limit=25";
const depositsPath = "/api/v1/wallet/test-deposits";
const withdrawalsPath = "/api/v1/wallet/withdrawals";
const withdrawalsFirstPage = `${withdrawalsPath}?limit=25`;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function makeWallet(available: string, testFunds = true): Wallet {
  return { available, escrow: "12.5", staked: "0.00", currency: "USD", testFunds };
}

function line(id: string, fields: Partial<WalletTransaction> = {}): WalletTransaction {
  return {
    id,
    at: "2026-03-04T12:00:00.000Z",
    code: "deposit",
    reference: `deposit:${id}`,
    direction: "credit",
    amount: "25.00",
    balanceAfter: "25.00",
    counterparty: { type: "platform", id: null, name: "Test funds" },
    ...fields,
  };
}

const validationProblem = (message: string) => ({
  type: "/problems/validation_failed",
  title: "Bad Request",
  status: 400,
  code: "validation_failed",
  detail: `amount ${message}`,
  errors: [{ in: "body", field: "amount", message }],
});

/** The API of a user with an empty wallet whose deposits land like the server's. */
function stubEmptyWallet(options: { testFunds?: boolean } = {}) {
  let lines: WalletTransaction[] = [];
  let available = "0.00";
  const fetchMock = stubApi({
    [`GET ${walletPath}`]: () => jsonResponse(makeWallet(available, options.testFunds ?? true)),
    [`GET ${firstPage}`]: () => jsonResponse({ data: lines, nextCursor: null }),
    [`GET ${withdrawalsFirstPage}`]: () => jsonResponse({ data: [], nextCursor: null }),
    [`POST ${depositsPath}`]: ({ body }) => {
      const { amount } = body as { amount: string };
      available = amount;
      const transaction = line("1", { amount, balanceAfter: amount });
      lines = [transaction];
      return jsonResponse({ transaction, wallet: makeWallet(available) }, 201);
    },
  });
  return fetchMock;
}

async function openAddFunds() {
  fireEvent.click((await screen.findAllByRole("button", { name: "Add test funds" }))[0] as HTMLElement);
  return within(await screen.findByRole("dialog", { name: "Add test funds" }));
}

describe("FundsPanel", () => {
  it("shows the balances exactly, the test-money notice and the statement with signed amounts", async () => {
    stubApi({
      [`GET ${walletPath}`]: () => jsonResponse(makeWallet("1125.500001")),
      [`GET ${firstPage}`]: () =>
        jsonResponse({
          data: [
            line("3", {
              code: "escrow_fund",
              direction: "debit",
              amount: "100",
              balanceAfter: "1125.500001",
              counterparty: { type: "contract", id: "c1", name: "Logo design" },
            }),
            line("2", { amount: "0.000001", balanceAfter: "1225.500001" }),
          ],
          nextCursor: null,
        }),
      [`GET ${withdrawalsFirstPage}`]: () => jsonResponse({ data: [], nextCursor: null }),
    });
    renderApp(<FundsPanel />, { path: "/dashboard" });

    await waitFor(() => expect(screen.getByTestId("balance-available").textContent).toContain("$1,125.500001"));
    expect(screen.getByTestId("balance-escrow").textContent).toContain("$12.50");
    expect(screen.getByTestId("balance-staked").textContent).toContain("$0.00");
    // Stakes, with their earnings and cooldowns, are managed on the governance page.
    expect(
      within(screen.getByTestId("balance-staked")).getByRole("link", { name: "Manage stakes" }).getAttribute("href"),
    ).toBe("/governance");
    expect(screen.getByText("Test money")).toBeTruthy();
    expect(screen.getByText("You're using test money.")).toBeTruthy();

    const table = within(await screen.findByRole("table"));
    const rows = table.getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain("Escrow funding");
    expect(rows[1]?.textContent).toContain("to Logo design");
    expect(rows[1]?.textContent).toContain("\u2212$100.00");
    expect(rows[2]?.textContent).toContain("from Test funds");
    expect(rows[2]?.textContent).toContain("+$0.000001");
    expect(rows[2]?.textContent).toContain("$1,225.500001");
    expect(screen.getByText("No withdrawals yet.")).toBeTruthy();
  });

  it("says no money has moved yet, and offers no test funds when the rail is off", async () => {
    stubEmptyWallet({ testFunds: false });
    renderApp(<FundsPanel />, { path: "/dashboard" });

    expect(await screen.findByText("No money has moved yet")).toBeTruthy();
    await screen.findByRole("button", { name: "Withdraw" });
    expect(screen.queryByRole("button", { name: "Add test funds" })).toBeNull();
    expect(screen.queryByText("Test money")).toBeNull();
    expect((screen.getByRole("button", { name: "Withdraw" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("adds test funds from a quick pick with an idempotency key, then shows the new balance and line", async () => {
    const fetchMock = stubEmptyWallet();
    renderApp(<FundsPanel />, { path: "/dashboard" });
    expect(await screen.findByText("No money has moved yet")).toBeTruthy();

    const dialog = await openAddFunds();
    fireEvent.click(dialog.getByRole("button", { name: "$50" }));
    expect((dialog.getByLabelText("Amount") as HTMLInputElement).value).toBe("50");
    expect(dialog.getByRole("button", { name: "$50" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(dialog.getByRole("button", { name: "Add funds" }));

    expect(await screen.findByText("Added $50.00 in test funds.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const [post] = callsTo(fetchMock, "POST", depositsPath);
    expect(JSON.parse(String(post?.body))).toEqual({ amount: "50" });
    expect(new Headers(post?.headers).get("Idempotency-Key")).toMatch(uuid);
    expect(post?.credentials).toBe("include");

    expect(screen.getByTestId("balance-available").textContent).toContain("$50.00");
    const table = within(await screen.findByRole("table"));
    expect(table.getByText("Deposit")).toBeTruthy();
    expect(table.getByText("+$50.00")).toBeTruthy();
  });

  it("checks the amount before sending and shows the server's field message inline", async () => {
    const fetchMock = stubApi({
      [`GET ${walletPath}`]: () => jsonResponse(makeWallet("0.00")),
      [`GET ${firstPage}`]: () => jsonResponse({ data: [], nextCursor: null }),
      [`GET ${withdrawalsFirstPage}`]: () => jsonResponse({ data: [], nextCursor: null }),
      [`POST ${depositsPath}`]: () => jsonResponse(validationProblem("must be at most 10000.00"), 400),
    });
    renderApp(<FundsPanel />, { path: "/dashboard" });
    const dialog = await openAddFunds();
    const amount = dialog.getByLabelText("Amount");

    fireEvent.click(dialog.getByRole("button", { name: "Add funds" }));
    expect(await dialog.findByText("Enter an amount.")).toBeTruthy();
    expect(amount.getAttribute("aria-invalid")).toBe("true");

    fireEvent.change(amount, { target: { value: "12.3456789" } });
    fireEvent.click(dialog.getByRole("button", { name: "Add funds" }));
    expect(await dialog.findByText("Enter dollars, e.g. 25 or 25.50 (at most 6 decimals).")).toBeTruthy();

    fireEvent.change(amount, { target: { value: "20000" } });
    fireEvent.click(dialog.getByRole("button", { name: "Add funds" }));
    expect(await dialog.findByText("Enter at most $10,000.00.")).toBeTruthy();
    expect(callsTo(fetchMock, "POST", depositsPath)).toHaveLength(0);

    // A limit only the server knows about still shows next to the field.
    fireEvent.change(amount, { target: { value: "$9,999" } });
    fireEvent.click(dialog.getByRole("button", { name: "Add funds" }));
    expect(await dialog.findByText("Must be at most 10000.00.")).toBeTruthy();
    expect(JSON.parse(String(callsTo(fetchMock, "POST", depositsPath)[0]?.body))).toEqual({ amount: "9999" });
  });

  it("retries a deposit whose answer was lost with the same key, and uses a new key for a new amount", async () => {
    let isOffline = true;
    const fetchMock = stubEmptyWallet();
    const online = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (isOffline && init?.method === "POST") throw new TypeError("Failed to fetch");
      return online?.(input, init) as Promise<Response>;
    });
    renderApp(<FundsPanel />, { path: "/dashboard" });
    const dialog = await openAddFunds();

    fireEvent.change(dialog.getByLabelText("Amount"), { target: { value: "25" } });
    fireEvent.click(dialog.getByRole("button", { name: "Add funds" }));
    expect((await dialog.findByRole("alert")).textContent).toContain("Could not reach the server");
    fireEvent.click(dialog.getByRole("button", { name: "Add funds" }));
    await dialog.findByRole("alert");
    fireEvent.change(dialog.getByLabelText("Amount"), { target: { value: "30" } });
    isOffline = false;
    fireEvent.click(dialog.getByRole("button", { name: "Add funds" }));
    await screen.findByText("Added $30.00 in test funds.");

    const keys = callsTo(fetchMock, "POST", depositsPath).map((call) =>
      new Headers(call.headers).get("Idempotency-Key"),
    );
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("loads older lines with the cursor", async () => {
    const fetchMock = stubApi({
      [`GET ${walletPath}`]: () => jsonResponse(makeWallet("50")),
      [`GET ${firstPage}`]: () => jsonResponse({ data: [line("9", { amount: "20" })], nextCursor: "9" }),
      [`GET ${firstPage}&cursor=9`]: () =>
        jsonResponse({ data: [line("4", { code: "admin_credit", amount: "30" })], nextCursor: null }),
      [`GET ${withdrawalsFirstPage}`]: () => jsonResponse({ data: [], nextCursor: null }),
    });
    renderApp(<FundsPanel />, { path: "/dashboard" });

    fireEvent.click(await screen.findByRole("button", { name: "Load more" }));

    const table = within(screen.getByRole("table"));
    expect(await table.findByText("Credit")).toBeTruthy();
    expect(table.getAllByRole("row")).toHaveLength(3);
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    expect(callsTo(fetchMock, "GET", `${firstPage}&cursor=9`)).toHaveLength(1);
  });

  it("shows an error with a retry when the statement cannot load", async () => {
    let isDown = true;
    stubApi({
      [`GET ${walletPath}`]: () => jsonResponse(makeWallet("25")),
      [`GET ${firstPage}`]: () =>
        isDown
          ? jsonResponse({ title: "Internal Server Error", status: 500, code: "internal_error" }, 500)
          : jsonResponse({ data: [line("1")], nextCursor: null }),
      [`GET ${withdrawalsFirstPage}`]: () => jsonResponse({ data: [], nextCursor: null }),
    });
    renderApp(<FundsPanel />, { path: "/dashboard" });

    expect(await screen.findByText("Couldn't load your statement")).toBeTruthy();
    isDown = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));

    expect(await within(await screen.findByRole("table")).findByText("Deposit")).toBeTruthy();
  });

  it("requests a withdrawal, explains a refusal for want of funds, and lists requests with their state", async () => {
    const paid: Withdrawal = {
      id: "w1",
      amount: "5",
      destination: "Old account",
      status: "paid",
      createdAt: "2026-03-01T10:00:00.000Z",
      decidedAt: "2026-03-02T10:00:00.000Z",
      rejectReason: null,
    };
    const rejected: Withdrawal = {
      ...paid,
      id: "w0",
      destination: "Someone else's account",
      status: "rejected",
      rejectReason: "The account is not in your name",
    };
    let withdrawals: Withdrawal[] = [paid, rejected];
    let isShort = true;
    const fetchMock = stubApi({
      [`GET ${walletPath}`]: () => jsonResponse(makeWallet("40")),
      [`GET ${firstPage}`]: () =>
        jsonResponse({ data: [line("1", { amount: "40", balanceAfter: "40" })], nextCursor: null }),
      [`GET ${withdrawalsFirstPage}`]: () => jsonResponse({ data: withdrawals, nextCursor: null }),
      [`POST ${withdrawalsPath}`]: ({ body }) => {
        if (isShort) {
          return jsonResponse(
            { type: "/problems/insufficient_funds", title: "Conflict", status: 409, code: "insufficient_funds" },
            409,
          );
        }
        const created: Withdrawal = {
          ...(body as { amount: string; destination: string }),
          id: "w2",
          status: "requested",
          createdAt: "2026-03-05T10:00:00.000Z",
          decidedAt: null,
          rejectReason: null,
        };
        withdrawals = [created, ...withdrawals];
        return jsonResponse(created, 201);
      },
    });
    renderApp(<FundsPanel />, { path: "/dashboard" });
    expect(await screen.findByText("Paid")).toBeTruthy();
    expect(screen.getByText("Rejected: The account is not in your name")).toBeTruthy();

    fireEvent.click(await screen.findByRole("button", { name: "Withdraw" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Withdraw" }));
    fireEvent.change(dialog.getByLabelText("Amount"), { target: { value: "41" } });
    fireEvent.click(dialog.getByRole("button", { name: "Request withdrawal" }));
    expect(await dialog.findByText("You can withdraw at most $40.00.")).toBeTruthy();
    expect(dialog.getByText("Enter where to pay, e.g. an IBAN or an account label.")).toBeTruthy();

    fireEvent.change(dialog.getByLabelText("Amount"), { target: { value: "15" } });
    fireEvent.change(dialog.getByLabelText("Destination"), { target: { value: "DE89 3704 0044" } });
    fireEvent.click(dialog.getByRole("button", { name: "Request withdrawal" }));
    expect(await dialog.findByText("That is more than your available balance.")).toBeTruthy();

    isShort = false;
    fireEvent.click(dialog.getByRole("button", { name: "Request withdrawal" }));
    expect(await screen.findByText("Withdrawal of $15.00 requested.")).toBeTruthy();
    expect(await screen.findByText("Requested")).toBeTruthy();
    expect(screen.getByText("to DE89 3704 0044")).toBeTruthy();

    const posts = callsTo(fetchMock, "POST", withdrawalsPath);
    expect(JSON.parse(String(posts[1]?.body))).toEqual({ amount: "15", destination: "DE89 3704 0044" });
    expect(new Headers(posts[1]?.headers).get("Idempotency-Key")).toMatch(uuid);
  });

  it("loads older withdrawals a page at a time", async () => {
    const withdrawal = (id: string, destination: string): Withdrawal => ({
      id,
      amount: "5",
      destination,
      status: "paid",
      createdAt: "2026-03-01T10:00:00.000Z",
      decidedAt: "2026-03-02T10:00:00.000Z",
      rejectReason: null,
    });
    let isSecondPageDown = true;
    stubApi({
      [`GET ${walletPath}`]: () => jsonResponse(makeWallet("40")),
      [`GET ${firstPage}`]: () => jsonResponse({ data: [], nextCursor: null }),
      [`GET ${withdrawalsFirstPage}`]: () =>
        jsonResponse({ data: [withdrawal("w2", "Newest account")], nextCursor: "page-2" }),
      [`GET ${withdrawalsFirstPage}&cursor=page-2`]: () =>
        isSecondPageDown
          ? jsonResponse({ title: "Internal Server Error", status: 500, code: "internal_error" }, 500)
          : jsonResponse({ data: [withdrawal("w1", "Oldest account")], nextCursor: null }),
    });
    renderApp(<FundsPanel />, { path: "/dashboard" });
    expect(await screen.findByText("to Newest account")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Load more withdrawals" }));
    expect(await screen.findByText("More withdrawals could not be loaded. Try again.")).toBeTruthy();
    expect(screen.getByText("to Newest account")).toBeTruthy();

    isSecondPageDown = false;
    fireEvent.click(screen.getByRole("button", { name: "Load more withdrawals" }));
    expect(await screen.findByText("to Oldest account")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: "Load more withdrawals" })).toBeNull());
  });
});
