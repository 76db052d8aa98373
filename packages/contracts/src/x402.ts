import { z } from "zod";
import { cursorParam, pageLimitMax } from "./limits";
import { money } from "./money";

/*
 * Pay per call through x402 v2 on Agora's ledger (decision 083, docs/x402-scheme-exact-agora.md).
 * The x402 message types themselves (PaymentRequirements, PaymentPayload, VerifyResponse, …) are
 * `@x402/core`'s; the schemas here only check what arrives on Agora's routes before the server
 * reads it as those types, and describe the fields for the OpenAPI document.
 */

/** The x402 scheme Agora settles: a specific amount known before the call (x402 `exact`). */
export const x402Scheme = "exact";
/** The CAIP-2 namespace of Agora's networks: a deployment is `agora:<reference>`. */
export const x402Namespace = "agora";
/** The asset of every Agora requirement: US dollars, `amount` in µUSD (6 decimals). */
export const x402Asset = "USD";
/** Decimals of {@link x402Asset}: `amount` "1" is $0.000001, the ledger's own unit. */
export const x402AssetDecimals = 6;
/** The x402 protocol version Agora's facilitator speaks. */
export const x402Version = 2;
/**
 * Longest life of an authorization, in seconds: it is a bearer instrument, so it lives at most
 * this long even when the requirement's `maxTimeoutSeconds` allows more.
 */
export const x402AuthorizationLifetimeSecondsMax = 300;
/** Largest amount of one call, µUSD ($1,000,000): a bound, like every other input. */
export const x402AmountMicrosMax = 1_000_000_000_000n;
/** Longest resource URL an authorization binds, in characters. */
export const x402ResourceLengthMax = 2048;

/** An amount in µUSD as x402 writes atomic units: a decimal integer string without sign or leading zero. */
export const x402AtomicAmountPattern = /^[1-9]\d{0,17}$/;

/** One payment requirement as the client accepted it (x402 v2 `PaymentRequirements`). */
export const x402Requirements = z
  .object({
    scheme: z.string().max(64).describe("The x402 scheme; Agora settles `exact`."),
    network: z.string().max(128).describe("CAIP-2 network id; this deployment's `agora:<reference>`."),
    asset: z.string().max(128).describe("The asset; `USD` (6 decimals)."),
    amount: z.string().max(32).describe("Price of the call in atomic units: µUSD as a decimal integer string, ≥ 1."),
    payTo: z.string().max(128).describe("The payee: an active agent's id."),
    maxTimeoutSeconds: z.number().int().describe("Longest the payment may take, seconds; ≥ 1."),
    extra: z.record(z.string(), z.unknown()).describe("Scheme-specific data; `decimals`, when present, must be 6."),
  })
  .meta({ id: "X402PaymentRequirements" });

/** Body of `POST /api/v1/x402/authorizations`. */
export const createX402AuthorizationRequest = z
  .object({
    accepted: x402Requirements.describe("The requirement of the resource's 402 answer the client pays."),
    resource: z
      .string()
      .max(x402ResourceLengthMax)
      .describe("The resource's URL, as its 402 answer names it (`resource.url`); the authorization binds it."),
  })
  .strict()
  .meta({ id: "CreateX402AuthorizationRequest" });
export type CreateX402AuthorizationRequest = z.infer<typeof createX402AuthorizationRequest>;

/**
 * A single-use payment authorization Agora signs for a payer (the `payload` of an `exact`
 * payment on an `agora` network). Its signed bytes are the UTF-8 of the RFC 8785 canonical JSON of
 * every field but `signature`; the signature is Ed25519 (RFC 8032) by the receipt key `keyId` of
 * `/.well-known/agora-receipts.json`, base64url without padding.
 */
export const x402Authorization = z
  .object({
    id: z.uuid().describe("The authorization's id: its settlement's exactly-once key."),
    payer: z.uuid().describe("The paying user's id."),
    payTo: z.uuid().describe("The payee agent's id."),
    amount: z.string().regex(x402AtomicAmountPattern).describe("µUSD the call costs, a decimal integer string."),
    asset: z.literal(x402Asset).describe("Always `USD`."),
    network: z.string().describe("The deployment's CAIP-2 network, `agora:<reference>`."),
    resource: z.string().describe("The URL of the resource the payment is for."),
    validAfter: z
      .string()
      .regex(/^\d{1,12}$/)
      .describe("Unix time (seconds) from which it may be settled."),
    validBefore: z
      .string()
      .regex(/^\d{1,12}$/)
      .describe("Unix time (seconds) before which it must be settled."),
    keyId: z.string().describe("The signing key's `kid` in `/.well-known/agora-receipts.json`."),
    signature: z.string().describe("Ed25519 over the canonical JSON of the other fields, base64url."),
  })
  .strict()
  .meta({ id: "X402Authorization" });
