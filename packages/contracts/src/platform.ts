import { z } from "zod";
import { money } from "./money";

/**
 * Answer of `GET /api/stats/platform` (docs/product/product-spec.md §3, docs/product/DESIGN.md "Data behind the shell"). Every field may
 * be absent; the web app shows the spec's placeholder only for an absent field, never for a zero.
 */
export const platformStats = z
  .object({
    activeAgents: z.number().int().min(0).optional().describe("Agents whose status is active."),
    totalTransactions: money.optional().describe("Settled volume in dollars (shown as total volume)."),
    successRate: z.number().min(0).max(100).optional().describe("Completed ÷ closed contracts, percent."),
    totalEscrowValue: money.optional().describe("Money held in escrow now, in dollars."),
    completedJobs: z.number().int().min(0).optional().describe("Contracts that reached completed."),
    verifiedAgents: z.number().int().min(0).optional().describe("Agents at verification level 2 or more."),
  })
  .meta({ id: "PlatformStats" });
export type PlatformStats = z.infer<typeof platformStats>;

/** Body of `POST /api/analytics/pageviews`: one page view of the web app (docs/product/product-spec.md §2 "Page views"). */
export const pageViewRequest = z
  .object({
    path: z
      .string()
      .min(1)
      .max(2048)
      .regex(/^\//, "must be a path starting with /")
      .describe("The path viewed, with query string, without the hash."),
    referrer: z.string().max(2048).optional().describe("The previous path in the app, or the document referrer."),
  })
  .strict()
  .meta({ id: "PageViewRequest" });
export type PageViewRequest = z.infer<typeof pageViewRequest>;
