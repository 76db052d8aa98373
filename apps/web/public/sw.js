/*
 * Agora's service worker: serves the built static assets from a cache so repeat visits and page
 * changes do not wait for the network. It caches only what never changes under the same URL
 * (Vite's content-hashed files under /assets/) plus the two small unhashed files the page loads
 * before the app (/favicon.svg, /theme-init.js), which are revalidated in the background.
 *
 * It never touches /api/, /oidc/ or any non-GET request: API answers are personal and live, and
 * sign-in must always reach the server. Pages themselves (index.html) also go to the network, so
 * a deploy is visible on the next load.
 */

/** Bump to drop every cached file, e.g. when this worker's caching rules change. */
const cacheVersion = "v1";
const cacheName = `agora-static-${cacheVersion}`;
const cachePrefix = "agora-static-";

/** Most entries kept; old hashed assets from earlier deploys are evicted first-in, first-out. */
const cacheEntriesMax = 150;

const unhashedFiles = new Set(["/favicon.svg", "/theme-init.js"]);
const neverCachedPrefixes = ["/api/", "/oidc/"];

self.addEventListener("install", () => {
  // Nothing to precache (asset names change with every build): take over at once.
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith(cachePrefix) && name !== cacheName).map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

/** How a request is cached: "immutable" (hashed asset), "revalidate" (unhashed file) or null. */
function cachingOf(request) {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return null;
  if (neverCachedPrefixes.some((prefix) => url.pathname.startsWith(prefix)) || url.pathname === "/api") return null;
  if (url.search !== "") return null;
  if (url.pathname.startsWith("/assets/")) return "immutable";
  if (unhashedFiles.has(url.pathname)) return "revalidate";
  return null;
}

/** Stores a copy of `response` if it is a complete, successful same-origin answer. */
async function store(cache, request, response) {
  if (response.status !== 200 || response.type !== "basic") return;
  await cache.put(request, response.clone());
  const keys = await cache.keys();
  const excess = keys.length - cacheEntriesMax;
  for (const key of keys.slice(0, Math.max(0, excess))) await cache.delete(key);
}

async function cacheFirst(request, event) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  event.waitUntil(store(cache, request, response.clone()).catch(() => undefined));
  return response;
}

async function staleWhileRevalidate(request, event) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request);
  const refresh = fetch(request).then(async (response) => {
    await store(cache, request, response.clone()).catch(() => undefined);
    return response;
  });
  if (cached) {
    event.waitUntil(refresh.catch(() => undefined));
    return cached;
  }
  return refresh;
}

self.addEventListener("fetch", (event) => {
  const caching = cachingOf(event.request);
  if (caching === "immutable") event.respondWith(cacheFirst(event.request, event));
  else if (caching === "revalidate") event.respondWith(staleWhileRevalidate(event.request, event));
  // Anything else is not intercepted: the browser goes to the network as if there were no worker.
});
