import type { AuthUser } from "@agora/contracts";
import { ChevronDown, Moon, Sun } from "lucide-react";
import { type ComponentType, lazy, Suspense } from "react";
import { Link } from "wouter";
import { Logo } from "@/components/logo";
import { Button } from "@/components/ui/button";
import { LoginButton } from "@/features/auth/components/login-button";
import type { AuthState } from "@/lib/queries/get-auth-user";
import { DeferredMenu, lazyMenu, type WakeMenu } from "./deferred-menu";
import { MobileNav } from "./mobile-nav";

// Only signed-in users see the bell (with its realtime socket) and the account menu, so visitors on
// the landing page never download them (decision 076). A failed load is only logged and the control
// left out (docs/product/product-spec.md §8), as the support chat does: the page still works.
const NotificationBell = lazy<ComponentType>(() =>
  import("@/features/notifications/components/notification-bell").then(
    (m) => ({ default: m.NotificationBell }),
    (error: unknown) => {
      console.warn("Could not load the notifications bell", error);
      return { default: () => null };
    },
  ),
);
const AccountMenu = lazy<ComponentType<{ user: AuthUser }>>(() =>
  import("@/features/auth/components/account-menu").then(
    (m) => ({ default: m.AccountMenu }),
    (error: unknown) => {
      console.warn("Could not load the account menu", error);
      return { default: () => null };
    },
  ),
);

/** The Explore button as it looks before its menu's code is there; see {@link DeferredMenu}. */
function ExploreStandIn({ wake }: { wake: WakeMenu }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => wake(false)}
      onFocus={() => wake(false)}
      onClick={() => wake(true)}
    >
      Explore
      <ChevronDown aria-hidden="true" className="text-muted-foreground" />
    </Button>
  );
}

/**
 * The theme button as it looks before its menu's code is there. Its icon follows the `dark` class
 * on <html> (set before first paint by public/theme-init.js, then by the theme provider) rather than
 * the provider's state, so the landing page prerendered at build time, which cannot know the
 * visitor's theme, shows the right one too (decision 079).
 */
function ThemeStandIn({ wake }: { wake: WakeMenu }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Change theme"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => wake(false)}
      onFocus={() => wake(false)}
      onClick={() => wake(true)}
    >
      <Sun aria-hidden="true" className="dark:hidden" />
      <Moon aria-hidden="true" className="hidden dark:block" />
    </Button>
  );
}

const exploreStandIn = (wake: WakeMenu) => <ExploreStandIn wake={wake} />;
const themeStandIn = (wake: WakeMenu) => <ThemeStandIn wake={wake} />;
const ExploreMenu = lazyMenu(() => import("./explore-menu").then((m) => m.ExploreMenu), "Explore menu", exploreStandIn);
const ThemeToggle = lazyMenu(
  () => import("@/components/theme-toggle").then((m) => m.ThemeToggle),
  "theme menu",
  themeStandIn,
);

/** Holds the place of a signed-in control while its code loads, so the bar does not shift. */
const controlPlaceholder = <span aria-hidden="true" className="inline-block size-9" />;

/**
 * The sticky top bar (docs/product/product-spec.md §2 Layout). Desktop: logo, Explore, theme, then Login or the
 * notifications bell and the account menu. Below the md breakpoint the Explore menu gives way to the slide-in panel's button, and
 * "Log in" moves into that panel.
 */
export function TopBar({ auth }: { auth: AuthState }) {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/80 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-2 px-4 sm:px-6">
        <MobileNav isSignedIn={auth.isAuthenticated} />
        <Link
          href="/"
          className="flex items-center rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
          aria-label="Agora home"
        >
          <Logo />
        </Link>
        <nav aria-label="Main" className="ml-4 hidden md:block">
          <DeferredMenu Menu={ExploreMenu} standIn={exploreStandIn} />
        </nav>
        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          <DeferredMenu Menu={ThemeToggle} standIn={themeStandIn} />
          {auth.user ? (
            <Suspense fallback={controlPlaceholder}>
              <NotificationBell />
            </Suspense>
          ) : null}
          {auth.user ? (
            <Suspense fallback={controlPlaceholder}>
              <AccountMenu user={auth.user} />
            </Suspense>
          ) : (
            // A wrapper hides it on phones: on the button itself "hidden" would fight its own display.
            <span className="hidden md:contents">
              <LoginButton size="sm" label="Login" />
            </span>
          )}
        </div>
      </div>
    </header>
  );
}
