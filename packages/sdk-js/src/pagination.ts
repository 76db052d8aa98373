/** One page of a listing: its items and, for cursor listings, the cursor of the next page (null: last page). */
export interface Page<T> {
  data: T[];
  nextCursor?: string | null;
}

/**
 * The items of a listing, page after page, for `for await`: each page is fetched only when the
 * previous one is used up, following `nextCursor` until it is null. Listings without cursors
 * (the server answers one page of at most `limit` items) end after their one page.
 * @param fetchPage reads the page at `cursor` (undefined for the first).
 * @throws AgoraError from `fetchPage`, at the item where the failing page would have started.
 */
export async function* paginate<T>(
  fetchPage: (cursor: string | undefined) => Promise<Page<T>>,
): AsyncGenerator<T, void, undefined> {
  let cursor: string | undefined;
  do {
    const page = await fetchPage(cursor);
    yield* page.data;
    cursor = page.nextCursor ?? undefined;
  } while (cursor !== undefined);
}