export type X402Authorization = z.infer<typeof x402Authorization>;

/** What `GET /api/v1/x402/authorizations/{id}` shows its payer: the authorization and whether it was settled. */
export const x402AuthorizationState = z
  .object({
    authorization: x402Authorization,
    settlement: z
      .object({
        transaction: z.string().describe("The ledger transfer's id."),
        dayContractId: z.uuid().describe("The payer–agent day contract whose escrow received the money."),
        settledAt: z.iso.datetime().describe("When it was settled, ISO 8601 UTC."),
      })
      .nullable()
      .describe("Null until a facilitator settles it."),
  })
  .meta({ id: "X402AuthorizationState" });
export type X402AuthorizationState = z.infer<typeof x402AuthorizationState>;

/** Path of the authorization routes with an id. */
export const x402AuthorizationParams = z.object({ id: z.uuid().describe("The authorization's id.") });

/** An x402 v2 `PaymentPayload`, checked only in shape; the facilitator reads its fields itself. */
const x402PaymentPayload = z
  .object({
    x402Version: z.number().int().describe("x402 protocol version; 2."),
    resource: z
      .object({ url: z.string().max(x402ResourceLengthMax).describe("The resource's URL.") })
      .loose()
      .optional()
      .describe("The resource the client pays for, as its 402 answer named it."),
    accepted: x402Requirements.describe("The requirement the client accepted."),
    payload: z.record(z.string(), z.unknown()).describe("For `exact` on `agora`: an `X402Authorization`."),
    extensions: z.record(z.string(), z.unknown()).optional().describe("x402 extensions; none are used."),
  })
  .meta({ id: "X402PaymentPayload" });

/** Body of `POST /x402/verify` and `POST /x402/settle` (x402 v2 `VerifyRequest`/`SettleRequest`). */
export const x402FacilitatorRequest = z
  .object({
    x402Version: z.number().int().describe("x402 protocol version; 2."),
    paymentPayload: x402PaymentPayload,
    paymentRequirements: x402Requirements.describe("The requirement the resource server asks to be met."),
  })
  .meta({ id: "X402FacilitatorRequest" });

/** x402 v2 `VerifyResponse`, as Agora fills it. */
export const x402VerifyResponse = z
  .object({
    isValid: z.boolean().describe("Whether settling now would succeed."),
    invalidReason: z.string().optional().describe("x402's reason word, or an `agora_` one."),
    invalidMessage: z.string().optional().describe("The reason in a sentence."),
    payer: z.string().optional().describe("The paying user's id."),
  })
  .meta({ id: "X402VerifyResponse" });

/** x402 v2 `SettleResponse`, as Agora fills it. */
export const x402SettleResponse = z
  .object({
    success: z.boolean().describe("Whether the money moved (now, or by an earlier settle of the same authorization)."),
    errorReason: z.string().optional().describe("x402's reason word, or an `agora_` one."),
    errorMessage: z.string().optional().describe("The reason in a sentence."),
    payer: z.string().optional().describe("The paying user's id."),
    transaction: z.string().describe("The ledger transfer's id; empty when nothing moved."),
    network: z.string().describe("The network it was settled on."),
    amount: z.string().optional().describe("µUSD settled."),
  })
  .meta({ id: "X402SettleResponse" });

/** x402 v2 `SupportedResponse`, as Agora fills it. */
export const x402SupportedResponse = z
  .object({
    kinds: z
      .array(
        z.object({
          x402Version: z.number().int().describe("x402 protocol version."),
          scheme: z.string().describe("`exact`."),
          network: z.string().describe("This deployment's network."),
          extra: z.record(z.string(), z.unknown()).optional().describe("The asset and its decimals."),
        }),
      )
      .describe("What this facilitator settles."),
    extensions: z.array(z.string()).describe("x402 extensions supported; none."),
    signers: z
      .record(z.string(), z.array(z.string()))
      .describe("The key ids that sign authorizations, by network pattern."),
  })
  .meta({ id: "X402SupportedResponse" });

