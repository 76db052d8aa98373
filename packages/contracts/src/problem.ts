import { z } from "zod";
import { erasureBlocker } from "./account-erasure";
import { mandateLimitNames } from "./mandates";
import { money } from "./money";

/**
 * One invalid field of a request, as listed in a problem's `errors` member.
 * `field` is the dotted path inside the part named by `in` (`"scopes.0"`, `"expiresAt"`).
 */
export const fieldError = z
  .object({
    in: z.enum(["body", "querystring", "params", "headers"]).describe("The request part holding the field."),
    field: z.string().describe('Dotted path of the bad field inside that part, e.g. "scopes.0".'),
    message: z.string().describe("What is wrong with it, in English."),
  })
  .meta({ id: "FieldError" });
export type FieldError = z.infer<typeof fieldError>;

/**
 * RFC 9457 problem details, the body of every 4xx and 5xx answer
 * (`Content-Type: application/problem+json`).
 */
export const problem = z
  .object({
    type: z.string().describe("URI reference naming the problem type: `/problems/<code>`."),
    title: z.string().describe("Short, human-readable summary of the problem type."),
    status: z.number().int().describe("The HTTP status code."),
    detail: z.string().optional().describe("Explanation specific to this occurrence."),
    code: z.string().describe("Stable machine-readable error code, e.g. `validation_failed`."),
    errors: z.array(fieldError).optional().describe("Each invalid field, for validation problems."),
    requestId: z.string().optional().describe("The request id, also sent as the `x-request-id` header."),
    limit: z
      .enum(mandateLimitNames)
      .optional()
      .describe("`mandate_exceeded` only: the mandate limit that refused the call, e.g. `perDayMax`."),
    remaining: money
      .nullable()
      .optional()
      .describe("`mandate_exceeded` only: what that limit leaves in dollars; null when it is not an amount."),
    contractId: z
      .string()
      .optional()
      .describe(
        "`invalid_state` of a per-call hire only: the client's open contract for the service, to fund instead.",
      ),
    blockers: z
      .array(erasureBlocker)
      .optional()
      .describe("`erasure_blocked` only: every reason the account cannot be erased yet (decision 071)."),
  })
  .meta({ id: "Problem" });
export type Problem = z.infer<typeof problem>;
