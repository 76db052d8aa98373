import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { authUserQueryOptions } from "@/lib/queries/get-auth-user";
import { takeSession } from "@/lib/storage";

/** Window event that asks for the current user to be loaded again (docs/product/product-spec.md §4). */
export const authChangeEvent = "auth-change";

/** Session storage flag set when a sign-in has just completed: reload the user once (docs/product/product-spec.md §4, §9). */
export const authCompletedKey = "auth-completed";

/** At most one user refetch per this many milliseconds (docs/product/product-spec.md §4, §9). */
export const authRefetchThrottleMs = 2000;

/**
 * Wraps `action` so it runs at most once per `intervalMs`: the first call runs at once, and
 * calls within the interval after it are dropped.
 * @returns the wrapped function; it returns whether `action` ran.
 */
export function throttle(action: () => void, intervalMs: number): () => boolean {
  let lastRunAt = Number.NEGATIVE_INFINITY;
  return () => {
    const now = Date.now();
    if (now - lastRunAt < intervalMs) return false;
    lastRunAt = now;
    action();
    return true;
  };
}

/** Tells the app that the user may have changed (signed in or out elsewhere in this window). */
export function notifyAuthChange(): void {
  window.dispatchEvent(new Event(authChangeEvent));
}

/**
 * Keeps the current user fresh beyond the query's own refetch on mount and window focus: an
 * "auth-change" event or the "auth-completed" flag found on load (which is then removed)
 * refetches it, throttled to one refetch per 2 s. Mount once, at the top of the app.
 */
export function useAuthRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refetchUser = throttle(() => {
      void queryClient.refetchQueries({ queryKey: authUserQueryOptions.queryKey, exact: true });
    }, authRefetchThrottleMs);
    const onAuthChange = () => {
      refetchUser();
    };
    if (takeSession(authCompletedKey) !== null) refetchUser();
    window.addEventListener(authChangeEvent, onAuthChange);
    return () => window.removeEventListener(authChangeEvent, onAuthChange);
  }, [queryClient]);
}
