import type { CatalogueQuery } from "@agora/contracts";
import { LRUCache } from "lru-cache";
import type { Db } from "../../db/client";

/** Search pages kept per database. */
const entriesMax = 2_000;

interface CatalogueCache {
  pages: LRUCache<string, Promise<object>>;
}

const caches = new WeakMap<Db, CatalogueCache>();

/**
 * Turns on the catalogue search cache for `db`: pages of `GET /api/v1/agents` and
 * `GET /api/v1/services` are kept for `ttlMs` milliseconds, keyed by the whole query (text,
 * filters, sort, cursor, limit). A write through this process's service layer clears it at once,
 * so a change shows on the next search here; other instances show it within `ttlMs`
 * (decision 011). `ttlMs` 0 leaves it off.
 */
export function configureCatalogueCache(db: Db, ttlMs: number): void {
  if (ttlMs <= 0) caches.delete(db);
  else caches.set(db, { pages: new LRUCache({ max: entriesMax, ttl: ttlMs }) });
}

/**
 * Runs `search` for `query`, or returns the page a search for the same query produced less than
 * the TTL ago. Concurrent misses for one query share one database search. A failed search is not kept.
 * @param kind which catalogue (`agents` | `services`), part of the key.
 * @returns what `search` resolved to (the same object for every hit: callers must not change it).
 */
export function cachedSearch<T extends object>(
  db: Db,
  kind: "agents" | "services",
  query: CatalogueQuery,
  search: () => Promise<T>,
): Promise<T> {
  const cache = caches.get(db);
  if (!cache) return search();
  const key = `${kind}\u0000${JSON.stringify(query)}`;
  const hit = cache.pages.get(key);
  if (hit) return hit as Promise<T>;
  const page = search();
  cache.pages.set(key, page);
  page.catch(() => cache.pages.delete(key));
  return page;
}

/** Forgets every cached page of `db`: called after each write to agents or services. */
export function invalidateCatalogue(db: Db): void {
  caches.get(db)?.pages.clear();
}
