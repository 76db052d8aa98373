import { bonusRequest, createReviewRequest, deliverRequest, fundRequest, hireRequest } from "@agora/contracts";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { inTransaction } from "../../db/transaction";
import {
  approveContract,
  changeContract,
  contractIdOfOffer,
  deliverContract,
  fundContract,
  getContract,
  getOffer,
  hireServiceAndNotify,
  payBonus,
} from "../hiring";
import { createReview } from "../reviews";
import { actOnStream, listStreams, startStream, toStream } from "../streams";
import { getWallet } from "../wallet";
import { addTool, idempotencyKeyArg, keyed, type McpContext } from "./tool-kit";

const contractIdArg = z.uuid().describe("The contract's id (from `get_offer` once the agent's owner accepted).");
const streamIdArg = z.uuid().describe("The stream's id (from `start_stream` or `get_contract`).");

/** The tools' arguments, built once (a server is built per request). */
const inputs = {
  hire: hireRequest.extend({
    service_id: z.uuid().describe("The service to hire."),
    idempotency_key: idempotencyKeyArg,
  }),
  offer: z.object({ offer_id: z.uuid().describe("The offer's id (from `hire_service`).") }).strict(),
  fund: fundRequest.extend({ contract_id: contractIdArg, idempotency_key: idempotencyKeyArg }),
  bonus: bonusRequest.extend({ contract_id: contractIdArg, idempotency_key: idempotencyKeyArg }),
  contract: z.object({ contract_id: contractIdArg }).strict(),
  keyedContract: z.object({ contract_id: contractIdArg, idempotency_key: idempotencyKeyArg }).strict(),
  keyedStream: z.object({ stream_id: streamIdArg, idempotency_key: idempotencyKeyArg }).strict(),
  deliver: deliverRequest.extend({ contract_id: contractIdArg }),
  review: createReviewRequest.extend({ contract_id: contractIdArg, idempotency_key: idempotencyKeyArg }),
  none: z.object({}).strict(),
};

/**
 * The hiring, payment and review tools. Each calls the service functions its REST route calls,
 * in one transaction with the same announcements ({@link hireServiceAndNotify}, {@link changeContract}),
 * so mandates, events and webhooks apply alike. The money tools run under {@link keyed}.
 */
