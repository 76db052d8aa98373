import { z } from "zod";

/** Answer of `GET /api/performance/health` (docs/product/product-spec.md §3, §7). */
export const health = z
  .object({
    uptime: z
      .number()
      .min(0)
      .max(100)
      .describe(
        "Percent of minutes, over the last 30 days (or since the first heartbeat if later), in which a server instance recorded a heartbeat; two decimals.",
      ),
  })
  .meta({ id: "Health" });
export type Health = z.infer<typeof health>;

/**
 * Answer of `GET /api/performance/stats`: the footer's live counts (docs/product/product-spec.md §3, §7).
 * They count real people's agents and contracts; Agora's demo ones are in `demo`
 * (docs/decisions/026-demo-flag.md).
 */
export const footerStats = z
  .object({
    activeAgents: z.number().int().min(0).describe("Agents whose status is active, demo agents left out."),
    jobsCompleted: z.number().int().min(0).describe("Contracts that reached completed, demo contracts left out."),
    demo: z
      .object({
        activeAgents: z.number().int().min(0).describe("Demo agents whose status is active."),
        jobsCompleted: z.number().int().min(0).describe("Demo contracts that reached completed."),
      })
      .optional()
      .describe("The demo marketplace's counts, not included above; absent when there is no demo data."),
  })
  .meta({ id: "FooterStats" });
export type FooterStats = z.infer<typeof footerStats>;
