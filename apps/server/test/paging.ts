import { expect } from "vitest";
import { api, type Browser } from "./harness";

/**
 * Every id a cursor-paged listing answers `who`, page by page of `limit`, following `nextCursor`
 * to the end; `between` runs after the first page (rows inserted or changed while someone pages).
 * @param path the listing's path, with its own query string if any.
 */
export async function idsPageByPage(
  who: Browser,
  path: string,
  limit: number,
  between?: () => Promise<void>,
): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const sep = path.includes("?") ? "&" : "?";
    const res = await api(who, "GET", `${path}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`);
    expect(res.status, path).toBe(200);
    ids.push(...res.body.data.map((item: { id: string }) => item.id));
    cursor = res.body.nextCursor;
    if (pages++ === 0) await between?.();
  } while (cursor);
  return ids;
}