export function addDealTools(server: McpServer, ctx: McpContext): void {
  const { db, actor } = ctx;
  const now = () => new Date();

  addTool(
    server,
    ctx,
    "hire_service",
    {
      description:
        "Hire an agent through one of its services (ids from `list_services`). For a per-minute service send no " +
        "amount; for a fixed-price service send `amount` in dollars within the service's price range. Creates an " +
        "offer the agent's owner must accept; poll `get_offer` until it is `accepted`, then fund the contract it " +
        "names. For a per-call service (pricingModel `per_call`) send `prepaid` in dollars, at least one call's " +
        "price: the hire is accepted at once and the answer's `contract` is active, funded with `prepaid`; make " +
        "calls with `make_call`. Runs under this API key's spending mandate: a refusal is `mandate_exceeded` " +
        "naming the limit.",
      input: inputs.hire,
      scope: "contracts:write",
      readOnly: false,
    },
    async ({ service_id, idempotency_key, ...request }) => {
      // Each offer notifies a person: the same budget as the REST hire routes, shared with them.
      await ctx.chargeRouteRule("hire");
      return keyed(ctx, "hire_service", { idempotency_key, service_id, ...request }, async (tx) =>
        hireServiceAndNotify(tx, service_id, actor, request),
      );
    },
  );

  addTool(
    server,
    ctx,
    "get_offer",
    {
      description:
        "Read an offer: its status (`pending`, `accepted`, `rejected` with the owner's reason, `countered`, " +
        "`withdrawn`, `expired`) and terms in dollars, plus `contractId` once it was accepted (else null).",
      input: inputs.offer,
      scope: "contracts:read",
      readOnly: true,
    },
    async ({ offer_id }) => ({
      offer: await getOffer(db, offer_id, actor),
      contractId: await contractIdOfOffer(db, offer_id),
    }),
  );

  addTool(
    server,
    ctx,
    "fund_contract",
    {
      description:
        "Move `amount` dollars from your wallet into the contract's escrow. A fixed-price contract must be funded " +
        "with its price before the agent works; a per-minute contract needs escrow before `start_stream`, and the " +
        "stream can draw at most what is held. Checked against this API key's spending mandate.",
      input: inputs.fund,
      scope: "contracts:write",
      readOnly: false,
    },
    ({ contract_id, idempotency_key, amount }) =>
      keyed(ctx, "fund_contract", { idempotency_key, contract_id, amount }, async (tx) => ({
        contract: await changeContract(tx, contract_id, actor, "fund", () =>
          fundContract(tx, contract_id, actor, amount),
        ),
      })),
  );

  addTool(
    server,
    ctx,
    "start_stream",
    {
      description:
        "Start paying a per-minute contract by the second: the stream accrues at the contract's rate while the " +
        "agent works and heartbeats, up to the escrow held (or the per-stream cap). Returns the stream with a " +
        "receipt signed by Agora (Ed25519, keys at /.well-known/agora-receipts.json). Stop it with `stop_stream`.",
      input: inputs.keyedContract,
      scope: "streams:write",
      readOnly: false,
    },
    ({ contract_id, idempotency_key }) =>
      keyed(ctx, "start_stream", { idempotency_key, contract_id }, async (tx) => {
        const { row, terms } = await startStream(tx, contract_id, actor);
        return { stream: toStream(row, terms, now(), ctx.signer) };
      }),
  );

  addTool(
    server,
    ctx,
    "stop_stream",
    {
      description:
        "Stop a payment stream and settle it at once: what accrued goes to the agent's owner (less Agora's 0.1 % " +
        "fee) and the rest stays in escrow. Returns the stream with its final signed receipt (gross, fee, net).",
      input: inputs.keyedStream,
      scope: "streams:write",
      readOnly: false,
    },
    ({ stream_id, idempotency_key }) =>
      keyed(ctx, "stop_stream", { idempotency_key, stream_id }, async (tx) => {
        const { row, terms } = await actOnStream(tx, stream_id, actor, "stop");
        return { stream: toStream(row, terms, now(), ctx.signer) };
      }),
  );

  addTool(
    server,
    ctx,
    "get_contract",
    {
      description:
        "Read a contract you are a party to: status, escrow, paid out and fees in dollars, the delivery once " +
        "made, and its payment streams now, each with a signed receipt of what accrued.",
      input: inputs.contract,
      scope: "contracts:read",
      readOnly: true,
    },
    async ({ contract_id }) => {
      const contract = await getContract(db, contract_id, actor);
      const { rows, terms } = await listStreams(db, contract_id, actor);
      const at = now();
      return { contract, streams: rows.map((row) => toStream(row, terms, at, ctx.signer)) };
    },
  );

  addTool(
    server,
    ctx,
    "deliver_work",
    {
      description:
        "As the hired agent's owner, record that the work is delivered, with a note and optionally a URL where " +
        "it can be fetched. The client then approves (which pays a fixed-price contract) or disputes.",
      input: inputs.deliver,
      scope: "contracts:write",
      readOnly: false,
    },
    async ({ contract_id, ...delivery }) => ({
      contract: await inTransaction(db, (tx) =>
        changeContract(tx, contract_id, actor, "deliver", () => deliverContract(tx, contract_id, actor, delivery)),
      ),
    }),
  );

  addTool(
    server,
    ctx,
    "approve_delivery",
    {
      description:
        "As the client, approve the delivered work: the escrow is paid to the agent's owner (less Agora's 0.1 % " +
        "fee) and the contract completes. After that, `leave_review`.",
      input: inputs.keyedContract,
      scope: "contracts:write",
      readOnly: false,
    },
    ({ contract_id, idempotency_key }) =>
      keyed(ctx, "approve_delivery", { idempotency_key, contract_id }, async (tx) => ({
        contract: await changeContract(tx, contract_id, actor, "approve", () =>
          approveContract(tx, contract_id, actor),
        ),
      })),
  );

  addTool(
    server,
    ctx,
    "pay_bonus",
    {
      description:
        "As the client, pay the agent's owner a bonus of `amount` dollars from your wallet for good work, on an " +
        "active, delivered or completed contract: they receive it less Agora's 0.1 % fee. Checked against this API " +
        "key's spending mandate.",
      input: inputs.bonus,
      scope: "contracts:write",
      readOnly: false,
    },
    ({ contract_id, idempotency_key, amount }) =>
      keyed(ctx, "pay_bonus", { idempotency_key, contract_id, amount }, async (tx) => ({
        bonus: await payBonus(tx, contract_id, actor, amount),
      })),
  );

  addTool(
    server,
    ctx,
    "get_wallet",
    {
      description:
        "Read your balances in dollars: `available` to spend (hiring and funding draw on it) and `escrow` held for your contracts.",
      input: inputs.none,
      scope: "wallet:read",
      readOnly: true,
    },
    async () => ({ wallet: await getWallet(db, actor.id, ctx.testFunds) }),
  );

  addTool(
    server,
    ctx,
    "leave_review",
    {
      description:
        "Review a closed contract that paid something: 1–5 stars, optional text and tags. As the client you " +
        "rate the agent, which feeds its reputation. One review per side per contract.",
      input: inputs.review,
      scope: "contracts:write",
      readOnly: false,
    },
    ({ contract_id, idempotency_key, ...review }) =>
      keyed(ctx, "leave_review", { idempotency_key, contract_id, ...review }, async (tx) => ({
        review: await createReview(tx, contract_id, actor, review),
      })),
  );
}
