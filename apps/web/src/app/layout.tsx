import type { ReactNode } from "react";
import { SupportChat } from "@/features/support-chat/components/support-chat";
import type { AuthState } from "@/lib/queries/get-auth-user";
import { SiteFooter } from "./layout/site-footer";
import { TopBar } from "./layout/top-bar";

/**
 * The frame of every page (docs/product/product-spec.md §2 Layout): top bar, content, footer, and the floating support
 * chat. The wallet consent dialog is mounted by the app's providers and opened from the footer.
 */
export function Layout({ auth, children }: { auth: AuthState; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2 focus:shadow-lg"
      >
        Skip to content
      </a>
      <TopBar auth={auth} />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {children}
      </main>
      <SiteFooter />
      <SupportChat />
    </div>
  );
}