// ---------------------------------------------------------------------------------------------
// Reading paid calls: day contracts, their calls and payouts (decision 087)
// ---------------------------------------------------------------------------------------------

/** My side of a day contract: I pay for the calls, or I own the agent they are paid to. */
export const x402DayContractRole = z
  .enum(["payer", "provider"])
  .describe("`payer`: I paid for the calls; `provider`: the calls were paid to my agent.");
export type X402DayContractRole = z.infer<typeof x402DayContractRole>;

/** Query of `GET /api/v1/x402/day-contracts`: newest UTC day first. */
export const x402DayContractListQuery = z.object({
  role: x402DayContractRole.optional().describe("Only day contracts where I am this side; both when absent."),
  cursor: cursorParam.optional(),
  limit: z.coerce.number().int().min(1).max(pageLimitMax).default(25),
});
export type X402DayContractListQuery = z.infer<typeof x402DayContractListQuery>;

/**
 * A day contract as its payer or its agent's owner sees it: one payer's paid calls to one agent in
 * one UTC day (decision 083), with what they cost and how much of it the owner was paid (decision 085).
 * `spent` = `paidOut` + `pending`; `paidOut` = `fees` + `earned`.
 */
export const x402DayContract = z
  .object({
    id: z.uuid().describe("The day contract's id (its escrow is the ledger's `contract` escrow under it)."),
    role: x402DayContractRole,
    agent: z
      .object({ id: z.uuid().describe("The payee agent's id."), name: z.string().describe("Its name.") })
      .describe("The agent the calls were paid to."),
    day: z.iso.date().describe("The UTC day, `YYYY-MM-DD`."),
    isSelfCall: z.boolean().describe("The payer owns the agent: settled like any call, never counted for reputation."),
    calls: z.number().int().describe("Calls settled."),
    spent: money.describe("The calls' prices summed, US dollars: what left the payer's balance."),
    paidOut: money.describe("Of `spent`, what payouts took out of the escrow, US dollars (fees included)."),
    pending: money.describe("Of `spent`, what waits in the escrow for the next payout, US dollars."),
    fees: money.describe("The platform fees of the payouts so far, US dollars (each call's fee rounded down)."),
    earned: money.describe("Paid to the agent's owner so far, US dollars: `paidOut` − `fees`."),
    payouts: z.number().int().describe("Payouts made so far."),
    lastCallAt: z.iso.datetime().nullable().describe("When the latest call settled, ISO 8601 UTC."),
  })
  .meta({ id: "X402DayContract" });
export type X402DayContract = z.infer<typeof x402DayContract>;

/** A page of {@link x402DayContract}, newest day first. */
export const x402DayContractPage = z
  .object({ data: z.array(x402DayContract), nextCursor: z.string().nullable() })
  .meta({ id: "X402DayContractPage" });
export type X402DayContractPage = z.infer<typeof x402DayContractPage>;

/** One payout of a day contract's calls to the agent's owner (decision 085). */
export const x402Payout = z
  .object({
    id: z.uuid().describe("The payout's id."),
    seq: z.number().int().describe("1 for the day contract's first payout, then 2, 3, …"),
    calls: z.number().int().describe("Calls it paid."),
    gross: money.describe("The calls' prices summed, US dollars: what left the escrow."),
    fee: money.describe("The platform fee, US dollars."),
    net: money.describe("Paid to the agent's owner, US dollars."),
    paidAt: z.iso.datetime().describe("When it was paid, ISO 8601 UTC."),
  })
  .meta({ id: "X402Payout" });
export type X402Payout = z.infer<typeof x402Payout>;

/** Most payouts {@link x402DayContractDetail} lists; a day holds at most a few (1,000 calls each by default). */
export const x402DayContractPayoutsMax = 100;

/** `GET /api/v1/x402/day-contracts/{id}`: the day contract and its payouts, newest first. */
export const x402DayContractDetail = x402DayContract
  .extend({
    payoutList: z.array(x402Payout).describe(`Its payouts, newest first, at most ${x402DayContractPayoutsMax}.`),
  })
  .meta({ id: "X402DayContractDetail" });
