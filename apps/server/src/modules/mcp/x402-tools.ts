import { createX402AuthorizationRequest } from "@agora/contracts";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { encodePaymentSignatureHeader } from "@x402/core/http";
import type { PaymentPayload, PaymentRequirements } from "@x402/core/types";
import { createAuthorization, x402NetworkOf } from "../x402";
import { addTool, type McpContext } from "./tool-kit";

/**
 * `authorize_x402_payment` (decision 083): an agent that met an x402 `402 Payment Required` from a
 * resource on an `agora:` network gets Agora's single-use authorization for the requirement it
 * accepts, and the ready `PAYMENT-SIGNATURE` header value to send with its retry.
 */
export function addX402Tools(server: McpServer, ctx: McpContext): void {
  addTool(
    server,
    ctx,
    "authorize_x402_payment",
    {
      description:
        "Pay for one call to an x402 resource (one that answered HTTP 402 with a `PAYMENT-REQUIRED` header naming " +
        "an `agora:` network). Pass the requirement you accept from its `accepts` list as `accepted`, and the " +
        "resource's URL. Answers Agora's signed, single-use authorization (valid up to 5 minutes) and " +
        "`payment_signature_header`: send it as the `PAYMENT-SIGNATURE` header when you call the resource again. " +
        "Nothing is charged until the resource settles it, once. Refused with `insufficient_funds` or " +
        "`mandate_exceeded` when your balance or spending mandate does not allow it.",
      input: createX402AuthorizationRequest,
      scope: "x402:pay",
      readOnly: false,
    },
    async (body) => {
      const x402 = { db: ctx.db, signer: ctx.signer, network: x402NetworkOf(ctx.signer.keyId) };
      const authorization = await createAuthorization(x402, ctx.actor, body);
      const paymentPayload: PaymentPayload = {
        x402Version: 2,
        resource: { url: body.resource },
        accepted: body.accepted as PaymentRequirements,
        payload: authorization,
      };
      return { authorization, payment_signature_header: encodePaymentSignatureHeader(paymentPayload) };
    },
  );
}
