import type { PaymentPayload, PaymentRequirements } from "@x402/core/types";
import { ok } from "./fixtures-hiring";
import { api, type Browser, type TestServer } from "./harness";

/**
 * One paid x402 call through the real API (decision 083): `payer` (a session or a key holding
 * `x402:pay`) asks for an authorization of `accepted`, and the facilitator settles it.
 * @returns the authorization (its `id`) and the settle's answer, as the API gave them.
 * @throws Error naming the step when the authorization is refused.
 */
export async function payOneCall(
  server: TestServer,
  payer: Browser | { baseUrl: string; bearer: string },
  accepted: PaymentRequirements,
  resource: string,
) {
  const authorization = await ok(
    await api(payer, "POST", "/api/v1/x402/authorizations", { accepted, resource }),
    "authorization",
  );
  const paymentPayload: PaymentPayload = {
    x402Version: 2,
    resource: { url: resource },
    accepted,
    payload: authorization,
  };
  const settled = await api(server, "POST", "/x402/settle", {
    x402Version: 2,
    paymentPayload,
    paymentRequirements: accepted,
  });
  return { authorization, settled };
}
