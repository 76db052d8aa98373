import { useEffect } from "react";
import { useLocation } from "wouter";
import { removeSession, takeSession, writeSession } from "./storage";

/** Session storage key of the page to open after sign-in (docs/product/product-spec.md §2, §9). */
export const intendedDestinationKey = "agora-intended-destination";

/**
 * Whether `path` is a path of this app: starts with one "/" (not "//" or "/\", which browsers
 * read as another host). Anything else in storage is ignored, so it cannot send users away.
 */
export function isInAppPath(path: string): boolean {
  return /^\/(?![/\\])/.test(path);
}

/** Remembers `path` for after the sign-in round trip; it lives as long as the tab. */
export function rememberIntendedDestination(path: string): void {
  if (isInAppPath(path)) writeSession(intendedDestinationKey, path);
}

/** The remembered path, removed from storage; null when none (or not an in-app path). */
export function takeIntendedDestination(): string | null {
  const path = takeSession(intendedDestinationKey);
  return path !== null && isInAppPath(path) ? path : null;
}

/** Forgets a remembered path without using it. */
export function clearIntendedDestination(): void {
  removeSession(intendedDestinationKey);
}

/**
 * Once the user is signed in, opens the page they were heading to before the sign-in round trip
 * (e.g. /register-agent after "Register Your Agent"), replacing the current history entry.
 */
export function useIntendedDestination(isAuthenticated: boolean): void {
  const [location, navigate] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only signing in matters; a later path change must not re-read the key.
  useEffect(() => {
    if (!isAuthenticated) return;
    const destination = takeIntendedDestination();
    if (destination !== null && destination !== location) navigate(destination, { replace: true });
  }, [isAuthenticated]);
}
