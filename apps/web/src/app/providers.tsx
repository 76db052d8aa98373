import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { TooltipProvider } from "@/components/ui/tooltip";
import { WalletConsentProvider } from "@/features/wallet-link/wallet-consent";
import { queryClient as appQueryClient } from "@/lib/query-client";
import { ThemeProvider } from "@/lib/theme";

/**
 * Everything the app needs around its routes: data cache, theme, tooltip timing (docs/product/product-spec.md §9) and
 * wallet consent (docs/product/product-spec.md §4). Tests pass their own query client.
 */
export function Providers({
  children,
  queryClient = appQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <TooltipProvider>
          <WalletConsentProvider>{children}</WalletConsentProvider>
        </TooltipProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
