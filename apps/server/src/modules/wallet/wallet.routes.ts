import {
  adminCreditRequest,
  adminWithdrawalListQuery,
  adminWithdrawalPage,
  ledgerCheck,
  statementCsvColumns,
  statementCsvFilename,
  statementCsvLinesMax,
  testDepositRequest,
  wallet,
  walletMovement,
  walletStatementQuery,
  walletTransactionPage,
  walletTransactionsQuery,
  withdrawal,
  withdrawalDecisionRequest,
  withdrawalListQuery,
  withdrawalPage,
  withdrawalRequest,
} from "@agora/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { actorOf } from "../../lib/principal";
import { problems } from "../../lib/problem";
import { idempotencyHeader, idempotent, requestGuard, sendIdempotent } from "../idempotency";
import { checkLedger } from "../ledger";
import { statementCsv } from "./statement-csv";
import {
  adminCredit,
  getWallet,
  listTransactions,
  listWithdrawals,
  requestWithdrawal,
  testDeposit,
} from "./wallet.service";
import { decideWithdrawal, listWithdrawalDesk } from "./withdrawal-desk";

const errors = problems(404, 409);

/** `/api/v1/wallet…` and the admin money routes (credits, withdrawals, ledger check). */
export function registerWalletRoutes(app: FastifyInstance, db: Db, config: Pick<Config, "testFunds">): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { access: { auth: "user" as const, scope: "wallet:read" as const } };
  const write = { access: { auth: "user" as const, scope: "wallet:write" as const } };
  const adminRead = { access: { auth: "admin" as const, scope: "admin:read" as const } };
  const adminWrite = { access: { auth: "admin" as const, scope: "admin:write" as const } };

  r.get(
    "/api/v1/wallet",
    {
      schema: {
        operationId: "getWallet",
        summary: "My balances",
        tags: ["wallet"],
        response: { 200: wallet, ...problems(401) },
      },
      config: read,
    },
    async (request) => getWallet(db, actorOf(request).id, config.testFunds),
  );

  r.get(
    "/api/v1/wallet/transactions",
    {
      schema: {
        operationId: "listWalletTransactions",
        summary: "My statement",
        description: "Ledger transfers of my available balance, newest first, with the running balance.",
        tags: ["wallet"],
        querystring: walletTransactionsQuery,
        response: { 200: walletTransactionPage, ...problems(400, 401) },
      },
      config: read,
    },
    async (request) => listTransactions(db, actorOf(request).id, request.query),
  );

  r.get(
    "/api/v1/wallet/statement.csv",
    {
      schema: {
        operationId: "getWalletStatementCsv",
        summary: "My statement of one month, as a CSV file",
        description:
          "Every ledger transfer of the calendar month (UTC) into or out of my available balance, oldest first, " +
          `as CSV (RFC 4180, a header line, CRLF) with the columns ${statementCsvColumns.join(", ")}. ` +
          "Amounts are signed decimal dollars: gross + fee = net, the change of the balance; `fee` is the platform " +
          "fee kept from a payout or bonus, or a fee I paid. Text cells a spreadsheet would run as a formula " +
          "start with an apostrophe. " +
          `At most ${statementCsvLinesMax} lines: a month with more answers 409 limit_reached.`,
        tags: ["wallet"],
        querystring: walletStatementQuery,
        response: {
          200: {
            description: "The statement file, sent as an attachment named agora-statement-YYYY-MM.csv.",
            content: { "text/csv": { schema: z.string() } },
          },
          ...problems(400, 401, 409),
        },
      },
      config: read,
    },
    async (request, reply) => {
      const { month } = request.query;
      const csv = await statementCsv(db, actorOf(request).id, month);
      // A string with a non-JSON type is sent as it is, not through the JSON serializer.
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${statementCsvFilename(month)}"`)
        .header("cache-control", "no-store")
        .send(csv);
    },
  );

  r.post(
    "/api/v1/wallet/test-deposits",
    {
      schema: {
        operationId: "createTestDeposit",
        summary: "Add test funds",
        description: "Only while the test-funds rail is on; the money is test money. Honours Idempotency-Key.",
        tags: ["wallet"],
        headers: idempotencyHeader,
        body: testDepositRequest,
        response: { 201: walletMovement, ...errors },
      },
      config: write,
    },
    async (request, reply) => {
      const id = actorOf(request).id;
      const result = await idempotent(db, requestGuard(request), async (tx) => ({
        status: 201,
        body: {
          transaction: await testDeposit(tx, id, request.body.amount, config.testFunds),
          wallet: await getWallet(tx, id, config.testFunds),
        },
      }));
      return sendIdempotent(reply, result);
    },
  );

  r.get(
    "/api/v1/wallet/withdrawals",
    {
      schema: {
        operationId: "listWithdrawals",
        summary: "My withdrawals",
        description: "Newest first, with a cursor for the next page.",
        tags: ["wallet"],
        querystring: withdrawalListQuery,
        response: { 200: withdrawalPage, ...problems(400, 401) },
      },
      config: read,
    },
    async (request) => listWithdrawals(db, actorOf(request).id, request.query),
  );

  r.post(
    "/api/v1/wallet/withdrawals",
    {
      schema: {
        operationId: "requestWithdrawal",
        summary: "Request a withdrawal",
        description:
          "The amount leaves the available balance at once; a rail or an admin pays it. Honours Idempotency-Key.",
        tags: ["wallet"],
        headers: idempotencyHeader,
        body: withdrawalRequest,
        response: { 201: withdrawal, ...errors },
      },
      config: write,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const result = await idempotent(db, requestGuard(request), async (tx) => ({
        status: 201,
        body: await requestWithdrawal(tx, actor, request.body),
      }));
      return sendIdempotent(reply, result);
    },
  );

  r.post(
    "/api/v1/admin/credits",
    {
      schema: {
        operationId: "creditUser",
        summary: "Credit a user (admin)",
        tags: ["admin"],
        headers: idempotencyHeader,
        body: adminCreditRequest,
        response: { 201: walletMovement, ...errors },
      },
      config: adminWrite,
    },
    async (request, reply) => {
      const adminId = actorOf(request).id;
      const result = await idempotent(db, requestGuard(request), async (tx) => ({
        status: 201,
        body: {
          transaction: await adminCredit(tx, adminId, request.body),
          wallet: await getWallet(tx, request.body.userId, config.testFunds),
        },
      }));
      return sendIdempotent(reply, result);
    },
  );

  r.get(
    "/api/v1/admin/withdrawals",
    {
      schema: {
        operationId: "listWithdrawalDesk",
        summary: "Withdrawals to pay, and those decided (admin)",
        description:
          "Requested withdrawals oldest first (the queue), paid and rejected ones newest first; with a cursor for the next page.",
        tags: ["admin"],
        querystring: adminWithdrawalListQuery,
        response: { 200: adminWithdrawalPage, ...problems(400, 401, 403) },
      },
      config: adminRead,
    },
    async (request) => listWithdrawalDesk(db, request.query),
  );

  r.post(
    "/api/v1/admin/withdrawals/:id/:decision",
    {
      schema: {
        operationId: "decideWithdrawal",
        summary: "Mark a withdrawal paid, or reject it with a reason (admin)",
        description:
          "Paying records that the money left through the rail; rejecting returns it to the user's available balance " +
          "and shows them the reason. Honours Idempotency-Key.",
        tags: ["admin"],
        headers: idempotencyHeader,
        params: z.object({ id: z.uuid(), decision: z.enum(["paid", "rejected"]) }),
        body: withdrawalDecisionRequest.optional(),
        response: { 200: withdrawal, ...errors },
      },
      config: adminWrite,
    },
    async (request, reply) => {
      const adminId = actorOf(request).id;
      const { id, decision } = request.params;
      const result = await idempotent(db, requestGuard(request), async (tx) => ({
        status: 200,
        body: await decideWithdrawal(tx, adminId, id, decision, request.body?.reason),
      }));
      return sendIdempotent(reply, result);
    },
  );

  r.get(
    "/api/v1/admin/ledger/check",
    {
      schema: {
        operationId: "checkLedger",
        summary: "Check the ledger's invariants (admin)",
        description:
          "A full scan: balances sum to zero, nothing negative, every account equals a replay of its transfers.",
        tags: ["admin"],
        response: { 200: ledgerCheck, ...problems(401, 403) },
      },
      config: adminRead,
    },
    async () => checkLedger(db),
  );
}
