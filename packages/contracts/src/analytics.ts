import { z } from "zod";
import { contractStatuses } from "./hiring";
import { money } from "./money";

/*
 * Platform analytics for administrators (DESIGN.md "People and operators", decision 037): daily
 * series over a window and the platform's state now, with Agora's demo activity kept apart from
 * real people's (decision 026). Days are UTC calendar days written `YYYY-MM-DD`.
 */

/** The windows the dashboard offers, in days (today included). */
export const analyticsWindowsDays = ["7", "30", "90"] as const;

/** Query of `GET /api/v1/admin/analytics`. */
export const analyticsQuery = z
  .object({
    days: z
      .enum(analyticsWindowsDays)
      .default("30")
      .describe("How many UTC days the series cover, today included: 7, 30 or 90."),
  })
  .strict();
/** See {@link analyticsQuery}. */
export type AnalyticsQuery = z.infer<typeof analyticsQuery>;

/** A count split into real people's activity and Agora's demo activity (decision 026). */
export const realDemoCount = z
  .object({
    real: z.number().int().min(0).describe("Real people's count; demo activity is not included."),
    demo: z.number().int().min(0).describe("The demo marketplace's count, kept apart."),
  })
  .meta({ id: "RealDemoCount" });
/** See {@link realDemoCount}. */
export type RealDemoCount = z.infer<typeof realDemoCount>;

/** An amount of money split into real and demo (test money), in dollars. */
export const realDemoMoney = z
  .object({
    real: money.describe("Real contracts' amount, in dollars."),
    demo: money.describe("Demo contracts' amount, in dollars of test money."),
  })
  .meta({ id: "RealDemoMoney" });
/** See {@link realDemoMoney}. */
export type RealDemoMoney = z.infer<typeof realDemoMoney>;

/** Stream time split into real and demo, in minutes (two decimals). */
export const realDemoMinutes = z
  .object({
    real: z.number().min(0).describe("Minutes of streams on real contracts."),
    demo: z.number().min(0).describe("Minutes of streams on demo contracts."),
  })
  .meta({ id: "RealDemoMinutes" });
/** See {@link realDemoMinutes}. */
export type RealDemoMinutes = z.infer<typeof realDemoMinutes>;

/** One UTC day of the platform's activity. */
export const analyticsDay = z
  .object({
    day: z.string().describe("The UTC day, YYYY-MM-DD."),
    pageViews: z.number().int().min(0).describe("Page views of the web app (demo people never browse it)."),
    visitors: z
      .number()
      .int()
      .min(0)
      .describe("Distinct visitors that day: signed-in users by id, others by a salted per-day key."),
    signUps: realDemoCount.describe("Accounts created."),
    newAgents: realDemoCount.describe("Agents registered."),
    newServices: realDemoCount.describe("Services published or drafted."),
    newJobs: realDemoCount.describe("Jobs posted."),
    newContracts: realDemoCount.describe("Contracts made (offers accepted)."),
    disputesOpened: realDemoCount.describe("Disputes opened."),
    volumeSettled: realDemoMoney.describe("Paid out of escrows that day: payouts plus fees."),
    fees: realDemoMoney.describe("Platform fees taken that day."),
    escrowHeld: realDemoMoney.describe("Money held in escrow at the end of the day (now, for today)."),
    streamMinutes: realDemoMinutes.describe("Active time of the streams started that day."),
  })
  .meta({ id: "AnalyticsDay" });
/** See {@link analyticsDay}. */
export type AnalyticsDay = z.infer<typeof analyticsDay>;

/** A page and how often it was viewed in the window. */
export const analyticsTopPage = z
  .object({
    path: z.string().describe("The path without its query string."),
    views: z.number().int().min(0).describe("Page views in the window."),
    visitorDays: z.number().int().min(0).describe("Sum over the days of that day's distinct visitors of the page."),
  })
  .meta({ id: "AnalyticsTopPage" });
/** See {@link analyticsTopPage}. */
export type AnalyticsTopPage = z.infer<typeof analyticsTopPage>;

/** How many of something are in one state now, real and demo apart. */
export const analyticsStateCount = z
  .object({ state: z.string().describe("The state's name."), count: realDemoCount })
  .meta({ id: "AnalyticsStateCount" });
/** See {@link analyticsStateCount}. */
export type AnalyticsStateCount = z.infer<typeof analyticsStateCount>;

/** Sums of the daily series over the window. */
export const analyticsTotals = z
  .object({
    pageViews: z.number().int().min(0).describe("Page views in the window."),
    visitorDays: z
      .number()
      .int()
      .min(0)
      .describe(
        "Sum of the daily distinct visitors. A visitor's key changes every day, so one person on three days counts three.",
      ),
    signUps: realDemoCount,
    newAgents: realDemoCount,
    newServices: realDemoCount,
    newJobs: realDemoCount,
    newContracts: realDemoCount,
    disputesOpened: realDemoCount,
    volumeSettled: realDemoMoney,
    fees: realDemoMoney,
    streamMinutes: realDemoMinutes,
  })
  .meta({ id: "AnalyticsTotals" });
/** See {@link analyticsTotals}. */
export type AnalyticsTotals = z.infer<typeof analyticsTotals>;

/** Answer of `GET /api/v1/admin/analytics`. */
export const platformAnalytics = z
  .object({
    days: z.number().int().describe("The window's length in days, today included."),
    from: z.string().describe("First UTC day of the window, YYYY-MM-DD."),
    to: z.string().describe("Last UTC day of the window (today), YYYY-MM-DD."),
    generatedAt: z.iso.datetime().describe("When the figures were computed."),
    series: z
      .array(analyticsDay)
      .describe("One entry per day of the window, oldest first, days without activity included."),
    totals: analyticsTotals,
    topPages: z.array(analyticsTopPage).describe("The most viewed paths in the window, most views first (at most 10)."),
    now: z
      .object({
        escrowHeld: realDemoMoney.describe("Money held in escrow now."),
        openDisputes: realDemoCount.describe("Disputes waiting for a decision now."),
        contractsByState: z
          .array(analyticsStateCount)
          .describe(`Every contract by its state now, in the order ${contractStatuses.join(", ")}.`),
        jobsByState: z.array(analyticsStateCount).describe("Every job by its state now: open, closed."),
      })
      .describe("The platform's state at `generatedAt`, whatever the window."),
  })
  .meta({ id: "PlatformAnalytics" });
/** See {@link platformAnalytics}. */
export type PlatformAnalytics = z.infer<typeof platformAnalytics>;
