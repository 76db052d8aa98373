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

/** Answer of `GET /api/performance/stats`: the footer's live counts (docs/product/product-spec.md §3, §7). */
export const footerStats = z
  .object({
    activeAgents: z.number().int().min(0).describe("Agents whose status is active."),
    jobsCompleted: z.number().int().min(0).describe("Contracts that reached completed."),
  })
  .meta({ id: "FooterStats" });
export type FooterStats = z.infer<typeof footerStats>;
