import { z } from "zod";
import { cursorParam, pageLimitMax } from "./limits";
import { money } from "./money";
import { verifySignedDocument } from "./receipts";

// Calls of per-call contracts (decision 086): each call draws its price from the contract's
// prepaid escrow and is answered with a receipt signed like a stream's.

/** Base64url without padding (RFC 4648 §5). */
const base64url = /^[A-Za-z0-9_-]*$/;

/**
 * The signed receipt of one call of a per-call contract (decision 086): the call `seq` of contract
 * `contractId` drew `price` from its escrow at `at`, and the contract's calls had drawn `spent` in
 * all by then. Signed with the platform's receipt key exactly as stream receipts are: Ed25519
 * (RFC 8032) over the UTF-8 bytes of canonicalJson (RFC 8785) of every other field, so anyone with
 * `/.well-known/agora-receipts.json` can check it offline with {@link verifyCallReceipt}. Its
 * fields are no stream receipt's (no `streamId`, no `final`), and unknown fields are refused, so a
 * call receipt can never pass for a stream receipt or the reverse.
 */
export const callReceipt = z
  .object({
    contractId: z.string().min(1).max(128).describe("The per-call contract the call was made on."),
    seq: z.number().int().min(1).describe("The call's number within the contract, from 1, one more per call."),
    price: money.describe("Dollars this call drew from the escrow: the contract's price per call."),
    spent: money.describe("Dollars all the contract's calls up to and including this one drew: a running total."),
    at: z.iso.datetime({ precision: 3 }).describe("The instant the call was drawn: ISO 8601 UTC with milliseconds."),
    keyId: z.string().min(1).max(128).describe("`kid` of the key in the receipt key set that signed it."),
    signature: z
      .string()
      .length(86)
      .regex(base64url, "must be base64url without padding")
      .describe("Ed25519 signature (base64url, no padding) of canonicalJson(the other fields)."),
  })
  .strict()
  .meta({ id: "CallReceipt" });
export type CallReceipt = z.infer<typeof callReceipt>;

/**
 * Checks a call receipt offline, as `verifyReceipt` checks a stream's: the Ed25519 signature over
 * canonicalJson of the receipt without `signature`, by the key of `keySet` whose `kid` is `keyId`.
 * @param receipt the receipt as received (parsed JSON); it must match {@link callReceipt}.
 * @param keySet the key set from `/.well-known/agora-receipts.json`.
 * @returns true only for a well-formed receipt signed by that key; never throws.
 */
export function verifyCallReceipt(receipt: unknown, keySet: unknown): Promise<boolean> {
  return verifySignedDocument(callReceipt, receipt, keySet);
}

/** One call of a per-call contract, as either party sees it. */
export const contractCall = z
  .object({
    id: z.string().describe("The call's id."),
    contractId: z.string(),
    seq: z.number().int().min(1).describe("The call's number within the contract, from 1."),
    price: money.describe("Dollars the call drew from the escrow."),
    spent: money.describe("Dollars drawn by the contract's calls up to this one."),
    paid: z.boolean().describe("True once a payout has paid the call's price to the agent's owner."),
    createdAt: z.string().describe("ISO 8601 instant the call was drawn (the receipt's `at`)."),
    receipt: callReceipt.describe("The call's signed receipt (verify with /.well-known/agora-receipts.json)."),
  })
  .meta({ id: "ContractCall" });
export type ContractCall = z.infer<typeof contractCall>;

/** Answer of `GET /api/v1/contracts/:id/calls`: newest call first, with the cursor of the next page. */
export const contractCallPage = z
  .object({
    data: z.array(contractCall),
    nextCursor: z.string().nullable().describe("Pass as `cursor` for the next page; null on the last page."),
  })
  .meta({ id: "ContractCallPage" });
export type ContractCallPage = z.infer<typeof contractCallPage>;

/** Query of `GET /api/v1/contracts/:id/calls`. */
export const callListQuery = z
  .object({
    cursor: cursorParam.optional(),
    limit: z.coerce.number().int().min(1).max(pageLimitMax).default(25).describe("Calls per page."),
  })
  .strict();
export type CallListQuery = z.infer<typeof callListQuery>;

/**
 * `call.made` on `contract:<id>` (transient: not stored, not replayed; the call list is the record):
 * a call drew its price, with its receipt and the contract's figures after it.
 */
export const callMadeData = z.object({
  contractId: z.string(),
  callId: z.string(),
  seq: z.number().int(),
  price: money.describe("Dollars the call drew."),
  spent: money.describe("Dollars all the contract's calls drew so far."),
  available: money.describe("Dollars the next calls may still draw."),
  receipt: callReceipt,
});

/**
 * `call.paid` on `contract:<id>` and the agent owner's `user:<id>`: a payout paid `calls` calls of
 * the contract to the agent's owner in one ledger posting (gross = fee + net).
 */
export const callsPaidData = z.object({
  contractId: z.string(),
  payoutId: z.string(),
  calls: z.number().int().min(1).describe("Calls the payout paid."),
  gross: money.describe("Dollars out of the escrow: the calls' prices."),
  fee: money.describe("Dollars to the platform: each call's 0.1 % rounded down, summed."),
  net: money.describe("Dollars to the agent's owner."),
});
