/**
 * Session storage that never throws: storage can be blocked (privacy settings, sandboxed frames)
 * or full, and docs/product/product-spec.md §8 says such failures are logged as warnings and ignored.
 */

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch (error) {
    console.warn("Session storage is not available", error);
    return null;
  }
}

/** The value under `key`, or null when absent or unreadable. */
export function readSession(key: string): string | null {
  try {
    return sessionStore()?.getItem(key) ?? null;
  } catch (error) {
    console.warn(`Could not read "${key}" from session storage`, error);
    return null;
  }
}

export function writeSession(key: string, value: string): void {
  try {
    sessionStore()?.setItem(key, value);
  } catch (error) {
    console.warn(`Could not write "${key}" to session storage`, error);
  }
}

export function removeSession(key: string): void {
  try {
    sessionStore()?.removeItem(key);
  } catch (error) {
    console.warn(`Could not remove "${key}" from session storage`, error);
  }
}

/** Reads and removes `key` in one step, for one-shot flags and hand-overs. */
export function takeSession(key: string): string | null {
  const value = readSession(key);
  if (value !== null) removeSession(key);
  return value;
}
