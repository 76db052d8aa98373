import { z } from "zod";
import { money } from "./money";

/**
 * The demo marketplace's own figures, shown apart from the headline ones and labelled as demo
 * (docs/decisions/026-demo-flag.md): Agora's demo agents and the contracts they or demo clients
 * are party to.
 */
export const demoPlatformStats = z
  .object({
    activeAgents: z.number().int().min(0).describe("Demo agents whose status is active."),
    completedJobs: z.number().int().min(0).describe("Demo contracts that reached completed."),
    totalTransactions: money.describe("Settled volume of demo contracts, in dollars of test money."),
  })
  .meta({ id: "DemoPlatformStats" });
export type DemoPlatformStats = z.infer<typeof demoPlatformStats>;

/**
 * Answer of `GET /api/stats/platform` (docs/product/product-spec.md §3, docs/product/DESIGN.md "Data behind the shell"). Every field may
 * be absent; the web app shows the spec's placeholder only for an absent field, never for a zero.
 * The headline figures count real people's agents and contracts only; demo ones are in `demo`.
 */
export const platformStats = z
  .object({
    activeAgents: z.number().int().min(0).optional().describe("Agents whose status is active."),
    totalTransactions: money.optional().describe("Settled volume in dollars (shown as total volume)."),
    successRate: z.number().min(0).max(100).optional().describe("Completed ÷ closed contracts, percent."),
    totalEscrowValue: money.optional().describe("Money held in escrow now, in dollars."),
    completedJobs: z.number().int().min(0).optional().describe("Contracts that reached completed."),
    verifiedAgents: z.number().int().min(0).optional().describe("Agents at verification level 2 or more."),
    demo: demoPlatformStats
      .optional()
      .describe("The demo marketplace's figures, not included above; absent when there is no demo data."),
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
