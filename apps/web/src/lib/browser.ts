/**
 * Full-page navigations, in one place so tests can replace them (jsdom cannot navigate, and
 * `window.location`'s methods cannot be spied on).
 */

/** Leaves the app for `url`, e.g. the server's /api/login. */
export function redirectTo(url: string): void {
  window.location.assign(url);
}

/** Reloads the current page: the page error boundary's "Try Again" (docs/product/product-spec.md §4, §8). */
export function reloadPage(): void {
  window.location.reload();
}
