import type { ReactNode } from "react";
import { Link } from "wouter";
import { Logo } from "@/components/logo";
import { ThemeToggle } from "@/components/theme-toggle";
import type { AuthState } from "@/features/auth/api/get-auth-user";
import { AccountMenu } from "@/features/auth/components/account-menu";
import { LoginButton } from "@/features/auth/components/login-button";

/** The frame of every page: top bar, content, footer. */
export function Layout({ auth, children }: { auth: AuthState; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2 focus:shadow-lg"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b bg-background/80 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <Link
            href="/"
            className="flex items-center rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
            aria-label="Agora home"
          >
            <Logo />
          </Link>
          <div className="flex items-center gap-1.5 sm:gap-2">
            <ThemeToggle />
            {auth.user ? <AccountMenu user={auth.user} /> : <LoginButton size="sm" />}
          </div>
        </div>
      </header>
      <main id="main" className="flex flex-1 flex-col">
        {children}
      </main>
      <footer className="border-t">
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>© {new Date().getFullYear()} Agora</p>
          <p className="text-balance">Discovery + Reputation + Marketplace Infrastructure</p>
        </div>
      </footer>
    </div>
  );
}
