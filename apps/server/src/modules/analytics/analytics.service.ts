import type { PageViewRequest } from "@agora/contracts";
import type { Db } from "../../db/client";
import { pruneOlderThan } from "../../db/prune";
import { pageViews } from "./analytics.tables";

/**
 * Stores one page view. The query string is kept (it says what was searched), the hash is dropped
 * by the client; `userId` is null for visitors.
 */
export async function recordPageView(db: Db, view: PageViewRequest, userId: string | null): Promise<void> {
  await db.insert(pageViews).values({ path: view.path, referrer: view.referrer ?? null, userId });
}

/**
 * Deletes page views older than `retentionDays` (hourly maintenance).
 * @returns how many were deleted.
 */
export async function prunePageViews(db: Db, retentionDays: number, now = new Date()): Promise<number> {
  return pruneOlderThan(db, "page_views", retentionDays, now);
}
