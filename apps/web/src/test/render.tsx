import type { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { Providers } from "@/app/providers";
import { createQueryClient } from "@/lib/query-client";

/**
 * Renders `ui` with the app's providers, a fresh query client (no retries, so failures show at
 * once) and an in-memory location starting at `path`.
 * @param prepare runs on the query client before the first render, e.g. to seed a query as the app's boot does.
 * @returns Testing Library's result plus the location, to assert navigation.
 */
export function renderApp(
  ui: ReactNode,
  { path = "/", prepare }: { path?: string; prepare?: (queryClient: QueryClient) => void } = {},
) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  prepare?.(queryClient);
  const location = memoryLocation({ path, record: true });
  const result = render(
    <Providers queryClient={queryClient}>
      <Router hook={location.hook}>{ui}</Router>
    </Providers>,
  );
  return { ...result, location, queryClient };
}
