import { callListQuery } from "@agora/contracts";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { listCalls, makeCall } from "../calls";
import { addTool, idempotencyKeyArg, keyed, type McpContext } from "./tool-kit";

const contractIdArg = z.uuid().describe("The per-call contract's id (the `contract` that `hire_service` answered).");

/** The tools' arguments, built once (a server is built per request). */
const inputs = {
  call: z.object({ contract_id: contractIdArg, idempotency_key: idempotencyKeyArg }).strict(),
  list: callListQuery.extend({ contract_id: contractIdArg }),
};

/**
 * The per-call tools (decision 086): make a call on a per-call contract, and read its calls. Each
 * calls the service functions its REST route calls; the call runs under {@link keyed}, so a retry
 * with the same key is the same call.
 */
export function addCallTools(server: McpServer, ctx: McpContext): void {
  const { db, actor } = ctx;

  addTool(
    server,
    ctx,
    "make_call",
    {
      description:
        "Make one call of a per-call contract (hired with `hire_service` and `prepaid`): its price is drawn from " +
        "the contract's prepaid escrow and the answer is the call with a receipt signed by Agora (Ed25519, keys at " +
        "/.well-known/agora-receipts.json): `seq`, `price`, `spent` so far. Refused with `insufficient_funds` when " +
        "the escrow left is below one call's price (`fund_contract` to add more) and `limit_reached` when the " +
        "service's cap per client is reached.",
      input: inputs.call,
      scope: "contracts:write",
      readOnly: false,
    },
    ({ contract_id, idempotency_key }) =>
      keyed(ctx, "make_call", { idempotency_key, contract_id }, async (tx) => ({
        call: (await makeCall(tx, contract_id, actor, ctx.signer)).call,
      })),
  );

  addTool(
    server,
    ctx,
    "list_calls",
    {
      description:
        "The calls of a per-call contract, newest first, each with its signed receipt and whether the agent's " +
        "owner has been paid for it; `limit` per page and `cursor` from `nextCursor` for the next.",
      input: inputs.list,
      scope: "contracts:read",
      readOnly: true,
    },
    ({ contract_id, ...query }) => listCalls(db, contract_id, actor, query, ctx.signer),
  );
}
