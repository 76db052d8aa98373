import { type Core, call, idempotencyHeader, type Schema } from "../core";
import { paginate } from "../pagination";

/** The caller's wallet: balances, statement, test deposits and withdrawals. Amounts are dollar strings. */
export class WalletResource {
  /** @param core the client's shared HTTP core. */
  constructor(private readonly core: Core) {}

  /** Balances: `available`, `escrow`, `staked` (`GET /api/v1/wallet`). */
  get(): Promise<Schema<"Wallet">> {
    return call(this.core.api.GET("/api/v1/wallet"));
  }

  /**
   * The statement, newest first (`GET /api/v1/wallet/transactions`), for `for await`.
   * @param options `limit`: page size (1–100).
   */
  transactions(options: { limit?: number } = {}): AsyncGenerator<Schema<"WalletTransaction">, void, undefined> {
    return paginate((cursor) =>
      call(
        this.core.api.GET("/api/v1/wallet/transactions", {
          params: { query: { ...options, ...(cursor ? { cursor } : {}) } },
        }),
      ),
    );
  }

  /**
   * The statement of one calendar month (UTC) as CSV text (`GET /api/v1/wallet/statement.csv`):
   * a header line, then every transfer into or out of the available balance, oldest first, with
   * the columns date, transfer_id, code, description, counterparty, gross, fee, net, balance
   * (signed decimal-dollar strings; gross + fee = net). Lines end with CRLF.
   * @param options `month`: `YYYY-MM`, the current month or an earlier one.
   * @throws AgoraError `validation_failed` naming `month` (malformed or in the future),
   *   `limit_reached` for a month of more lines than one file holds.
   */
  statementCsv(options: { month: string }): Promise<string> {
    return call(
      this.core.api.GET("/api/v1/wallet/statement.csv", {
        params: { query: { month: options.month } },
        parseAs: "text",
      }),
    );
  }

  /**
   * Adds test dollars while the test-funds rail is on (`POST /api/v1/wallet/test-deposits`).
   * Idempotency-Key included: a retried deposit credits once.
   * @throws AgoraError `validation_failed` (`amount` over 10000.00), `forbidden` when test funds are off.
   */
  testDeposit(body: Schema<"TestDepositRequestInput">): Promise<Schema<"WalletMovement">> {
    return call(this.core.api.POST("/api/v1/wallet/test-deposits", { params: { header: idempotencyHeader() }, body }));
  }

  /**
   * Requests a withdrawal of `amount` dollars to `destination` (`POST /api/v1/wallet/withdrawals`).
   * Idempotency-Key included.
   * @throws AgoraError `insufficient_funds`, `validation_failed`, `forbidden` (over the compliance tier's limit).
   */
  withdraw(body: Schema<"WithdrawalRequestInput">): Promise<Schema<"Withdrawal">> {
    return call(this.core.api.POST("/api/v1/wallet/withdrawals", { params: { header: idempotencyHeader() }, body }));
  }

  /**
   * The caller's withdrawals, newest first (`GET /api/v1/wallet/withdrawals`), for `for await`.
   * @param options `limit`: page size (1–100).
   */
  withdrawals(options: { limit?: number } = {}): AsyncGenerator<Schema<"Withdrawal">, void, undefined> {
    return paginate((cursor) =>
      call(
        this.core.api.GET("/api/v1/wallet/withdrawals", {
          params: { query: { ...options, ...(cursor ? { cursor } : {}) } },
        }),
      ),
    );
  }
}
