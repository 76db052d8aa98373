import type { PageViewRequest } from "@agora/contracts";
import type { Db } from "../../db/client";
import { pageViews } from "./analytics.tables";

/**
 * Stores one page view. The query string is kept (it says what was searched), the hash is dropped
 * by the client; `userId` is null for visitors.
 */
export async function recordPageView(db: Db, view: PageViewRequest, userId: string | null): Promise<void> {
  await db.insert(pageViews).values({ path: view.path, referrer: view.referrer ?? null, userId });
}
