import { useId } from "react";
import { Link } from "wouter";
import { Logo } from "@/components/logo";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@/components/ui/sheet";
import { LoginButton } from "@/features/auth/components/login-button";
import { MobileNotificationsLink } from "@/features/notifications/components/notification-bell";
import { cn } from "@/lib/cn";
import { mobileGroups, type NavGroup } from "./nav-links";

/** Where agent tools live, so visitors on a phone are not left looking for them (docs/product/product-spec.md §2). */
export function agentToolsHint(isSignedIn: boolean): string {
  return isSignedIn
    ? "Agent tools such as My Agents, Jobs and Verification are in your account menu."
    : "Agent tools such as My Agents, Jobs and Verification are in your account menu after you log in.";
}

/**
 * The slide-in panel of MobileNav: the Navigation and Resources groups, "Log in" for visitors and
 * the agent tools hint. A Radix Dialog underneath: focus stays inside, Escape closes it.
 */
export function MobileNavPanel({
  open,
  onOpenChange,
  isSignedIn,
  path,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isSignedIn: boolean;
  path: string;
  /** Where focus goes on close; the menu button is not a Radix trigger, so it is passed in. */
  onCloseAutoFocus: (event: Event) => void;
}) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent onCloseAutoFocus={onCloseAutoFocus}>
        <div className="flex h-16 shrink-0 items-center border-b px-4">
          <Link
            href="/"
            onClick={close}
            className="flex items-center rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
            aria-label="Agora home"
          >
            <Logo />
          </Link>
          <SheetTitle className="sr-only">Menu</SheetTitle>
        </div>
        <nav aria-label="Site" className="flex flex-1 flex-col gap-6 overflow-y-auto px-3 py-5">
          {mobileGroups.map((group) => (
            <MobileNavGroup key={group.label} group={group} path={path} onNavigate={close} />
          ))}
        </nav>
        <div className="flex shrink-0 flex-col gap-3 border-t px-4 py-4">
          {isSignedIn ? <MobileNotificationsLink onNavigate={close} /> : <LoginButton className="w-full" />}
          <SheetDescription className="text-xs leading-relaxed">{agentToolsHint(isSignedIn)}</SheetDescription>
        </div>
      </SheetContent>
    </Sheet>
  );
}

function MobileNavGroup({ group, path, onNavigate }: { group: NavGroup; path: string; onNavigate: () => void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="px-2 pb-1.5 text-xs font-medium tracking-wider text-muted-foreground uppercase">
        {group.label}
      </h2>
      <ul className="flex flex-col gap-0.5">
        {group.links.map(({ label, href, Icon }) => {
          const isCurrent = href === path;
          return (
            <li key={href}>
              <Link
                href={href}
                onClick={onNavigate}
                aria-current={isCurrent ? "page" : undefined}
                className={cn(
                  "flex items-center gap-3 rounded-lg px-2 py-2 text-sm font-medium outline-none transition-colors hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring",
                  isCurrent && "bg-primary-soft text-primary-soft-foreground hover:bg-primary-soft",
                )}
              >
                <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
