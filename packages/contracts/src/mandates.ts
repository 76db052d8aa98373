import { z } from "zod";
import { pricingModels } from "./hiring";
import { cursorParam, pageLimitMax } from "./limits";
import { decodedMicros, money, positiveMoneyAmount } from "./money";
import { verifySignedDocument } from "./receipts";

/*
 * Spending mandates (docs/decisions/028-mandates.md, after AP2's intent mandates): the limits an
 * owner sets on what one of their API keys may spend. Every money-moving call made with the key is
 * checked against them in the transaction that moves the money. The server, both SDKs, the MCP
 * tools and the web page read the shapes from here.
 */

/** The limits a mandate can refuse a call by, as named in a `mandate_exceeded` problem. */
export const mandateLimitNames = [
  "perJobMax",
  "perDayMax",
  "totalMax",
  "categories",
  "pricingModels",
  "minReputation",
  "minVerificationLevel",
  "expiresAt",
  "revokedAt",
] as const;
/** One of {@link mandateLimitNames}. */
export type MandateLimitName = (typeof mandateLimitNames)[number];

/** `active` until revoked, or until `expiresAt` passes. */
export const mandateStatus = z
  .enum(["active", "revoked", "expired"])
  .describe("Whether the mandate still allows spending.");
/** See {@link mandateStatus}. */
export type MandateStatus = z.infer<typeof mandateStatus>;

const category = z.string().trim().min(2).max(60);
const limitFields = {
  perJobMax: decodedMicros(positiveMoneyAmount).describe(
    "The most one contract may receive from the key, dollars (escrow it funds).",
  ),
  perDayMax: decodedMicros(positiveMoneyAmount).describe(
    "The most the key may spend in any rolling 24 hours, dollars.",
  ),
  totalMax: decodedMicros(positiveMoneyAmount)
    .nullable()
    .optional()
    .describe("The most the key may ever spend, dollars; null: no total."),
  categories: z
    .array(category)
    .max(20)
    .nullable()
    .optional()
    .describe("Only agents listed in one of these categories may be hired; null or absent: any."),
  pricingModels: z
    .array(z.enum(pricingModels))
    .min(1)
    .nullable()
    .optional()
    .describe("Only these pricing models may be hired; null or absent: both."),
  minReputation: z
    .number()
    .min(0)
    .max(999.99)
    .nullable()
    .optional()
    .describe("The hired agent's reputation must be at least this, 0–999.99; null: no minimum."),
  minVerificationLevel: z
    .number()
    .int()
    .min(0)
    .max(4)
    .nullable()
    .optional()
    .describe("The hired agent's KYA level must be at least this, 0–4; null: no minimum."),
  expiresAt: z.iso
    .datetime({ offset: true })
    .nullable()
    .optional()
    .describe("ISO 8601 instant after which the key may spend nothing; must be in the future. Null: no expiry."),
};

/** Body of `POST /api/v1/mandates`: one mandate per key; the key must be the caller's and not revoked. */
export const createMandateRequest = z
  .object({
    apiKeyId: z.uuid().describe("The key the mandate governs (one of the caller's keys)."),
    ...limitFields,
  })
  .strict()
  .meta({ id: "CreateMandateRequest" });
/** See {@link createMandateRequest}. */
/** The body as a client sends it (decimal dollars). */
export type CreateMandateRequest = z.input<typeof createMandateRequest>;
/** {@link createMandateRequest} as the server gets it: limits in µUSD. */
export type DecodedCreateMandateRequest = z.output<typeof createMandateRequest>;

/** Body of `PATCH /api/v1/mandates/{id}`: any limit; null clears an optional one. */
export const updateMandateRequest = z
  .object({
    perJobMax: limitFields.perJobMax.optional(),
    perDayMax: limitFields.perDayMax.optional(),
    totalMax: limitFields.totalMax,
    categories: limitFields.categories,
    pricingModels: limitFields.pricingModels,
    minReputation: limitFields.minReputation,
    minVerificationLevel: limitFields.minVerificationLevel,
    expiresAt: limitFields.expiresAt,
  })
  .strict()
  .meta({ id: "UpdateMandateRequest" });
/** See {@link updateMandateRequest}. */
/** The body as a client sends it (decimal dollars). */
export type UpdateMandateRequest = z.input<typeof updateMandateRequest>;
/** {@link updateMandateRequest} as the server gets it: limits in µUSD. */
export type DecodedUpdateMandateRequest = z.output<typeof updateMandateRequest>;

/** A mandate with its spend, derived from the ledger transfers tagged with it. */
export const mandate = z
  .object({
    id: z.string(),
    apiKeyId: z.string(),
    apiKeyName: z.string().describe("The governed key's label."),
    apiKeyPrefix: z.string().describe("The governed key's visible prefix."),
    status: mandateStatus,
    perJobMax: money,
    perDayMax: money,
    totalMax: money.nullable(),
    categories: z.array(z.string()).nullable(),
    pricingModels: z.array(z.enum(pricingModels)).nullable(),
    minReputation: z.number().nullable(),
    minVerificationLevel: z.number().int().nullable(),
    expiresAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    revokedAt: z.string().nullable(),
    spent: z
      .object({
        lastDay: money.describe("Spent in the last 24 hours (rolling)."),
        total: money.describe("Spent since the mandate was created."),
      })
      .describe("What the key has spent under this mandate."),
    remaining: z
      .object({
        lastDay: money.describe("perDayMax minus spent.lastDay, at least 0."),
        total: money.nullable().describe("totalMax minus spent.total, at least 0; null without a total."),
      })
      .describe("What the key may still spend now."),
  })
  .meta({ id: "Mandate" });