export type X402DayContractDetail = z.infer<typeof x402DayContractDetail>;

/** One paid call of a day contract: its authorization, which is its receipt, and its settlement. */
export const x402Call = z
  .object({
    authorizationId: z
      .uuid()
      .describe("The authorization that paid it (`GET /api/v1/x402/authorizations/{id}` for the payer)."),
    resource: z.string().describe("The URL of the resource the call paid for."),
    amount: money.describe("Its price, US dollars."),
    fee: money.describe("Its platform fee when paid out, US dollars: the price's fee rounded down on its own."),
    transaction: z.string().describe("The ledger transfer that moved the price into the escrow."),
    settledAt: z.iso.datetime().describe("When it was settled, ISO 8601 UTC."),
    payoutId: z.uuid().nullable().describe("The payout that paid it to the agent's owner; null while in escrow."),
  })
  .meta({ id: "X402Call" });
export type X402Call = z.infer<typeof x402Call>;

/** A page of {@link x402Call}, newest first. */
export const x402CallPage = z
  .object({ data: z.array(x402Call), nextCursor: z.string().nullable() })
  .meta({ id: "X402CallPage" });
export type X402CallPage = z.infer<typeof x402CallPage>;

/** Query of `GET /api/v1/x402/day-contracts/{id}/calls`. */
export const x402CallListQuery = z.object({
  cursor: cursorParam.optional(),
  limit: z.coerce.number().int().min(1).max(pageLimitMax).default(25),
});
export type X402CallListQuery = z.infer<typeof x402CallListQuery>;

/** Path of the day contract routes. */
export const x402DayContractParams = z.object({ id: z.uuid().describe("The day contract's id.") });

// ---------------------------------------------------------------------------------------------
// The demo's paid call (decision 087)
// ---------------------------------------------------------------------------------------------

/**
 * `GET /api/v1/x402/demo`: the demo agent's per-call resource on this instance, with the
 * requirement of its 402 answer to authorize; `demo` is null when no demo resource runs here.
 */
export const x402DemoOffer = z
  .object({
    demo: z
      .object({
        agent: z
          .object({
            id: z.uuid().describe("The selling agent's id (x402 `payTo`)."),
            name: z.string().describe("Its name."),
            slug: z.string().describe("Its URL name: its page is `/agents/<slug>`."),
          })
          .describe("The demo agent that sells the call."),
        description: z.string().describe("What one call does."),
        example: z.string().describe("A text the call does real work on."),
        price: money.describe("The price of one call, US dollars."),
        resource: z.string().describe("The resource's URL, as its 402 answer names it: the authorization binds it."),
        accepted: x402Requirements.describe("The requirement of its 402 answer: authorize exactly this."),
      })
      .nullable()
      .describe("Null when this instance runs no demo resource (the demo agents are off, or run elsewhere)."),
  })
  .meta({ id: "X402DemoOffer" });
export type X402DemoOffer = z.infer<typeof x402DemoOffer>;

/** Longest text one demo call sends, characters. */
export const x402DemoTextLengthMax = 2000;

/** Body of `POST /api/v1/x402/demo/calls`: the text to work on, and my authorization that pays for it. */
export const x402DemoCallRequest = z
  .object({
    text: z.string().min(1).max(x402DemoTextLengthMax).describe("The text to measure."),
    authorization: x402Authorization.describe(
      "My authorization of the demo's requirement (`POST /api/v1/x402/authorizations`): the call's payment, settled once.",
    ),
  })
  .strict()
  .meta({ id: "X402DemoCallRequest" });
export type X402DemoCallRequest = z.infer<typeof x402DemoCallRequest>;

/** Answer of `POST /api/v1/x402/demo/calls`: the resource's result and how the call was paid. */
export const x402DemoCallResult = z
  .object({
    result: z.string().describe("What the demo agent answered."),
    authorizationId: z.uuid().describe("The authorization that paid the call: its receipt."),
    transaction: z.string().describe("The ledger transfer that settled it."),
    amount: money.describe("What the call cost, US dollars."),
    dayContractId: z.uuid().describe("The day contract whose escrow received it."),
  })
  .meta({ id: "X402DemoCallResult" });
export type X402DemoCallResult = z.infer<typeof x402DemoCallResult>;
