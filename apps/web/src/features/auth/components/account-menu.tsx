import type { AuthUser } from "@agora/contracts";
import { LogOut, ShieldCheck } from "lucide-react";
import { type ComponentType, lazy, Suspense } from "react";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Spinner } from "@/components/ui/spinner";
import { logoutPath } from "../api/login";
import { getDisplayName, getInitials } from "../user-display";

// The page groups and their two dozen icons load when the menu first opens (or is about to:
// hover and focus start the download), since visitors never need them and the landing page's
// first download stays small. A failed load is only logged; Sign out still works.
const loadGroups = () => import("./account-menu-groups");
const AccountMenuGroups = lazy<ComponentType<{ isAdmin: boolean }>>(() =>
  loadGroups().then(
    (module) => ({ default: module.AccountMenuGroups }),
    (error: unknown) => {
      console.warn("Could not load the account menu", error);
      return { default: () => null };
    },
  ),
);

function preloadGroups() {
  loadGroups().catch(() => {
    // The lazy component above logs the failure when it really needs the code.
  });
}

/** The signed-in user's menu: who they are, their pages by group, and sign-out. */
export function AccountMenu({ user }: { user: AuthUser }) {
  const name = getDisplayName(user);
  const initials = getInitials(user);
  const isAdmin = user.role === "admin";
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className="rounded-full outline-none transition-shadow focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        onPointerEnter={preloadGroups}
        onFocus={preloadGroups}
      >
        {/* The name comes from the hidden text, not aria-label: with aria-label, the visible
            initials would be missing from the name (WCAG 2.5.3). Read aloud, "A L" adds nothing. */}
        <span aria-hidden="true">
          <Avatar src={user.profileImageUrl} fallback={initials} />
        </span>
        <span className="sr-only">Account menu for {name}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent className="max-h-[var(--radix-dropdown-menu-content-available-height)] w-[min(18rem,calc(100vw-1rem))] overflow-y-auto sm:w-[30rem]">
        <div className="flex items-center gap-3 px-2 py-2">
          <Avatar src={user.profileImageUrl} fallback={initials} size="md" />
          <div className="min-w-0 flex-1">
            <div className="flex items-center gap-1.5">
              <p className="truncate text-sm font-medium">{name}</p>
              {isAdmin ? (
                <Badge variant="primary">
                  <ShieldCheck className="size-3" aria-hidden="true" />
                  Admin
                </Badge>
              ) : null}
            </div>
            {user.email ? <p className="truncate text-xs text-muted-foreground">{user.email}</p> : null}
          </div>
        </div>
        <DropdownMenuSeparator />
        <Suspense
          fallback={
            <div className="flex h-24 items-center justify-center gap-2 text-sm text-muted-foreground" role="status">
              <Spinner />
              Loading menu…
            </div>
          }
        >
          <AccountMenuGroups isAdmin={isAdmin} />
        </Suspense>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <a href={logoutPath}>
            <LogOut aria-hidden="true" />
            Sign out
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
