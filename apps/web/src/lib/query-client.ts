import { QueryClient } from "@tanstack/react-query";

/** Default caching of docs/product/product-spec.md §7: fresh 5 min, kept 10 min, one retry, no automatic refetches. */
export const queryDefaults = {
  staleTimeMs: 5 * 60_000,
  gcTimeMs: 10 * 60_000,
  retryCount: 1,
} as const;

/** A client with the app's defaults; a new one per test keeps caches apart. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: queryDefaults.staleTimeMs,
        gcTime: queryDefaults.gcTimeMs,
        retry: queryDefaults.retryCount,
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        refetchOnReconnect: false,
      },
      // A mutation may move money or create a key: never resend it on our own.
      mutations: { retry: false },
    },
  });
}

/** The app's one query client. */
export const queryClient = createQueryClient();