/** See {@link mandate}. */
export type Mandate = z.infer<typeof mandate>;

/** Query of `GET /api/v1/mandates`. */
export const mandateListQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(pageLimitMax).default(20).describe("At most this many mandates."),
  })
  .strict();

/** Path of the routes on one mandate. */
export const mandateIdParams = z.object({ id: z.uuid().describe("The mandate's id.") });

/** Answer of `GET /api/v1/mandates`: the caller's mandates, newest first. */
export const mandateList = z.object({ data: z.array(mandate) }).meta({ id: "MandateList" });

/** One spend under a mandate: a ledger transfer tagged with it. */
export const mandateSpend = z
  .object({
    transferId: z.string().describe("The ledger transfer's id."),
    amount: money,
    code: z.string().describe("Why the money moved, e.g. `escrow_fund`."),
    contractId: z.string().nullable().describe("The contract it funded."),
    agentId: z.string().nullable(),
    agentName: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "MandateSpend" });
/** See {@link mandateSpend}. */
export type MandateSpend = z.infer<typeof mandateSpend>;

/** Query of `GET /api/v1/mandates/{id}/spends`. */
export const mandateSpendQuery = z
  .object({
    cursor: cursorParam.optional(),
    limit: z.coerce.number().int().min(1).max(pageLimitMax).default(20),
  })
  .strict();

/** Answer of `GET /api/v1/mandates/{id}/spends`: newest first, and the daily series for a chart. */
export const mandateSpendPage = z
  .object({
    data: z.array(mandateSpend),
    nextCursor: z.string().nullable(),
    daily: z
      .array(z.object({ day: z.string().describe("UTC date, YYYY-MM-DD."), amount: money }))
      .describe("Spend per UTC day over the last 30 days, oldest first, days without spend included as 0."),
  })
  .meta({ id: "MandateSpendPage" });
/** See {@link mandateSpendPage}. */
export type MandateSpendPage = z.infer<typeof mandateSpendPage>;

/** The terms a signed mandate states (every field but `keyId` and `signature` is signed). */
const mandateTermsFields = {
  type: z.literal("agora.mandate/v1"),
  mandateId: z.string(),
  issuer: z.string().describe("The platform's public URL."),
  ownerId: z.string().describe("The user who granted it."),
  apiKeyId: z.string(),
  perJobMax: money,
  perDayMax: money,
  totalMax: money.nullable(),
  categories: z.array(z.string()).nullable(),
  pricingModels: z.array(z.enum(pricingModels)).nullable(),
  minReputation: z.number().nullable(),
  minVerificationLevel: z.number().int().nullable(),
  expiresAt: z.string().nullable(),
  status: mandateStatus,
  issuedAt: z.iso.datetime({ precision: 3 }).describe("When this document was signed, ISO 8601 UTC."),
};

/**
 * The mandate as a signed JSON document (`GET /api/v1/mandates/{id}/document`), signed like the
 * stream receipts: `signature` is Ed25519 (RFC 8032, 64 bytes, base64url without padding) over
 * canonicalJson (RFC 8785) of every other field, by the key `keyId` of the receipt key set, so a
 * third party verifies it offline with `verifyMandate`.
 */
export const signedMandate = z
  .object({
    ...mandateTermsFields,
    keyId: z.string().min(1).max(128).describe("`kid` of the key in the receipt key set that signed it."),
    signature: z
      .string()
      .length(86)
      .regex(/^[A-Za-z0-9_-]*$/, "must be base64url without padding")
      .describe("Ed25519 signature of canonicalJson(the other fields), base64url without padding."),
  })
  .strict()
  .meta({ id: "SignedMandate" });
/** See {@link signedMandate}. */
export type SignedMandate = z.infer<typeof signedMandate>;

/**
 * Checks a signed mandate offline (decision 028): Ed25519 (RFC 8032) over the UTF-8 bytes of
 * canonicalJson (RFC 8785) of the document without `signature`, by the key `keyId` of the receipt
 * key set (`/.well-known/agora-receipts.json`), exactly as `verifyReceipt` checks receipts.
 * A valid document proves the platform issued these terms at `issuedAt`; whether the mandate is
 * still active now is for the platform to say (it may have been revoked since).
 * @param document the document as received, e.g. parsed JSON; it must match {@link signedMandate}.
 * @param keySet the platform's key set; must match `receiptKeySet`.
 * @returns true only for a well-formed document signed by that key; never throws.
 */
export function verifyMandate(document: unknown, keySet: unknown): Promise<boolean> {
  return verifySignedDocument(signedMandate, document, keySet);
}
