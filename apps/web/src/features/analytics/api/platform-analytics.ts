import type { PlatformAnalytics } from "@agora/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@/lib/api";

/** Where the dashboard's figures come from (admins, scope `admin:read`). */
export const platformAnalyticsPath = "/api/v1/admin/analytics";

/** A window the dashboard offers, in days (today included). */
export type AnalyticsWindow = "7" | "30" | "90";

/**
 * `GET /api/v1/admin/analytics?days=…`: the platform's daily series, totals, top pages and state
 * now. Switching windows keeps the previous window's figures on screen until the new ones arrive,
 * so the charts do not flash empty.
 */
export function usePlatformAnalytics(days: AnalyticsWindow) {
  return useQuery<PlatformAnalytics>({
    queryKey: [platformAnalyticsPath, days],
    queryFn: ({ signal }) => dataOf(api.GET(platformAnalyticsPath, { params: { query: { days } }, signal })),
    placeholderData: keepPreviousData,
  });
}
