/** Where a sign-in ends when no safe return path was given. */
export const defaultReturnTo = "/";

/**
 * Keeps a post-sign-in destination only if it stays on this site (OWASP "Unvalidated Redirects").
 * Accepts absolute paths (`/register-agent?x=1#h`) and absolute URLs on `publicUrl`'s origin;
 * refuses scheme-relative (`//evil.com`), backslash tricks (`/\evil.com`), other origins and
 * control characters.
 * @param candidate the `returnTo` the browser sent, if any.
 * @param publicUrl the site's public base URL.
 * @returns a path beginning with a single `/`.
 */
export function safeReturnTo(candidate: string | undefined, publicUrl: string): string {
  if (!candidate || hasControlOrBackslash(candidate)) return defaultReturnTo;
  let url: URL;
  try {
    url = new URL(candidate, publicUrl);
  } catch {
    return defaultReturnTo;
  }
  if (url.origin !== new URL(publicUrl).origin) return defaultReturnTo;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith("/") && !path.startsWith("//") ? path : defaultReturnTo;
}

/** Browsers treat `\` like `/` and drop tabs and newlines, which hides hosts from naive checks. */
function hasControlOrBackslash(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x7f || c === 0x5c) return true;
  }
  return false;
}
