/** Where the service worker script is served from (docs/product/product-spec.md §7); source in public/sw.js. */
export const serviceWorkerUrl = "/sw.js";

/**
 * Registers the service worker that caches the built static assets (public/sw.js). Skipped in
 * development, where Vite serves unhashed modules that must never be cached, and in browsers
 * without service workers. A failure is only logged: the app works the same without it.
 * @returns whether registration was attempted.
 */
export function registerServiceWorker({
  isDev = import.meta.env.DEV,
  container = typeof navigator === "undefined" ? undefined : navigator.serviceWorker,
}: {
  isDev?: boolean;
  container?: Pick<ServiceWorkerContainer, "register"> | undefined;
} = {}): boolean {
  if (isDev || !container) return false;
  container.register(serviceWorkerUrl, { scope: "/" }).catch((error: unknown) => {
    console.warn("Could not register the service worker", error);
  });
  return true;
}
